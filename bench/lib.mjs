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
