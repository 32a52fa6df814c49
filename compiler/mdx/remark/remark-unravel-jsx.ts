// A paragraph that holds nothing but JSX elements (and white space) is not a paragraph: the
// elements stand on their own lines as blocks. MDX does the same before its own compile; the
// direct-render path (render-tree.ts) needs it too, so both paths produce the same HTML.
import type { Paragraph, Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { mayContainJsx } from '../syntax-hints.js';

export function remarkUnravelJsx() {
  return (tree: Root, file: VFile) => {
    if (!mayContainJsx(String(file.value))) return;
    visit(tree, 'paragraph', (node: Paragraph, index, parent) => {
      if (!parent || index === undefined) return;
      let hasElement = false;
      for (const child of node.children) {
        if (child.type === 'mdxJsxTextElement') hasElement = true;
        else if (!(child.type === 'text' && child.value.trim() === '')) return;
      }
      if (!hasElement) return;
      const blocks = node.children
        .filter((child) => child.type === 'mdxJsxTextElement')
        .map((child) => ({ ...child, type: 'mdxJsxFlowElement' }) as unknown as RootContent);
      parent.children.splice(index, 1, ...(blocks as typeof parent.children));
      return index;
    });
  };
}
