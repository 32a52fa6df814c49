// The search itself: query text → ranked results. Pure and synchronous; the dialog, the unit tests
// and the benchmark all run this same function.
//
// 1. expand.ts: each query word → index terms (exact, prefix, fuzzy), each with a weight;
// 2. score.ts: lunr's BM25 score of every document for those weighted terms, best term per word;
// 3. here: rank — documents that match more of the query words first, a document titled exactly
//    as the query above the rest — and keep the best MAX_RESULTS.
import { expandQuery, type ExpandOptions } from './expand.js';
import { normalizeTitle, type LoadedIndex } from './load-index.js';
import { fieldsWithTerm, scoreWords, type ScoredWord } from './score.js';
import { TopK } from './top-k.js';
import { MAX_RESULTS, type SearchField, type SearchResult } from './types.js';

export interface QueryOptions extends Partial<ExpandOptions> {
  combineWith?: 'or' | 'and';
  /** Default MAX_RESULTS (16). */
  limit?: number;
}

/**
 * A document whose title is exactly the query (`createStore` → the createStore page) is what the
 * reader asked for by name; its score is multiplied by these so that a long section that mentions
 * the name many times cannot outrank it.
 */
const EXACT_TITLE_PAGE = 3;
const EXACT_TITLE_SECTION = 2;

export function search(index: LoadedIndex, query: string, options: QueryOptions = {}): SearchResult[] {
  const queryWords = expandQuery(query, index, { fuzzy: options.fuzzy ?? index.fuzzy, prefix: options.prefix ?? index.prefix, maxFuzzy: options.maxFuzzy ?? index.maxFuzzy });
  const every = (options.combineWith ?? index.combineWith) === 'and';
  const words: ScoredWord[] = queryWords.map((word, i) => ({
    bit: 1 << i,
    expansions: new Map([...word.expansions].map(([term, weight]) => [index.termIds.get(term)!, weight])),
  }));
  if (words.every((word) => word.expansions.size === 0)) return [];

  const { matched, scores, masks: docMasks } = scoreWords(index, words);
  const title = normalizeTitle(query, index.analyzer);
  const best = new TopK<{ doc: number; score: number }>(options.limit ?? MAX_RESULTS, (a, b) => a.score - b.score || Number(index.docs[a.doc]!.isPage) - Number(index.docs[b.doc]!.isPage) || b.doc - a.doc);
  const scored: { doc: number; score: number }[] = [];
  /** Page id → the best score of its sections (but those titled exactly as the query). */
  const bestSection = new Map<string, number>();
  for (const doc of matched) {
    const weight = index.weights ? index.weights[doc]! : 1;
    if (weight === 0) continue;
    // Words are ORed (unless the site says AND); a document that has all of them is the better
    // answer, so the score is scaled by the square of the share of query words it matched.
    const found = bitCount(docMasks[doc]!);
    if (every && found < queryWords.length) continue;
    const coverage = found / queryWords.length;
    let score = scores[doc]! * coverage * coverage * weight;
    const named = index.normalizedTitles[doc] === title;
    if (named) score *= index.docs[doc]!.isPage ? EXACT_TITLE_PAGE : EXACT_TITLE_SECTION;
    scored.push({ doc, score });
    const { isPage, id } = index.docs[doc]!;
    // A section titled exactly as the query was named by the reader: its page does not pass it.
    if (!isPage && !named) {
      const page = pageIdOf(id);
      if (score > (bestSection.get(page) ?? 0)) bestSection.set(page, score);
    }
  }
  for (const entry of scored) {
    const { isPage, id } = index.docs[entry.doc]!;
    // A page whose title holds every word of the query (a typo or a prefix of its name too) is what
    // the reader named: it comes before its own sections, however often they repeat the name
    // (an API reference's section does). Pages of other names keep their place.
    const sections = isPage ? bestSection.get(id) : undefined;
    if (sections !== undefined && sections >= entry.score && titleHoldsEvery(index, words, entry.doc)) entry.score = sections * (1 + 1e-6);
    best.offer(entry);
  }
  // Ties: a page before its sections, then index order (pages sorted by route, sections in page order).
  const ranked = best.sorted();

  const allTerms = new Set(words.flatMap((word) => [...word.expansions.keys()]));
  return ranked.map(({ doc, score }) => {
    const match: Record<string, SearchField[]> = {};
    for (const term of allTerms) {
      const fields = fieldsWithTerm(index, term, doc);
      if (fields.length > 0) match[index.terms[term]!] = fields;
    }
    return { ...index.docs[doc]!, score, terms: Object.keys(match), match };
  });
}

/** A section's page: its id without the `#anchor`. */
function pageIdOf(id: string): string {
  const hash = id.indexOf('#');
  return hash === -1 ? id : id.slice(0, hash);
}

/** Whether each query word matched the document's title field through one of its expansions. */
function titleHoldsEvery(index: LoadedIndex, words: readonly ScoredWord[], doc: number): boolean {
  return words.every((word) => [...word.expansions.keys()].some((term) => fieldsWithTerm(index, term, doc).includes('title')));
}

function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
}
