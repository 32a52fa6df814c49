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

