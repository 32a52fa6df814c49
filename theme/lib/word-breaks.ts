// Where a long identifier may wrap. Browsers break text at spaces and after hyphens only, so on a
// phone `StarknetWalletRequestFeature` either overflows or, with overflow-wrap, splits wherever
// the line ends ("StarknetWalletRequestFeatu / re"). Splitting it into pieces at the points a
// reader would choose (camelCase humps, the end of an acronym or a number, after '/', '-', '_',
// ':', before '.') and joining them with <wbr> lets it wrap there instead. Pure.

/** Words shorter than this never get break points: a short name wraps whole, as prose does. */
export const MIN_BREAKABLE_LENGTH = 16;
/** No piece shorter than this: "formatStarknetChainId" breaks as format|Starknet|ChainId. */
const MIN_PIECE_LENGTH = 3;

const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;
const DIGIT = /\d/;
const WORD = /[\p{L}\d]/u;

/** Whether a line may break between text[i - 1] and text[i] of one identifier. */
function breaksBefore(text: string, i: number): boolean {
  const before = text[i - 1]!;
  const at = text[i]!;
  const after = text[i + 1] ?? '';
  if ('/-_:'.includes(before)) return WORD.test(at);
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

/**
 * A text cut into runs between which a line may break (the caller joins them with <wbr>).
 * Spaces stay inside the runs; only long words are cut. Text without a long word is one run.
 */
export function breakableRuns(text: string): string[] {
  const runs: string[] = [];
  let current = '';
  for (const part of text.split(/(\s+)/)) {
    const pieces = identifierPieces(part);
    current += pieces[0];
    for (const piece of pieces.slice(1)) {
      runs.push(current);
      current = piece;
    }
  }
  runs.push(current);
  return runs;
}
