// Directives that are neither callouts, steps nor code groups:
//   :::details[Summary] … :::        a disclosure (Vocs, VitePress `::: details Summary {open}`)
//   :::show[md] / :::hide[html] …     content only in one output (Vocs): `md` is the Markdown
//                                     readers get (llms.txt, "Copy page"), `html` the page
//   ::: raw / ::: v-pre               VitePress wrappers that mean nothing here: their content
//   ::blog-posts ::authors ::sponsors the theme's blog list, authors line and sponsors (Vocs)
import type { Paragraph, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { takeLabel } from './callouts.js';

export function makeDetails(node: ContainerDirective): void {
  const label = takeLabel(node);
  const summary: Paragraph = { type: 'paragraph', children: label ? label.children : [{ type: 'text', value: 'Details' }], data: { hName: 'summary' } };
  node.children.unshift(summary);
  const open = node.attributes && 'open' in node.attributes;
  node.data = { ...node.data, hName: 'details', hProperties: { className: ['dg-details'], ...(open ? { open: true } : {}) } };
}

/** The outputs `:::show` and `:::hide` name. */
export type Output = 'md' | 'html';

/**
 * What a `:::show[…]` or `:::hide[…]` stands for in `output`: its content (without the label), or
 * nothing. A label other than md or html: undefined.
 */
export function visibleContent(node: ContainerDirective, output: Output): RootContent[] | undefined {
  const first = node.children[0];
  const isLabel = first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
  const target = isLabel ? toString(first).trim() : '';
  if (target !== 'md' && target !== 'html') return undefined;
  const shown = node.name === 'show' ? target === output : target !== output;
  return shown ? (node.children.slice(1) as RootContent[]) : [];
}

/** The theme's components a leaf directive places (rendered by theme/mdx/components.tsx). */
export const THEME_BLOCKS: Record<string, string> = { 'blog-posts': 'BlogPosts', authors: 'Authors', sponsors: 'Sponsors' };

export function makeThemeBlock(node: LeafDirective, component: string): void {
  node.children = [];
  node.data = { ...node.data, hName: component, hProperties: {} };
}
