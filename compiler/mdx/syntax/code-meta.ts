// What a fenced code block's info string says besides its language, in every dialect docsgen
// reads: a title (`[file.ts]` as Vocs writes it, `title="file.ts"` as Starlight, Docusaurus and
// rehype-pretty-code do), highlighted lines (`{2,4-5}` as VitePress and Docusaurus write them,
// `mark={…}` in Starlight), added and removed lines (`ins={…}` `del={…}`, Starlight), line
// numbers (`showLineNumbers`, `showLineNumbers=5`, VitePress's `:line-numbers` and
// `:line-numbers=5`, Starlight's `startLineNumber=5`), a virtual file name (`filename="x.ts"`,
// Vocs) and bare flags (`twoslash`). Expressive Code's (Starlight) `wrap`, `frame="terminal"` and
// `showLineNumbers=false` are read too; what it writes that docsgen does not draw (`collapse={…}`,
// text and regular-expression marks) is listed in `ignored`, for the page's build to warn. Pure.

export interface CodeMeta {
  title?: string;
  /** Bare words: `twoslash`, `showLineNumbers`… */
  flags: string[];
  /** 1-based lines to highlight. */
  highlighted: number[];
  /** 1-based lines shown as added (a diff's `+`). */
  inserted: number[];
  /** 1-based lines shown as removed (a diff's `-`). */
  deleted: number[];
  /** The number of the first line when the block is numbered. */
  lineNumbers?: number;
  /** `filename="x.ts"`: later type-checked blocks of the page may import this block as that file. */
  filename?: string;
  /** `wrap` (Expressive Code): long lines wrap instead of scrolling. */
  wrap?: boolean;
  /**
   * `frame="terminal"` draws a terminal window, `frame="none"` no title bar, `frame="code"` a code
   * frame even for a shell language with automatic frames on (Expressive Code; `auto` is no frame said).
   */
  frame?: 'terminal' | 'none' | 'code';
  /** Options of other tools docsgen does not draw, as written (`collapse={1-5}`, `mark="text"`), and why. */
  ignored: IgnoredMeta[];
}

export interface IgnoredMeta {
  /** As written in the info string. */
  text: string;
  /** What docsgen does instead, and the way to get it. */
  reason: string;
  hint: string;
}

/** Expressive Code options that change how a block is drawn, which docsgen does not draw. */
const EXPRESSIVE_CODE_UNDRAWN: Readonly<Record<string, Omit<IgnoredMeta, 'text'>>> = {
  collapse: { reason: 'folds those lines behind a "show more" line: docsgen shows every line', hint: 'show fewer lines, or mark the ones that matter with {2-4} or // [!code focus]' },
  collapseStyle: { reason: 'styles folded lines, which docsgen does not fold', hint: 'leave it out' },
  preserveIndent: { reason: 'sets how wrapped lines are indented: docsgen indents them as the line', hint: 'leave it out' },
  hangingIndent: { reason: 'sets how wrapped lines are indented: docsgen indents them as the line', hint: 'leave it out' },
};

const MARK_HINT = 'mark whole lines with {2,4-5} (or mark={2}, ins={3}, del={4}), or words with // [!code word:name] on the line before';

// A title in brackets, `key=value` (quoted, braced or bare), a bare `{ranges}`, or a word.
// Expressive Code's bare `"text"` and `/regex/` are read whole (they may hold spaces).
const TOKEN = /\[([^\]]*)\]|([\w:.-]+)=(?:"([^"]*)"|'([^']*)'|\{([^}]*)\}|(\S+))|\{([^}]*)\}|("[^"]*"|'[^']*'|\/(?:\\.|[^/\\\n])+\/[a-z]*)|(\S+)/g;

const cache = new Map<string, CodeMeta>();

/** The meta string's parts (memoized: the same meta string comes back on many blocks). */
export function parseCodeMeta(meta: string): CodeMeta {
  let parsed = cache.get(meta);
  if (!parsed) {
    if (cache.size > 2000) cache.clear();
    cache.set(meta, (parsed = parse(meta)));
  }
  return parsed;
}

function parse(meta: string): CodeMeta {
  const result: CodeMeta = { flags: [], highlighted: [], inserted: [], deleted: [], ignored: [] };
  const lines = (text: string, value: string, into: number[]) => {
    const { lines: found, rest } = lineRangesAndRest(value);
    into.push(...found);
    // `mark="text"`, `ins=/re/`, `del={"label": 2-3}`: text and labelled marks.
    if (rest.length > 0) result.ignored.push({ text, reason: 'marks text, a regular expression or labelled lines: docsgen marks whole lines only', hint: MARK_HINT });
  };
  for (const match of meta.matchAll(TOKEN)) {
    const [, bracketed, key, double, single, braced, bare, ranges, quotedMark, word] = match;
    if (bracketed !== undefined) {
      result.title ??= bracketed.trim() || undefined;
    } else if (key !== undefined) {
      const value = double ?? single ?? bare ?? braced ?? '';
      const written = match[0];
      const quoted = double !== undefined || single !== undefined;
      switch (key) {
        case 'title':
          result.title ??= value || undefined;
          break;
        case 'filename':
          result.filename = value;
          break;
        case 'mark':
          lines(written, quoted ? `"${value}"` : value, result.highlighted);
          break;
        case 'ins':
          lines(written, quoted ? `"${value}"` : value, result.inserted);
          break;
        case 'del':
          lines(written, quoted ? `"${value}"` : value, result.deleted);
          break;
        case 'showLineNumbers':
          // Expressive Code: `showLineNumbers=false` turns them off for this block.
          if (value === 'false') result.lineNumbers = undefined;
          else result.lineNumbers = value === 'true' ? 1 : firstLine(value);
          break;
        case ':line-numbers':
        case 'startLineNumber':
          result.lineNumbers = firstLine(value);
          break;
        case 'wrap':
          result.wrap = value !== 'false';
          break;
        case 'frame':
          if (value === 'terminal' || value === 'none' || value === 'code') result.frame = value;
          else if (value !== 'auto') {
            result.ignored.push({ text: written, reason: 'is not one of its frames (code, terminal, none, auto): docsgen draws the code frame', hint: 'write frame="terminal" or frame="none", or leave it out' });
          }
          break;
        default: {
          const undrawn = EXPRESSIVE_CODE_UNDRAWN[key];
          if (undrawn) result.ignored.push({ text: written, ...undrawn });
        }
      }
    } else if (quotedMark !== undefined) {
      // Expressive Code's `"text"` and `/regex/`: marks within lines.
      result.ignored.push({ text: quotedMark, reason: 'marks text or a regular expression within lines: docsgen marks whole lines only', hint: MARK_HINT });
    } else if (ranges !== undefined) {
      result.highlighted.push(...lineRanges(ranges));
    } else if (word !== undefined) {
      if (word === 'showLineNumbers' || word === ':line-numbers') result.lineNumbers ??= 1;
      else if (word === ':no-line-numbers') result.lineNumbers = undefined;
      else if (word === 'wrap') result.wrap = true;
      result.flags.push(word);
    }
  }
  return result;
}

function firstLine(value: string): number {
  const number = Number.parseInt(value, 10);
  return Number.isSafeInteger(number) ? number : 1;
}

/** `1,3-5` → [1, 3, 4, 5]; anything that is not a line or a range is left out (`ins={"text"}`). */
export function lineRanges(text: string): number[] {
  return lineRangesAndRest(text).lines;
}

/** The lines of `1,3-5`, and the parts that are not lines or ranges (`"text"`, `/re/`). */
function lineRangesAndRest(text: string): { lines: number[]; rest: string[] } {
  const lines: number[] = [];
  const rest: string[] = [];
  for (const part of text.split(',')) {
    const range = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!range) {
      if (part.trim() !== '') rest.push(part.trim());
      continue;
    }
    const from = Number(range[1]);
    const to = range[2] === undefined ? from : Number(range[2]);
    // A range is at most as long as a block could be: `1-99999999` must not fill memory.
    for (let line = from; line <= to && line - from < 10_000; line++) lines.push(line);
  }
  return { lines, rest };
}
