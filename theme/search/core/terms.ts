// Words → index terms: lower-cased, English stop words dropped, stemmed with lunr's stemmer.
// The index, the query and highlighting all go through here, so a query term and an indexed
// term can only match when they are the same string.
import lunr from 'lunr';
import { forEachWord, identifierParts } from './tokenize.js';

// Documentation repeats a small vocabulary many times; stemming each occurrence again was most of
// the indexing time, so results are kept per distinct word. Bounded so a long dev session cannot
// grow it without limit.
const MAX_CACHED = 200_000;
const termCache = new Map<string, string | null>();
const wordCache = new Map<string, readonly string[]>();

/** The index term for one word, or null for a stop word (or a word that stems to nothing). */
export function termOf(word: string): string | null {
  // Possessives and contractions: "createStore's" is about createStore, "don't" is one word.
  const lower = word.toLowerCase().replace(/['’]s$/, '').replace(/['’]/g, '');
  let term = termCache.get(lower);
  if (term === undefined) {
    const token = new lunr.Token(lower, {});
    const kept = lunr.stopWordFilter(token) as lunr.Token | undefined;
    term = kept ? lunr.stemmer(kept).toString() || null : null;
    if (termCache.size >= MAX_CACHED) termCache.clear();
    termCache.set(lower, term);
  }
  return term;
}

/** Is the word one the index never stores (a stop word such as "get" or "the")? */
export function isStopWord(word: string): boolean {
  return termOf(word) === null;
}

/** A term an identifier contributes, with where it sits in the identifier. */
export interface PartTerm {
  term: string;
  start: number;
  end: number;
}

/**
 * The terms of an identifier's parts, then of each pair of adjacent parts: a name such as
 * metaMaskVirtualWallet is found by "meta mask", but also by "metamask" and "virtualwallet",
 * the words its humps join. (With two parts the pair is the whole name, already a term.)
 */
export function partTerms(word: string): PartTerm[] {
  const parts = identifierParts(word);
  const found: PartTerm[] = [];
  for (const part of parts) {
    const term = termOf(part.text);
    if (term) found.push({ term, start: part.start, end: part.start + part.text.length });
  }
  if (parts.length > 2) {
    for (let i = 0; i + 1 < parts.length; i++) {
      const [a, b] = [parts[i]!, parts[i + 1]!];
      // Adjacent in the word (identifierParts skips one-letter parts, which can leave gaps).
      if (a.start + a.text.length !== b.start) continue;
      const term = termOf(a.text + b.text);
      if (term) found.push({ term, start: a.start, end: b.start + b.text.length });
    }
  }
  return found;
}

/** The terms one word contributes to the index: the whole word, then its identifier parts. */
export function wordTerms(word: string): readonly string[] {
  let terms = wordCache.get(word);
  if (terms === undefined) {
    const whole = termOf(word);
    const list: string[] = whole ? [whole] : [];
    for (const { term } of partTerms(word)) if (term !== whole) list.push(term);
    terms = list;
    if (wordCache.size >= MAX_CACHED) wordCache.clear();
    wordCache.set(word, terms);
  }
  return terms;
}

/** Adds each term of a text to `counts` (term → occurrences, i.e. the term frequency). */
export function countTerms(text: string, counts: Map<string, number>): void {
  forEachWord(text, (word) => {
    for (const term of wordTerms(word)) counts.set(term, (counts.get(term) ?? 0) + 1);
  });
}
