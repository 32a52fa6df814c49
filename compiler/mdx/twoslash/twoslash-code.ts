// What the Shiki plugin needs to know of twoslash without loading it: which languages it checks
// and the error it throws. Kept apart from twoslash.ts, which imports TypeScript (most of a second
// to load), so that pages without twoslash blocks never pay for it.

export const TWOSLASH_LANGUAGES = new Set(['ts', 'tsx', 'typescript', 'js', 'jsx', 'javascript', 'mts', 'cts']);

/** A type error in a code block; line is 0-based within the block, column 1-based. */
export class TwoslashCodeError extends Error {
  constructor(
    message: string,
    readonly line: number | undefined,
    readonly column: number | undefined,
  ) {
    super(message);
    this.name = 'TwoslashCodeError';
  }
}


const TWOSLASH_FENCE = /^[ \t]*(?:```|~~~)[^\n]*\btwoslash\b/gm;

/**
 * How many fences of `source` ask for twoslash: a page's share of a cold build's work, which is
 * mostly type-checking (a block takes a few hundred milliseconds, a page of prose a few).
 */
export function twoslashBlockCount(source: string): number {
  if (!source.includes('twoslash')) return 0;
  return source.match(TWOSLASH_FENCE)?.length ?? 0;
}
