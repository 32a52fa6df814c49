// What a fenced code block's info string says besides its language, in every dialect docsgen
// reads: a title (`[file.ts]` as Vocs writes it, `title="file.ts"` as Starlight, Docusaurus and
// rehype-pretty-code do), highlighted lines (`{2,4-5}` as VitePress and Docusaurus write them,
// `mark={…}` in Starlight), added and removed lines (`ins={…}` `del={…}`, Starlight), line
// numbers (`showLineNumbers`, `showLineNumbers=5`, VitePress's `:line-numbers` and
// `:line-numbers=5`, Starlight's `startLineNumber=5`), a virtual file name (`filename="x.ts"`,
// Vocs) and bare flags (`twoslash`). Pure.

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
}

// A title in brackets, `key=value` (quoted, braced or bare), a bare `{ranges}`, or a word.
const TOKEN = /\[([^\]]*)\]|([\w:.-]+)=(?:"([^"]*)"|'([^']*)'|\{([^}]*)\}|(\S+))|\{([^}]*)\}|(\S+)/g;

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
  const result: CodeMeta = { flags: [], highlighted: [], inserted: [], deleted: [] };
  for (const match of meta.matchAll(TOKEN)) {
    const [, bracketed, key, double, single, braced, bare, ranges, word] = match;
    if (bracketed !== undefined) {
      result.title ??= bracketed.trim() || undefined;
    } else if (key !== undefined) {
      const value = double ?? single ?? bare ?? braced ?? '';
      switch (key) {
        case 'title':
          result.title ??= value || undefined;
          break;
        case 'filename':
          result.filename = value;
          break;
        case 'mark':
          result.highlighted.push(...lineRanges(value));
          break;
        case 'ins':
          result.inserted.push(...lineRanges(value));
          break;
        case 'del':
          result.deleted.push(...lineRanges(value));
          break;
        case 'showLineNumbers':
        case ':line-numbers':
        case 'startLineNumber':
          result.lineNumbers = firstLine(value);
          break;
      }
    } else if (ranges !== undefined) {
      result.highlighted.push(...lineRanges(ranges));
    } else if (word !== undefined) {
      if (word === 'showLineNumbers' || word === ':line-numbers') result.lineNumbers ??= 1;
      else if (word === ':no-line-numbers') result.lineNumbers = undefined;
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
  const lines: number[] = [];
  for (const part of text.split(',')) {
    const range = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!range) continue;
    const from = Number(range[1]);
    const to = range[2] === undefined ? from : Number(range[2]);
    // A range is at most as long as a block could be: `1-99999999` must not fill memory.
    for (let line = from; line <= to && line - from < 10_000; line++) lines.push(line);
  }
  return lines;
}
