// remark-directive reads `:name` in running text as a directive ("10:30" does not, but "a:b"
// does). Text and leaf directives that no docsgen plugin handles go back to the text they were
// written as, so prose never loses a word; unknown containers keep their content.
import type { Root, RootContent, Text } from 'mdast';
import type { LeafDirective, TextDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { mayContainDirective } from './syntax-hints.js';

function asText(node: TextDirective | LeafDirective): Text {
  const colons = node.type === 'textDirective' ? ':' : '::';
  const label = node.children.length > 0 ? `[${toString(node)}]` : '';
  const attributes = Object.entries(node.attributes ?? {})
    .map(([key, value]) => (value ? `${key}="${value}"` : key))
    .join(' ');
  return { type: 'text', value: `${colons}${node.name}${label}${attributes ? `{${attributes}}` : ''}` };
}

export function remarkUnknownDirectives() {
  return (tree: Root, file: VFile) => {
    if (!mayContainDirective(String(file.value))) return;
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return;
      if (node.type === 'textDirective') {
        parent.children[index] = asText(node) as never;
      } else if (node.type === 'leafDirective') {
        parent.children[index] = { type: 'paragraph', children: [asText(node)] } as RootContent as never;
      }
    });
  };
}
