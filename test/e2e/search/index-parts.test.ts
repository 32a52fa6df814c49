// A site big enough for an index of several parts (the generated corpus, 300 pages): the dialog
// fetches the index file, then every part file it names, and searches them as one index. Each
// page carries a word of its own, so a query for the first page of each part must lead to that
// page: the documents of every part numbered in order, none lost or shifted.
import { appendFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer';
import { afterAll, describe, expect, it } from 'vitest';
import { corpusFile, writeCorpus } from '../../../bench/corpus.mjs';
import { openPage } from '../../support/browser.js';
import { ARTIFACTS_DIR } from '../../support/paths.js';
import { useBuiltFixture } from '../../support/served-site.js';
import { buildSite, builtSearchIndex } from '../../support/site.js';
import { withPage } from '../../support/with-page.js';

const PAGES = 300;
/** A word only page i has. */
const ownWord = (i: number) => `quasar${i}x`;

// The corpus and its build, made for this file alone (removed after its tests), and its index as
// the build wrote it.
let root: string | undefined;
let index: Awaited<ReturnType<typeof builtSearchIndex>>;

const corpus = useBuiltFixture(async () => {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  root = mkdtempSync(join(ARTIFACTS_DIR, 'index-parts-'));
  writeCorpus(join(root, 'pages'), PAGES);
  for (let i = 0; i < PAGES; i++) appendFileSync(join(root, 'pages', corpusFile(i)), `\nA word of this page's own: ${ownWord(i)}.\n`);
  const build = await buildSite(root);
  expect(build.code, build.stderr).toBe(0);
  index = await builtSearchIndex(build.outDir);
  return build.outDir;
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

async function search(page: Page, query: string): Promise<string[]> {
  const input = await page.$('.dg-search__input');
  await input!.click({ clickCount: 3 });
  await page.keyboard.press('Backspace');
  const before = await page.evaluate(() => performance.getEntriesByName('docsgen-search').length);
  await page.keyboard.type(query);
  await page.waitForFunction((n) => performance.getEntriesByName('docsgen-search').length > n, {}, before);
  return page.$$eval('.dg-search__result', (links) => links.map((link) => link.getAttribute('href') ?? ''));
}

describe('an index in several part files', () => {
  it('is fetched whole, once, and finds the pages of every part', async () => {
    expect(index.partFiles.length).toBeGreaterThanOrEqual(3);
    await withPage(() => openPage(corpus.browser, corpus.site.url('section-1/page-1'), { waitUntil: 'networkidle0' }), async ({ page, consoleErrors }) => {
      const requests: string[] = [];
      page.on('request', (request) => requests.push(new URL(request.url()).pathname));
      await page.keyboard.press('/');
      await page.waitForSelector('dialog.dg-search[open]');
      for (const part of index.parts) {
        const [route] = part.pages[0]!;
        const i = route === '/' ? 0 : Number(route.split('-').at(-1));
        const hrefs = await search(page, ownWord(i));
        expect(hrefs[0]?.split('#')[0], `${ownWord(i)}, the first page of a part`).toBe(route);
      }
      const searchRequests = requests.filter((path) => path.includes('search-'));
      expect(searchRequests[0]).toBe('/search-index.json');
      expect(searchRequests.slice(1).sort()).toEqual(index.partFiles.map((file) => `/${file}`).sort());
      // The corpus has no favicon.
      expect(consoleErrors.filter((error) => !error.includes('/favicon.ico'))).toEqual([]);
    });
  });

  it('serves the parts as cacheable for good, and the index file as revalidated on each use', async () => {
    const partResponse = await fetch(corpus.site.url(index.partFiles[0]!));
    expect(partResponse.headers.get('cache-control')).toContain('immutable');
    const indexResponse = await fetch(corpus.site.url('search-index.json'));
    expect(indexResponse.headers.get('cache-control')).toBe('no-cache');
  });
});
