// The farcaster site (test/fixtures/vocs-farcaster, a real Vocs v1 site) built by Vocs and by
// docsgen, interleaved in rounds: cold (each tool's cache emptied: `vocs build --clean`,
// `docsgen build --clean`) and warm (nothing changed), with each build's peak memory; then the
// weight of the same pages from each output in Chromium: the JavaScript a reader downloads before
// doing anything, and once everything on the page has hydrated (gzip, as served compressed).
//
// Vocs is the version the site's lockfile names (1.0.13, pinned in its package.json), installed
// by this script from npm into a folder outside the repository, with the site's other packages
// (`npm install --legacy-peer-deps`: the site was a pnpm workspace, whose peer rules are laxer),
// on the Node that runs the bench. Both tools build that same folder.
//
//   BENCH_ROUNDS=3 npm run bench -- vocs      (BENCH_VOCS_DIR=<dir>: reuse an install there)
//   BENCH_ROUNDS=0 …: no timed builds, only the page weights (each tool builds once if its output is missing)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import puppeteer from 'puppeteer';
import { CLI, kb, median, printTable, REPO_ROOT, timeCommand } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const FIXTURE = join(REPO_ROOT, 'test', 'fixtures', 'vocs-farcaster');
const ROUTES = ['/', '/docs/getting-started', '/docs/sdk/actions/ready', '/blog'];
const ENV = { ...process.env, CI: 'true', NO_COLOR: '1' };

// -- the folder both tools build -----------------------------------------------------------------

const work = process.env.BENCH_VOCS_DIR ?? mkdtempSync(join(tmpdir(), 'docsgen-bench-vocs-'));
const site = join(work, 'site');
const vocsVersion = JSON.parse(readFileSync(join(FIXTURE, 'package.json'), 'utf8')).devDependencies.vocs;
if (!existsSync(join(site, 'node_modules', 'vocs'))) {
  mkdirSync(site, { recursive: true });
  cpSync(FIXTURE, site, { recursive: true, filter: (path) => !/(^|\/)(dist|dist-docsgen|\.docsgen-cache|node_modules)(\/|$)/.test(relative(FIXTURE, path)) });
  const install = timeCommand('npm', ['install', '--no-audit', '--no-fund', '--legacy-peer-deps'], { cwd: site, env: ENV });
  if (install.status !== 0) {
    console.log(`Vocs ${vocsVersion} could not be installed in ${site}: npm install exited ${install.status}.\n${install.stderr.trim().split('\n').slice(-15).join('\n')}`);
    process.exit(1);
  }
  console.log(`Installed the site's packages (Vocs ${vocsVersion} among them) in ${install.seconds.toFixed(0)} s: ${site} (${folderMb(join(site, 'node_modules'))} MB of node_modules).`);
}
const installedVocs = JSON.parse(readFileSync(join(site, 'node_modules', 'vocs', 'package.json'), 'utf8')).version;

const VOCS_BIN = join(site, 'node_modules', 'vocs', '_lib', 'cli', 'index.js');
const vocsOut = join(site, 'dist');
const docsgenOut = join(site, 'dist-docsgen');

function run(label, command, args, options) {
  const result = timeCommand(command, args, { env: ENV, ...options });
  if (result.status !== 0) {
    console.log(`${label} failed (exit ${result.status}):\n${(result.stdout + result.stderr).trim().split('\n').slice(-20).join('\n')}`);
    process.exit(1);
  }
  return result;
}
// Vocs reads its config from the working folder; docsgen is given the folder.
const vocs = (...args) => run('vocs build', process.execPath, [VOCS_BIN, 'build', ...args], { cwd: site });
const docsgen = (...args) => run('docsgen build', process.execPath, [CLI, 'build', site, '--silent', '--out', docsgenOut, ...args], { cwd: REPO_ROOT });

// Warm-ups: the file cache, each tool's first start (and the outputs the page weights read).
if (ROUNDS > 0 || !existsSync(join(vocsOut, 'index.html'))) vocs('--clean');
if (ROUNDS > 0 || !existsSync(join(docsgenOut, 'index.html'))) docsgen('--clean');
const times = { vocsCold: [], docsgenCold: [], vocsWarm: [], docsgenWarm: [] };
const peaks = { vocsCold: [], docsgenCold: [], vocsWarm: [], docsgenWarm: [] };
for (let round = 1; round <= ROUNDS; round++) {
  for (const [key, build] of [
    ['vocsCold', () => vocs('--clean')],
    ['docsgenCold', () => docsgen('--clean')],
    ['vocsWarm', () => vocs()],
    ['docsgenWarm', () => docsgen()],
  ]) {
    const result = build();
    times[key].push(result.seconds);
    if (result.peakMb) peaks[key].push(result.peakMb);
  }
}

// -- page weight in Chromium ----------------------------------------------------------------------

const weights = [];
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
});
for (const [tool, dir] of [['Vocs', vocsOut], ['docsgen', docsgenOut]]) {
  const server = await serve(dir);
  for (const route of ROUTES) weights.push({ tool, route, ...(await pageWeight(`${server.url}${route}`)) });
  server.close();
}
await browser.close();

// -- report ---------------------------------------------------------------------------------------

const cell = (key) => `${median(times[key]).toFixed(2)} (${times[key].map((s) => s.toFixed(1)).join(' / ')})`;
const peak = (key) => (peaks[key].length ? Math.round(Math.max(...peaks[key])) : 'n/a');
if (ROUNDS > 0) {
  console.log(`The farcaster site (49 pages, 21 of them with type-checked blocks): Vocs ${installedVocs} and docsgen, CI=true, whole process, ${ROUNDS} interleaved rounds (median, then each run), Node ${process.versions.node}:\n`);
  printTable([
    { build: 'cold', 'Vocs s': cell('vocsCold'), 'docsgen s': cell('docsgenCold'), 'docsgen / Vocs': (median(times.docsgenCold) / median(times.vocsCold)).toFixed(2), 'Vocs peak MB': peak('vocsCold'), 'docsgen peak MB': peak('docsgenCold') },
    { build: 'warm', 'Vocs s': cell('vocsWarm'), 'docsgen s': cell('docsgenWarm'), 'docsgen / Vocs': (median(times.docsgenWarm) / median(times.vocsWarm)).toFixed(2), 'Vocs peak MB': peak('vocsWarm'), 'docsgen peak MB': peak('docsgenWarm') },
  ]);
}
console.log('\nPage weight in Chromium, KB gzip (each response compressed at level 9): HTML, CSS, JavaScript before any interaction, and JavaScript once everything on the page hydrated (scrolled through, every interactive part touched, search opened):\n');
printTable(weights);
console.log(`\nThe site and both outputs: ${site}${process.env.BENCH_VOCS_DIR ? '' : ' (delete it, or pass it as BENCH_VOCS_DIR to reuse the install)'}`);

// -- helpers --------------------------------------------------------------------------------------

/** What a page costs a reader: the bytes of each kind of response, gzip, before and after interacting. */
async function pageWeight(url) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  const responses = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (!['document', 'script', 'stylesheet'].includes(type) || !response.url().startsWith(url.slice(0, url.indexOf('/', 8)))) return;
    try {
      responses.push({ type, url: response.url(), gzip: gzipSync(await response.buffer(), { level: 9 }).length });
    } catch {
      // A redirect or an aborted request has no body.
    }
  });
  await page.goto(url, { waitUntil: 'networkidle0' });
  const sum = (type) => responses.filter((r) => r.type === type).reduce((total, r) => total + r.gzip, 0);
  const before = { html: sum('document'), css: sum('stylesheet'), js: sum('script') };
  // Everything a reader may set off: scroll through, point at and focus every interactive part, open search.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  for (const handle of await page.$$('docsgen-island, .twoslash-hover, button, [role="button"]')) {
    await handle.evaluate((element) => {
      for (const type of ['pointerover', 'pointerenter', 'mouseover', 'focusin']) element.dispatchEvent(new Event(type, { bubbles: true }));
    }).catch(() => undefined);
  }
  await page.keyboard.down('Control');
  await page.keyboard.press('k');
  await page.keyboard.up('Control');
  await page.keyboard.type('ready');
  await page.waitForNetworkIdle({ idleTime: 500 }).catch(() => undefined);
  const after = sum('script');
  await context.close();
  return { 'html KB': kb(before.html), 'css KB': kb(before.css), 'js before interaction KB': kb(before.js), 'js hydrated KB': kb(after) };
}

/** A static host for an output folder: /x is x.html, x/index.html or x itself. */
function serve(dir) {
  const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.mp4': 'video/mp4', '.woff2': 'font/woff2' };
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    const candidates = [path, `${path}.html`, join(path, 'index.html')].map((p) => join(dir, p));
    const file = candidates.find((candidate) => candidate.startsWith(dir) && existsSync(candidate) && statSync(candidate).isFile());
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() })));
}

function folderMb(dir) {
  const result = spawnSync('du', ['-sm', dir], { encoding: 'utf8' });
  return result.stdout.split('\t')[0] ?? '?';
}

