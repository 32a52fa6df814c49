// A query's words → the index terms each may match, with how good a match each is.
//
// lunr can do prefix (`term*`) and fuzzy (`term~1`) matching itself, but gives every expansion of a
// clause the same boost: `conn*` would count "connect" and "connectorconfiguration" alike, and a
// one-edit typo as much as the word. Expanding here, over lunr's own token set (trie.ts), lets each
// expansion carry its own weight, the way prefix and fuzzy matches are usually ranked.
import { fuzzyTerms, prefixTerms } from './trie.js';
import type { LoadedIndex } from './load-index.js';
import { englishAnalyzer, type Analyzer } from './analyzer.js';

/** The weight of an exact term; prefix and fuzzy matches weigh less, the closer the more. */
const EXACT = 1;
const PREFIX = 0.5;
const FUZZY = 0.4;
/**
 * Fuzzy matching allows floor(fuzzy × length) edits, but no more than this: at 0.2, a 28-letter
 * API name would allow 5, which matches almost anything (and lunr's own fuzzy automaton would
 * exhaust memory). lunr's docs advise staying below 3.
 */
export const MAX_EDIT_DISTANCE = 2;
/** A fuzzy match is never a term shorter than this. */
const MIN_FUZZY_TERM = 4;
/**
 * Endings the stemmer removes. Index terms are stems, and a typo can keep the stemmer from
 * trimming a word ("provder" stays "provder", while "provider" is indexed as "provid"); so a term
 * may also match the typed word minus one of these endings ("provd" + "er"), but not minus any
 * letters at all — "creates" must not pass for a typo of "createstroe".
 */
const STEM_ENDINGS = new Set(['s', 'es', 'ies', 'e', 'ed', 'ing', 'er', 'ers', 'y', 'ly', 'al', 'ion', 'ions', 'ation', 'ations', 'ment', 'ments', 'ness', 'ity', 'ive', 'ize', 'ise', 'able', 'ible', 'ful', 'ous', 'ance', 'ence', 'ant', 'ent', 'ism', 'ist']);

/** Long queries are cut here: more words add cost, not precision. */
const MAX_QUERY_WORDS = 12;

export interface QueryWord {
  /** As typed, lower-cased. */
  text: string;
  /** Index term → weight (0 < weight ≤ 1). */
  expansions: Map<string, number>;
}

export interface ExpandOptions {
  fuzzy: number;
  prefix: boolean;
  /** At most this many edits (MAX_EDIT_DISTANCE when not given). */
  maxFuzzy?: number;
}

/** The words of a query that count. Stop words only count when nothing else is left ("get"). */
export function queryWords(query: string, analyzer: Analyzer = englishAnalyzer): { text: string; term: string | null }[] {
  const seen = new Set<string>();
  const all: { text: string; term: string | null }[] = [];
  for (const word of analyzer.words(query)) {
    const text = word.text.toLowerCase();
    if (seen.has(text)) continue;
    seen.add(text);
    all.push({ text, term: analyzer.termOf(text) });
  }
  const meaningful = all.filter((word) => word.term !== null);
  return (meaningful.length > 0 ? meaningful : all).slice(0, MAX_QUERY_WORDS);
}

export function expandQuery(query: string, index: Pick<LoadedIndex, 'tokenSet' | 'termIds'> & { analyzer?: Analyzer }, options: ExpandOptions): QueryWord[] {
  return queryWords(query, index.analyzer).map(({ text, term }) => {
    const expansions = new Map<string, number>();
    const offer = (candidate: string, weight: number) => {
      if (weight > (expansions.get(candidate) ?? 0)) expansions.set(candidate, weight);
    };
    if (term && index.termIds.has(term)) offer(term, EXACT);
    if (options.prefix) {
      // Against the word as typed: a half-typed word has no meaningful stem.
      prefixTerms(index.tokenSet, text, (candidate) => offer(candidate, (PREFIX * text.length) / candidate.length));
    }
    const distance = Math.min(options.maxFuzzy ?? MAX_EDIT_DISTANCE, Math.floor(options.fuzzy * text.length));
    if (distance > 0) {
      fuzzyTerms(index.tokenSet, text, distance, (candidate, distances) => {
        if (candidate.length < MIN_FUZZY_TERM) return;
        const edits = stemEdits(text, distances);
        if (edits > distance) return;
        offer(candidate, FUZZY * (1 - edits / candidate.length) * Math.min(1, candidate.length / text.length));
      });
    }
    return { text, expansions };
  });
}

/** Edits from a term to the typed word, or to the word minus a stemmer's ending (distances[k]: to word.slice(0, k)). */
function stemEdits(word: string, distances: readonly number[]): number {
  let best = distances[word.length]!;
  for (let k = word.length - 1; k > 0 && word.length - k <= 6; k--) {
    if (distances[k]! < best && STEM_ENDINGS.has(word.slice(k))) best = distances[k]!;
  }
  return best;
}
