// The parser half of page-markdown.ts, loaded when a page needs it (JSX, expressions, ESM,
// directives): parsed with remark, simplified, and written back as Markdown.
import type { Blockquote, Code, Paragraph, Root, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
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
import { isApiDirective } from '../mdx/api/directive.js';
import { calloutTypeOf } from '../mdx/syntax/callouts.js';
import { THEME_BLOCKS, visibleContent } from '../mdx/syntax/containers.js';
import { parseCodeMeta } from '../mdx/syntax/code-meta.js';
import { rewriteDialectLines, SNIPPET_DIRECTIVE } from '../mdx/syntax/dialect-lines.js';
import { takeSubtitle } from '../mdx/syntax/heading-subtitle.js';
import { hasIncludeMarkers, includeCode, type IncludeContext } from '../mdx/syntax/includes.js';
import { snippetBlock } from '../mdx/syntax/snippets.js';
import { mayHaveMagicComments, takeMagicComments } from '../mdx/syntax/magic-comments.js';
import { isTocParagraph } from '../mdx/syntax/toc.js';

const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);
const mdParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);

type Node = Root | RootContent;

/** Partials a page imports, by the name it imports each as: their Markdown trees, read on use. */
type Partials = Map<string, () => RootContent[]>;

/** What a page's code reads: the files it includes (and whether it included any). */
interface CodeFiles {
  include?: IncludeContext;
  snippets: ReadonlyMap<number, string>;
  read: boolean;
}

/** The children a node is replaced with, or null to keep it as it is. */
function replacement(node: Node, partials: Partials, files: CodeFiles): RootContent[] | null {
  switch (node.type) {
    case 'code':
      codeAsShown(node, files);
      return null;
    case 'heading': {
      // `# Title [subtitle]`: the subtitle as a line of its own.
      const subtitle = node.depth === 1 ? takeSubtitle(node) : undefined;
      return subtitle ? [node, { type: 'paragraph', children: [{ type: 'emphasis', children: [{ type: 'text', value: subtitle }] }] }] : null;
    }
    case 'paragraph':
      return isTocParagraph(node) ? [] : null;
    case 'yaml':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      // A partial (`<Shared />` from `import Shared from './_shared.mdx'`) is its own Markdown.
      const partial = node.name ? partials.get(node.name) : undefined;
      if (partial) return partial();
      // A tab (docsgen's <Tab label>, Starlight's and Docusaurus's <TabItem label|value>): its
      // label, then what it holds; Docusaurus's <Tabs values={[{ label, value }]}> names its tabs.
      if (node.name === 'Tabs') labelTabs(node);
      const label = tabLabel(node);
      if (label === undefined) return node.children as RootContent[];
      const strong = { type: 'strong' as const, children: [{ type: 'text' as const, value: label }] };
      if (node.type === 'mdxJsxTextElement') return [strong, { type: 'text', value: ': ' }, ...(node.children as RootContent[])];
      return [{ type: 'paragraph', children: [strong] }, ...(node.children as RootContent[])];
    }
    case 'containerDirective': {
      if (node.name === 'api') return [apiSummary(node), ...(node.children as RootContent[]).filter((c) => !isLabel(c))];
      const callout = calloutTypeOf(node.name);
      if (callout) return [alert(node, callout)];
      if (node.name === 'show' || node.name === 'hide') {
        const content = visibleContent(node, 'md');
        if (content) return content;
      }
      if (node.name === 'details') return details(node);
      return (node.children as RootContent[]).filter((c) => !isLabel(c));
    }
    case 'leafDirective': {
      if (isApiDirective(node.name)) return [apiSummary(node)];
      if (THEME_BLOCKS[node.name]) return [];
      const text = node.name === SNIPPET_DIRECTIVE && node.position ? files.snippets.get(node.position.start.line) : undefined;
      if (text !== undefined && files.include) {
        try {
          files.read = true;
          return [snippetBlock(node, text, files.include)];
        } catch {
          // A snippet that cannot be read fails the page's build, at its line.
        }
      }
      return [{ type: 'text', value: directiveText(node) }];
    }
    case 'textDirective':
      return [{ type: 'text', value: directiveText(node) }];
    default:
      return null;
  }
}

const TAB_ELEMENTS = new Set(['Tab', 'TabItem']);

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

function stringAttribute(node: JsxElement, name: string): string | undefined {
  const found = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' && found.value.trim() !== '' ? found.value.trim() : undefined;
}

/** The label a tab shows: `label`, else Docusaurus's `value`, when written as a string. */
function tabLabel(node: JsxElement): string | undefined {
  if (!node.name || !TAB_ELEMENTS.has(node.name)) return undefined;
  return stringAttribute(node, 'label') ?? stringAttribute(node, 'value');
}

/** Docusaurus's `<Tabs values={[{ label: 'Apple', value: 'apple' }]}>`: each <TabItem value> without a label gets its label. */
function labelTabs(tabs: JsxElement): void {
  const values = tabs.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'values');
  const estree = values && typeof values.value === 'object' ? (values.value?.data?.estree as { body?: { expression?: unknown }[] } | undefined) : undefined;
  const list = estree?.body?.[0]?.expression as { type?: string; elements?: { type?: string; properties?: { key?: { name?: string; value?: unknown }; value?: { value?: unknown } }[] }[] } | undefined;
  if (list?.type !== 'ArrayExpression') return;
  const labels = new Map<string, string>();
  for (const element of list.elements ?? []) {
    if (element?.type !== 'ObjectExpression') continue;
    const field = (name: string) => element.properties?.find((p) => (p.key?.name ?? p.key?.value) === name)?.value?.value;
    const value = field('value');
    const label = field('label');
    if (typeof value === 'string' && typeof label === 'string') labels.set(value, label);
  }
  const visit = (node: RootContent) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'TabItem') {
      const value = stringAttribute(node, 'value');
      if (stringAttribute(node, 'label') === undefined && value !== undefined && labels.has(value)) {
        node.attributes.push({ type: 'mdxJsxAttribute', name: 'label', value: labels.get(value)! });
      }
      return;
    }
    if ('children' in node) (node.children as RootContent[]).forEach(visit);
  };
  (tabs.children as RootContent[]).forEach(visit);
}

/**
 * An API reference (compiler/mdx/api) is made from type declarations when the page compiles; here,
 * without them, it is named: what it shows and where from.
 */
function apiSummary(node: LeafDirective | ContainerDirective): Paragraph {
  const { from, name, show } = node.attributes ?? {};
  const fromText = from ?? '';
  const nameText = name ?? '';
  const what: Paragraph['children'] =
    node.name === 'api-index'
      ? [{ type: 'text', value: 'The exports of ' }, { type: 'inlineCode', value: fromText }]
      : [{ type: 'inlineCode', value: nameText }, { type: 'text', value: ' from ' }, { type: 'inlineCode', value: fromText }, ...(show ? [{ type: 'text' as const, value: ` (${show.split(/[\s,]+/).filter(Boolean).join(', ')})` }] : [])];
  return { type: 'paragraph', children: [{ type: 'emphasis', children: [{ type: 'text', value: 'API reference: ' }, ...what, { type: 'text', value: ', from its TypeScript declarations.' }] }] };
}

function isLabel(node: RootContent): boolean {
  return node.type === 'paragraph' && Boolean((node.data as { directiveLabel?: boolean } | undefined)?.directiveLabel);
}

function directiveText(node: LeafDirective | TextDirective): string {
  const label = node.children.length > 0 ? `[${toString(node)}]` : '';
  return `${node.type === 'textDirective' ? ':' : '::'}${node.name}${label}`;
}

const NOTATION = /[ \t]*(?:\/\/|#|<!--|\/\*)[ \t]*\[!code [^\]]+\][ \t]*(?:-->|\*\/)?[ \t]*$/;

/**
 * A block as the page shows it: included code in place, region markers and Shiki's notations
 * (`// [!code focus]`) and Docusaurus's magic comments out, escaped notations as written, VitePress
 * line options out of the language.
 */
function codeAsShown(node: Code, files: CodeFiles): void {
  if (node.lang) node.lang = node.lang.replace(/[{:].*$/, '') || null;
  if (files.include && hasIncludeMarkers(node.value)) {
    try {
      node.value = includeCode(node.value, files.include).code;
      files.read = true;
    } catch {
      // An include that cannot be honoured fails the page's build, at its line.
    }
  }
  if (node.value.includes('[!code') || node.value.includes('[\\!')) {
    node.value = node.value
      .split('\n')
      .flatMap((line) => {
        const kept = line.replace(NOTATION, '');
        return kept === line || kept.trim() !== '' ? [kept] : [];
      })
      .join('\n')
      .replace(/\[\\!(code|include|region|endregion)\b/g, '[!$1');
  }
  // Docusaurus's `// highlight-next-line` and the like (not in type-checked blocks, which keep them).
  if (mayHaveMagicComments(node.value) && !parseCodeMeta(node.meta ?? '').flags.includes('twoslash')) node.value = takeMagicComments(node.value, node.lang ?? undefined).code;
}

/** :::details[Summary] … ::: → **Summary** / … */
function details(node: ContainerDirective): RootContent[] {
  const children = node.children as RootContent[];
  const label = children[0] && isLabel(children[0]) ? (children[0] as Paragraph) : undefined;
  const body = label ? children.slice(1) : children;
  return label ? [{ type: 'paragraph', children: [{ type: 'strong', children: label.children }] }, ...body] : body;
}

/** :::warning[Title] … ::: → > [!WARNING] / > **Title** / > … */
function alert(node: ContainerDirective, kind: string): Blockquote {
  const children = node.children as RootContent[];
  const label = children[0] && isLabel(children[0]) ? (children[0] as Paragraph) : undefined;
  const body = label ? children.slice(1) : children;
  const marker: Paragraph = { type: 'paragraph', children: [{ type: 'text', value: `[!${kind.toUpperCase()}]` }] };
  const title: Paragraph[] = label ? [{ type: 'paragraph', children: [{ type: 'strong', children: label.children }] }] : [];
  return { type: 'blockquote', children: [marker, ...title, ...body] as Blockquote['children'] };
}

function simplify(node: Node, partials: Partials, files: CodeFiles): void {
  if (!('children' in node)) return;
  const out: RootContent[] = [];
  for (const child of node.children as RootContent[]) {
    const replaced = replacement(child, partials, files);
    if (replaced === null) {
      simplify(child, partials, files);
      out.push(child);
    } else if (replaced[0] === child) {
      // The node stays, with more after it.
      simplify(child, partials, files);
      out.push(...replaced);
    } else {
      // Replacements may hold more of the same (JSX inside JSX): simplify them too.
      const holder = { type: 'root', children: replaced } as Root;
      simplify(holder, partials, files);
      for (const replacement of holder.children) out.push(replacement);
    }
  }
  (node as { children: RootContent[] }).children = out;
}

/** The .md/.mdx files `tree` imports by a relative path, each parsed and simplified when placed. */
function partialsOf(tree: Root, filePath: string | undefined, seen: ReadonlySet<string>, files: CodeFiles): Partials {
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
          const { source, snippets } = rewriteDialectLines(removeHeadingIds(readFileSync(path, 'utf8')));
          const partialTree = parse(source, path.endsWith('.md'));
          const include = files.include ? { ...files.include, pageFile: path } : undefined;
          simplify(partialTree, partialsOf(partialTree, path, new Set([...seen, path]), files), { ...files, include, snippets });
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

export function parsedMarkdown(
  source: string,
  body: string,
  options: { isMarkdown: boolean; filePath?: string; siteRoot?: string; snippets?: ReadonlyMap<number, string> },
): { markdown: string; fromTextAlone: boolean } {
  try {
    const tree = parse(source, options.isMarkdown);
    const include = options.siteRoot && options.filePath ? { siteRoot: options.siteRoot, pageFile: options.filePath, virtualFiles: new Map<string, string>(), record: () => {} } : undefined;
    const files: CodeFiles = { include, snippets: options.snippets ?? new Map(), read: false };
    const partials = partialsOf(tree, options.filePath, new Set(options.filePath ? [options.filePath] : []), files);
    simplify(tree, partials, files);
    const markdown = toMarkdown(tree, { extensions: [gfmToMarkdown()], bullet: '-', emphasis: '_', rule: '-', fences: true, listItemIndent: 'one' })
      // The alert marker is written as text and escaped on the way; unescape it.
      .replace(/^(>\s*)\\\[!([A-Z]+)\]/gm, '$1[!$2]')
      .trim();
    return { markdown, fromTextAlone: partials.size === 0 && !files.read };
  } catch {
    // A page that does not parse fails the build on its own, with its location; here, the
    // source as written is the best Markdown there is.
    return { markdown: body.trim(), fromTextAlone: false };
  }
}
