// Index file → what a query needs, built once per page load (in the browser; in Node for tests
// and the benchmark):
// - lunr's token set of every term, for prefix and fuzzy expansion;
// - per field, flat typed-array postings (documents and term frequencies) plus field lengths and
//   idf, from which `score.ts` computes lunr's BM25 scores.
// lunr.Index itself is not instantiated: its query() allocates objects for every posting it
// touches (40–140 ms per query at 1000 pages, measured); these arrays give the same scores
// (test/search/lunr-compat.test.ts) in well under a millisecond.
import lunr from 'lunr';
import { encodeRoute, withBasePath } from '../../lib/links.js';
import { idf } from './bm25.js';
import { escapeHtml } from './escape-html.js';
import { forEachPosting, INDEX_FILE_VERSION, type SearchIndexFile } from './index-file.js';
import { words } from './tokenize.js';
import type { SearchDocument, SearchField } from './types.js';

export interface FieldPostings {
  field: SearchField;
  boost: number;
  /** Postings of term t are entries offsets[t] … offsets[t + 1] - 1. */
  offsets: Uint32Array;
  docs: Uint32Array;
  tfs: Uint16Array;
  /** Terms (after stop words) per document in this field. */
  lengths: Uint32Array;
  averageLength: number;
}

export interface LoadedIndex {
  docs: SearchDocument[];
  /** Each document's title as lower-case words joined by spaces, to spot exact title queries. */
  normalizedTitles: string[];
  terms: string[];
  termIds: Map<string, number>;
  tokenSet: lunr.TokenSet;
  /** lunr.idf of each term. */
  idf: Float64Array;
  fields: FieldPostings[];
  fuzzy: number;
  prefix: boolean;
}

// lunr exposes TokenSet.fromArray at runtime; @types/lunr declares it as an instance method.
const TokenSet = lunr.TokenSet as unknown as { fromArray(sorted: string[]): lunr.TokenSet };

export function loadSearchIndex(file: SearchIndexFile): LoadedIndex {
  if (file.v !== INDEX_FILE_VERSION) throw new Error(`search index format ${String(file.v)} is not ${INDEX_FILE_VERSION}; rebuild the site`);
  const docs = storedDocuments(file);
  const count = docs.length;
  const documentsWithTerm = new Uint32Array(file.terms.length);
  const fields = file.fields.map((field, f): FieldPostings => {
    let total = 0;
    for (const byField of file.postings) forEachPosting(byField[f] ?? '', () => total++);
    const offsets = new Uint32Array(file.terms.length + 1);
    const postingDocs = new Uint32Array(total);
    const tfs = new Uint16Array(total);
    const lengths = new Uint32Array(count);
    let at = 0;
    file.postings.forEach((byField, term) => {
      offsets[term] = at;
      forEachPosting(byField[f] ?? '', (doc, tf) => {
        postingDocs[at] = doc;
        tfs[at++] = tf;
        lengths[doc]! += tf;
      });
      documentsWithTerm[term]! += at - offsets[term]!;
    });
    offsets[file.terms.length] = at;
    let sum = 0;
    for (const length of lengths) sum += length;
    return { field, boost: file.boost[field], offsets, docs: postingDocs, tfs, lengths, averageLength: sum / count };
  });
  return {
    docs,
    normalizedTitles: docs.map((doc) => normalizeTitle(doc.title)),
    terms: file.terms,
    termIds: new Map(file.terms.map((term, i) => [term, i])),
    tokenSet: TokenSet.fromArray(file.terms),
    idf: Float64Array.from(documentsWithTerm, (n) => idf(n, count)),
    fields,
    fuzzy: file.fuzzy,
    prefix: file.prefix,
  };
}

export function normalizeTitle(text: string): string {
  return words(text)
    .map((word) => word.text.toLowerCase())
    .join(' ');
}

/** The stored documents as the dialog shows them (spec §3 "Search index document"). */
export function storedDocuments(file: SearchIndexFile): SearchDocument[] {
  return file.docs.map(([page, anchor, title, parents, snippet]) => {
    const [route, pageTitle] = file.pages[page]!;
    const path = anchor ? `${route}#${anchor}` : route;
    return {
      id: path,
      title,
      titles: anchor ? [pageTitle, ...parents] : [],
      text: snippet,
      html: escapeHtml(snippet),
      // Routes are file names (`/has#hash`): encoded, so the link means that page.
      href: withBasePath(file.basePath, anchor ? `${encodeRoute(route)}#${anchor}` : encodeRoute(route)),
      isPage: !anchor,
    };
  });
}
