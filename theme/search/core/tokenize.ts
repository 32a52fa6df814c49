// Splitting text into words, the same way for the index, the query and highlighting. Pure.
//
// lunr's own tokenizer splits on whitespace and hyphens only, so `createStore()`, `wallet.id` or
// `starknet:0x534e` would each stay one token. Documentation is full of such API names, so words
// here are runs of letters, digits and underscores, and identifiers also yield their camelCase /
// snake_case parts (`formatStarknetChainId` → format, starknet, chain, id), so that both the exact
// name and a plain-words question ("chain id format") find it.

export interface Word {
  /** As written (original case). */
  text: string;
  start: number;
  end: number;
}

// Letters, digits and underscores, with inner apostrophes kept (don't, wallet's).
const WORD = /[\p{L}\p{N}_]+(?:['’][\p{L}\p{N}_]+)*/gu;

export function words(text: string): Word[] {
  const found: Word[] = [];
  forEachWord(text, (word, start) => found.push({ text: word, start, end: start + word.length }));
  return found;
}

/** `words` without an object per word: indexing calls this for every word of every page. `visit` must not call it again (the pattern's lastIndex is shared). */
export function forEachWord(text: string, visit: (word: string, start: number) => void): void {
  WORD.lastIndex = 0;
  for (let match = WORD.exec(text); match !== null; match = WORD.exec(text)) visit(match[0], match.index);
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
