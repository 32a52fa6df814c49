// A page that fails to compile, as a DocsgenError with file:line:column, a code frame and a hint:
// MDX's own messages, and failures of the site's plugins (named, with their config key).
import { VFileMessage } from 'vfile-message';
import { DocsgenError } from '../errors/docsgen-error.js';
import { PluginFailure } from './site-plugins.js';

/** MDX's messages carry a position; turn them into file:line:column errors with a code frame. */
export function toPageError(error: unknown, relativePath: string, source: string): DocsgenError {
  if (error instanceof DocsgenError) return error;
  if (error instanceof PluginFailure) return pluginError(error, relativePath, source);
  if (error instanceof VFileMessage) {
    let place = error.place && 'start' in error.place ? error.place.start : error.place;
    let reason = error.reason;
    // Some messages (an unclosed JSX tag) carry their position only in the text: "(5:1-5:6)".
    const inText = /\s*\((\d+):(\d+)(?:-\d+:\d+)?\)$/.exec(reason);
    if (inText) {
      place ??= { line: Number(inText[1]), column: Number(inText[2]) };
      reason = reason.slice(0, inText.index);
    }
    return new DocsgenError('CompileError', reason, {
      location: { file: relativePath, line: place?.line, column: place?.column, source },
      // docsgen's own plugins say what to do in the message's note.
      hint: error.note ?? hintForMdxError(error),
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new DocsgenError('CompileError', message, { location: { file: relativePath }, cause: error });
}

/**
 * A site plugin that threw: named, with its key in the config, at the place in the page it
 * reported (a VFileMessage from `file.fail(…, node)`, or an error carrying a position).
 */
function pluginError(failure: PluginFailure, relativePath: string, source: string): DocsgenError {
  const place = placeOf(failure.cause);
  const location = { file: relativePath, source, ...(place ?? {}) };
  const stackFrame = failure.cause instanceof Error && !(failure.cause instanceof VFileMessage) ? firstFrame(failure.cause) : undefined;
  const hint = place
    ? `the ${failure.plugin.stage} plugin configured at ${failure.plugin.keyPath} in docsgen.config reported this`
    : `the ${failure.plugin.stage} plugin configured at ${failure.plugin.keyPath} in docsgen.config threw without saying where in the page${stackFrame ? ` (${stackFrame})` : ''}`;
  return new DocsgenError('PluginFailed', failure.message, { location, hint, cause: failure.cause });
}

/** The first stack frame of a throw; code from the config is bundled, so the config is named instead. */
function firstFrame(error: Error): string | undefined {
  const frame = error.stack?.split('\n')[1]?.trim();
  if (!frame || !frame.includes('/.docsgen-cache/config/')) return frame;
  const fn = /^at (\S+) \(/.exec(frame)?.[1];
  return fn ? `at ${fn}, code from docsgen.config` : 'in code from docsgen.config';
}

/** Where in the page an error says it happened: a vfile place, a unist position, or line/column. */
function placeOf(error: unknown): { line: number; column?: number } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const candidate = error as { place?: unknown; position?: unknown; line?: unknown; column?: unknown };
  for (const value of [candidate.place, candidate.position]) {
    const point = value && typeof value === 'object' && 'start' in value ? (value as { start: unknown }).start : value;
    if (point && typeof point === 'object' && typeof (point as { line?: unknown }).line === 'number') {
      const { line, column } = point as { line: number; column?: unknown };
      return typeof column === 'number' ? { line, column } : { line };
    }
  }
  if (typeof candidate.line === 'number' && candidate.line > 0) return typeof candidate.column === 'number' ? { line: candidate.line, column: candidate.column } : { line: candidate.line };
  return undefined;
}

function hintForMdxError(error: VFileMessage): string | undefined {
  const reason = error.reason;
  if (/Unexpected character .* before name|Unexpected end of file in name/.test(reason)) {
    return 'a "<" starts JSX in MDX; write &lt; or put the text in `code` if you meant a less-than sign';
  }
  if (/Expected a closing tag|Expected the closing tag|Unexpected closing/.test(reason)) {
    return 'every JSX element needs a matching closing tag, or must be self-closing like <Foo />';
  }
  if (/Could not parse expression/.test(reason)) {
    return 'braces start a JavaScript expression in MDX; escape a literal brace as \\{ (a custom heading id goes at the end of a heading line: ## Title {#id})';
  }
  return undefined;
}
