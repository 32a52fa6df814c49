// The parser half of page-markdown.ts, loaded when a page needs it (JSX, expressions, ESM,
// directives): parsed with remark, simplified, and written back as Markdown.
import type { Blockquote, Paragraph, Root, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { toString } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { unified } from 'unified';
import { removeHeadingIds } from '../mdx/custom-heading-ids.js';
import { isCalloutType } from '../mdx/remark-callouts.js';

const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);
const mdParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);

type Node = Root | RootContent;

/** Partials a page imports, by the name it imports each as: their Markdown trees, read on use. */
type Partials = Map<string, () => RootContent[]>;

/** The children a node is replaced with, or null to keep it as it is. */
function replacement(node: Node, partials: Partials): RootContent[] | null {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      // A partial (`<Shared />` from `import Shared from './_shared.mdx'`) is its own Markdown.
      const partial = node.name ? partials.get(node.name) : undefined;
      return partial ? partial() : (node.children as RootContent[]);
    }
    case 'containerDirective':
      return isCalloutType(node.name) ? [alert(node)] : (node.children as RootContent[]).filter((c) => !isLabel(c));
    case 'leafDirective':
    case 'textDirective':
      return [{ type: 'text', value: directiveText(node) }];
    default:
      return null;
  }
}

function isLabel(node: RootContent): boolean {
  return node.type === 'paragraph' && Boolean((node.data as { directiveLabel?: boolean } | undefined)?.directiveLabel);
}

function directiveText(node: LeafDirective | TextDirective): string {
  const label = node.children.length > 0 ? `[${toString(node)}]` : '';
  return `${node.type === 'textDirective' ? ':' : '::'}${node.name}${label}`;
}

/** :::warning[Title] … ::: → > [!WARNING] / > **Title** / > … */
function alert(node: ContainerDirective): Blockquote {
  const children = node.children as RootContent[];
  const label = children[0] && isLabel(children[0]) ? (children[0] as Paragraph) : undefined;
  const body = label ? children.slice(1) : children;
  const marker: Paragraph = { type: 'paragraph', children: [{ type: 'text', value: `[!${node.name.toUpperCase()}]` }] };
  const title: Paragraph[] = label ? [{ type: 'paragraph', children: [{ type: 'strong', children: label.children }] }] : [];
  return { type: 'blockquote', children: [marker, ...title, ...body] as Blockquote['children'] };
}

function simplify(node: Node, partials: Partials): void {
  if (!('children' in node)) return;
  const out: RootContent[] = [];
  for (const child of node.children as RootContent[]) {
    const replaced = replacement(child, partials);
    if (replaced === null) {
      simplify(child, partials);
      out.push(child);
    } else {
      // Replacements may hold more of the same (JSX inside JSX): simplify them too.
      const holder = { type: 'root', children: replaced } as Root;
      simplify(holder, partials);
      for (const replacement of holder.children) out.push(replacement);
    }
  }
  (node as { children: RootContent[] }).children = out;
}

/** The .md/.mdx files `tree` imports by a relative path, each parsed and simplified when placed. */
function partialsOf(tree: Root, filePath: string | undefined, seen: ReadonlySet<string>): Partials {
  const partials: Partials = new Map();
  if (!filePath) return partials;
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const body = (node.data as { estree?: { body: EsmStatement[] } } | undefined)?.estree?.body ?? [];
    for (const statement of body) {
      const specifier = statement.source?.value;
      const name = statement.specifiers?.find((s) => s.type === 'ImportDefaultSpecifier')?.local.name;
      if (statement.type !== 'ImportDeclaration' || typeof specifier !== 'string' || !name || !/^\.{1,2}\/.*\.mdx?$/.test(specifier)) continue;
      const path = resolve(dirname(filePath), specifier);
      if (seen.has(path)) continue;
      partials.set(name, () => {
        try {
          const partialTree = parse(removeHeadingIds(readFileSync(path, 'utf8')), path.endsWith('.md'));
          simplify(partialTree, partialsOf(partialTree, path, new Set([...seen, path])));
          return partialTree.children;
        } catch {
          // A partial that cannot be read fails the build on its own, with its location.
          return [];
        }
      });
    }
  }
  return partials;
}

interface EsmStatement {
  type: string;
  source?: { value?: unknown };
  specifiers?: { type: string; local: { name: string } }[];
}

function parse(source: string, isMarkdown: boolean): Root {
  return (isMarkdown ? mdParser : mdxParser).parse(source) as Root;
}

export function parsedMarkdown(source: string, body: string, options: { isMarkdown: boolean; filePath?: string }): { markdown: string; fromTextAlone: boolean } {
  try {
    const tree = parse(source, options.isMarkdown);
    const partials = partialsOf(tree, options.filePath, new Set(options.filePath ? [options.filePath] : []));
    simplify(tree, partials);
    const markdown = toMarkdown(tree, { extensions: [gfmToMarkdown()], bullet: '-', emphasis: '_', rule: '-', fences: true, listItemIndent: 'one' })
      // The alert marker is written as text and escaped on the way; unescape it.
      .replace(/^(>\s*)\\\[!([A-Z]+)\]/gm, '$1[!$2]')
      .trim();
    return { markdown, fromTextAlone: partials.size === 0 };
  } catch {
    // A page that does not parse fails the build on its own, with its location; here, the
    // source as written is the best Markdown there is.
    return { markdown: body.trim(), fromTextAlone: false };
  }
}
