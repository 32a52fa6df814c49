// Code groups: `:::code-group` around fenced blocks, each labelled with its title (```bash [npm]).
// The group becomes a <CodeGroup labels='["npm","pnpm"]'> element around its code blocks; the
// theme's CodeGroup component (theme/mdx/CodeGroup.tsx) renders the tabs. It is an HTML-tree
// element named after the component (not MDX JSX), so pages without JavaScript of their own keep
// the fast tree rendering. Anything else inside the group is dropped: a tab holds one code block.
import type { Code, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { parseCodeMeta } from './code-meta.js';

export function codeGroupLabels(blocks: Code[]): string[] {
  return blocks.map((block, index) => parseCodeMeta(block.meta ?? '').title ?? (block.data as { snippetFile?: string } | undefined)?.snippetFile ?? block.lang ?? `Tab ${index + 1}`);
}

/** Called once the group's blocks are normalized (their titles read from any dialect's meta). */
export function makeCodeGroup(node: ContainerDirective): void {
  const blocks = (node.children as RootContent[]).filter((child): child is Code => child.type === 'code');
  node.children = blocks;
  node.data = { ...node.data, hName: 'CodeGroup', hProperties: { labels: JSON.stringify(codeGroupLabels(blocks)) } };
}
