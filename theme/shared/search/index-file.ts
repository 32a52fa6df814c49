// The search index file (a build's `search-index.json`): what the build and the dev server write and the
// search dialog fetches. Types and the posting-list codec, shared by both sides.
//
// It is a lunr index in compact form. lunr's own `toJSON()` stores, for every document field, a
// vector of (term, BM25 score) pairs as decimals, and for every posting an empty metadata object:
// at 1000 pages that is megabytes, and floats compress badly. Every one of those scores is a
// function of term frequencies, field lengths and document counts, so the file stores only the
// postings with their term frequencies (small integers), and `load-index.ts` and `score.ts`
// recompute exactly the scores lunr's Builder would have stored.
import type { SearchField } from './types.js';

export const INDEX_FILE_VERSION = 5;

/** A stored document: [page (its place in its part's pages), anchor ('' for the page itself), title, parent headings below the page title, snippet]. */
export type StoredDocument = [page: number, anchor: string, title: string, parents: string[], snippet: string];

export interface SearchIndexFile {
  v: typeof INDEX_FILE_VERSION;
  /** Prefixed to every route (ResolvedConfig.basePath). */
  basePath: string;
  /** Field order of `postings`. */
  fields: SearchField[];
  /** Field boosts the scores are computed with (lunr applies field boosts at build time). */
  boost: Record<SearchField, number>;
  /** Query-time defaults from the site config. */
  fuzzy: number;
  prefix: boolean;
  /** The language of the pages (BCP 47), whose stop words and stemmer made the terms; English when absent. */
  lang?: string;
  /** The most edits a fuzzy match may take. */
  maxFuzzy: number;
  /** Whether a result must match every word of the query ('and') or any ('or'). */
  combineWith: 'or' | 'and';
  /**
   * Weights of documents (config search.boostDocument) other than 1, as [route, anchor, weight]:
   * a document's score is multiplied by its weight, and one weighing 0 is never a result.
   */
  boosts?: [route: string, anchor: string, weight: number][];
  /**
   * The index in parts, each of consecutive pages (in route order): documents are numbered across
   * the parts in order, and a term's postings are its postings in each part, in order. A build
   * keeps each part in its cache and, when a page changes, assembles only that page's part again
   * (compiler/search/search-parts.ts).
   */
  parts: SearchIndexPart[];
}

/**
 * The index file as written: each part inline (the dev server's index, a built index of one
 * part) or the URL of a file of its own (a build's: `<assetsDir>/search-part.<hash>.json`, named
 * by its content). A build that
 * changed one page writes one part file and the small index file again, and a browser that
 * searched the site before fetches only the parts it has not seen (they are cacheable for good).
 */
export interface WrittenIndexFile extends Omit<SearchIndexFile, 'parts'> {
  parts: (SearchIndexPart | string)[];
}

/** Some consecutive pages of the index, numbered within the part: their documents, terms and postings. */
export interface SearchIndexPart {
  /** [route, title] of each page. */
  pages: [route: string, title: string][];
  docs: StoredDocument[];
  /** The part's terms, sorted. */
  terms: string[];
  /** postings[term][field]: that term's documents of this part in that field, see `encodePostings`. */
  postings: string[][];
}

// Posting lists are strings of variable-length numbers, 5 bits per character, in characters that
// JSON never escapes: half the size of a JSON array of the same numbers, and a fraction of the
// parsing time (a 4000-page site has 4.5 million of them).
const LAST_DIGIT = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef';
const MORE_DIGITS = 'ghijklmnopqrstuvwxyz0123456789-_';
const DIGIT_OF = new Int8Array(128).fill(-1);
for (let i = 0; i < 32; i++) {
  DIGIT_OF[LAST_DIGIT.charCodeAt(i)] = i;
  DIGIT_OF[MORE_DIGITS.charCodeAt(i)] = 32 + i;
}

// Encoding writes character codes into one reusable buffer and decodes it once per list: pushing
// characters into an array and joining them took three times as long (4.5 million postings at
// 4000 pages, at the end of every build that makes the index).
const LAST_CODES = Uint8Array.from(LAST_DIGIT, (c) => c.charCodeAt(0));
const MORE_CODES = Uint8Array.from(MORE_DIGITS, (c) => c.charCodeAt(0));
/** The most characters a posting takes: a gap and a frequency, each below 2^32, 7 digits each. */
const MAX_POSTING_CHARS = 14;
let encodeBuffer = new Uint8Array(4096);
// Every browser and Node has TextDecoder, but TypeScript declares it only with the DOM or Node
// types, which theme/shared/ compiles without (its tsconfig): this module-scoped declaration names
// the one use, and emits nothing.
declare const TextDecoder: new (label: string) => { decode(bytes: Uint8Array): string };
const latin1 = new TextDecoder('latin1');

/**
 * Documents (ascending) with their term frequencies. Each posting is the gap from the previous
 * document (the first from -1), doubled, plus 1 when a term frequency other than 1 follows it.
 * `start` and `end` choose a part of the two arrays (all of them by default).
 */
export function encodePostings(docs: ArrayLike<number>, frequencies: ArrayLike<number>, start = 0, end = docs.length): string {
  if ((end - start) * MAX_POSTING_CHARS > encodeBuffer.length) encodeBuffer = new Uint8Array((end - start) * MAX_POSTING_CHARS * 2);
  const out = encodeBuffer;
  let at = 0;
  const writeNumber = (value: number) => {
    let rest = value;
    while (rest >= 32) {
      out[at++] = MORE_CODES[rest & 31]!;
      rest = Math.floor(rest / 32);
    }
    out[at++] = LAST_CODES[rest]!;
  };
  let previous = -1;
  for (let i = start; i < end; i++) {
    const tf = frequencies[i]!;
    writeNumber((docs[i]! - previous) * 2 + (tf === 1 ? 0 : 1));
    if (tf !== 1) writeNumber(tf);
    previous = docs[i]!;
  }
  // Short lists (most of them) are cheaper to turn into a string code by code than through the decoder.
  return at < 256 ? String.fromCharCode.apply(null, out.subarray(0, at) as unknown as number[]) : latin1.decode(out.subarray(0, at));
}

/** Calls `visit(doc, tf)` for each posting of an encoded list, in document order. */
export function forEachPosting(encoded: string, visit: (doc: number, tf: number) => void): void {
  const reader = new PostingReader(encoded);
  while (reader.next()) visit(reader.doc, reader.tf);
}

/** How many postings an encoded list holds (without decoding them: a posting is a number, or two when its flag says so). */
export function postingCount(encoded: string): number {
  let count = 0;
  let at = 0;
  while (at < encoded.length) {
    // The flag is the lowest bit of the first digit (32 is even).
    const withFrequency = (digitAt(encoded, at) & 1) === 1;
    at = numberEnd(encoded, at);
    if (withFrequency) at = numberEnd(encoded, at);
    count++;
  }
  return count;
}

/** Reads an encoded list posting by posting, without allocating: `next()`, then `doc` and `tf`. */
export class PostingReader {
  doc = -1;
  tf = 0;
  private at = 0;

  constructor(private readonly encoded: string) {}

  next(): boolean {
    if (this.at >= this.encoded.length) return false;
    const head = this.read();
    this.doc += Math.floor(head / 2);
    this.tf = head % 2 === 1 ? this.read() : 1;
    return true;
  }

  private read(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const digit = digitAt(this.encoded, this.at++);
      if (digit < 32) return value + digit * scale;
      value += (digit - 32) * scale;
      scale *= 32;
    }
  }
}

function digitAt(encoded: string, at: number): number {
  // Past the end (a list cut short) or not a digit: the list is not one this file's encoder wrote.
  const digit = at < encoded.length ? DIGIT_OF[encoded.charCodeAt(at)] : undefined;
  if (digit === undefined || digit < 0) throw new Error('search index: corrupt posting list');
  return digit;
}

/** Where the number starting at `at` ends (after its last digit). */
function numberEnd(encoded: string, at: number): number {
  while (digitAt(encoded, at) >= 32) at++;
  return at + 1;
}
