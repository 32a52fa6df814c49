// The links, images and anchor targets of a page as its Markdown tree is walked (see
// remark-page-data.ts): each is recorded as written, with its position, for the link checks, and
// rewritten for the HTML (resolved against the page's file, under the base path, external links
// opened in a new tab, images beside the page pointed at their hashed copy, `current:/x` the
// current version's page: theme/shared/links.ts). Markdown links,
// images, `<a href>` and `<img src>` in JSX (a string, or a string written as an expression), and
// the same in the raw HTML of Markdown pages.
import type { Definition, Html, Image, Link } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { normalizeUri } from 'micromark-util-sanitize-uri';
import { currentVersionPath, resolveHref } from '../../theme/shared/links.js';
import type { PageAssets } from './page-assets.js';
import type { PageLink, PageTreeData } from './remark/remark-page-data.js';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type Positioned = { position?: { start: { line: number; column: number } } };

export interface LinkOptions {
  /** What relative links resolve against (linkBase). */
  base: string;
  basePath: string;
  assets?: PageAssets;
  /** The base path a link resolves under, when it depends on the link (a page of an earlier version). */
  linkBasePath?: (href: string) => string;
}

export class PageLinks {
  constructor(
    private readonly data: Pick<PageTreeData, 'links' | 'ids' | 'assets'>,
    private readonly options: LinkOptions,
  ) {}

  link(link: Link | Definition): void {
    this.record(link.url, link);
    const resolved = this.resolve(link.url);
    link.url = resolved.href;
    if (resolved.external && link.type === 'link') {
      link.data = { ...link.data, hProperties: { ...(link.data?.hProperties ?? {}), target: '_blank', rel: ['noopener', 'noreferrer'] } };
    }
  }

  image(image: Image): void {
    this.record(image.url, image, true);
    image.url = this.imageUrl(image.url);
  }

  jsxAnchor(element: JsxElement): void {
    const hrefAttribute = stringAttribute(element, 'href');
    if (!hrefAttribute || typeof hrefAttribute.value !== 'string') return;
    this.record(hrefAttribute.value, element);
    const resolved = this.resolve(hrefAttribute.value);
    hrefAttribute.value = resolved.href;
    if (resolved.external) {
      const has = (name: string) => element.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === name);
      if (!has('target')) element.attributes.push({ type: 'mdxJsxAttribute', name: 'target', value: '_blank' });
      if (!has('rel')) element.attributes.push({ type: 'mdxJsxAttribute', name: 'rel', value: 'noopener noreferrer' });
    }
  }

  jsxImage(element: JsxElement): void {
    const src = stringAttribute(element, 'src');
    if (!src || typeof src.value !== 'string') return;
    this.record(src.value, element, true);
    src.value = this.imageUrl(src.value);
  }

  /** Links (`<a href>`), images (`<img src>`) and ids in raw HTML: recorded, and rewritten as Markdown ones are. */
  rawHtml(node: Html): void {
    if (!node.value.includes('=')) return;
    const start = node.position?.start ?? { line: 1, column: 1 };
    const at = (offset: number): Positioned => {
      const before = node.value.slice(0, offset).split('\n');
      return { position: { start: { line: start.line + before.length - 1, column: before.length === 1 ? start.column + offset : before.at(-1)!.length + 1 } } };
    };
    node.value = node.value.replace(RAW_TAG, (tag: string, name: string, _attributes: string | undefined, tagOffset: number) => {
      const lower = name.toLowerCase();
      return tag.replace(RAW_ATTRIBUTE, (whole: string, space: string, attribute: string, equals: string, _quoted: string, double?: string, single?: string) => {
        const value = decodeEntities(double ?? single ?? '');
        const key = attribute.toLowerCase();
        if (key === 'id') this.data.ids.push(value);
        let rewritten: string | undefined;
        if (lower === 'a' && key === 'href') {
          this.record(value, at(tagOffset));
          rewritten = this.resolve(value).href;
        } else if (lower === 'img' && key === 'src') {
          this.record(value, at(tagOffset), true);
          rewritten = this.imageUrl(value);
        }
        if (rewritten === undefined || rewritten === value) return whole;
        return `${space}${attribute}${equals}"${rewritten.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
      });
    });
  }

  private resolve(href: string): ReturnType<typeof resolveHref> {
    // `current:/x` is the current version's page, in every version: its route under the site's own
    // base path (no version prefix: the current version has none). A malformed one stays as written
    // (the link check reports it).
    const current = currentVersionPath(href);
    if (current !== undefined) return resolveHref(current, '/', this.options.basePath);
    return resolveHref(href, this.options.base, this.options.linkBasePath ? this.options.linkBasePath(href) : this.options.basePath);
  }

  private record(href: string, node: Positioned, image = false): void {
    const link: PageLink = { href, line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
    if (image) link.image = true;
    this.data.links.push(link);
  }

  /** An image's URL in the HTML: a file beside the page becomes its copy in the output; other paths get the base path. */
  private imageUrl(src: string): string {
    const asset = this.options.assets?.resolve(src);
    if (asset) {
      this.data.assets.push(asset.asset);
      return asset.url;
    }
    // A root-relative image is a public file: the site's, at its own base path, whatever the page's version.
    return resolveHref(src, this.options.base, this.options.basePath).href;
  }
}

const RAW_TAG = /<([a-zA-Z][\w-]*)(\s[^<>]*?)?\/?>/g;
const RAW_ATTRIBUTE = /(\s)([\w:-]+)(\s*=\s*)("([^"]*)"|'([^']*)')/g;

/** `href={"/x"}` is a string written as an expression: read it as the string it is. */
function stringAttribute(element: JsxElement, name: string): MdxJsxAttribute | undefined {
  const attribute = element.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attribute || attribute.value === null || attribute.value === undefined) return undefined;
  if (typeof attribute.value === 'string') return attribute;
  const literal = literalString(attribute.value.data?.estree as EstreeProgram | undefined);
  if (literal === undefined) return undefined;
  attribute.value = literal;
  return attribute;
}

type EstreeProgram = { body: { type: string; expression?: { type: string; value?: unknown; expressions?: unknown[]; quasis?: { value: { cooked?: string | null } }[] } }[] };

function literalString(program: EstreeProgram | undefined): string | undefined {
  const statement = program?.body.length === 1 ? program.body[0] : undefined;
  const expression = statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
  if (expression?.type === 'Literal' && typeof expression.value === 'string') return expression.value;
  if (expression?.type === 'TemplateLiteral' && expression.expressions?.length === 0) return expression.quasis?.[0]?.value.cooked ?? undefined;
  return undefined;
}

function decodeEntities(text: string): string {
  return text.replace(/&(amp|quot|#39|apos|lt|gt);/g, (_, name: string) => ({ amp: '&', quot: '"', '#39': "'", apos: "'", lt: '<', gt: '>' })[name]!);
}

/**
 * The ids GFM footnotes get in the HTML (mdast-util-to-hast's scheme): a definition that is
 * referenced gets `user-content-fn-<id>`, each reference `user-content-fnref-<id>` (then -2, -3…),
 * and the footnotes heading `footnote-label`.
 */
export function footnoteIds({ defined, references }: { defined: Set<string>; references: Map<string, number> }): string[] {
  const ids: string[] = [];
  for (const [identifier, count] of references) {
    const safe = normalizeUri(identifier.toLowerCase());
    if ([...defined].some((d) => d.toLowerCase() === identifier.toLowerCase())) ids.push(`user-content-fn-${safe}`);
    for (let n = 1; n <= count; n++) ids.push(`user-content-fnref-${safe}${n > 1 ? `-${n}` : ''}`);
  }
  if (ids.length > 0) ids.push('footnote-label');
  return ids;
}
