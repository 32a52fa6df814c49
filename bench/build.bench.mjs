// `docsgen build` on the generated corpus (bench/corpus.mjs) beside Eleventy on the same pages as
// Markdown, interleaved in rounds so both see the same machine: Eleventy (cold), the parse floor
// (every page parsed with the design's parser on every core and nothing else, parse-floor.mjs: the
// least time a cold build that parses each page once can take), docsgen cold
// (`--clean`: the cache emptied first), warm (nothing changed), one page edited three ways (its
// text, a heading, its frontmatter title), each an incremental build that uses the cache, and
// the cache alone (the output folder deleted first, as in a CI job that restores only the cache),
// then the same with one page's text edited (the CI job: cache restored, one page changed).
// Medians of the rounds, and each docsgen figure as a ratio of Eleventy's. Then the Get Starknet
// site (docs/): cold and warm. Also the weight of one content page.
//
// Then the locales row: the corpus in four languages (English at the root, French, Japanese and
// Arabic, each 1000 pages in its own folder, each with a sentence of its language) beside the
// one-language corpus of 1000 pages, interleaved: time per page (cold, warm, a French page
// edited) and the JavaScript a page loads before any interaction, which must be no worse.
//
//   BENCH_PAGES=25,1000,4000 BENCH_ROUNDS=3 BENCH_LOCALES=1000 npm run bench -- build
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { corpusFile, writeCorpus } from './corpus.mjs';
import { CLI, makeCorpus, median, pageWeight, printTable, REPO_ROOT, timeCommand } from './lib.mjs';

const COUNTS = (process.env.BENCH_PAGES ?? '25,1000,4000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// Its package exports no path to the command: the bin file, where npm installed it.
const ELEVENTY = join(REPO_ROOT, 'node_modules', '@11ty', 'eleventy', 'cmd.cjs');
const ENV = { env: { ...process.env, CI: 'true' } };

const rows = [];
const weights = [];

function run(command, args) {
  const result = timeCommand(command, args, ENV);
  if (result.status !== 0) {
    console.error(`${[command, ...args].join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
    process.exit(1);
  }
  return result;
}

const docsgen = (root, ...args) => run(process.execPath, [CLI, 'build', root, '--silent', '--out', join(root, 'dist'), ...args]);
const eleventy = (dir) => run(process.execPath, [ELEVENTY, '--quiet', `--input=${join(dir, 'pages')}`, `--output=${join(dir, '_site')}`]);
// Every page parsed with the design's parser on every core, nothing else (parse-floor.mjs): what no cold build can beat.
const parseFloor = (root) => run(process.execPath, [join(REPO_ROOT, 'bench', 'parse-floor.mjs'), join(root, 'pages')]);

/** One page's edits, in turn: its text, then a heading, then its frontmatter title. */
function editPage(root, round, kind) {
  const file = join(root, 'pages', corpusFile(7));
  const text = readFileSync(file, 'utf8');
  const edited = {
    text: () => text.replace(/\n$/, `\n\nA sentence added in round ${round}.\n`),
    heading: () => text.replace(/^### Detail 2\.1.*$/m, `### Detail 2.1 (round ${round})`),
    title: () => text.replace(/^title: .*$/m, `title: Edited title ${round}`),
  }[kind]();
  writeFileSync(file, edited);
}

for (const count of COUNTS) {
  const root = makeCorpus(count);
  // The same pages as Markdown for Eleventy (it reads frontmatter, CommonMark and GFM tables as docsgen does).
  const markdown = makeCorpus(0);
  writeCorpus(join(markdown, 'pages'), count, { ext: 'md' });
  // Warm-ups: the OS file cache, and Eleventy's and docsgen's first start.
  eleventy(markdown);
  docsgen(root, '--clean');
  const times = { eleventy: [], parse: [], cold: [], warm: [], text: [], heading: [], title: [], restored: [], restoredEdit: [] };
  let peak = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    times.eleventy.push(eleventy(markdown).seconds);
    times.parse.push(parseFloor(root).seconds);
    const cold = docsgen(root, '--clean');
    peak = Math.max(peak, cold.peakMb ?? 0);
    times.cold.push(cold.seconds);
    times.warm.push(docsgen(root).seconds);
    for (const kind of ['text', 'heading', 'title']) {
      editPage(root, round, kind);
      times[kind].push(docsgen(root).seconds);
    }
    rmSync(join(root, 'dist'), { recursive: true, force: true });
    times.restored.push(docsgen(root).seconds);
    editPage(root, round, 'text');
    rmSync(join(root, 'dist'), { recursive: true, force: true });
    times.restoredEdit.push(docsgen(root).seconds);
  }
  const eleventyS = median(times.eleventy);
  const cell = (kind) => `${median(times[kind]).toFixed(2)} (${(median(times[kind]) / eleventyS).toFixed(2)}×)`;
  rows.push({
    pages: count,
    'eleventy s': eleventyS.toFixed(2),
    'parse only s (×11ty)': cell('parse'),
    'cold s (×11ty)': cell('cold'),
    'warm s (×11ty)': cell('warm'),
    'edit text s': cell('text'),
    'edit heading s': cell('heading'),
    'edit title s': cell('title'),
    'cache only s': cell('restored'),
    'cache only + edit s': cell('restoredEdit'),
    'cold ms/page': ((median(times.cold) * 1000) / count).toFixed(2),
    'cold peak MB': peak ? Math.round(peak) : 'n/a',
  });
  weights.push({ pages: count, ...pageWeight(join(root, 'dist'), 'section-1/page-1') });
  rmSync(root, { recursive: true, force: true });
  rmSync(markdown, { recursive: true, force: true });
}

// The locales row (BENCH_LOCALES=0 leaves it out).
const LOCALE_PAGES = Number(process.env.BENCH_LOCALES ?? 1000);
const localeRows = [];
if (LOCALE_PAGES > 0) {
  const single = makeCorpus(LOCALE_PAGES);
  const multi = makeCorpus(LOCALE_PAGES);
  const locales = {
    fr: 'Cette page explique comment installer le paquet et créer un magasin de portefeuilles.',
    ja: 'このページでは検索の使い方とストアの作成方法を説明します。',
    ar: 'تشرح هذه الصفحة كيفية تثبيت الحزمة وإنشاء مخزن للمحافظ.',
  };
  for (const [key, sentence] of Object.entries(locales)) writeCorpus(join(multi, 'pages', key), LOCALE_PAGES, { locale: { prefix: `/${key}`, sentence } });
  writeFileSync(
    join(multi, 'docsgen.config.ts'),
    `export default { title: 'Polyglot', locales: { root: { lang: 'en' }, fr: { lang: 'fr', title: 'Polyglotte' }, ja: { lang: 'ja' }, ar: { lang: 'ar' } } };\n`,
  );
  const frenchPage = join(multi, 'pages', 'fr', corpusFile(7));
  const frenchText = readFileSync(frenchPage, 'utf8');
  docsgen(single, '--clean');
  docsgen(multi, '--clean');
  const times = { single: { cold: [], warm: [], edit: [] }, multi: { cold: [], warm: [], edit: [] } };
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [name, root, page, text] of [['single', single, join(single, 'pages', corpusFile(7)), undefined], ['multi', multi, frenchPage, frenchText]]) {
      times[name].cold.push(docsgen(root, '--clean').seconds);
      times[name].warm.push(docsgen(root).seconds);
      const before = text ?? readFileSync(page, 'utf8');
      writeFileSync(page, before.replace(/\n$/, `\n\nA sentence added in round ${round}.\n`));
      times[name].edit.push(docsgen(root).seconds);
    }
  }
  const pages = { single: LOCALE_PAGES, multi: 4 * LOCALE_PAGES };
  for (const name of ['single', 'multi']) {
    const perPage = (kind) => ((median(times[name][kind]) * 1000) / pages[name]).toFixed(2);
    const weight = pageWeight(join(name === 'single' ? single : multi, 'dist'), name === 'single' ? 'section-1/page-1' : 'fr/section-1/page-1');
    localeRows.push({
      corpus: name === 'single' ? `${LOCALE_PAGES} pages, one language` : `4 × ${LOCALE_PAGES} pages (en, fr, ja, ar)`,
      'cold s': median(times[name].cold).toFixed(2),
      'cold ms/page': perPage('cold'),
      'warm s': median(times[name].warm).toFixed(2),
      'edit one page s': median(times[name].edit).toFixed(2),
      'js before interaction': weight['js before interaction'],
      'js all islands hydrated': weight['js all islands hydrated'],
    });
  }
  rmSync(single, { recursive: true, force: true });
  rmSync(multi, { recursive: true, force: true });
}

// The Get Starknet site: cold (cache emptied) and warm, interleaved, into a scratch output.
const docsRoot = join(REPO_ROOT, 'docs');
const docsOut = join(REPO_ROOT, 'test-artifacts', 'bench-docs-dist');
const docsBuild = (...args) => run(process.execPath, [CLI, 'build', docsRoot, '--silent', '--force', '--out', docsOut, ...args]);
const docsTimes = { cold: [], warm: [] };
for (let round = 1; round <= ROUNDS; round++) {
  docsTimes.cold.push(docsBuild('--clean').seconds);
  docsTimes.warm.push(docsBuild().seconds);
}
rmSync(docsOut, { recursive: true, force: true });

console.log(`Build (CI=true, --silent, whole process; medians of ${ROUNDS} interleaved rounds; ratios to Eleventy 3.1.8 on the same pages as Markdown in the same round):\n`);
printTable(rows);
console.log(`\nThe Get Starknet site (docs/), medians of ${ROUNDS}: cold (--clean) ${median(docsTimes.cold).toFixed(2)} s (runs ${docsTimes.cold.map((s) => s.toFixed(2)).join(' / ')}), warm ${median(docsTimes.warm).toFixed(2)} s (runs ${docsTimes.warm.map((s) => s.toFixed(2)).join(' / ')})`);
console.log('\nWeight of one content page (/section-1/page-1), KB raw / gzip:\n');
printTable(weights);
if (localeRows.length > 0) {
  console.log(`\nLocales: the corpus in four languages beside it in one, medians of ${ROUNDS} interleaved rounds (JS of /fr/section-1/page-1 and /section-1/page-1, KB raw / gzip):\n`);
  printTable(localeRows);
}
