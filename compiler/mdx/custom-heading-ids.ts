// Custom heading ids: `## Title {#custom-id}`. In MDX, `{` starts a JavaScript expression, and
// `#custom-id` is not one (acorn fails on it), so the id is taken out of the source before any
// parser sees it: the `{#…}` is blanked with spaces (every line and column stays where it was, so
// errors still point at the right place) and remembered by line. remark-page-data.ts then gives
// the heading on that line its id. The build, check-links' scanner and pipeline, the page list
// and the Markdown outputs all read sources through here, so they agree on every id. Pure.

import { fencedCodeLines } from './syntax/fenced-code-lines.js';

export interface HeadingIds {
  /** The source with each `{#id}` replaced by as many spaces. */
  source: string;
  /** 1-based line → the id written on that heading line. */
  ids: Map<number, string>;
}

// An ATX heading (possibly inside blockquotes) ending in `{#id}`: the id is anything but spaces
// and braces. Setext headings and headings in list items keep their text as written.
const HEADING_WITH_ID = /^((?:[ ]{0,3}>[ ]?)*[ ]{0,3}#{1,6}[ \t]+.*?)([ \t]*)\{#([^\s{}]+)\}([ \t]*)$/;

const NONE: ReadonlyMap<number, string> = new Map();

/** Quick test: without `{#` there is nothing to do (most pages). */
export function mayContainHeadingId(source: string): boolean {
  return source.includes('{#');
}

export function extractHeadingIds(source: string): HeadingIds {
  if (!mayContainHeadingId(source)) return { source, ids: NONE as Map<number, string> };
  const lines = source.split('\n');
  const ids = new Map<number, string>();
  const isCode = fencedCodeLines();
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (isCode(line) || !line.includes('{#')) continue;
    const carriageReturn = line.endsWith('\r') ? '\r' : '';
    const match = HEADING_WITH_ID.exec(carriageReturn ? line.slice(0, -1) : line);
    if (!match) continue;
    const [, heading, before, id, after] = match as unknown as [string, string, string, string, string];
    ids.set(index + 1, id);
    lines[index] = heading + ' '.repeat(before.length + id.length + 3 + after.length) + carriageReturn;
  }
  return ids.size === 0 ? { source, ids } : { source: lines.join('\n'), ids };
}

/** The source with every heading id removed, for Markdown outputs (llms.txt, "Copy page"). */
export function removeHeadingIds(source: string): string {
  const { source: blanked, ids } = extractHeadingIds(source);
  if (ids.size === 0) return source;
  const lines = blanked.split('\n');
  for (const line of ids.keys()) lines[line - 1] = lines[line - 1]!.replace(/[ \t]+(\r?)$/, '$1');
  return lines.join('\n');
}

/** A heading's text without its `{#id}` (for titles read straight from a source line). */
export function withoutHeadingId(text: string): string {
  return text.replace(/[ \t]*\{#[^\s{}]+\}[ \t]*$/, '');
}
