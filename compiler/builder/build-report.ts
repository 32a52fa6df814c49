// `docsgen build --report`: the weight of every page and the five heaviest, then where the build's
// time went. Pure: returns the text.
import { formatKb, KB } from '../page/page-budget.js';
import type { PageWeight, Size } from '../page/page-weight.js';

export interface BuildTiming {
  phase: string;
  ms: number;
}

const HEAVIEST = 5;

/**
 * What plugins reported without failing a page: one line each, `file:line:column  message (origin)`,
 * and the hint under it when there is one.
 */
export function formatWarnings(pages: { relativePath: string; warnings: { message: string; line?: number; column?: number; origin?: string; hint?: string }[] }[]): string {
  return pages
    .flatMap(({ relativePath, warnings }) =>
      warnings.map(
        (w) => `warning: ${relativePath}${w.line ? `:${w.line}${w.column ? `:${w.column}` : ''}` : ''}  ${w.message}${w.origin ? ` (${w.origin})` : ''}${w.hint ? `\n  hint: ${w.hint}` : ''}`,
      ),
    )
    .join('\n');
}

export function formatBuildReport(weights: PageWeight[], timings: BuildTiming[], typeChecked?: { blocks: number; ms: number }): string {
  const lines: string[] = [];
  lines.push('Page weight, KB gzip (raw in parentheses):', '');
  lines.push(...table(weights));
  const heaviest = [...weights].sort((a, b) => totalGzip(b) - totalGzip(a) || a.route.localeCompare(b.route)).slice(0, HEAVIEST);
  lines.push('', `The ${Math.min(HEAVIEST, weights.length)} heaviest pages (HTML + CSS + all JavaScript, gzip):`, '');
  const routeWidth = Math.max(0, ...heaviest.map((w) => w.route.length));
  lines.push(...heaviest.map((w, i) => `  ${i + 1}. ${w.route.padEnd(routeWidth)}  ${formatKb(totalGzip(w) / KB).padStart(6)} KB`));
  const remote = [...new Set(weights.flatMap((w) => w.remoteScripts))].sort();
  if (remote.length > 0) {
    lines.push('', 'Scripts from other hosts (not weighed: the build is offline):', '');
    for (const url of remote) lines.push(`  ${url}  (${weights.filter((w) => w.remoteScripts.includes(url)).length} pages)`);
  }
  if (timings.length > 0) {
    lines.push('', 'Where the time went:', '');
    const width = Math.max(...timings.map((t) => t.phase.length));
    lines.push(...timings.map((t) => `  ${t.phase.padEnd(width)}  ${(t.ms / 1000).toFixed(2)} s`));
  }
  if (typeChecked && typeChecked.blocks > 0) {
    const blocks = typeChecked.blocks === 1 ? '1 block' : `${typeChecked.blocks} blocks`;
    lines.push('', `Type-checked in a thread of their own, beside the rest: ${blocks} in ${(typeChecked.ms / 1000).toFixed(2)} s`);
  }
  return lines.join('\n');
}

function table(weights: PageWeight[]): string[] {
  const header = ['page', 'HTML', 'JS before interaction', 'JS hydrated', 'CSS'];
  const rows = [...weights]
    .sort((a, b) => a.route.localeCompare(b.route))
    .map((w) => [w.route, size(w.html), size(w.jsBeforeInteraction), size(w.jsHydrated), size(w.css)]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => '  ' + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), ...rows.map(line)];
}

function size({ raw, gzip }: Size): string {
  return `${formatKb(gzip / KB)} (${formatKb(raw / KB)})`;
}

function totalGzip(w: PageWeight): number {
  return w.html.gzip + w.css.gzip + w.jsHydrated.gzip;
}
