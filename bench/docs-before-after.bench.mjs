// The Get Starknet site (docs/) built by this checkout beside another (BENCH_BASE: a checkout of the
// commit to compare with, its dependencies installed), interleaved in rounds so both see the same
// machine: cold (`--clean`: the cache emptied first), then warm (nothing changed), the order of the
// two checkouts swapped every round. Then the weight of a few pages in both outputs: what a
// change to how pages are made (such as the API references of the core pages) costs in build
// time, and that it adds no JavaScript. Each checkout builds its own docs/ with its own CLI.
//
//   BENCH_BASE=/path/to/main-checkout BENCH_ROUNDS=3 npm run bench -- docs-before-after
//
// With BENCH_CORPUS_PAGES=N the site is the generated corpus of N pages instead (bench/corpus.mjs,
// one copy per checkout, since a site keeps its cache in its own folder): a restructuring's "no
// regression" on the build bench's corpus, in the same run.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { makeCorpus, median, pageWeight, printTable, REPO_ROOT, timeCommand } from './lib.mjs';

const BASE = process.env.BENCH_BASE;
if (!BASE) {
  console.log('docs-before-after: set BENCH_BASE to a checkout to compare with (its dependencies installed); skipped');
  process.exit(0);
}
if (!existsSync(join(BASE, 'bin', 'docsgen.mjs')) || !existsSync(join(BASE, 'node_modules'))) {
  console.error(`docs-before-after: ${BASE} is not a docsgen checkout with its dependencies installed`);
  process.exit(2);
}
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CORPUS_PAGES = Number(process.env.BENCH_CORPUS_PAGES ?? 0);
const PAGES = CORPUS_PAGES ? ['index', 'section-1/page-1'] : (process.env.BENCH_DOCS_PAGES ?? 'core/createStore,core/wallets,modal/GetStarknetProvider,ui/WalletConnectModal,getting-started').split(',');
const ENV = { env: { ...process.env, CI: 'true' } };

const checkouts = [
  { name: 'base', root: BASE },
  { name: 'this', root: REPO_ROOT },
].map((checkout) => ({
  ...checkout,
  site: CORPUS_PAGES ? makeCorpus(CORPUS_PAGES) : join(checkout.root, 'docs'),
  out: join(REPO_ROOT, 'test-artifacts', `bench-docs-${checkout.name}`),
  cold: [],
  warm: [],
}));

function build(checkout, ...args) {
  const result = timeCommand(process.execPath, [join(checkout.root, 'bin', 'docsgen.mjs'), 'build', checkout.site, '--silent', '--force', '--out', checkout.out, ...args], ENV);
  if (result.status !== 0) {
    console.error(`${checkout.name}: docsgen build ${checkout.site} failed:\n${result.stdout}\n${result.stderr}`);
    process.exit(1);
  }
  if (result.stderr.trim()) console.error(`${checkout.name}: the build printed:\n${result.stderr}`);
  return result.seconds;
}

// Each CLI bundles its sources on first use: done before the clock starts.
for (const checkout of checkouts) build(checkout);
for (let round = 1; round <= ROUNDS; round++) {
  const order = round % 2 === 1 ? checkouts : [...checkouts].reverse();
  for (const checkout of order) checkout.cold.push(build(checkout, '--clean'));
  for (const checkout of order) checkout.warm.push(build(checkout));
}

const [base, current] = checkouts;
const row = (kind) => ({
  build: kind,
  'base median s': median(base[kind]).toFixed(2),
  'this median s': median(current[kind]).toFixed(2),
  'this / base': (median(current[kind]) / median(base[kind])).toFixed(2),
  'base runs': base[kind].map((s) => s.toFixed(2)).join(' / '),
  'this runs': current[kind].map((s) => s.toFixed(2)).join(' / '),
});
const SITE_NAME = CORPUS_PAGES ? `The generated corpus (${CORPUS_PAGES} pages)` : 'The Get Starknet site (docs/)';
console.log(`${SITE_NAME}, ${ROUNDS} interleaved rounds (CI=true, --silent, whole process):\n`);
printTable([row('cold'), row('warm')]);
console.log('\nPage weight, KB raw / gzip:\n');
printTable(PAGES.flatMap((page) => checkouts.map((checkout) => ({ page: `/${page}`, checkout: checkout.name, ...pageWeight(checkout.out, page) }))));
for (const checkout of checkouts) {
  rmSync(checkout.out, { recursive: true, force: true });
  if (CORPUS_PAGES) rmSync(checkout.site, { recursive: true, force: true });
}
