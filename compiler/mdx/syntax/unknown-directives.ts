// Directives no plugin took, after the site's own plugins had their turn (so a site plugin may
// claim one). remark-directive reads `:name` in running text as a directive ("10:30" does not,
// but "a:b" does): text and leaf directives go back to the text they were written as, so prose
// never loses a word; unknown containers keep their content. A directive that was meant as one
// (a container, a leaf on its own line, an inline one with a label or attributes) is reported:
// the page would otherwise show it as text or without its box, and the build say nothing.
import type { Parent, Root, RootContent, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { closestMatch } from '../../../config/describe.js';
import { API_DIRECTIVES } from '../api/directive.js';
import { CALLOUT_TYPES } from './callouts.js';
import { syntaxData } from './remark-syntax.js';

const CONTAINERS = [...CALLOUT_TYPES, 'caution', 'important', 'callout', 'details', 'steps', 'code-group', 'show', 'hide', 'api'];
const LEAVES = ['blog-posts', 'authors', 'sponsors', ...API_DIRECTIVES];
const PLUGIN_WAY = 'a site handles its own directives with a remark plugin (markdown.remarkPlugins in docsgen.config)';

/** The directive as written (its source text when the tree knows where it is). */
function asText(node: TextDirective | LeafDirective, source: string): Text {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start !== undefined && end !== undefined) return { type: 'text', value: source.slice(start, end) };
  const colons = node.type === 'textDirective' ? ':' : '::';
  const label = node.children.length > 0 ? `[${toString(node)}]` : '';
  const attributes = Object.entries(node.attributes ?? {})
    .map(([key, value]) => (value ? `${key}="${value}"` : key))
    .join(' ');
  return { type: 'text', value: `${colons}${node.name}${label}${attributes ? `{${attributes}}` : ''}` };
}

function guess(name: string, known: readonly string[], colons: string): string {
  const near = closestMatch(name, known);
  return near ? `did you mean ${colons}${near}? ` : '';
}

export function remarkUnknownDirectives() {
  return (tree: Root, file: VFile) => {
    if (!syntaxData(file).unclaimed) return;
    const source = String(file.value);
    const warn = (reason: string, node: RootContent, hint: string) => {
      const message = file.message(reason, { place: node.position, ruleId: 'unknown-directive', source: 'docsgen' });
      message.note = hint;
    };
    const walk = (parent: Parent) => {
      const children = parent.children as RootContent[];
      for (let index = 0; index < children.length; index++) {
        const node = children[index]!;
        if (node.type === 'textDirective') {
          if (node.children.length > 0 || Object.keys(node.attributes ?? {}).length > 0) {
            warn(`${asText(node, source).value} is not a directive docsgen knows: it is shown as text`, node, `docsgen has no inline directives; to show the text as it is, escape the colon (\\:${node.name}); ${PLUGIN_WAY}`);
          }
          children[index] = asText(node, source);
        } else if (node.type === 'leafDirective') {
          warn(`::${node.name} is not a directive docsgen knows: it is shown as text`, node, `${guess(node.name, LEAVES, '::')}docsgen's: ${LEAVES.map((name) => `::${name}`).join(', ')}; ${PLUGIN_WAY}`);
          children[index] = { type: 'paragraph', children: [asText(node, source)], position: node.position };
        } else {
          if (node.type === 'containerDirective') containerWarning(node as ContainerDirective, warn);
          if ('children' in node) walk(node as Parent);
        }
      }
    };
    walk(tree);
  };
}

function containerWarning(node: ContainerDirective, warn: (reason: string, node: RootContent, hint: string) => void): void {
  // A container docsgen handles has its element name by now; one without is nobody's.
  if (node.data?.hName) return;
  warn(`:::${node.name} is not a directive docsgen knows: its content is shown without a box`, node, `${guess(node.name, CONTAINERS, ':::')}docsgen's: ${CONTAINERS.map((name) => `:::${name}`).join(', ')}; ${PLUGIN_WAY}`);
}
