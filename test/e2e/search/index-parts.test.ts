// A site big enough for an index of several parts (the generated corpus, 300 pages): the dialog
// fetches the index file, then every part file it names, and searches them as one index. Each
// page carries a word of its own, so a query for the first page of each part must lead to that
// page: the documents of every part numbered in order, none lost or shifted.
import { appendFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusFile, writeCorpus } from '../../../bench/corpus.mjs';
import type { PreviewServer } from '../../../compiler/preview/server.js';
import { launchBrowser, openPage } from '../../support/browser.js';
import { ARTIFACTS_DIR } from '../../support/paths.js';
import { buildSite, builtSearchIndex, serveDist } from '../../support/site.js';

const PAGES = 300;
/** A word only page i has. */
const ownWord = (i: number) => `quasar${i}x`;

let root: string;
let server: PreviewServer;
let browser: Browser;
let index: Awaited<ReturnType<typeof builtSearchIndex>>;

beforeAll(async () => {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  root = mkdtempSync(join(ARTIFACTS_DIR, 'index-parts-'));
  writeCorpus(join(root, 'pages'), PAGES);
  for (let i = 0; i < PAGES; i++) appendFileSync(join(root, 'pages', corpusFile(i)), `\nA word of this page's own: ${ownWord(i)}.\n`);
  const build = await buildSite(root);
  expect(build.code, build.stderr).toBe(0);
  index = await builtSearchIndex(build.outDir);
  server = await serveDist(build.outDir);
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(root, { recursive: true, force: true });
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
    const opened = await openPage(browser, new URL('section-1/page-1', server.url).href, { waitUntil: 'networkidle0' });
    const requests: string[] = [];
    opened.page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    try {
      const { page } = opened;
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
      expect(opened.consoleErrors.filter((error) => !error.includes('/favicon.ico'))).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('serves the parts as cacheable for good, and the index file as revalidated on each use', async () => {
    const partResponse = await fetch(new URL(index.partFiles[0]!, server.url));
    expect(partResponse.headers.get('cache-control')).toContain('immutable');
    const indexResponse = await fetch(new URL('search-index.json', server.url));
    expect(indexResponse.headers.get('cache-control')).toBe('no-cache');
  });
});
