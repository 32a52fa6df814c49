// Words → index terms, for one language: its words (tokenize.ts), lower-cased, its stop words
// dropped and its stemmer applied (lunr's for English; lunr-languages' for the others, see
// languages.ts). The index, the query and highlighting all go through the analyzer of the
// index's language, so a query term and an indexed term can only match when they are the same
// string.
import lunr from 'lunr';
import { forEachWord, identifierParts, words, type Word, type WordOptions } from './tokenize.js';

/** A lunr pipeline function: the token, changed, or nothing for a word the index never stores. */
export type TokenFilter = (token: lunr.Token) => lunr.Token | null | undefined | void;

/** A term an identifier contributes, with where it sits in the identifier. */
export interface PartTerm {
  term: string;
  start: number;
  end: number;
}

export interface Analyzer {
  /** The BCP 47 language the analyzer is for ('en'). */
  readonly lang: string;
  words(text: string): Word[];
  /** `words` without an object per word (see tokenize.ts). */
  forEachWord(text: string, visit: (word: string, start: number) => void): void;
  /** The index term for one word, or null for a stop word (or a word that stems to nothing). */
  termOf(word: string): string | null;
  /**
   * The terms of an identifier's parts, then of each pair of adjacent parts: a name such as
   * metaMaskVirtualWallet is found by "meta mask", but also by "metamask" and "virtualwallet",
   * the words its humps join. (With two parts the pair is the whole name, already a term.)
   */
  partTerms(word: string): PartTerm[];
  /** The terms one word contributes to the index: the whole word, then its identifier parts. */
  wordTerms(word: string): readonly string[];
}

// Documentation repeats a small vocabulary many times; stemming each occurrence again was most of
// the indexing time, so results are kept per distinct word. Bounded so a long dev session cannot
// grow it without limit.
const MAX_CACHED = 200_000;

export function createAnalyzer(lang: string, filters: readonly TokenFilter[], options: { english?: boolean } = {}): Analyzer {
  const termCache = new Map<string, string | null>();
  const wordCache = new Map<string, readonly string[]>();
  // English keeps apostrophes inside words and reads "createStore's" as createStore; other
  // languages split at them (French l’installation is "l" and "installation").
  const wordOptions: WordOptions = { apostrophes: options.english === true, lang };
  const normalize = options.english ? (word: string) => word.toLowerCase().replace(/['’]s$/, '').replace(/['’]/g, '') : (word: string) => word.toLowerCase();

  const termOf = (word: string): string | null => {
    const lower = normalize(word);
    let term = termCache.get(lower);
    if (term === undefined) {
      let token: lunr.Token | null | undefined | void = new lunr.Token(lower, {});
      for (const filter of filters) {
        token = filter(token);
        if (!token) break;
      }
      term = token ? token.toString() || null : null;
      if (termCache.size >= MAX_CACHED) termCache.clear();
      termCache.set(lower, term);
    }
    return term;
  };

  const partTerms = (word: string): PartTerm[] => {
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
  };

  return {
    lang,
    words: (text) => words(text, wordOptions),
    forEachWord: (text, visit) => forEachWord(text, visit, wordOptions),
    termOf,
    partTerms,
    wordTerms(word) {
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
    },
  };
}

/** English: lunr's own stop words and stemmer. */
export const englishAnalyzer: Analyzer = createAnalyzer('en', [lunr.stopWordFilter as TokenFilter, lunr.stemmer as TokenFilter], { english: true });
