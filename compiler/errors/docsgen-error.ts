// Errors a user can cause, each with a message that says what is wrong, where, and how to fix it.
// The CLI prints them with `formatDocsgenError`; a stack trace is never the whole message. Each
// names its entry of the error catalogue (errors/catalogue.ts), which gives its kind and the
// manual's section the printed error links to.
import { ERRORS, errorUrl, type ErrorName } from './catalogue.js';

export { ERRORS, MANUAL_URL, errorUrl, isErrorName, type ErrorName } from './catalogue.js';

export type ErrorKind = 'content' | 'config' | 'usage';

export interface SourceLocation {
  file: string;
  /** For a value in the config: where in it, e.g. `sidebar["/core"][2].link`. */
  keyPath?: string;
  line?: number;
  column?: number;
  /** The file's text, for the code frame. */
  source?: string;
}

/**
 * A failure that is docsgen's own bug, reported through the same path as a user's errors (a page's
 * worker said something impossible). Not in the catalogue: there is nothing for a user to fix.
 */
export const INTERNAL_ERROR = 'InternalError';

export type ErrorCode = ErrorName | typeof INTERNAL_ERROR;

export class DocsgenError extends Error {
  /** The catalogue entry (errors/catalogue.ts), e.g. `BrokenLink`; tests assert on it, not on the message. */
  readonly code: ErrorCode;
  readonly kind: ErrorKind;
  readonly hint?: string;
  readonly location?: SourceLocation;
  /** Further problems found in the same pass (every frontmatter mistake of a page), reported with this one. */
  readonly more: DocsgenError[];
  /** The page that failed, when the location is elsewhere (a component it imports). */
  readonly page?: string;

  constructor(code: ErrorCode, message: string, options: { hint?: string; location?: SourceLocation; page?: string; cause?: unknown; more?: DocsgenError[] } = {}) {
    super(message, { cause: options.cause });
    this.name = 'DocsgenError';
    this.code = code;
    this.kind = code === INTERNAL_ERROR ? 'content' : ERRORS[code].kind;
    this.hint = options.hint;
    this.location = options.location;
    this.more = options.more ?? [];
    if (options.page !== undefined) this.page = options.page;
  }

  /** One error standing for all of `errors` (at least one): the first, carrying the rest. */
  static all(errors: DocsgenError[]): DocsgenError {
    const [first, ...rest] = errors;
    if (!first) throw new Error('internal: DocsgenError.all() needs at least one error');
    if (rest.length === 0) return first;
    return new DocsgenError(first.code, first.message, { hint: first.hint, location: first.location, page: first.page, cause: first.cause, more: [...first.more, ...rest] });
  }

  /** This error and every one it carries, in order. */
  flatten(): DocsgenError[] {
    return [this, ...this.more.flatMap((error) => error.flatten())];
  }
}

/** The exit code for a failure of this kind: 1 content errors, 2 usage or config errors. */
export function exitCodeFor(kind: ErrorKind): number {
  return kind === 'content' ? 1 : 2;
}

/** A few lines around `line`, with a caret under `column`, as compilers print them. */
/**
 * `text` safe to print on a terminal: control characters from a page's source (an escape sequence
 * that would recolour, move the cursor or retitle the terminal, a backspace, a bell) and the
 * invisible characters that reorder what is shown (bidirectional overrides) become visible ones,
 * one for one, so that a frame's caret still points where it should. Tabs and line breaks stay.
 */
export function visibleText(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, (char) => {
    const code = char.charCodeAt(0);
    // The Unicode "control pictures": ␀ … ␟, and ␡ for DEL.
    if (code < 0x20) return String.fromCharCode(0x2400 + code);
    if (code === 0x7f) return '\u2421';
    return '\ufffd';
  });
}

export function codeFrame(source: string, line: number, column = 1, context = 2): string {
  const lines = source.split(/\r?\n/);
  const first = Math.max(1, line - context);
  const last = Math.min(lines.length, line + context);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const marker = n === line ? '>' : ' ';
    out.push(`${marker} ${String(n).padStart(width)} | ${visibleText(lines[n - 1] ?? '')}`);
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  }
  return out.join('\n');
}

export function formatLocation(location: SourceLocation): string {
  if (location.keyPath) return `${location.file}:${location.keyPath}`;
  let text = location.file;
  if (location.line) text += `:${location.line}`;
  if (location.line && location.column) text += `:${location.column}`;
  return text;
}

/**
 * The line that names an error and where its section of the manual is: `docsgen explain` prints
 * it in the terminal (compiler/errors/docsgen-error/explain.ts), and the published manual has it when it has an
 * address (MANUAL_URL).
 */
export function errorReference(code: ErrorCode): string {
  if (code === INTERNAL_ERROR) return `[${INTERNAL_ERROR}] a bug in docsgen: please report it`;
  const url = errorUrl(code);
  return `[${code}] more: docsgen explain ${code}${url === undefined ? '' : ` or ${url}`}`;
}

/**
 * file:line:column, the message, the code frame, the hint (the catalogue's when the error has
 * none of its own) and the line naming the error with its link, in that order. `oneLine` gives
 * the place and message only, for lists of many (check-links' broken links).
 */
export function formatDocsgenError(error: DocsgenError, options: { oneLine?: boolean } = {}): string {
  const parts: string[] = [];
  const where = error.location ? `${formatLocation(error.location)}  ` : '';
  // Messages quote pages (a value, a name): printed visibly, as the frame is.
  parts.push(visibleText(`${where}${error.message}`));
  if (options.oneLine) return parts[0]!;
  const loc = error.location;
  if (loc?.source && loc.line) parts.push(codeFrame(loc.source, loc.line, loc.column));
  const hint = error.hint ?? (error.code === INTERNAL_ERROR ? undefined : ERRORS[error.code].hint);
  if (hint) parts.push(visibleText(`hint: ${hint}`));
  parts.push(errorReference(error.code));
  return parts.join('\n');
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * A build that failed on content: every broken page and every broken link, reported together.
 * The message counts them: "2 pages failed to build, 3 broken links in 2 files".
 */
export class BuildFailure extends Error {
  constructor(
    readonly errors: DocsgenError[],
    readonly brokenLinks: DocsgenError[] = [],
  ) {
    const parts: string[] = [];
    const files = new Set(errors.map((error) => error.page ?? error.location?.file ?? ''));
    const pages = [...files].filter((file) => file.startsWith('pages/')).length;
    // A page may have several problems (every frontmatter mistake): count both when they differ.
    const pageProblems = errors.filter((error) => (error.page ?? error.location?.file ?? '').startsWith('pages/')).length;
    if (pages > 0) parts.push(pageProblems > pages ? `${plural(pageProblems, 'problem')} in ${plural(pages, 'page')}` : `${plural(pages, 'page')} failed to build`);
    if (files.size > pages) parts.push(`${plural(files.size - pages, pages > 0 ? 'other file' : 'file')} with errors`);
    if (brokenLinks.length > 0) {
      const linkFiles = new Set(brokenLinks.map((error) => error.location?.file ?? '')).size;
      parts.push(`${plural(brokenLinks.length, 'broken link')} in ${plural(linkFiles, 'file')}`);
    }
    super(parts.join(', '));
    this.name = 'BuildFailure';
  }
}
