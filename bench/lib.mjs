// Shared helpers for the bench scripts: corpora, timing a command with its peak memory, sizes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { writeCorpus } from './corpus.mjs';

export const REPO_ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
export const CLI = join(REPO_ROOT, 'bin', 'docsgen.mjs');
/** A site folder with N generated pages under pages/ (the project's portable corpus, bench/corpus.mjs). */
export function makeCorpus(pages) {
  const root = mkdtempSync(join(tmpdir(), `docsgen-bench-${pages}-`));
  writeCorpus(join(root, 'pages'), pages);
  return root;
}

/** Runs a command; wall seconds and, where GNU time exists, the peak resident memory in MB. */
export function timeCommand(command, args, options = {}) {
  const gnuTime = existsSync('/usr/bin/time');
  const started = performance.now();
  const result = gnuTime
    ? spawnSync('/usr/bin/time', ['-f', '__PEAK_KB__%M', command, ...args], { encoding: 'utf8', ...options })
    : spawnSync(command, args, { encoding: 'utf8', ...options });
  const seconds = (performance.now() - started) / 1000;
  const peak = /__PEAK_KB__(\d+)/.exec(result.stderr ?? '');
  return {
    seconds,
    peakMb: peak ? Number(peak[1]) / 1024 : undefined,
    status: result.status,
    stdout: result.stdout,
    stderr: (result.stderr ?? '').replace(/__PEAK_KB__\d+\n?/, ''),
  };
}

export function sizes(buffer) {
  return { raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length };
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Prints rows (objects with the same keys) as an aligned text table. */
export function printTable(rows) {
  const keys = Object.keys(rows[0]);
  const widths = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (values) => values.map((v, i) => String(v).padEnd(widths[i])).join('  ');
  console.log(line(keys));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(keys.map((k) => row[k])));
}

export function readText(file) {
  return readFileSync(file, 'utf8');
}

/** HTML, the CSS it links, the JS it loads up front and the JS all its islands load once hydrated. */
export function pageWeight(dist, route) {
  const html = readFileSync(join(dist, `${route}.html`));
  const text = html.toString('utf8');
  const local = (url) => join(dist, url.replace(/^\//, ''));
  const css = [...text.matchAll(/<link rel="stylesheet" href="(\/[^"]+)"/g)].map((m) => readFileSync(local(m[1])));
  const upFront = [...text.matchAll(/<script type="module" src="(\/[^"]+)"/g)].map((m) => local(m[1]));
  const islands = [...text.matchAll(/data-src="(\/[^"]+)"/g)].map((m) => local(m[1]));
  const all = new Set(upFront);
  if (islands.length > 0) {
    const loader = readFileSync(upFront[0], 'utf8');
    const hydrate = /"\.\/(hydrate-[A-Z0-9]+\.js)"/.exec(loader)?.[1];
    for (const file of [...islands, ...(hydrate ? [join(dist, 'docsgen', hydrate)] : [])]) collectImports(file, all);
  }
  const sum = (files) => files.map((f) => sizes(readFileSync(f))).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
  const fmt = ({ raw, gzip }) => `${kb(raw)} / ${kb(gzip)}`;
  return {
    html: fmt(sizes(html)),
    css: fmt(css.map(sizes).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 })),
    'js before interaction': fmt(sum(upFront)),
    'js all islands hydrated': fmt(sum([...all])),
  };
}

function collectImports(file, seen) {
  if (seen.has(file) || !existsSync(file)) return;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const match of code.matchAll(/(?:import|from)\s*"\.\/([^"]+\.js)"/g)) collectImports(join(file, '..', match[1]), seen);
}
