// Markdown pages render their raw HTML as written (as VitePress and Vocs do): it is parsed into
// the tree with rehype-raw. That parse rebuilds every element through an HTML parser, which would
// lower-case the theme's components (<CodeGroup> became an unknown <codegroup>) and drop what
// plugins keep in node data: components pass through it whole (their content is parsed), and a
// code block's meta is in its attributes already (rehype-code-meta.ts runs first). A page with
// no raw HTML (most) is not parsed again at all.
import type { Root } from 'hast';
import { raw } from 'hast-util-raw';
import type { VFile } from 'vfile';
import { forEachNode, someNode } from '../walk.js';

const COMPONENT = 'docsgenComponent';

export function rehypeMarkdownHtml() {
  return (tree: Root, file: VFile) => {
    if (!someNode<{ type: string }>(tree, (node) => node.type === 'raw')) return tree;
    // Element names are lower case in HTML: a capital letter marks one of the theme's components.
    forEachNode<{ type: string; tagName?: string }>(tree, (node) => {
      if (node.type === 'element' && /[A-Z]/.test(node.tagName!)) node.type = COMPONENT;
    });
    const parsed = raw(tree, { file, passThrough: [COMPONENT] }) as Root;
    forEachNode<{ type: string }>(parsed, (node) => {
      if (node.type === COMPONENT) node.type = 'element';
    });
    return parsed;
  };
}
