// Reads a page's text. Pages must be UTF-8: read as UTF-8 regardless, a Latin-1 or UTF-16 file
// would turn into replacement characters and mojibake on the published page without a word, so
// it is an error that says where the first bad byte is and how to fix it.
import { readFileSync } from 'node:fs';
import { isUtf8 } from 'node:buffer';
import { DocsgenError } from '../errors/docsgen-error.js';

/**
 * The largest page a build compiles, in MB. Compiling takes about a thousand times a page's size in
 * memory (a 2.7 MB page of 200,000 links peaked at 3 GB): a page of tens of MB ran its thread out
 * of memory after minutes. check-links' scanner reads any size.
 */
export const MAX_PAGE_MB = 5;

/** The message of a page whose file is not there when it is read (see `readPageSource`). */
export const PAGE_FILE_GONE = 'the page file is not there: it was deleted, moved or renamed since the pages were listed';

/** Whether a page failed because its file was not there: a moment later it may be (the dev server does not keep such a failure). */
export function isPageFileGone(error: { message: string }): boolean {
  return error.message === PAGE_FILE_GONE;
}

/** A page's text for the build: UTF-8, and not larger than `MAX_PAGE_MB`. */
export function readPageSource(filePath: string, relativePath: string): string {
  let bytes: Buffer;
  try {
    bytes = readFileSync(filePath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new DocsgenError('ChangedDuringBuild', PAGE_FILE_GONE, { location: { file: relativePath }, hint: 'put it back, or run the command again if it was meant to go', cause: error });
  }
  if (bytes.length > MAX_PAGE_MB * 1024 * 1024) {
    throw new DocsgenError('PageUnreadable', `the page is ${(bytes.length / 1024 / 1024).toFixed(1)} MB; pages of up to ${MAX_PAGE_MB} MB are built`, {
      location: { file: relativePath },
      hint: 'split it into several pages (a page this large would take minutes and gigabytes of memory to compile, and as long to load in a browser)',
    });
  }
  return decodePageSource(bytes, relativePath);
}

export function decodePageSource(bytes: Buffer, relativePath: string): string {
  if (isUtf8(bytes)) return bytes.toString('utf8');
  const hint = 'save the file as UTF-8 (your editor\'s "Save with encoding" or `iconv -f latin1 -t utf-8`)';
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    throw new DocsgenError('PageUnreadable', 'the page is UTF-16 text; pages must be UTF-8', { location: { file: relativePath, line: 1, column: 1 }, hint });
  }
  const { line, column, byte } = firstInvalidByte(bytes);
  throw new DocsgenError('PageUnreadable', `the page is not UTF-8 text: byte 0x${byte.toString(16).toUpperCase().padStart(2, '0')} cannot start or continue a character`, {
    location: { file: relativePath, line, column, source: bytes.toString('utf8') },
    hint,
  });
}

/** Line and column (in characters) of the first byte that is not valid UTF-8. */
function firstInvalidByte(bytes: Buffer): { line: number; column: number; byte: number } {
  let start = 0;
  let line = 1;
  for (;;) {
    const end = bytes.indexOf(0x0a, start);
    const text = bytes.subarray(start, end === -1 ? bytes.length : end);
    if (!isUtf8(text)) {
      // The longest valid prefix ends where the bad byte is.
      let valid = 0;
      for (let k = 1; k <= text.length && k - valid <= 4; k++) if (isUtf8(text.subarray(0, k))) valid = k;
      return { line, column: text.subarray(0, valid).toString('utf8').length + 1, byte: text[valid]! };
    }
    if (end === -1) return { line, column: 1, byte: bytes[0]! };
    start = end + 1;
    line++;
  }
}
