// Head tags from the config (`head`) and a page's frontmatter (`head`), written into the page's
// <head> after docsgen's own. Pure and DOM-free: the compiler merges and checks them, the theme
// writes them.
//
// They are written as HTML text by `headTagsHtml`, not as React elements: React 19 moves and
// de-duplicates some head elements (async scripts, stylesheets with a precedence) and renames
// attributes; a site's analytics snippet must land exactly as written, once. Escaping is the same
// as React's: attribute values and names are escaped or checked, and the text of a script or a
// style cannot end its element early.
import type { HeadTag } from '../../config/types.js';

/**
 * What makes two tags "the same" for replacement: a page's `<meta name="description">` replaces
 * the config's, and both replace docsgen's own. Undefined for tags that simply add up.
 */
export function headTagKey(tag: HeadTag): string | undefined {
  const attrs = tag.attrs ?? {};
  if (tag.tag === 'meta') {
    for (const name of ['name', 'property', 'http-equiv', 'charset'] as const) {
      const value = attrs[name];
      if (typeof value === 'string') return `meta:${name}:${value.toLowerCase()}`;
      if (name === 'charset' && value === true) return 'meta:charset';
    }
  }
  if (tag.tag === 'link' && attrs['rel'] === 'canonical') return 'link:canonical';
  return undefined;
}

/** The lists in order; a tag with the same key as an earlier one replaces it in place. */
export function mergeHeadTags(...lists: readonly (readonly HeadTag[])[]): HeadTag[] {
  const merged: HeadTag[] = [];
  const at = new Map<string, number>();
  for (const tag of lists.flat()) {
    const key = headTagKey(tag);
    const index = key === undefined ? undefined : at.get(key);
    if (index !== undefined) {
      merged[index] = tag;
    } else {
      if (key !== undefined) at.set(key, merged.length);
      merged.push(tag);
    }
  }
  return merged;
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

export function escapeAttribute(value: string): string {
  return value.replace(/[&"'<>]/g, (c) => ATTRIBUTE_ESCAPES[c]!);
}

/** Names the config schema accepts; checked again here, since this is what keeps markup out. */
const ATTRIBUTE_NAME = /^[A-Za-z_:][-A-Za-z0-9_:.]*$/;

/**
 * The text of a script or style, made safe to sit inside its element: `</script` (any case) and
 * `<!--` cannot end or confuse the element. `<\/` means the same inside a JavaScript string, a
 * regular expression or JSON, and in CSS.
 */
export function escapeRawText(text: string, tag: 'script' | 'style'): string {
  const closing = new RegExp(`</(${tag})`, 'gi');
  const escaped = text.replace(closing, '<\\/$1');
  return tag === 'script' ? escaped.replace(/<!--/g, '<\\!--') : escaped;
}

function attributesHtml(attrs: HeadTag['attrs']): string {
  let html = '';
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (!ATTRIBUTE_NAME.test(name)) throw new Error(`head tag attribute name ${JSON.stringify(name)} is not an HTML attribute name`);
    if (value === false) continue;
    html += value === true ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`;
  }
  return html;
}

/** The tags as HTML. */
export function headTagsHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      const attributes = attributesHtml(tag.attrs);
      if (tag.tag === 'meta' || tag.tag === 'link') return `<${tag.tag}${attributes}/>`;
      return `<${tag.tag}${attributes}>${escapeRawText(tag.content ?? '', tag.tag)}</${tag.tag}>`;
    })
    .join('');
}
