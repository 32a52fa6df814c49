// Search documents → the index file (see theme/search/core/index-file.ts). Pure.
//
// This does what lunr.Builder#add does — the same terms and term frequencies per document field
// (tokenizer, stop words and stemmer from theme/search/core/terms.ts) — but stops there: the
// BM25 weights and the token set are derived from these when the index is loaded, so the build
// pays for one pass over the text. test/search/lunr-compat.test.ts checks that searching the
// result scores documents exactly as a lunr.Builder index of the same documents does.
//
// It is the one part of search whose cost grows with the site (2.3 million words at 4000 pages),
// so the inner loop avoids allocating: terms are numbered and counted in a typed array. Counting
// (TermCounter) is separate from assembling the file, so a build can count each page's documents
// as soon as the page is compiled (search-feed.ts) and only assemble at the end.
import { encodePostings, INDEX_FILE_VERSION, type SearchIndexFile, type StoredDocument } from '../../theme/search/core/index-file.js';
import { wordTerms } from '../../theme/search/core/terms.js';
import { forEachWord } from '../../theme/search/core/tokenize.js';
import { SEARCH_FIELDS, type SearchField, type SearchOptions } from '../../theme/search/core/types.js';
import type { SourceCorpus, SourceDocument } from './documents.js';
import { snippet } from './snippet.js';

export function buildSearchIndex(corpus: SourceCorpus, options: SearchOptions & { basePath: string }): SearchIndexFile {
  const counter = new TermCounter();
  const prepared = corpus.docs.map((doc) => counter.prepare(doc, corpus.pages[doc.page]!.title));
  return assembleIndex(corpus, prepared, counter.terms, options);
}

/** A document ready for the index: its snippet, and its terms counted per field (SEARCH_FIELDS order). */
export interface PreparedDocument {
  snippet: string;
  fields: { ids: number[]; tfs: number[] }[];
}

/**
 * Prepared documents (`prepared[i]` is `corpus.docs[i]`, documents in index order) and the terms
 * of the counter that prepared them (each held by one of them) → the index file. What is left
 * once every document was counted: the posting lists, in term order.
 */
export function assembleIndex(corpus: SourceCorpus, prepared: readonly PreparedDocument[], terms: readonly string[], options: SearchOptions & { basePath: string }): SearchIndexFile {
  const { pages, docs } = corpus;
  const sorted = postingLists(terms, prepared, SEARCH_FIELDS.length);
  return {
    v: INDEX_FILE_VERSION,
    basePath: options.basePath,
    fields: [...SEARCH_FIELDS],
    boost: { ...options.boost },
    fuzzy: options.fuzzy,
    prefix: options.prefix,
    pages: pages.map((page) => [page.route, page.title]),
    docs: docs.map((doc, index): StoredDocument => [doc.page, doc.anchor, doc.title, doc.parents, prepared[index]!.snippet]),
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
    forEachWord(text, (word) => {
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
      ids = wordTerms(word).map((term) => this.idOf(term));
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
 * Each term's posting lists (documents and term frequencies), per field, with the terms in
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
  const order = terms.map((_, id) => id).sort((a, b) => (terms[a]! < terms[b]! ? -1 : 1));
  return {
    terms: order.map((id) => terms[id]!),
    lists: order.map((id) => Array.from({ length: fieldCount }, (_, f) => encodePostings(docs, tfs, starts[f * termCount + id]!, starts[f * termCount + id + 1]!))),
  };
}
