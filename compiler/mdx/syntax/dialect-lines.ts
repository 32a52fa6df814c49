// Lines other tools' Markdown writes that no micromark extension reads, rewritten before the
// parser runs into the syntax docsgen's plugins handle. Every line stays a line (none is added or
// removed), so errors still name the line the author wrote; only columns on a rewritten line move.
//
//   ::: tip                    VitePress container (a space after the colons)  → :::tip
//   ::: warning Mind the gap   VitePress title                                 → :::warning[Mind the gap]
//   ::: details Open me {open} VitePress attributes                            → :::details[Open me]{open}
//   :::note Mind the gap       Docusaurus's older title syntax                 → :::note[Mind the gap]
//   <<< @/snippets/a.ts#x{2}   VitePress snippet import                        → ::docsgen-snippet (its text kept by line)
//
// Fenced code (and the frontmatter) is left alone: a page may show these lines as examples. Pure.

import { fencedCodeLines } from './fenced-code-lines.js';

export interface DialectLines {
  source: string;
  /** 1-based line → what follows `<<<` on a VitePress snippet line (see snippets.ts). */
  snippets: Map<number, string>;
}

/** The leaf directive a snippet line becomes. */
export const SNIPPET_DIRECTIVE = 'docsgen-snippet';

// An opening container line that micromark does not read as a directive: a space after the
// colons, or a word after the name. (`:::name`, `:::name[label]`, `:::name{attrs}` and a closing
// `:::` are directives already.)
const CONTAINER = /^((?:[ ]*>[ ]?)*[ \t]*)(:{3,})(?:[ \t]+([A-Za-z][\w-]*)|([A-Za-z][\w-]*)(?=[ \t]+[^\s[{]))(.*)$/;
const SNIPPET = /^([ \t]{0,3})<<<[ \t]+(\S.*)$/;

const NONE: ReadonlyMap<number, string> = new Map();

/** Quick test: most pages have neither. */
export function mayContainDialectLines(source: string): boolean {
  return source.includes(':::') || source.includes('<<<');
}

export function rewriteDialectLines(source: string): DialectLines {
  if (!mayContainDialectLines(source)) return { source, snippets: NONE as Map<number, string> };
  const lines = source.split('\n');
  const snippets = new Map<number, string>();
  let changed = false;
  const isCode = fencedCodeLines();
  let start = 0;
  // Frontmatter: `---` on the first line up to the next `---`.
  if (/^---[ \t]*\r?$/.test(lines[0] ?? '')) {
    const close = lines.findIndex((line, index) => index > 0 && /^---[ \t]*\r?$/.test(line));
    if (close > 0) start = close + 1;
  }
  for (let index = start; index < lines.length; index++) {
    const line = lines[index]!;
    if (isCode(line)) continue;
    const carriageReturn = line.endsWith('\r') ? '\r' : '';
    const text = carriageReturn ? line.slice(0, -1) : line;
    const rewritten = rewriteContainer(text) ?? rewriteSnippet(text, index + 1, snippets);
    if (rewritten !== undefined) {
      lines[index] = rewritten + carriageReturn;
      changed = true;
    }
  }
  return { source: changed ? lines.join('\n') : source, snippets };
}

function rewriteContainer(line: string): string | undefined {
  if (!line.includes(':::')) return undefined;
  const match = CONTAINER.exec(line);
  if (!match) return undefined;
  const [, prefix, colons, spacedName, name, rest] = match as unknown as [string, string, string, string | undefined, string | undefined, string];
  // `::: tip[Title]`: only the space was foreign.
  if (spacedName && /^[[{]/.test(rest)) return `${prefix}${colons}${spacedName}${rest}`;
  // `{open}`, `{#id .class}`: attributes at the end stay attributes.
  const attributes = /\s*(\{[^{}]*\})\s*$/.exec(rest);
  const title = (attributes ? rest.slice(0, attributes.index) : rest).trim();
  return `${prefix}${colons}${spacedName ?? name}${title ? `[${escapeLabel(title)}]` : ''}${attributes ? attributes[1] : ''}`;
}

/** A title as a directive label: brackets balanced, and (in MDX) no `{` or `<` read as code. */
function escapeLabel(title: string): string {
  return title.replace(/[[\]{}<\\]/g, '\\$&');
}

function rewriteSnippet(line: string, lineNumber: number, snippets: Map<number, string>): string | undefined {
  if (!line.includes('<<<')) return undefined;
  const match = SNIPPET.exec(line);
  if (!match) return undefined;
  snippets.set(lineNumber, match[2]!.trim());
  return `${match[1]}::${SNIPPET_DIRECTIVE}`;
}
