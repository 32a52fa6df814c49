// Search documents → the index file (see theme/search/core/index-file.ts). Pure.
//
// This does what lunr.Builder#add does — the same terms and term frequencies per document field
// (tokenizer, stop words and stemmer from theme/search/core/terms.ts) — but stops there: the
// BM25 vectors, the token set and the lunr.Index itself are derived from these in the browser,
// so the build pays only for one pass over the text. test/search/build-index.test.ts checks that
// the result equals what lunr.Builder produces.
import { encodePostings, INDEX_FILE_VERSION, type SearchIndexFile, type StoredDocument } from '../../theme/search/core/index-file.js';
import { textTerms } from '../../theme/search/core/terms.js';
import { SEARCH_FIELDS, type SearchOptions } from '../../theme/search/core/types.js';
import type { SourceCorpus, SourceDocument } from './documents.js';
import { snippet } from './snippet.js';

interface Postings {
  /** Per field: documents (ascending, since documents are added in order) and term frequencies. */
  docs: number[][];
  tfs: number[][];
}

export function buildSearchIndex(corpus: SourceCorpus, options: SearchOptions & { basePath: string }): SearchIndexFile {
  const { pages, docs } = corpus;
  const byTerm = new Map<string, Postings>();
  const counts = new Map<string, number>();
  docs.forEach((doc, index) => {
    SEARCH_FIELDS.forEach((field, f) => {
      counts.clear();
      for (const term of textTerms(fieldText(doc, field, pages[doc.page]!.title))) counts.set(term, (counts.get(term) ?? 0) + 1);
      for (const [term, tf] of counts) {
        let postings = byTerm.get(term);
        if (!postings) {
          postings = { docs: SEARCH_FIELDS.map(() => []), tfs: SEARCH_FIELDS.map(() => []) };
          byTerm.set(term, postings);
        }
        postings.docs[f]!.push(index);
        postings.tfs[f]!.push(tf);
      }
    });
  });
  // Code-point order, as lunr's toJSON and TokenSet.fromArray expect.
  const terms = [...byTerm.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
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
    postings: terms.map((term) => {
      const postings = byTerm.get(term)!;
      return SEARCH_FIELDS.map((_, f) => encodePostings(postings.docs[f]!, postings.tfs[f]!));
    }),
  };
}

/** The text of one field: `titles` is the chain of enclosing headings, page title first. */
export function fieldText(doc: SourceDocument, field: (typeof SEARCH_FIELDS)[number], pageTitle: string): string {
  switch (field) {
    case 'title':
      return doc.title;
    case 'text':
      return doc.text;
    case 'titles':
      return doc.anchor ? [pageTitle, ...doc.parents].join(' ') : '';
  }
}
