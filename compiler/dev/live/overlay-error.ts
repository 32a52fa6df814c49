// Errors as the reader of the overlay and the terminal sees them: file:line:column, the message,
// a code frame and a hint, for page errors (MDX, imports, rendering) and config errors alike. Pure.
import { readFileSync } from 'node:fs';
import type { ConfigError } from '../../../config/errors.js';
import type { OverlayError } from '../../../theme/shared/dev-messages.js';
import type { SerializedError } from '../../page/page-model.js';
import { codeFrame, DocsgenError, errorReference, formatDocsgenError, formatLocation, type SourceLocation } from '../../errors/docsgen-error.js';

export interface ReportedError {
  overlay: OverlayError;
  /** The same, for the terminal. */
  text: string;
}

/** A page error. `thrownAt` is where a component threw, when that is known (see thrown-location.ts). */
export function reportPageError(error: SerializedError | DocsgenError, title: string, thrownAt?: SourceLocation): ReportedError {
  const location = thrownAt ?? error.location;
  // When the throw is located in a component, the page it broke is still worth naming.
  const hint = thrownAt && error.location ? joinHints(`while rendering ${error.location.file}`, error.hint && !error.hint.startsWith('thrown at') ? error.hint : undefined) : error.hint;
  // Further problems of the page (every frontmatter mistake) are listed under the first.
  const more = (error.more ?? []).map((other) => `${other.location ? `${formatLocation(other.location)}  ` : ''}${other.message}${other.hint ? ` (${other.hint})` : ''}`);
  const also = more.length > 0 ? `\n\nAlso on this page:\n${more.join('\n')}` : '';
  const overlay: OverlayError = {
    title,
    location: location ? formatLocation(location) : undefined,
    message: error.message + also,
    frame: location?.source && location.line ? codeFrame(location.source, location.line, location.column) : undefined,
    hint,
  };
  const text = formatDocsgenError(new DocsgenError(error.code, error.message, { location, hint })) + also;
  return { overlay: dropUndefined(overlay), text };
}

/** A config that does not load: its first located problem gets the code frame; all are listed. */
/** `atStart`: no config ever loaded, so the defaults stand in (not "the last good config"). */
export function reportConfigError(error: ConfigError, atStart = false): ReportedError {
  const located = error.diagnostics.find((d) => d.line !== undefined);
  const source = located ? readSource(located.file) : undefined;
  const overlay: OverlayError = {
    title: atStart ? 'Config error (the default config is in use)' : 'Config error (the last good config is still in use)',
    location: located ? `${located.file}:${located.line}:${located.column ?? 1}` : (error.file ?? undefined),
    message: error.format(),
    frame: located && source ? codeFrame(source, located.line!, located.column) : undefined,
    hint: located?.hint,
  };
  const fallback = atStart ? 'the default config is in use' : 'the last good config stays in use';
  return { overlay: dropUndefined(overlay), text: `${error.format()}\n${errorReference(error.code)}\n(${fallback} until this is fixed)` };
}

/** What kind of failure, in the overlay's title. */
export function titleFor(error: SerializedError | DocsgenError, stage: 'compile' | 'bundle' | 'render'): string {
  if (stage === 'render') return 'Error while rendering';
  if (stage === 'bundle') return /Could not resolve/.test(error.message) ? 'Broken import' : 'Component error';
  return error.code === 'FrontmatterInvalid' ? 'Frontmatter error' : 'MDX error';
}

function joinHints(...hints: (string | undefined)[]): string | undefined {
  const present = hints.filter((hint): hint is string => Boolean(hint));
  return present.length > 0 ? present.join('; ') : undefined;
}

/** A file's text for a code frame; undefined when it cannot be read (the frame is then left out). */
export function readSource(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function dropUndefined(overlay: OverlayError): OverlayError {
  return Object.fromEntries(Object.entries(overlay).filter(([, value]) => value !== undefined)) as unknown as OverlayError;
}
