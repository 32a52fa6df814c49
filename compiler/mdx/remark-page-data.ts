// One pass over a page's Markdown tree that (1) gives headings their ids, (2) rewrites links
// (base path, external targets) and (3) records what the build, the search index and the link
// checker need — so a page is parsed exactly once.
import type { Root, Heading as MdHeading, Link, Definition, RootContent, Yaml } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement, MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { resolveHref } from '../../theme/lib/links.js';
import { createHeadingSlugger } from './heading-ids.js';
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
  const slugger = createHeadingSlugger();

  // Explicit ids first, so headings never take an id an element already has.
  visit(tree, (node) => {
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const id = literalAttribute(node as JsxElement, 'id');
      if (id) {
        slugger.reserve(id);
        data.ids.push(id);
      }
    }
  });

  visit(tree, (node) => {
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
      case 'heading': {
        const heading = node as MdHeading;
        const text = toString(heading).trim();
        if (heading.depth === 1 && data.firstH1 === undefined) data.firstH1 = text;
        const id = slugger.slug(text);
        heading.data = { ...heading.data, hProperties: { ...(heading.data?.hProperties ?? {}), id } };
        data.headings.push({ depth: heading.depth, id, text });
        data.ids.push(id);
        break;
      }
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
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const element = node as JsxElement;
        if (element.name === 'a') rewriteJsxAnchor(element, data, route, basePath);
        break;
      }
    }
  });
  data.sections = splitSections(tree, data);
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

function literalAttribute(element: JsxElement, name: string): string | undefined {
  const attribute = element.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

/** The page cut at its h2 and h3 headings: the sections the search index and outline use. */
function splitSections(tree: Root, data: PageTreeData): PageSection[] {
  const sections: PageSection[] = [];
  let current: PageSection = { id: '', depth: 1, title: '', titles: [], text: '' };
  const parents: string[] = [];
  let headingIndex = 0;
  const texts: string[] = [];
  const flush = () => {
    current.text = texts.join(' ').replace(/\s+/g, ' ').trim();
    texts.length = 0;
    sections.push(current);
  };
  for (const node of tree.children as RootContent[]) {
    if (node.type === 'heading') {
      const heading = data.headings[headingIndex++]!;
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
    if (node.type === 'yaml' || node.type === 'mdxjsEsm' || node.type === 'code') {
      if (node.type === 'code') texts.push(node.value);
      continue;
    }
    texts.push(toString(node));
    // Headings nested in containers (callouts, steps) still count as anchors but not as sections.
    visit(node, 'heading', () => {
      headingIndex++;
    });
  }
  flush();
  return sections;
}
