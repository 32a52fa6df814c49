#!/usr/bin/env node
// The project's own test and benchmark corpus: N deterministic documentation pages written with
// nothing but frontmatter, CommonMark and GFM (headings, paragraphs, tables, lists, task lists,
// fenced code, block quotes, links with anchors), so the same pages build in docsgen and in any
// other Markdown docs generator a benchmark compares it with.
//
// Layout (the benches and tests rely on it): page 0 is pages/index.<ext> at `/`; page i > 0 is
// pages/section-<i % 10>/page-<i>.<ext> at `/section-<i % 10>/page-<i>`. Every page has the headings
// `## Section 1` … `## Section 4` (ids section-1 … section-4), each followed by `### Detail <s>.1`,
// and links to the four pages after it (`#section-<s>`), so every link in the corpus holds.
//
//   node bench/corpus.mjs N OUTDIR [--ext mdx|md]
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Words the prose is made of (the search bench builds its queries from them). */
export const CORPUS_WORDS = [
  'account', 'adapter', 'address', 'button', 'cache', 'chain', 'client', 'component', 'config', 'connect',
  'contract', 'deploy', 'discovery', 'dialog', 'error', 'event', 'extension', 'feature', 'hook', 'icon',
  'injected', 'install', 'layout', 'modal', 'network', 'option', 'permission', 'provider', 'render', 'request',
  'session', 'signer', 'silent', 'standard', 'state', 'store', 'theme', 'transaction', 'virtual', 'wallet',
];

/** A small linear congruential generator: the same seed gives the same corpus on every machine. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

export function corpusRoute(index) {
  return index === 0 ? '/' : `/section-${index % 10}/page-${index}`;
}

export function corpusFile(index, ext = 'mdx') {
  return index === 0 ? `index.${ext}` : `section-${index % 10}/page-${index}.${ext}`;
}

/**
 * The text of page `index` of a corpus of `count` pages. `locale`: the page as a translation in a
 * locale's folder (bench/build.bench.mjs, the locales row): its links lead to the same locale
 * (`prefix`, '/fr'), and `sentence`, a sentence in the locale's language, follows its first paragraph.
 */
export function corpusPage(index, count, locale = undefined) {
  const random = seededRandom(0x5eed + index * 7919);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const between = (min, max) => min + Math.floor(random() * (max - min + 1));
  const capitalized = (text) => text[0].toUpperCase() + text.slice(1);
  const sentence = () => capitalized(Array.from({ length: between(7, 16) }, () => pick(CORPUS_WORDS)).join(' ')) + '.';
  const paragraph = () => Array.from({ length: between(3, 6) }, sentence).join(' ');
  const title = `${capitalized(pick(CORPUS_WORDS))} ${pick(CORPUS_WORDS)} ${index}`;

  const blocks = [`---\ntitle: ${title}\ndescription: ${sentence()}\n---`, `# ${title}`, paragraph() + (locale ? ` ${locale.sentence}` : '')];
  const route = (target) => (locale ? (target === 0 ? locale.prefix : locale.prefix + corpusRoute(target)) : corpusRoute(target));
  for (let section = 1; section <= 4; section++) {
    const target = (index + section) % count;
    blocks.push(`## Section ${section}`, `${paragraph()} Continue with [page ${target}](${route(target)}#section-${section}).`);
    blocks.push(`### Detail ${section}.1`, paragraph());
    blocks.push(SECTION_EXTRAS[section - 1](pick, sentence));
  }
  return blocks.join('\n\n') + '\n';
}

// What each section shows besides prose: code, a table, lists, a quote and a shell command.
const SECTION_EXTRAS = [
  (pick) =>
    [
      '```ts',
      "import { createStore } from '@starknet-io/get-starknet-core';",
      '',
      'const store = createStore();',
      `const ${pick(CORPUS_WORDS)}s = await store.getWallets();`,
      'store.subscribe((wallets) => console.log(wallets.map((wallet) => wallet.name)));',
      '```',
    ].join('\n'),
  (pick) =>
    [
      '| Option | Type | Default |',
      '| --- | --- | --- |',
      `| ${pick(CORPUS_WORDS)} | \`string\` | \`recommended\` |`,
      `| ${pick(CORPUS_WORDS)} | \`boolean\` | \`false\` |`,
      '| chain | `string` | `starknet:0x534e5f4d41494e` |',
    ].join('\n'),
  (pick) =>
    [
      `- the first ${pick(CORPUS_WORDS)} with \`inline code\``,
      `- a second one with **strong** and _emphasis_`,
      `  - nested under it: ${pick(CORPUS_WORDS)}`,
      '- [x] a finished task',
      '- [ ] an open task',
    ].join('\n'),
  (_pick, sentence) => [`> Note: ${sentence()}`, '', '```bash', 'npm install @starknet-io/get-starknet-core', '```'].join('\n'),
];

/** Writes pages 0 … count-1 under `pagesDir` (`locale`: as corpusPage takes it). */
export function writeCorpus(pagesDir, count, { ext = 'mdx', locale = undefined } = {}) {
  for (let index = 0; index < count; index++) {
    const file = join(pagesDir, corpusFile(index, ext));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, corpusPage(index, count, locale));
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [countArg, outDir = 'corpus'] = process.argv.slice(2).filter((arg, i, all) => arg !== '--ext' && all[i - 1] !== '--ext');
  const count = Number(countArg ?? 100);
  const extAt = process.argv.indexOf('--ext');
  const ext = extAt === -1 ? 'mdx' : process.argv[extAt + 1];
  if (!Number.isInteger(count) || count < 1 || (ext !== 'mdx' && ext !== 'md')) {
    console.error('usage: node bench/corpus.mjs N OUTDIR [--ext mdx|md]');
    process.exit(2);
  }
  writeCorpus(outDir, count, { ext });
  console.log(`wrote ${count} pages to ${outDir}`);
}
