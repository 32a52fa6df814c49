// Splitting text into words, the same way for the index, the query and highlighting. Pure.
//
// lunr's own tokenizer splits on whitespace and hyphens only, so `createStore()`, `wallet.id` or
// `starknet:0x534e` would each stay one token. Documentation is full of such API names, so words
// here are runs of letters, digits and underscores, and identifiers also yield their camelCase /
// snake_case parts (`formatStarknetChainId` → format, starknet, chain, id), so that both the exact
// name and a plain-words question ("chain id format") find it.
//
// Scripts written without spaces between words (Chinese, Japanese, Thai, Lao, Khmer, Burmese) are
// cut into words with Intl.Segmenter (the platform's dictionary, in Node and in browsers), so a
// word inside a sentence is a term of its own: 検索 in このページでは検索の使い方を説明します.

export interface Word {
  /** As written (original case). */
  text: string;
  start: number;
  end: number;
}

// Letters, digits and underscores, with inner apostrophes kept (don't, wallet's).
const WORD = /[\p{L}\p{N}_]+(?:['’][\p{L}\p{N}_]+)*/gu;
// The same without apostrophes: in French or Italian they join an elided article to its word
// (l’installation is "l" and "installation").
const WORD_PLAIN = /[\p{L}\p{N}_]+/gu;
// Characters of the scripts that do not separate words with spaces.
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

export function words(text: string, options?: WordOptions): Word[] {
  const found: Word[] = [];
  forEachWord(text, (word, start) => found.push({ text: word, start, end: start + word.length }), options);
  return found;
}

export interface WordOptions {
  /** Keep apostrophes inside words (English: don't, wallet's). Default true. */
  apostrophes?: boolean;
  /** The language Intl.Segmenter cuts unspaced scripts for (a Han run reads differently in Japanese and Chinese). Default 'en'. */
  lang?: string;
}

const segmenters = new Map<string, Intl.Segmenter>();

function segmenter(lang: string): Intl.Segmenter {
  let made = segmenters.get(lang);
  if (!made) segmenters.set(lang, (made = new Intl.Segmenter(lang, { granularity: 'word' })));
  return made;
}

/**
 * `words` without an object per word: indexing calls this for every word of every page. `visit`
 * must not call it again (the pattern's lastIndex is shared).
 */
export function forEachWord(text: string, visit: (word: string, start: number) => void, options?: WordOptions): void {
  const pattern = options?.apostrophes === false ? WORD_PLAIN : WORD;
  // One test per text: most documentation has no unspaced script at all.
  if (!UNSPACED.test(text)) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) visit(match[0], match.index);
    return;
  }
  const cut = segmenter(options?.lang ?? 'en');
  // Collected first: segmenting calls no regular expression, but `visit` may (identifier parts).
  const found: [string, number][] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    if (!UNSPACED.test(match[0])) {
      found.push([match[0], match.index]);
      continue;
    }
    for (const part of cut.segment(match[0])) if (part.isWordLike) found.push([part.segment, match.index + part.index]);
  }
  for (const [word, start] of found) visit(word, start);
}

// An identifier worth splitting: a lower→upper hump (useConnect), an acronym before a word
// (HTMLElement), a digit before a capital (EIP1193Adapter) or an inner underscore (SN_MAIN).
// Plain lower-case words and hex literals (0x534e5f) are left whole.
const IDENTIFIER = /\p{Ll}\p{Lu}|\p{Lu}\p{Lu}\p{Ll}|\p{N}\p{Lu}|[\p{L}\p{N}]_[\p{L}\p{N}]/u;
// Acronyms (EIP), capitalised or lower-case runs (Adapter, use) and digit runs.
const PART = /\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+/gu;

/** The parts of an identifier, with offsets inside it; [] for a word that is not one. */
export function identifierParts(word: string): { text: string; start: number }[] {
  if (!IDENTIFIER.test(word)) return [];
  const parts: { text: string; start: number }[] = [];
  for (const match of word.matchAll(PART)) {
    // One-letter parts (the A of isA) would match half the index and say little.
    if (match[0].length > 1) parts.push({ text: match[0], start: match.index });
  }
  return parts.length > 1 ? parts : [];
}
