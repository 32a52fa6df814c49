// What a code block's lines show besides their tokens, as Shiki transformers, chosen per block
// from its code and meta so that a plain block runs none of them:
//   // [!code focus]  [!code hl]  [!code highlight]  [!code ++]  [!code --]  [!code word:name]
//   [!code error]  [!code warning]                    Shiki's notations (@shikijs/transformers),
//                                                     the comment itself left out; `[\!code …]`
//                                                     shows a notation as written
//   {2,4-5}  mark={…}  ins={…}  del={…}               lines named in the meta (code-meta.ts)
//   showLineNumbers  :line-numbers=5                  numbered lines
//   // @log: …  @warn: …  @error: …  @annotate: …     Vocs' annotation lines, where written
//                                                     (not in Markdown blocks, where `//` and
//                                                     `#` lines are not comments)
//   // highlight-next-line  highlight-start/-end    Docusaurus's magic comments: highlighted
//                                                     lines, the comment lines left out (in
//                                                     Markdown blocks, `<!-- … -->` ones only)
// Classes are Shiki's (`highlighted`, `diff add`, `focused`, `has-focused`…), styled in
// theme/styles/code.css.
import {
  transformerNotationDiff,
  transformerNotationErrorLevel,
  transformerNotationFocus,
  transformerNotationHighlight,
  transformerNotationWordHighlight,
} from '@shikijs/transformers';
import type { Element, ElementContent } from 'hast';
import type { ShikiTransformer } from 'shiki';
import { parseCodeMeta, type CodeMeta } from './code-meta.js';
import { isMarkdownLanguage, mayHaveMagicComments, takeMagicComments } from './magic-comments.js';

const NOTATIONS: ShikiTransformer[] = [
  transformerNotationDiff(),
  transformerNotationFocus(),
  transformerNotationHighlight(),
  transformerNotationWordHighlight(),
  transformerNotationErrorLevel(),
];

const TAG_LINE = /^\s*(?:\/\/|#|--|;)\s*@(log|warn|error|annotate):\s?(.*?)\s*$/;


/** The transformers a block needs (none for most blocks); `lang` is the block's language. */
export function codeTransformers(code: string, meta: string, lang?: string): ShikiTransformer[] {
  const transformers: ShikiTransformer[] = [];
  if (code.includes('[!code')) transformers.push(...NOTATIONS);
  const parsed = meta ? parseCodeMeta(meta) : undefined;
  if (parsed && (parsed.highlighted.length > 0 || parsed.inserted.length > 0 || parsed.deleted.length > 0)) transformers.push(metaLines(parsed));
  if (code.includes('@') && /@(?:log|warn|error|annotate):/.test(code) && !isMarkdownLanguage(lang)) transformers.push(tagLines);
  if (parsed?.lineNumbers !== undefined) transformers.push(lineNumbers(parsed.lineNumbers));
  if (code.includes('[\\!')) transformers.push(unescapeNotations);
  // Not in type-checked blocks: twoslash reads the code by position before any line could go.
  if (mayHaveMagicComments(code) && !parsed?.flags.includes('twoslash')) transformers.push(magicComments(lang));
  return transformers;
}

/** Lines the meta names: highlighted, added or removed (1-based, as the code shows them). */
function metaLines(meta: CodeMeta): ShikiTransformer {
  const highlighted = new Set(meta.highlighted);
  const inserted = new Set(meta.inserted);
  const deleted = new Set(meta.deleted);
  return {
    name: 'docsgen:meta-lines',
    line(node, line) {
      if (highlighted.has(line)) this.addClassToHast(node, 'highlighted');
      if (inserted.has(line)) this.addClassToHast(node, ['diff', 'add']);
      if (deleted.has(line)) this.addClassToHast(node, ['diff', 'remove']);
    },
    pre(pre) {
      if (highlighted.size > 0) this.addClassToHast(pre, 'has-highlighted');
      if (inserted.size > 0 || deleted.size > 0) this.addClassToHast(pre, 'has-diff');
    },
  };
}

/** Docusaurus's `// highlight-next-line` and `// highlight-start` … `// highlight-end`: those lines highlighted, the comments out. */
function magicComments(lang: string | undefined): ShikiTransformer {
  let highlighted = new Set<number>();
  return {
    name: 'docsgen:magic-comments',
    preprocess(code) {
      const taken = takeMagicComments(code, lang);
      highlighted = taken.highlighted;
      return taken.code;
    },
    line(node, line) {
      if (highlighted.has(line)) this.addClassToHast(node, 'highlighted');
    },
    pre(pre) {
      if (highlighted.size > 0) this.addClassToHast(pre, 'has-highlighted');
    },
  };
}

function lineNumbers(first: number): ShikiTransformer {
  return {
    name: 'docsgen:line-numbers',
    code(code) {
      const lines = code.children.filter((child) => child.type === 'element' && hasClass(child, 'line')).length;
      const digits = String(first + Math.max(0, lines - 1)).length;
      // The counter counts from the line before the first (each line adds one before it shows).
      code.properties.style = `counter-reset:dg-line ${first - 1};--dg-line-digits:${digits}`;
    },
    pre(pre) {
      pre.properties['dataLineNumbers'] = '';
    },
  };
}

/** `// @log: message` lines become annotation lines, as twoslash draws them in type-checked blocks. */
const tagLines: ShikiTransformer = {
  name: 'docsgen:tag-lines',
  code(code) {
    const children = code.children;
    for (let index = 0; index < children.length; index++) {
      const line = children[index]!;
      if (line.type !== 'element' || !hasClass(line, 'line')) continue;
      const match = TAG_LINE.exec(textOf(line));
      if (!match) continue;
      // A span (code holds only phrasing content), drawn as a block.
      children[index] = {
        type: 'element',
        tagName: 'span',
        properties: { class: `twoslash-tag-line twoslash-tag-${match[1]}-line` },
        children: [{ type: 'text', value: match[2]! }],
      };
      // An annotation is a block of its own: the line break after it would draw an empty line.
      if (children[index + 1]?.type === 'text' && (children[index + 1] as { value: string }).value === '\n') children.splice(index + 1, 1);
    }
  },
};

/** `[\!code …]`, `[\!include …]`: a notation meant to be shown, as written without the backslash. */
const unescapeNotations: ShikiTransformer = {
  name: 'docsgen:unescape-notations',
  code(code) {
    const visit = (node: ElementContent | Element) => {
      if (node.type === 'text') node.value = node.value.replace(/\[\\!(code|include|region|endregion)\b/g, '[!$1');
      else if (node.type === 'element') node.children.forEach(visit);
    };
    visit(code);
  },
};

function hasClass(node: Element, name: string): boolean {
  const value = node.properties.class ?? node.properties.className;
  return Array.isArray(value) ? value.includes(name) : String(value ?? '').split(/\s+/).includes(name);
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}
