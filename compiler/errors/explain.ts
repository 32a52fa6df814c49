// `docsgen explain <Name>`: an error's section of the manual, printed in the terminal, as
// `rustc --explain` does. The printed error names its entry (`[BrokenLink] docsgen explain
// BrokenLink`), so the section is one command away wherever the CLI runs, with or without a
// network or a published manual. The prose is the manual's own (manual/pages/errors.mdx, shipped
// in the package), so the terminal and the site say the same thing.
import { closestMatch } from '../../config/describe.js';
import { exitCodeFor, type ErrorKind } from './docsgen-error.js';
import { ERRORS, isErrorName, type ErrorName } from './catalogue.js';

const KIND_NAMES: Record<ErrorKind, string> = { content: 'content', config: 'configuration', usage: 'usage' };

/** "a content error, exit code 1": how the terminal and the manual's errors page name an error's kind. */
export function describeKind(kind: ErrorKind): string {
  return `a ${KIND_NAMES[kind]} error, exit code ${exitCodeFor(kind)}`;
}

/** The entry `query` names: its name in any case, or its anchor (`broken-link`). */
export function findErrorEntry(query: string): ErrorName | undefined {
  if (isErrorName(query)) return query;
  const wanted = query.trim().toLowerCase();
  return (Object.keys(ERRORS) as ErrorName[]).find((name) => name.toLowerCase() === wanted || ERRORS[name].anchor === wanted);
}

/** The entry name closest to `query`, for "did you mean". */
export function closestErrorName(query: string): ErrorName | undefined {
  return closestMatch(query, Object.keys(ERRORS)) as ErrorName | undefined;
}

/**
 * The prose of `name`'s section in the errors page's source: the lines between
 * `:::error-entry{name=Name}` and the `:::` that closes it (fenced code inside may hold `:::`).
 */
export function sectionProse(errorsPage: string, name: ErrorName): string | undefined {
  const lines = errorsPage.split(/\r?\n/);
  const start = lines.findIndex((line) => line.trim() === `:::error-entry{name=${name}}`);
  if (start < 0) return undefined;
  let fence: string | undefined;
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i]!;
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
    } else if (marker) fence = marker;
    else if (line.trim() === ':::') return lines.slice(start + 1, i).join('\n').trim();
  }
  return undefined;
}

/** What `docsgen explain Name` prints: the title, the kind and exit code, the prose (or the catalogue's hint). */
export function explainError(name: ErrorName, errorsPage: string | undefined): string {
  const entry = ERRORS[name];
  const prose = errorsPage === undefined ? undefined : sectionProse(errorsPage, name);
  return [`${name}: ${entry.title}`, describeKind(entry.kind), '', prose ?? `hint: ${entry.hint}`, ''].join('\n');
}

/** What `docsgen explain` prints with no name: every entry, a line each. */
export function listErrors(): string {
  const names = Object.keys(ERRORS) as ErrorName[];
  const width = Math.max(...names.map((name) => name.length));
  return `${names.map((name) => `${name.padEnd(width)}  exit ${exitCodeFor(ERRORS[name].kind)}  ${ERRORS[name].title}`).join('\n')}\n`;
}
