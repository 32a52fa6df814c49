// `[[toc]]` alone in a paragraph (VitePress): a table of contents of the page's `##` and `###`
// headings, in place. The walk before the page's headings have ids leaves a placeholder;
// remark-page-data.ts fills it once every heading has its id.
import type { List, ListItem, Paragraph, Parent, RootContent } from 'mdast';
import type { Heading } from '../../../theme/shared/page-types.js';

export interface TocNode extends Parent {
  type: 'docsgenToc';
}

const MARKER = /^\s*\[\[toc\]\]\s*$/i;

/** True for a paragraph that is only `[[toc]]`. */
export function isTocParagraph(node: Paragraph): boolean {
  const only = node.children.length === 1 ? node.children[0] : undefined;
  return only?.type === 'text' && MARKER.test(only.value);
}

export function tocPlaceholder(node: Paragraph): TocNode {
  return { type: 'docsgenToc', children: [], position: node.position, data: { hName: 'nav', hProperties: { className: ['dg-toc'], ariaLabel: 'Table of contents' } } };
}

/** Fills a placeholder with links to `headings` of the given levels, nested by level. */
export function fillToc(node: TocNode, headings: readonly Heading[], [min, max]: readonly [number, number] = [2, 3]): void {
  const root: List = { type: 'list', ordered: false, spread: false, children: [] };
  // The open lists, outermost first, each with the depth of its items.
  const open: { list: List; depth: number }[] = [{ list: root, depth: min }];
  for (const heading of headings) {
    if (heading.depth < min || heading.depth > max) continue;
    while (open.length > 1 && heading.depth < open.at(-1)!.depth) open.pop();
    let current = open.at(-1)!;
    if (heading.depth > current.depth) {
      const parent = current.list.children.at(-1);
      if (parent) {
        const nested: List = { type: 'list', ordered: false, spread: false, children: [] };
        parent.children.push(nested);
        open.push((current = { list: nested, depth: heading.depth }));
      }
    }
    const item: ListItem = {
      type: 'listItem',
      spread: false,
      children: [{ type: 'paragraph', children: [{ type: 'link', url: `#${heading.id}`, children: [{ type: 'text', value: heading.text }] }] }],
    };
    current.list.children.push(item);
  }
  node.children = root.children.length > 0 ? [root as RootContent] : [];
}
