// Search documents → the index file (see theme/shared/search/index-file.ts). Pure.
//
// This does what lunr.Builder#add does — the same terms and term frequencies per document field
// (tokenizer, stop words and stemmer from theme/shared/search/terms.ts) — but stops there: the
// BM25 weights and the token set are derived from these when the index is loaded, so the build
// pays for one pass over the text. test/search/lunr-compat.test.ts checks that searching the
// result scores documents exactly as a lunr.Builder index of the same documents does.
//
// It is the one part of search whose cost grows with the site (2.3 million words at 4000 pages),
// so the inner loop avoids allocating: terms are numbered and counted in a typed array. Counting
// (TermCounter) is separate from assembling the file, so a build can count each page's documents
// as soon as the page is compiled (search-feed.ts) and only assemble at the end; and the file is
// assembled in parts of consecutive pages, so a build that changed one page assembles only its part
// (search/search-parts.ts keeps the others).
import { encodePostings, INDEX_FILE_VERSION, type SearchIndexFile, type SearchIndexPart, type StoredDocument } from '../../theme/shared/search/index-file.js';
import { englishAnalyzer, type Analyzer } from '../../theme/shared/search/analyzer.js';
import { SEARCH_FIELDS, type SearchField, type SearchOptions } from '../../theme/shared/search/types.js';
import { shardOf } from '../store/record-shards.js';
import type { SourceCorpus, SourceDocument } from './documents.js';
import { snippet } from './snippet.js';

/** How many pages a part of the index file holds, on average (see `splitIntoParts`). */
export const PART_PAGES = 256;

/** The index file but for its parts: the format and the search options. */
export type SearchIndexHeader = Omit<SearchIndexFile, 'parts'>;

/** A page as the index holds it: its route and title, its documents, and their terms counted (numbered by a TermCounter). */
export interface CountedPage {
  route: string;
  title: string;
  docs: [anchor: string, title: string, parents: string[]][];
  prepared: PreparedDocument[];
}

/**
 * `analyzer`: the pages' language's (English by default; `options.lang` names it in the file).
 * `boosts`: the documents' weights other than 1 (search/document-boosts.ts).
 */
export function buildSearchIndex(corpus: SourceCorpus, options: SearchOptions & { basePath: string; lang?: string }, partPages = PART_PAGES, analyzer: Analyzer = englishAnalyzer, boosts?: SearchIndexHeader['boosts']): SearchIndexFile {
  const counter = new TermCounter(analyzer);
  const pages = corpus.pages.map((page): CountedPage => ({ route: page.route, title: page.title, docs: [], prepared: [] }));
  for (const doc of corpus.docs) {
    const page = pages[doc.page]!;
    page.docs.push([doc.anchor, doc.title, doc.parents]);
    page.prepared.push(counter.prepare(doc, page.title));
  }
  return { ...searchIndexHeader(options, boosts), parts: splitIntoParts(pages, partPages).map((part) => assemblePart(part, counter.terms)) };
}

/** A document ready for the index: its snippet, and its terms counted per field (SEARCH_FIELDS order). */
export interface PreparedDocument {
  snippet: string;
  fields: { ids: number[]; tfs: number[] }[];
}

/**
 * `lang`: the pages' language, written only when it is not English (the engine then loads its
 * stemmer). `boosts`: the documents' weights other than 1 (search/document-boosts.ts).
 */
export function searchIndexHeader(options: SearchOptions & { basePath: string; lang?: string }, boosts?: SearchIndexHeader['boosts']): SearchIndexHeader {
  const header: SearchIndexHeader = {
    v: INDEX_FILE_VERSION,
    basePath: options.basePath,
    fields: [...SEARCH_FIELDS],
    boost: { ...options.boost },
    fuzzy: options.fuzzy,
    prefix: options.prefix,
    maxFuzzy: options.maxFuzzy,
    combineWith: options.combineWith,
  };
  if (options.lang !== undefined && options.lang !== 'en') header.lang = options.lang;
  if (boosts && boosts.length > 0) header.boosts = boosts;
  return header;
}

/**
 * Pages (in index order) in parts of consecutive pages: a part ends after a page whose route
 * hashes to a multiple of `partPages`. So a part depends only on its own pages: a page added or
 * removed elsewhere leaves it as it is, and a build that changed one page assembles one part.
 */
export function splitIntoParts<T extends { route: string }>(pages: readonly T[], partPages = PART_PAGES): T[][] {
  const parts: T[][] = [];
  let part: T[] = [];
  for (const page of pages) {
    part.push(page);
    if (shardOf(page.route, partPages) === 0) {
      parts.push(part);
      part = [];
    }
  }
  if (part.length > 0) parts.push(part);
  return parts;
}

/**
 * Consecutive pages, counted (their terms numbered as in `terms`), as a part of the index file:
 * what is left once every document was counted, the posting lists of the terms they use, in
 * term order.
 */
export function assemblePart(pages: readonly CountedPage[], terms: readonly string[]): SearchIndexPart {
  const sorted = postingLists(
    terms,
    pages.flatMap((page) => page.prepared),
    SEARCH_FIELDS.length,
  );
  return {
    pages: pages.map((page) => [page.route, page.title]),
    docs: pages.flatMap((page, index) => page.docs.map(([anchor, title, parents], i): StoredDocument => [index, anchor, title, parents, page.prepared[i]!.snippet])),
    terms: sorted.terms,
    postings: sorted.lists,
  };
}

/** The text of one field: `titles` is the chain of enclosing headings, page title first. */
export function fieldText(doc: Omit<SourceDocument, 'page'>, field: SearchField, pageTitle: string): string {
  switch (field) {
    case 'title':
      return doc.title;
    case 'text':
      return doc.text;
    case 'titles':
      return doc.anchor ? [pageTitle, ...doc.parents].join(' ') : '';
  }
}

/**
 * Numbers the terms of documents and counts them per field: the costly step of building an index
 * (tokenizing and stemming every word), done one document at a time, in any order.
 */
export class TermCounter {
  constructor(private readonly analyzer: Analyzer = englishAnalyzer) {}

  /** Every term seen, by id. */
  readonly terms: string[] = [];
  private readonly termIds = new Map<string, number>();
  private readonly wordIds = new Map<string, number[]>();
  /** Occurrences of each term in the field being counted, and which terms those are. */
  private counts = new Uint32Array(1024);
  private readonly seen: number[] = [];

  /** The id of `term`, numbering it now if it is new (for documents counted by an earlier build). */
  termId(term: string): number {
    return this.idOf(term);
  }

  /** A document's snippet and terms; `pageTitle` is the title of the page it belongs to. */
  prepare(doc: Omit<SourceDocument, 'page'>, pageTitle: string): PreparedDocument {
    return { snippet: snippet(doc.text), fields: SEARCH_FIELDS.map((field) => this.count(fieldText(doc, field, pageTitle))) };
  }

  private count(text: string): { ids: number[]; tfs: number[] } {
    const { seen } = this;
    this.analyzer.forEachWord(text, (word) => {
      for (const id of this.idsOf(word)) {
        if (this.counts[id]!++ === 0) seen.push(id);
      }
    });
    const ids = seen.slice();
    const tfs = ids.map((id) => {
      const tf = this.counts[id]!;
      this.counts[id] = 0;
      return tf;
    });
    seen.length = 0;
    return { ids, tfs };
  }

  private idsOf(word: string): number[] {
    let ids = this.wordIds.get(word);
    if (ids === undefined) {
      ids = this.analyzer.wordTerms(word).map((term) => this.idOf(term));
      this.wordIds.set(word, ids);
    }
    return ids;
  }

  private idOf(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.terms.push(term) - 1;
      this.termIds.set(term, id);
      if (id >= this.counts.length) {
        const grown = new Uint32Array(this.counts.length * 2);
        grown.set(this.counts);
        this.counts = grown;
      }
    }
    return id;
  }
}

/**
 * Each used term's posting lists (documents and term frequencies), per field, with the terms in
 * code-point order (as lunr's TokenSet.fromArray wants). Built in two passes over the documents,
 * counting each list's postings and then placing them, so that every list is a range of one
 * typed array: at 4000 pages there are about 4.5 million postings, and pushing them one by one
 * into a growing array per term and field took twice as long, most of it collecting garbage.
 */
function postingLists(terms: readonly string[], prepared: readonly PreparedDocument[], fieldCount: number): { terms: string[]; lists: string[][] } {
  const termCount = terms.length;
  // The list of (field f, term t) is docs[starts[f * termCount + t] .. starts[f * termCount + t + 1]).
  const starts = new Int32Array(fieldCount * termCount + 1);
  for (const doc of prepared) {
    for (let f = 0; f < fieldCount; f++) {
      const base = f * termCount + 1;
      for (const id of doc.fields[f]!.ids) starts[base + id]!++;
    }
  }
  for (let i = 1; i < starts.length; i++) starts[i]! += starts[i - 1]!;
  const docs = new Int32Array(starts[starts.length - 1]!);
  const tfs = new Int32Array(docs.length);
  const next = starts.slice(0, -1);
  // Documents in index order: each list's documents ascending.
  for (let index = 0; index < prepared.length; index++) {
    const { fields } = prepared[index]!;
    for (let f = 0; f < fieldCount; f++) {
      const base = f * termCount;
      const { ids, tfs: frequencies } = fields[f]!;
      for (let i = 0; i < ids.length; i++) {
        const at = next[base + ids[i]!]!++;
        docs[at] = index;
        tfs[at] = frequencies[i]!;
      }
    }
  }
  // The terms these documents use (a part's are a few of the site's), in code-point order.
  const order: number[] = [];
  for (let id = 0; id < termCount; id++) {
    for (let f = 0; f < fieldCount; f++) {
      if (starts[f * termCount + id + 1]! > starts[f * termCount + id]!) {
        order.push(id);
        break;
      }
    }
  }
  order.sort((a, b) => (terms[a]! < terms[b]! ? -1 : 1));
  return {
    terms: order.map((id) => terms[id]!),
    lists: order.map((id) => Array.from({ length: fieldCount }, (_, f) => encodePostings(docs, tfs, starts[f * termCount + id]!, starts[f * termCount + id + 1]!))),
  };
}
