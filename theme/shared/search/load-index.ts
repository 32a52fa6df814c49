// Index file → what a query needs, built once per page load (in the browser; in Node for tests
// and the benchmark):
// - lunr's token set of every term, for prefix and fuzzy expansion;
// - per field, flat typed-array postings (documents and term frequencies) plus field lengths and
//   idf, from which `score.ts` computes lunr's BM25 scores.
// lunr.Index itself is not instantiated: its query() allocates objects for every posting it
// touches (40–140 ms per query at 1000 pages, measured); these arrays give the same scores
// (test/search/lunr-compat.test.ts) in well under a millisecond.
import lunr from 'lunr';
import { encodeRoute, withBasePath } from '../links.js';
import { idf } from './bm25.js';
import { escapeHtml } from './escape-html.js';
import { INDEX_FILE_VERSION, postingCount, PostingReader, type SearchIndexFile } from './index-file.js';
import { englishAnalyzer, type Analyzer } from './analyzer.js';
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
  /** The index's language: its words and terms, for queries and highlighting. */
  analyzer: Analyzer;
  maxFuzzy: number;
  combineWith: 'or' | 'and';
  /** Each document's weight (config search.boostDocument); absent when every one weighs 1. */
  weights?: Float64Array;
}

// lunr exposes TokenSet.fromArray at runtime; @types/lunr declares it as an instance method.
const TokenSet = lunr.TokenSet as unknown as { fromArray(sorted: string[]): lunr.TokenSet };

/** `analyzer`: the index's language's (`file.lang`; languages.ts loads it). */
export function loadSearchIndex(file: SearchIndexFile, analyzer: Analyzer = englishAnalyzer): LoadedIndex {
  if (file.v !== INDEX_FILE_VERSION) throw new Error(`search index format ${String(file.v)} is not ${INDEX_FILE_VERSION}; rebuild the site`);
  const docs = storedDocuments(file);
  const count = docs.length;
  // The parts' terms in one sorted list (code unit order, as the build sorts them; one part's
  // already are), and each part's term numbers mapped onto it.
  let terms = file.parts.length === 1 ? file.parts[0]!.terms : [];
  if (file.parts.length > 1) {
    const distinct = new Set<string>();
    for (const part of file.parts) for (const term of part.terms) distinct.add(term);
    terms = [...distinct].sort((a, b) => (a < b ? -1 : 1));
  }
  const termIds = new Map(terms.map((term, i) => [term, i]));
  const termsOfPart = file.parts.map((part) => Uint32Array.from(part.terms, (term) => termIds.get(term)!));
  // Where each part's documents start in the whole index.
  const firstDocs: number[] = [];
  let docsBefore = 0;
  for (const part of file.parts) {
    firstDocs.push(docsBefore);
    docsBefore += part.docs.length;
  }
  const documentsWithTerm = new Uint32Array(terms.length);
  const fields = file.fields.map((field, f): FieldPostings => {
    // A term's postings are its postings in each part, the parts in order: counted, then placed.
    const offsets = new Uint32Array(terms.length + 1);
    file.parts.forEach((part, p) => {
      const global = termsOfPart[p]!;
      part.postings.forEach((byField, term) => (offsets[global[term]! + 1]! += postingCount(byField[f] ?? '')));
    });
    for (let term = 0; term < terms.length; term++) {
      documentsWithTerm[term]! += offsets[term + 1]!;
      offsets[term + 1]! += offsets[term]!;
    }
    const total = offsets[terms.length]!;
    const postingDocs = new Uint32Array(total);
    const tfs = new Uint16Array(total);
    const lengths = new Uint32Array(count);
    const next = offsets.slice(0, terms.length);
    file.parts.forEach((part, p) => {
      const global = termsOfPart[p]!;
      const firstDoc = firstDocs[p]!;
      part.postings.forEach((byField, term) => {
        const id = global[term]!;
        let at = next[id]!;
        const reader = new PostingReader(byField[f] ?? '');
        while (reader.next()) {
          const doc = firstDoc + reader.doc;
          postingDocs[at] = doc;
          tfs[at++] = reader.tf;
          lengths[doc]! += reader.tf;
        }
        next[id] = at;
      });
    });
    let sum = 0;
    for (const length of lengths) sum += length;
    return { field, boost: file.boost[field], offsets, docs: postingDocs, tfs, lengths, averageLength: sum / count };
  });
  return {
    docs,
    normalizedTitles: docs.map((doc) => normalizeTitle(doc.title, analyzer)),
    terms,
    termIds,
    tokenSet: TokenSet.fromArray(terms),
    idf: Float64Array.from(documentsWithTerm, (n) => idf(n, count)),
    fields,
    fuzzy: file.fuzzy,
    prefix: file.prefix,
    analyzer,
    maxFuzzy: file.maxFuzzy,
    combineWith: file.combineWith,
    ...(file.boosts?.length ? { weights: documentWeights(docs, file) } : {}),
  };
}

/** The weight of each document, from the file's [route, anchor, weight] list (1 for the others). */
function documentWeights(docs: readonly SearchDocument[], file: SearchIndexFile): Float64Array {
  const weights = new Float64Array(docs.length).fill(1);
  const byId = new Map(docs.map((doc, index) => [doc.id, index]));
  for (const [route, anchor, weight] of file.boosts ?? []) {
    const index = byId.get(anchor ? `${route}#${anchor}` : route);
    if (index !== undefined) weights[index] = weight;
  }
  return weights;
}

export function normalizeTitle(text: string, analyzer: Analyzer = englishAnalyzer): string {
  return analyzer
    .words(text)
    .map((word) => word.text.toLowerCase())
    .join(' ');
}

/** The stored documents as the dialog shows them (spec §3 "Search index document"). */
export function storedDocuments(file: SearchIndexFile): SearchDocument[] {
  return file.parts.flatMap((part) =>
    part.docs.map(([page, anchor, title, parents, snippet]) => {
      const [route, pageTitle] = part.pages[page]!;
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
    }),
  );
}
