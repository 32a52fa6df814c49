// Search on the generated corpus (bench/corpus.mjs) at 25, 1000 and 4000 pages, and on the docs site:
// - the index: documents, terms, size raw and gzip, build time (what `docsgen build` spends on it),
//   load time (what the browser spends turning the file into a searchable index);
// - queries in Node: median and p95 over 200 queries (words, prefixes, typos, phrases, names);
// - queries in Chromium on the built site: from the debounced query to its results painted
//   (the 200 ms debounce excluded); and the one-time load when the dialog first opens (fetching
//   the index and the search code, then loading the index), which overlaps the typing.
// Targets: docs index < 30 KB gzip; 1000 pages: p95 query < 5 ms, index < 1.74 MB gzip.
//
// The Node side runs the modules the build and the dialog run, bundled once with esbuild.
// BENCH_PAGES=25,1000 and BENCH_BROWSER=0 shorten a run.
import { mkdirSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import puppeteer from 'puppeteer';
import { CORPUS_WORDS } from './corpus.mjs';
import { CLI, REPO_ROOT, kb, makeCorpus, median, percentile, printTable, sizes, timeCommand } from './lib.mjs';

const COUNTS = (process.env.BENCH_PAGES ?? '25,1000,4000').split(',').map(Number);
const BROWSER = process.env.BENCH_BROWSER !== '0';
const NODE_QUERIES = 200;
const BROWSER_QUERIES = 30;
const REPEAT = 5;

const search = await loadSearchModules();
const queries = benchQueries(NODE_QUERIES);
const indexRows = [];
const queryRows = [];

for (const count of COUNTS) {
  const root = makeCorpus(count);
  try {
    const pages = await search.searchablePagesFromSources(root);
    const measured = measureIndex(pages);
    indexRows.push({ site: `corpus ${count}`, ...measured.row });
    const row = { site: `corpus ${count}`, ...measureNodeQueries(measured.index) };
    if (BROWSER) Object.assign(row, await measureBrowser(root, count, Number(measured.row['build cpu ms'])));
    queryRows.push(row);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
const docs = measureIndex(await search.searchablePagesFromSources(join(REPO_ROOT, 'docs')));
indexRows.push({ site: 'docs/', ...docs.row });
queryRows.push({ site: 'docs/', ...measureNodeQueries(docs.index, docsQueries()) });
// The docs row has no browser figures (building the docs site is the build bench's business).
for (const row of queryRows) for (const key of Object.keys(queryRows[0])) row[key] ??= '–';

console.log(`Search (${cpus().length} cores, load ${loadavg()[0].toFixed(1)}; times are medians of ${REPEAT} runs unless said otherwise)\n`);
console.log('Index (build: documents → index file, JSON included; load: file → searchable index; both in Node, CPU time):\n');
printTable(indexRows);
console.log(`\nQueries, in ms (Node: ${NODE_QUERIES} queries, each the median of ${REPEAT} runs; browser: ${BROWSER_QUERIES} typed queries, debounce excluded):\n`);
printTable(queryRows);
console.log('\nTargets: docs index < 30 KB gzip; at 1000 pages p95 query < 5 ms and index < 1,740 KB gzip.');

/** The build's and the dialog's own modules, bundled for plain Node. */
async function loadSearchModules() {
  const dir = join(REPO_ROOT, 'node_modules', '.cache', 'docsgen-bench');
  mkdirSync(dir, { recursive: true });
  const outfile = join(dir, 'search-harness.mjs');
  await build({
    stdin: {
      contents: [
        "export { searchablePagesFromSources } from './compiler/search/source-pages.ts';",
        "export { searchDocuments } from './compiler/search/documents.ts';",
        "export { buildSearchIndex } from './compiler/search/build-index.ts';",
        "export { loadSearchIndex } from './theme/shared/search/load-index.ts';",
        "export { search } from './theme/shared/search/query.ts';",
        "export { startPreviewServer } from './compiler/preview/server.ts';",
        "export { DEFAULT_SEARCH } from './config/defaults.ts';",
      ].join('\n'),
      resolveDir: REPO_ROOT,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    outfile,
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}

function measureIndex(pages) {
  const corpus = search.searchDocuments(pages);
  const options = { ...search.DEFAULT_SEARCH, boost: { ...search.DEFAULT_SEARCH.boost }, basePath: '' };
  let json = '';
  const buildTimes = cpuTimed(() => (json = JSON.stringify(search.buildSearchIndex(corpus, options))));
  let index;
  const loadTimes = cpuTimed(() => (index = search.loadSearchIndex(JSON.parse(json))));
  const file = JSON.parse(json);
  const { raw, gzip } = sizes(Buffer.from(json));
  return {
    index,
    row: {
      pages: pages.length,
      docs: corpus.docs.length,
      terms: new Set(file.parts.flatMap((part) => part.terms)).size,
      parts: file.parts.length,
      'raw KB': kb(raw),
      'gzip KB': kb(gzip),
      'build cpu ms': median(buildTimes).toFixed(0),
      'load cpu ms': median(loadTimes).toFixed(0),
    },
  };
}

function timed(run) {
  const times = [];
  for (let i = 0; i < REPEAT; i++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return times;
}

/** CPU time (user + system) of `run`, REPEAT times: on a shared machine, wall time mostly measures the neighbours. */
function cpuTimed(run) {
  const times = [];
  for (let i = 0; i < REPEAT; i++) {
    const started = process.cpuUsage();
    run();
    const { user, system } = process.cpuUsage(started);
    times.push((user + system) / 1000);
  }
  return times;
}

function measureNodeQueries(index, list = queries) {
  for (const query of list.slice(0, 20)) search.search(index, query); // warm up the JIT
  // Each query's time is the median of REPEAT runs, so a moment when another process had the CPU
  // (these machines are shared) does not pass for a slow query; the p95 is then over queries.
  const times = list.map((query) =>
    median(
      timed(() => search.search(index, query)),
    ),
  );
  return { 'node median': median(times).toFixed(2), 'node p95': percentile(times, 95).toFixed(2), 'node max': Math.max(...times).toFixed(2) };
}

/** Builds the site with the CLI, then types queries into the dialog and reads its timing marks. */
async function measureBrowser(root, count, indexBuildMs) {
  const out = join(root, 'dist');
  const built = timeCommand(process.execPath, [CLI, 'build', root, '--silent', '--out', out], { env: { ...process.env, CI: 'true' } });
  if (built.status !== 0) throw new Error(`build of ${count} pages failed:\n${built.stderr}`);
  const server = await search.startPreviewServer({ dir: out, port: 0, basePath: '' });
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    await page.goto(new URL('section-1/page-1', server.url).href, { waitUntil: 'networkidle0' });
    await page.keyboard.press('/');
    await page.waitForSelector('dialog.dg-search[open]');
    const times = [];
    for (const query of queries.slice(0, BROWSER_QUERIES)) {
      const before = await page.evaluate(() => performance.getEntriesByName('docsgen-search').length);
      await page.keyboard.type(query);
      await page.waitForFunction((n) => performance.getEntriesByName('docsgen-search').length > n, { timeout: 60_000 }, before);
      times.push(await page.evaluate(() => performance.getEntriesByName('docsgen-search').at(-1).duration));
      // Cmd/Ctrl+Backspace resets the dialog for the next query.
      await page.keyboard.down('Control');
      await page.keyboard.press('Backspace');
      await page.keyboard.up('Control');
    }
    const load = await page.evaluate(() => performance.getEntriesByName('docsgen-search-load')[0]?.duration);
    return {
      'browser load': load === undefined ? '?' : load.toFixed(0),
      'browser median': median(times).toFixed(1),
      'browser p95': percentile(times, 95).toFixed(1),
      'site build s': built.seconds.toFixed(1),
      // What building the index adds to `docsgen build` (it runs once, after the pages).
      'index cpu / build wall %': ((indexBuildMs / (built.seconds * 1000)) * 100).toFixed(1),
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Deterministic queries over the corpus vocabulary: words, prefixes, typos, phrases, names, headings. */
function benchQueries(count) {
  const vocabulary = CORPUS_WORDS;
  let seed = 1234;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = (list) => list[Math.floor(random() * list.length)];
  const typo = (word) => {
    const at = 1 + Math.floor(random() * (word.length - 2));
    const kind = Math.floor(random() * 3);
    if (kind === 0) return word.slice(0, at) + word.slice(at + 1); // a missing letter
    if (kind === 1) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2); // swapped
    return word.slice(0, at) + 'x' + word.slice(at + 1); // a wrong one
  };
  const makers = [
    () => pick(vocabulary),
    () => pick(vocabulary).slice(0, 3 + Math.floor(random() * 3)),
    () => typo(pick(vocabulary.filter((w) => w.length >= 5))),
    () => `${pick(vocabulary)} ${pick(vocabulary)}`,
    () => `${pick(vocabulary)} ${pick(vocabulary)} ${pick(vocabulary)}`,
    () => pick(['createStore', 'createstore', 'createSto', 'subscribe', 'get-starknet-core', 'starknet:0x534e5f4d41494e']),
    () => pick([`Section ${1 + Math.floor(random() * 4)}`, `Detail ${1 + Math.floor(random() * 4)}.1`, `page ${Math.floor(random() * 1000)}`]),
  ];
  return Array.from({ length: count }, (_, i) => makers[i % makers.length]());
}

/** The docs site's own kind of queries (test/search/quality.test.ts has them with their answers). */
function docsQueries() {
  const names = ['createStore', 'useConnect', 'WalletConnectModal', 'useConect', 'formatStark', 'silent connect', 'install instructions unavailable wallet', 'chain id format', 'StarknetWalletRequestFeature', 'sort algorithms'];
  return Array.from({ length: NODE_QUERIES }, (_, i) => names[i % names.length]);
}
