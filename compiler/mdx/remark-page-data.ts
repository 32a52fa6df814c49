// One pass over a page's Markdown tree that (1) gives headings their ids, (2) rewrites links
// (base path, external targets) and (3) records what the build, the search index and the link
// checker need — so a page is parsed exactly once.
import type { Root, Heading as MdHeading, Image, Link, Definition, RootContent, Yaml } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement, MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { resolveHref, withBasePath } from '../../theme/lib/links.js';
import { createHeadingSlugger } from './heading-ids.js';
import { forEachNode } from './walk.js';
import type { Heading } from '../../theme/lib/page-types.js';

export interface PageLink {
  href: string;
  line: number;
  column: number;
}

export interface PageSection {
  /** Heading id, or '' for the text before the first h2. */
  id: string;
  depth: number;
  title: string;
  /** Titles of the enclosing h2 headings (for an h3), outermost first; the page title is not included. */
  titles: string[];
  text: string;
}

export interface PageTreeData {
  yaml?: { value: string; line: number };
  firstH1?: string;
  headings: Heading[];
  /** Every id an #anchor may target: heading ids and explicit id attributes. */
  ids: string[];
  /** Links as written, with their position, for the link checker. */
  links: PageLink[];
  sections: PageSection[];
  hasImports: boolean;
}

export interface PageDataOptions {
  route: string;
  basePath: string;
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

export function collectPageData(tree: Root, { route, basePath }: PageDataOptions): PageTreeData {
  const data: PageTreeData = { headings: [], ids: [], links: [], sections: [], hasImports: false };
  const headingNodes: MdHeading[] = [];

  // One walk over the tree (this runs for every page of every build).
  forEachNode<Root | RootContent>(tree, (node) => {
    switch (node.type) {
      case 'yaml': {
        const yaml = node as Yaml;
        data.yaml = { value: yaml.value, line: (yaml.position?.start.line ?? 1) + 1 };
        break;
      }
      case 'mdxjsEsm': {
        const body = (node as { data?: { estree?: { body: { type: string }[] } } }).data?.estree?.body ?? [];
        if (body.some((statement) => statement.type === 'ImportDeclaration')) data.hasImports = true;
        break;
      }
      case 'heading':
        headingNodes.push(node as MdHeading);
        break;
      case 'link':
      case 'definition': {
        const link = node as Link | Definition;
        recordLink(data, link.url, link);
        const resolved = resolveHref(link.url, route, basePath);
        link.url = resolved.href;
        if (resolved.external && node.type === 'link') {
          link.data = { ...link.data, hProperties: { ...(link.data?.hProperties ?? {}), target: '_blank', rel: ['noopener', 'noreferrer'] } };
        }
        break;
      }
      case 'image': {
        const image = node as Image;
        image.url = publicFileUrl(image.url, basePath);
        break;
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const element = node as JsxElement;
        const id = literalAttribute(element, 'id');
        if (id) data.ids.push(id);
        if (element.name === 'a') rewriteJsxAnchor(element, data, route, basePath);
        if (element.name === 'img') rewriteJsxImage(element, basePath);
        break;
      }
    }
  });

  // Headings get their ids last, so none takes an id an element already carries.
  const slugger = createHeadingSlugger();
  for (const id of data.ids) slugger.reserve(id);
  const headingOf = new Map<MdHeading, Heading>();
  for (const node of headingNodes) {
    const text = toString(node).trim();
    if (node.depth === 1 && data.firstH1 === undefined) data.firstH1 = text;
    const id = slugger.slug(text);
    node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
    const heading = { depth: node.depth, id, text };
    headingOf.set(node, heading);
    data.headings.push(heading);
    data.ids.push(id);
  }
  data.sections = splitSections(tree, headingOf);
  return data;
}

function recordLink(data: PageTreeData, href: string, node: { position?: { start: { line: number; column: number } } }) {
  data.links.push({ href, line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });
}

function rewriteJsxAnchor(element: JsxElement, data: PageTreeData, route: string, basePath: string) {
  const hrefAttribute = element.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === 'href');
  if (!hrefAttribute || typeof hrefAttribute.value !== 'string') return;
  recordLink(data, hrefAttribute.value, element);
  const resolved = resolveHref(hrefAttribute.value, route, basePath);
  hrefAttribute.value = resolved.href;
  if (resolved.external) {
    const has = (name: string) => element.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === name);
    if (!has('target')) element.attributes.push({ type: 'mdxJsxAttribute', name: 'target', value: '_blank' });
    if (!has('rel')) element.attributes.push({ type: 'mdxJsxAttribute', name: 'rel', value: 'noopener noreferrer' });
  }
}

/**
 * An image from public/ (`/logo.svg`) is served under the base path like everything else; other
 * sources (relative, protocol-relative, absolute, data:) are left as written.
 */
function publicFileUrl(src: string, basePath: string): string {
  return src.startsWith('/') && !src.startsWith('//') ? withBasePath(basePath, src) : src;
}

function rewriteJsxImage(element: JsxElement, basePath: string) {
  const src = element.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === 'src');
  if (src && typeof src.value === 'string') src.value = publicFileUrl(src.value, basePath);
}

function literalAttribute(element: JsxElement, name: string): string | undefined {
  const attribute = element.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

/** The page cut at its h2 and h3 headings: the sections the search index and outline use. */
function splitSections(tree: Root, headingOf: Map<MdHeading, Heading>): PageSection[] {
  const sections: PageSection[] = [];
  let current: PageSection = { id: '', depth: 1, title: '', titles: [], text: '' };
  const parents: string[] = [];
  // Prose first, then code: the start of `text` is what search shows as the section's snippet.
  const texts: string[] = [];
  const code: string[] = [];
  const flush = () => {
    current.text = [...texts, ...code].join(' ').replace(/\s+/g, ' ').trim();
    texts.length = 0;
    code.length = 0;
    sections.push(current);
  };
  for (const node of tree.children as RootContent[]) {
    if (node.type === 'heading') {
      const heading = headingOf.get(node)!;
      if (heading.depth === 2 || heading.depth === 3) {
        flush();
        parents.length = Math.max(0, heading.depth - 2);
        current = { id: heading.id, depth: heading.depth, title: heading.text, titles: [...parents], text: '' };
        parents[heading.depth - 2] = heading.text;
        continue;
      }
      if (heading.depth === 1) continue;
      texts.push(heading.text);
      continue;
    }
    if (node.type === 'yaml' || node.type === 'mdxjsEsm') continue;
    // Headings nested in containers (callouts, steps) are anchors, not sections: their text joins the section.
    if (node.type === 'code') code.push(node.value);
    else blockText(node, texts, code);
  }
  flush();
  return sections;
}

// Nodes whose children run together as one line of text; any other parent's children are
// separate blocks (list items, the cells of a table row, steps), which must not glue into one word.
const PHRASING_PARENTS = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'tableCell', 'mdxJsxTextElement', 'textDirective']);
// JavaScript and raw HTML: not words a reader searches for.
const SKIPPED = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'yaml', 'html']);

/** The words of a block, as separate strings per block, with code (nested in lists, steps, callouts) set aside. */
function blockText(node: RootContent, texts: string[], code: string[]): void {
  if (SKIPPED.has(node.type)) return;
  if (node.type === 'code') {
    code.push(node.value);
    return;
  }
  if (PHRASING_PARENTS.has(node.type) || !('children' in node)) {
    texts.push(toString(node));
    return;
  }
  for (const child of node.children as RootContent[]) blockText(child, texts, code);
}
