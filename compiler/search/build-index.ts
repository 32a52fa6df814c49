// Search documents → the index file (see theme/search/core/index-file.ts). Pure.
//
// This does what lunr.Builder#add does — the same terms and term frequencies per document field
// (tokenizer, stop words and stemmer from theme/search/core/terms.ts) — but stops there: the
// BM25 weights and the token set are derived from these when the index is loaded, so the build
// pays for one pass over the text. test/search/lunr-compat.test.ts checks that searching the
// result scores documents exactly as a lunr.Builder index of the same documents does.
//
// It is the one part of search whose cost grows with the site (2.3 million words at 4000 pages),
// so the inner loop avoids allocating: terms are numbered and counted in a typed array.
import { encodePostings, INDEX_FILE_VERSION, type SearchIndexFile, type StoredDocument } from '../../theme/search/core/index-file.js';
import { wordTerms } from '../../theme/search/core/terms.js';
import { forEachWord } from '../../theme/search/core/tokenize.js';
import { SEARCH_FIELDS, type SearchField, type SearchOptions } from '../../theme/search/core/types.js';
import type { SourceCorpus, SourceDocument } from './documents.js';
import { snippet } from './snippet.js';

export function buildSearchIndex(corpus: SourceCorpus, options: SearchOptions & { basePath: string }): SearchIndexFile {
  const { pages, docs } = corpus;
  const postings = new PostingLists(SEARCH_FIELDS.length);
  docs.forEach((doc, index) => {
    SEARCH_FIELDS.forEach((field, f) => postings.add(index, f, fieldText(doc, field, pages[doc.page]!.title)));
  });
  const { terms, lists } = postings.sorted();
  return {
    v: INDEX_FILE_VERSION,
    basePath: options.basePath,
    fields: [...SEARCH_FIELDS],
    boost: { ...options.boost },
    fuzzy: options.fuzzy,
    prefix: options.prefix,
    pages: pages.map((page) => [page.route, page.title]),
    docs: docs.map((doc): StoredDocument => [doc.page, doc.anchor, doc.title, doc.parents, snippet(doc.text)]),
    terms,
    postings: lists,
  };
}

/** The text of one field: `titles` is the chain of enclosing headings, page title first. */
export function fieldText(doc: SourceDocument, field: SearchField, pageTitle: string): string {
  switch (field) {
    case 'title':
      return doc.title;
    case 'text':
      return doc.text;
    case 'titles':
      return doc.anchor ? [pageTitle, ...doc.parents].join(' ') : '';
  }
}

/** Posting lists (documents and term frequencies) per term and field, built document by document. */
class PostingLists {
  private readonly terms: string[] = [];
  private readonly termIds = new Map<string, number>();
  private readonly wordIds = new Map<string, number[]>();
  /** Occurrences of each term in the field being added, and which terms those are. */
  private counts = new Uint32Array(1024);
  private readonly seen: number[] = [];
  /** docs[field][term] and tfs[field][term]. */
  private readonly docs: number[][][];
  private readonly tfs: number[][][];

  constructor(fieldCount: number) {
    this.docs = Array.from({ length: fieldCount }, () => []);
    this.tfs = Array.from({ length: fieldCount }, () => []);
  }

  /** Documents must be added in increasing order. */
  add(doc: number, field: number, text: string): void {
    const { seen } = this;
    forEachWord(text, (word) => {
      for (const id of this.idsOf(word)) {
        if (this.counts[id]!++ === 0) seen.push(id);
      }
    });
    const docs = this.docs[field]!;
    const tfs = this.tfs[field]!;
    for (const id of seen) {
      (docs[id] ??= []).push(doc);
      (tfs[id] ??= []).push(this.counts[id]!);
      this.counts[id] = 0;
    }
    seen.length = 0;
  }

  /** Terms in code-point order (as lunr's TokenSet.fromArray wants) with their encoded lists per field. */
  sorted(): { terms: string[]; lists: string[][] } {
    const order = this.terms.map((_, id) => id).sort((a, b) => (this.terms[a]! < this.terms[b]! ? -1 : 1));
    return {
      terms: order.map((id) => this.terms[id]!),
      lists: order.map((id) => this.docs.map((byTerm, field) => encodePostings(byTerm[id] ?? [], this.tfs[field]![id] ?? []))),
    };
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
