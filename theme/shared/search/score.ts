// Scores documents for a query whose words have each been expanded to weighted index terms.
//
// Each term is scored as lunr.Index#query scores a clause with that boost over every field:
//   S(term, doc) = Σ_field (weight · v_field,doc[term]) / |q|
// with v the BM25 vector lunr.Builder stores and |q| the norm of lunr's query vector.
// test/search/lunr-compat.test.ts checks these against lunr on the same documents.
//
// lunr would then add up every term. Here the terms of one query word are combined with a
// "disjunction max" instead (as Lucene's dis_max does): the word's best term counts in full and
// the others only a little. Otherwise a page full of walletList, walletUi, walletWithFeatures…
// would collect the prefix "wallet*" many times over and outrank the page that says "wallet".
import { fieldTermScore } from './bm25.js';
import type { LoadedIndex } from './load-index.js';

/** How much a word's other matching terms add to its best one. */
export const TIE_BREAKER = 0.1;

export interface ScoredWord {
  /** Term id → weight. */
  expansions: ReadonlyMap<number, number>;
  /** The bit that marks this word in `ScoredDocuments.masks`. */
  bit: number;
}

export interface ScoredDocuments {
  /** Documents that matched at least one term, in first-match order. The arrays are reused: valid until the next call. */
  matched: number[];
  /** Score of each document (0 for documents not matched). */
  scores: Float64Array;
  /** Per document: the OR of the bits of the words it matched. */
  masks: Uint32Array;
}

interface Scratch {
  scores: Float64Array;
  masks: Uint32Array;
  /** One term's score per document, then one word's best and sum. */
  term: Float64Array;
  best: Float64Array;
  sum: Float64Array;
  dirty: number[];
}

export function scoreWords(index: LoadedIndex, words: readonly ScoredWord[]): ScoredDocuments {
  const scratch = scratchFor(index);
  const { scores, masks, term: termScores, best, sum } = scratch;
  const matched: number[] = [];
  scratch.dirty = matched;

  // lunr's query vector: a term offered by several words has the sum of their weights.
  const queryVector = new Map<number, number>();
  for (const word of words) for (const [term, weight] of word.expansions) queryVector.set(term, (queryVector.get(term) ?? 0) + weight);
  let magnitude = 0;
  for (const weight of queryVector.values()) magnitude += weight * weight;
  magnitude = Math.sqrt(magnitude);
  if (magnitude === 0) return { matched, scores, masks };

  const wordDocs: number[] = [];
  const termDocs: number[] = [];
  for (const word of words) {
    for (const [term, weight] of word.expansions) {
      const idf = index.idf[term]!;
      for (const { offsets, docs, tfs, lengths, averageLength, boost } of index.fields) {
        for (let p = offsets[term]!, end = offsets[term + 1]!; p < end; p++) {
          const doc = docs[p]!;
          if (termScores[doc] === 0) termDocs.push(doc);
          // Never exactly 0, so the test above sees the document as touched.
          termScores[doc]! += (weight * fieldTermScore(idf, tfs[p]!, lengths[doc]!, averageLength, boost)) / magnitude || Number.MIN_VALUE;
        }
      }
      for (const doc of termDocs) {
        const score = termScores[doc]!;
        termScores[doc] = 0;
        if (sum[doc] === 0) wordDocs.push(doc);
        sum[doc]! += score;
        if (score > best[doc]!) best[doc] = score;
      }
      termDocs.length = 0;
    }
    for (const doc of wordDocs) {
      if (masks[doc] === 0) matched.push(doc);
      masks[doc]! |= word.bit;
      scores[doc]! += best[doc]! + TIE_BREAKER * (sum[doc]! - best[doc]!);
      best[doc] = 0;
      sum[doc] = 0;
    }
    wordDocs.length = 0;
  }
  return { matched, scores, masks };
}

// Arrays per index, cleared after use, rather than new ones per keystroke (at 4000 pages they
// have 36 000 entries each, and the garbage showed up as latency spikes).
const scratches = new WeakMap<LoadedIndex, Scratch>();

function scratchFor(index: LoadedIndex): Scratch {
  let scratch = scratches.get(index);
  if (!scratch) {
    const count = index.docs.length;
    scratch = { scores: new Float64Array(count), masks: new Uint32Array(count), term: new Float64Array(count), best: new Float64Array(count), sum: new Float64Array(count), dirty: [] };
    scratches.set(index, scratch);
  }
  for (const doc of scratch.dirty) {
    scratch.scores[doc] = 0;
    scratch.masks[doc] = 0;
  }
  return scratch;
}

/** The fields a term occurs in for one document (binary search in its postings). */
export function fieldsWithTerm(index: LoadedIndex, term: number, doc: number): LoadedIndex['fields'][number]['field'][] {
  const found: LoadedIndex['fields'][number]['field'][] = [];
  for (const { field, offsets, docs } of index.fields) {
    let low = offsets[term]!;
    let high = offsets[term + 1]!;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (docs[middle]! < doc) low = middle + 1;
      else high = middle;
    }
    if (low < offsets[term + 1]! && docs[low] === doc) found.push(field);
  }
  return found;
}
