// `docsgen check-links` as a pre-commit hook runs it: a whole process, on the generated corpus (bench/corpus.mjs) at
// 1000 and 4000 pages with 10 broken links seeded in (every one must be found, nothing else).
// cold: no link cache; warm: cache filled, nothing changed; 1 edit: one page changed since.
// Targets: warm 1000 < 300 ms, warm 4000 < 1 s, cold 1000 < 1 s.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { CLI, REPO_ROOT, makeCorpus, median, printTable } from './lib.mjs';

const COUNTS = (process.env.BENCH_PAGES ?? '1000,4000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET_MS = { 1000: { cold: 1000, warm: 300 }, 4000: { warm: 1000 } };

/** Ten kinds of broken link, each appended to its own page. */
const SEEDS = [
  '/section-3/page-99999',
  '/section-1/page-1#no-such-section',
  '/section-2/pag-2',
  '/section-4/page-4000000.html',
  '../section-5/missing',
  '#nowhere',
  '/files/missing.pdf',
  '/section-6/page-6#section-9',
  '/section-7/nope/',
  '/section-8/page-88888.md',
];

function seedBrokenLinks(root) {
  return SEEDS.map((href, n) => {
    const i = 11 + n;
    const file = `pages/section-${i % 10}/page-${i}.mdx`;
    appendFileSync(join(root, file), `\nSeeded: [a broken link](${href}).\n`);
    return `${file} ${href}`;
  }).sort();
}

const BUNDLE = join(REPO_ROOT, '.build', 'cli.mjs');
const bundleTime = () => (existsSync(BUNDLE) ? statSync(BUNDLE).mtimeMs : 0);

/**
 * One whole process: wall ms and, where GNU time exists, CPU ms (user + system, all threads) —
 * on a busy machine the CPU figure says more than the wall one. A run during which the launcher
 * rebuilt the CLI bundle (someone edited a source) is not a check-links figure: it is run again.
 */
function run(args, prepare = () => {}) {
  const gnuTime = existsSync('/usr/bin/time');
  for (let attempt = 0; ; attempt++) {
    prepare();
    const before = bundleTime();
    const started = performance.now();
    const [file, argv] = gnuTime ? ['/usr/bin/time', ['-f', '__CPU__%U %S', process.execPath, ...args]] : [process.execPath, args];
    const result = spawnSync(file, argv, { encoding: 'utf8', env: { ...process.env, CI: 'true' } });
    const ms = performance.now() - started;
    if (bundleTime() !== before && attempt < 5) continue;
    const cpu = /__CPU__([\d.]+) ([\d.]+)/.exec(result.stderr ?? '');
    return { ms, cpuMs: cpu ? (Number(cpu[1]) + Number(cpu[2])) * 1000 : undefined, status: result.status, stdout: result.stdout, stderr: result.stderr };
  }
}

/** `prepare` runs before each attempt (a cold run empties the cache again if it is repeated). */
function checkLinks(root, prepare) {
  const result = run([CLI, 'check-links', root, '--json'], prepare);
  if (result.status !== 1) throw new Error(`check-links exited ${result.status} (expected 1):\n${result.stderr}`);
  return { ...result, report: JSON.parse(result.stdout) };
}

/** Every seeded link found, and nothing else (the corpus's own links all hold). */
function verify(report, expected) {
  const found = report.broken.map((b) => `${b.file} ${b.href}`).sort();
  if (JSON.stringify(found) !== JSON.stringify(expected)) {
    throw new Error(`expected the ${expected.length} seeded links, found:\n${found.join('\n')}`);
  }
  return found.length;
}

/** "wall / cpu" medians, and whether the wall time keeps to the budget. */
function cell(runs, budget) {
  const wall = median(runs.map((r) => r.ms));
  const cpu = runs.every((r) => r.cpuMs !== undefined) ? median(runs.map((r) => r.cpuMs)) : undefined;
  const mark = budget === undefined ? '' : wall < budget ? ` < ${budget} ✓` : ` > ${budget} ✗`;
  return `${Math.round(wall)}${cpu === undefined ? '' : ` / ${Math.round(cpu)}`}${mark}`;
}

// The launcher rebuilds the CLI bundle when a source changed: do that before timing anything.
run([CLI, '--version']);
const nodeStartup = Array.from({ length: RUNS }, () => run(['-e', '0']));
const cliStartup = Array.from({ length: RUNS }, () => run([CLI, '--version']));

const rows = [];
for (const count of COUNTS) {
  const root = makeCorpus(count);
  const expected = seedBrokenLinks(root);
  const cacheDir = join(root, '.docsgen-cache', 'links');
  const cold = [];
  for (let n = 0; n < Math.min(RUNS, 3); n++) cold.push(checkLinks(root, () => rmSync(cacheDir, { recursive: true, force: true })));
  const warm = Array.from({ length: RUNS }, () => checkLinks(root));
  const edited = [];
  let edits = 0;
  for (let n = 0; n < Math.min(RUNS, 3); n++) {
    const file = join(root, `pages/section-${(201 + n) % 10}/page-${201 + n}.mdx`);
    edited.push(checkLinks(root, () => writeFileSync(file, `${readFileSync(file, 'utf8')}\nEdit number ${++edits}.\n`)));
  }
  const found = [...cold, ...warm, ...edited].map((r) => verify(r.report, expected));
  const budget = BUDGET_MS[count] ?? {};
  const { scanned, parsed } = cold[0].report.sources;
  rows.push({
    pages: count,
    'cold ms (wall / cpu)': cell(cold, budget.cold),
    'warm ms': cell(warm, budget.warm),
    'after 1 edit ms': cell(edited),
    'cold: scanned / parsed': `${scanned} / ${parsed}`,
    'seeded broken found': `${Math.min(...found)} / ${SEEDS.length}`,
  });
  rmSync(root, { recursive: true, force: true });
}

console.log(
  `check-links, whole process (node ${process.version}, ${availableParallelism()} cores, load average ${loadavg()[0].toFixed(1)}; ` +
    `medians of 3 cold, ${RUNS} warm and 3 after-edit runs; cpu = user + system of all threads):\n`,
);
printTable(rows);
console.log(`\nFor scale: \`node -e 0\` takes ${cell(nodeStartup)} ms, \`docsgen --version\` ${cell(cliStartup)} ms.`);
