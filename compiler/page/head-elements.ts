// Head tags written as JSX in the config (`head: <script src="…" defer />`, as Vocs configs write
// them) → the HeadTag data docsgen merges, checks and writes (theme/shared/head-tags.ts). React's
// element objects are walked as data: fragments and arrays are flattened, a function component is
// called with its props (a head has no state), and each meta, link, script or style element becomes
// a tag with its props as HTML attributes, named as React would write them.
import type { HeadTag, HeadTagName } from '../../config/types.js';
import { isReactElement } from '../../config/describe.js';
import { HEAD_TAG_NAMES } from '../../config/head-schema.js';

const FRAGMENT = Symbol.for('react.fragment');

/** React props whose HTML attribute is spelled otherwise (the ones a head tag may carry). */
const ATTRIBUTE_NAMES: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  charSet: 'charset',
  httpEquiv: 'http-equiv',
  crossOrigin: 'crossorigin',
  referrerPolicy: 'referrerpolicy',
  fetchPriority: 'fetchpriority',
  hrefLang: 'hreflang',
  imageSizes: 'imagesizes',
  imageSrcSet: 'imagesrcset',
  noModule: 'nomodule',
  itemProp: 'itemprop',
  blocking: 'blocking',
};

/** Why an element cannot be a head tag. */
export class HeadElementError extends Error {}

/** The tags `node` stands for, in order. Throws HeadElementError for what no head tag can be. */
export function headTagsOfElement(node: unknown): HeadTag[] {
  const tags: HeadTag[] = [];
  collect(node, tags, 0);
  return tags;
}

function collect(node: unknown, tags: HeadTag[], depth: number): void {
  if (node === null || node === undefined || typeof node === 'boolean') return;
  if (Array.isArray(node)) {
    for (const child of node) collect(child, tags, depth);
    return;
  }
  if (!isReactElement(node)) {
    if (typeof node === 'string' && node.trim() === '') return;
    throw new HeadElementError(`text (${JSON.stringify(String(node).slice(0, 40))}) outside a tag`);
  }
  const { type, props } = node as { type: unknown; props: Record<string, unknown> };
  if (type === FRAGMENT) return collect(props['children'], tags, depth);
  if (typeof type === 'function') {
    // A component that returns head elements (a site's <Analytics /> helper).
    if (depth > 20) throw new HeadElementError('components nested more than 20 deep');
    if ((type as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent) {
      throw new HeadElementError(`the class component <${(type as { name?: string }).name ?? 'anonymous'}>`);
    }
    return collect((type as (p: unknown) => unknown)(props), tags, depth + 1);
  }
  if (typeof type !== 'string' || !(HEAD_TAG_NAMES as readonly string[]).includes(type)) {
    const name = typeof type === 'string' ? `<${type}>` : 'an element that is not a tag';
    throw new HeadElementError(`${name} (a head tag is one of ${HEAD_TAG_NAMES.map((t) => `<${t}>`).join(', ')})`);
  }
  tags.push(tagOf(type as HeadTagName, props));
}

function tagOf(tag: HeadTagName, props: Record<string, unknown>): HeadTag {
  const attrs: Record<string, string | boolean> = {};
  let content: string | undefined;
  for (const [prop, value] of Object.entries(props)) {
    if (prop === 'children') {
      content = textOf(value, tag);
      continue;
    }
    if (prop === 'dangerouslySetInnerHTML') {
      content = String((value as { __html?: unknown } | null)?.__html ?? '');
      continue;
    }
    if (prop === 'key' || prop === 'ref' || value === undefined || value === null || value === false) continue;
    if (typeof value === 'function') throw new HeadElementError(`<${tag} ${prop}={…}>: a function (event handlers do not run in a static head)`);
    attrs[ATTRIBUTE_NAMES[prop] ?? prop] = value === true ? true : String(value);
  }
  const result: HeadTag = { tag };
  if (Object.keys(attrs).length > 0) result.attrs = attrs;
  if (content !== undefined && content !== '') result.content = content;
  return result;
}

function textOf(children: unknown, tag: HeadTagName): string {
  if (children === null || children === undefined || typeof children === 'boolean') return '';
  if (typeof children === 'string' || typeof children === 'number') return String(children);
  if (Array.isArray(children)) return children.map((child) => textOf(child, tag)).join('');
  throw new HeadElementError(`<${tag}> with elements inside (it takes text: a script or a style sheet)`);
}
