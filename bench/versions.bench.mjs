// `docsgen build` of a site with versions from git tags beside the same site with one version,
// interleaved in rounds: the generated corpus (bench/corpus.mjs) committed and tagged v1…v4, each
// release changing 5% of the pages (a sentence appended to every 20th page, a different 5% each
// time), the working tree the current version: 5 versions in all, ~95% of each version's pages the
// same as the next one's. Cold (`--clean`) and warm (nothing changed) for both sites.
// The targets (issue 33): 5 versions cold at most 1.5× one version cold, warm at most 1.2×.
//
//   BENCH_VERSION_PAGES=1000 BENCH_ROUNDS=3 npm run bench -- versions
import { execFileSync } from 'node:child_process';
import { appendFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { corpusFile } from './corpus.mjs';
import { CLI, makeCorpus, median, printTable, timeCommand } from './lib.mjs';

const PAGES = Number(process.env.BENCH_VERSION_PAGES ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TAGS = ['v1', 'v2', 'v3', 'v4'];
const ENV = { env: { ...process.env, CI: 'true' } };

function git(cwd, ...args) {
  execFileSync('git', ['-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd, stdio: 'ignore' });
}

function docsgen(root, ...args) {
  const result = timeCommand(process.execPath, [CLI, 'build', root, '--silent', ...args], ENV);
  if (result.status !== 0) {
    console.error(`docsgen build ${root} failed:\n${result.stdout}\n${result.stderr}`);
    process.exit(1);
  }
  return result.seconds;
}

/** The corpus in a git repository, one tag per earlier release, each changing a different 5% of the pages. */
function versionedCorpus() {
  const root = makeCorpus(PAGES);
  writeFileSync(join(root, '.gitignore'), 'dist/\n.docsgen-cache/\n');
  git(root, 'init', '-q', '-b', 'main');
  for (const [release, tag] of TAGS.entries()) {
    if (release > 0) for (let index = release; index < PAGES; index += 20) appendFileSync(join(root, 'pages', corpusFile(index)), `\nChanged in ${tag}.\n`);
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', tag);
    git(root, 'tag', tag);
  }
  for (let index = TAGS.length; index < PAGES; index += 20) appendFileSync(join(root, 'pages', corpusFile(index)), '\nChanged in the current version.\n');
  const versions = TAGS.toReversed().map((tag) => `${tag}: { git: '${tag}' }`).join(', ');
  writeFileSync(join(root, 'docsgen.config.ts'), `export default { title: 'Versioned', versions: { current: { label: 'v5' }, ${versions} } };\n`);
  return root;
}

const single = makeCorpus(PAGES);
const versioned = versionedCorpus();
docsgen(single, '--clean');
docsgen(versioned, '--clean');
const times = { single: { cold: [], warm: [] }, versioned: { cold: [], warm: [] } };
for (let round = 1; round <= ROUNDS; round++) {
  for (const [name, root] of [['single', single], ['versioned', versioned]]) {
    times[name].cold.push(docsgen(root, '--clean'));
    times[name].warm.push(docsgen(root));
  }
}
const rows = ['single', 'versioned'].map((name) => ({
  site: name === 'single' ? `${PAGES} pages, one version` : `${PAGES} pages × 5 versions (4 git tags), 5% changed per release`,
  'cold s': median(times[name].cold).toFixed(2),
  'cold runs': times[name].cold.map((s) => s.toFixed(2)).join(' / '),
  'cold ×': (median(times[name].cold) / median(times.single.cold)).toFixed(2),
  'warm s': median(times[name].warm).toFixed(2),
  'warm ×': (median(times[name].warm) / median(times.single.warm)).toFixed(2),
}));
console.log(`Versions (CI=true, --silent, whole process; medians of ${ROUNDS} interleaved rounds; × is the ratio to one version in the same rounds; targets: cold ≤ 1.5×, warm ≤ 1.2×):\n`);
printTable(rows);
rmSync(single, { recursive: true, force: true });
rmSync(versioned, { recursive: true, force: true });
