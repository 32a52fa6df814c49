// English words → index terms, as the English analyzer makes them (analyzer.ts): the functions a
// site in English indexes and searches with, and the tests call.
import { englishAnalyzer, type PartTerm } from './analyzer.js';

export type { PartTerm };

/** The index term for one word, or null for a stop word (or a word that stems to nothing). */
export const termOf = englishAnalyzer.termOf;

/** Is the word one the index never stores (a stop word such as "get" or "the")? */
export function isStopWord(word: string): boolean {
  return termOf(word) === null;
}

export const partTerms = englishAnalyzer.partTerms;

/** The terms one word contributes to the index: the whole word, then its identifier parts. */
export const wordTerms = englishAnalyzer.wordTerms;
