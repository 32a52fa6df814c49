// What check-links prints: one line per broken link (file:line:col, the link, why), pages that do
// not parse with their code frame, and a summary; or the same as JSON for tools.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { codeFrame, errorReference, visibleText } from '../errors/docsgen-error.js';
import type { BrokenLink, CheckLinksResult, UnparsablePage } from './check-site.js';
import { formatLinkWarning, type LinkWarning } from './locale-links.js';

/** 4000 → "4,000". By hand: the first toLocaleString call loads ICU data, ~10 ms of a warm run. */
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ',');
const count = (n: number, one: string, many = `${one}s`) => `${thousands(n)} ${n === 1 ? one : many}`;

function place(item: { file: string; line?: number; column?: number; keyPath?: string }): string {
  if (item.keyPath) return `${item.file}:${item.keyPath}`;
  if (item.line === undefined) return item.file;
  return `${item.file}:${item.line}${item.column === undefined ? '' : `:${item.column}`}`;
}

export function brokenLine(link: BrokenLink): string {
  // The href is the page's text: shown visibly (an escape sequence in it is not run by the terminal).
  return visibleText(`${place(link)}  ${link.href === '' ? '""' : link.href}  ${link.message}`);
}

function unparsableLines(page: UnparsablePage, root: string): string[] {
  const lines = [visibleText(`${place(page)}  does not parse: ${page.message}`)];
  if (page.line) {
    try {
      const source = readFileSync(join(root, page.file), 'utf8');
      lines.push(codeFrame(source, page.line, page.column).replace(/^/gm, '  '));
    } catch {
      // The file went away since it was read: the location above still says where.
    }
  }
  if (page.hint) lines.push(visibleText(`  hint: ${page.hint}`));
  return lines;
}

export function summaryLine(result: CheckLinksResult, seconds: number): string {
  const { broken, unparsable, links, pages } = result;
  const checked = links.internal + (links.externalChecked ? links.external : 0);
  const parts: string[] = [];
  if (broken.length === 0 && unparsable.length === 0) {
    parts.push(`all ${count(checked, 'link')} hold (${count(pages, 'page')}, ${seconds.toFixed(2)} s)`);
  } else {
    const files = new Set([...broken, ...unparsable].map((item) => item.file)).size;
    // A page may have several problems (every frontmatter mistake): count pages, not problems.
    const unparsablePages = new Set(unparsable.map((item) => item.file)).size;
    const problems: string[] = [];
    if (broken.length > 0) problems.push(count(broken.length, 'broken link'));
    if (unparsablePages > 0) problems.push(`${count(unparsablePages, 'page')} that ${unparsablePages === 1 ? 'does' : 'do'} not parse`);
    parts.push(`${problems.join(' and ')} in ${count(files, 'file')} (${count(checked, 'link')} checked in ${count(pages, 'page')}, ${seconds.toFixed(2)} s)`);
  }
  if (!links.externalChecked && links.external > 0) parts.push(`${count(links.external, 'external link')} not checked (use --external)`);
  return parts.join('; ');
}

/** The human report: problems in file order, then the summary. */
export function formatReport(result: CheckLinksResult, seconds: number): string {
  type Entry = { file: string; line?: number; column?: number; lines: string[] };
  const entries: Entry[] = [
    ...result.broken.map((link) => ({ ...link, lines: [brokenLine(link)] })),
    ...result.unparsable.map((page) => ({ ...page, lines: unparsableLines(page, result.root) })),
    ...(result.warnings ?? []).map((warning) => ({ ...warning, lines: [`warning: ${formatLinkWarning(warning)}`] })),
  ];
  entries.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0)));
  const out = entries.flatMap((entry) => entry.lines);
  // One link to the manual's section for the whole list, not one per broken link.
  if (result.broken.length > 0) out.push(errorReference('BrokenLink'));
  if (out.length > 0) out.push('');
  out.push(summaryLine(result, seconds));
  return out.join('\n');
}

export interface JsonReport {
  ok: boolean;
  root: string;
  basePath: string;
  pages: number;
  links: CheckLinksResult['links'];
  broken: BrokenLink[];
  unparsable: UnparsablePage[];
  /** Links that hold but leave their page's locale for a page it has; they do not make `ok` false. */
  warnings: LinkWarning[];
  sources: CheckLinksResult['sources'];
  durationMs: number;
}

export function jsonReport(result: CheckLinksResult, seconds: number): JsonReport {
  return {
    ok: result.broken.length === 0 && result.unparsable.length === 0,
    root: result.root,
    basePath: result.basePath,
    pages: result.pages,
    links: result.links,
    broken: result.broken,
    unparsable: result.unparsable,
    warnings: result.warnings ?? [],
    sources: result.sources,
    durationMs: Math.round(seconds * 1000),
  };
}
