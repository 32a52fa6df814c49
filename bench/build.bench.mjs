// `docsgen build` on the generated corpus (bench/corpus.mjs) at 25, 1000 and 4000 pages: wall time, pages per second,
// peak memory, and the weight of one content page (which must not grow with the site).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CLI, kb, makeCorpus, printTable, sizes, timeCommand } from './lib.mjs';

const COUNTS = (process.env.BENCH_PAGES ?? '25,1000,4000').split(',').map(Number);
const rows = [];
const weights = [];

for (const count of COUNTS) {
  const root = makeCorpus(count);
  // A warm-up build (fills the OS file cache), then three measured builds, each into a fresh
  // folder: replacing an existing output would add the background removal of the old one.
  timeCommand(process.execPath, [CLI, 'build', root, '--silent', '--out', join(root, 'warm-up')]);
  const runs = [1, 2, 3].map((n) => {
    const run = timeCommand(process.execPath, [CLI, 'build', root, '--silent', '--out', join(root, `dist-${n}`)], { env: { ...process.env, CI: 'true' } });
    if (run.status !== 0) {
      console.error(run.stderr);
      process.exit(1);
    }
    return run;
  });
  const run = runs.sort((a, b) => a.seconds - b.seconds)[1];
  rows.push({
    pages: count,
    'wall s': run.seconds.toFixed(2),
    'pages/s': Math.round(count / run.seconds),
    'ms/page': ((run.seconds * 1000) / count).toFixed(2),
    'peak MB': run.peakMb === undefined ? 'n/a' : Math.round(run.peakMb),
    'runs s': runs.map((r) => r.seconds.toFixed(2)).join(' / '),
  });
  weights.push({ pages: count, ...pageWeight(join(root, 'dist-1'), 'section-1/page-1') });
  rmSync(root, { recursive: true, force: true });
}

console.log('Build (CI=true, --silent; median of three builds after a warm-up, whole process):\n');
printTable(rows);
console.log('\nWeight of one content page (/section-1/page-1), KB raw / gzip:\n');
printTable(weights);

/** HTML, the CSS it links, the JS it loads up front and the JS all its islands load once hydrated. */
function pageWeight(dist, route) {
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
