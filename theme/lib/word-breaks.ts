// Where a long identifier may wrap. Browsers break text at spaces and after hyphens only, so on a
// phone `StarknetWalletRequestFeature` either overflows or, with overflow-wrap, splits wherever
// the line ends ("StarknetWalletRequestFeatu / re"), and `@starknet-io/get-starknet-modal` splits
// at any hyphen. Splitting it into pieces at the points a reader would choose (camelCase humps,
// the end of an acronym or a number, after '/', '_', ':', before '.') and joining them with <wbr>
// lets it wrap there instead; a piece's own hyphens are kept from breaking (keepsWhole) so a
// package name wraps at its '/' only. Pure.

/** Words shorter than this never get break points: a short name wraps whole, as prose does. */
export const MIN_BREAKABLE_LENGTH = 16;
/** No piece shorter than this: "formatStarknetChainId" breaks as format|Starknet|ChainId. */
const MIN_PIECE_LENGTH = 3;
/** A hyphenated piece up to this long never breaks at its hyphens; a longer one may, as text does. */
export const MAX_WHOLE_PIECE_LENGTH = 24;

const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;
const DIGIT = /\d/;
const WORD = /[\p{L}\d]/u;

/** Whether a line may break between text[i - 1] and text[i] of one identifier. */
function breaksBefore(text: string, i: number): boolean {
  const before = text[i - 1]!;
  const at = text[i]!;
  const after = text[i + 1] ?? '';
  if ('/_:'.includes(before)) return WORD.test(at);
  if (at === '.') return WORD.test(before) && WORD.test(after);
  if (!UPPER.test(at)) return false;
  // camelCase hump (walletName), the end of a number (EIP1193Adapter), or of an acronym (RPCError).
  return LOWER.test(before) || DIGIT.test(before) || (UPPER.test(before) && LOWER.test(after));
}

/** One word (no spaces) cut at its break points; a short word comes back whole. */
export function identifierPieces(word: string): string[] {
  if (word.length < MIN_BREAKABLE_LENGTH) return [word];
  const pieces: string[] = [];
  let start = 0;
  for (let i = 1; i < word.length; i++) {
    if (i - start < MIN_PIECE_LENGTH || word.length - i < MIN_PIECE_LENGTH) continue;
    if (!breaksBefore(word, i)) continue;
    pieces.push(word.slice(start, i));
    start = i;
  }
  pieces.push(word.slice(start));
  return pieces;
}

/** Whether a piece of an identifier must not break at its own hyphens ("get-starknet-modal"). */
export function keepsWhole(piece: string): boolean {
  return piece.includes('-') && piece.length <= MAX_WHOLE_PIECE_LENGTH;
}

export type Run = { text: string; whole?: true };

/**
 * A text cut into runs between which a line may break (the caller joins them with <wbr>); runs
 * marked `whole` must not break inside. Spaces stay inside the runs; only long words are cut.
 * Text without a long word is one run.
 */
export function breakableRuns(text: string): Run[] {
  const runs: Run[] = [];
  let current = '';
  const flush = () => {
    if (current) runs.push({ text: current });
    current = '';
  };
  for (const part of text.split(/(\s+)/)) {
    const pieces = identifierPieces(part);
    if (pieces.length === 1 && part.length < MIN_BREAKABLE_LENGTH) {
      current += part;
      continue;
    }
    pieces.forEach((piece, index) => {
      if (index > 0) flush();
      if (keepsWhole(piece)) {
        flush();
        runs.push({ text: piece, whole: true });
      } else {
        current += piece;
      }
    });
  }
  flush();
  return runs.length > 0 ? runs : [{ text }];
}
