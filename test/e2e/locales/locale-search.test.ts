// Search in each language: every locale has its own index, loaded only on its pages, made with
// its language's stop words and stemmer (a French word is found by its stem), its words cut
// where the script has no spaces (a Japanese word inside a sentence), and it holds that locale's
// pages only (no English page from the French dialog, not even those shown untranslated).
import type { HTTPRequest, Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { open, useLocalesSite } from './locales-site.js';
import { resultHrefs, searchFromKeyboard } from '../../support/search-dialog.js';
import { withPage } from '../../support/with-page.js';

const loc = useLocalesSite();

/** Searches from the keyboard; the results' links and the status line. */
async function search(page: Page, query: string): Promise<{ hrefs: string[]; status: string }> {
  await searchFromKeyboard(page, query);
  return {
    hrefs: await resultHrefs(page),
    status: await page.$eval('.dg-search__status', (status) => status.textContent ?? ''),
  };
}

const CASES = [
  // "installations" and "installer" are found by their stem, "install", in "Installation".
  ['a French word by its stem', '/fr/guide/configuration', 'installations', '/fr/guide/getting-started#installation'],
  ['a French verb by its stem', '/fr', 'installer', '/fr/guide/getting-started#installation'],
  // French elision: l’installation is "l" (a stop word) and "installation".
  ['a French word after an elided article', '/fr/glossaire', 'l’installation', '/fr/guide/getting-started#installation'],
  // 検索 sits in the middle of このページでは検索の使い方を説明します, with no spaces around it.
  ['a Japanese word inside a sentence', '/ja', '検索', '/ja/guide/getting-started'],
  ['a Japanese word in a heading', '/ja/guide/configuration', 'ストア', '/ja/guide/getting-started#ストアを作成する'],
  // المخزن (the store) is found in مخزنًا and إنشاء مخزن: the article and the ending are stemmed away.
  ['an Arabic word by its stem', '/ar', 'المخزن', '/ar/guide/getting-started#إنشاء-مخزن'],
  ['an English word by its stem', '/reference', 'installing', '/guide/getting-started#installation'],
] as const;

describe('search in each language', () => {
  it.each(CASES)('%s (%s: "%s")', async (_what, path, query, expected) => {
    await withPage(() => open(loc.browser, loc.site.url(path), { waitUntil: 'networkidle0' }), async (opened) => {
      const { hrefs } = await search(opened.page, query);
      expect(hrefs.map((href) => decodeURI(href))).toContain(expected);
      // Only the reader's locale.
      const prefix = path.split('/')[1];
      const ownPrefix = ['fr', 'ja', 'ar'].includes(prefix!) ? `/${prefix}/` : undefined;
      for (const href of hrefs) {
        if (ownPrefix) expect(href === ownPrefix.slice(0, -1) || href.startsWith(ownPrefix)).toBe(true);
        else expect(href).not.toMatch(/^\/(fr|ja|ar)(\/|$|#)/);
      }
    });
  });

  it('finds no English page from the French dialog, not even one shown untranslated there', async () => {
    await withPage(() => open(loc.browser, loc.site.url('/fr/reference'), { waitUntil: 'networkidle0' }), async (opened) => {
      // "disconnect" is on the English reference page only (which /fr/reference shows).
      const { hrefs, status } = await search(opened.page, 'disconnect');
      expect(hrefs).toEqual([]);
      expect(status).toBe('Aucun résultat pour « disconnect »');
    });
  });

  it('loads the locale’s index and its language’s stemmer only, and nothing of search before it is used', async () => {
    const opened = await open(loc.browser, loc.site.url('/fr/guide/getting-started'), { waitUntil: 'networkidle0' });
    const requests: string[] = [];
    opened.page.on('request', (request: HTTPRequest) => requests.push(new URL(request.url()).pathname));
    try {
      expect(requests).toEqual([]);
      await search(opened.page, 'magasin');
      const indexes = requests.filter((path) => path.endsWith('search-index.json'));
      expect(indexes).toEqual(['/fr/search-index.json']);
      // The French stemmer came in a chunk of its own (its stop words tell it), not the Japanese or Arabic one.
      const chunks = await Promise.all(requests.filter((path) => path.startsWith('/docsgen/chunk-')).map((path) => opened.page.evaluate((url) => fetch(url).then((r) => r.text()), path)));
      expect(chunks.some((code) => code.includes('ai aie aient aies ait'))).toBe(true);
      expect(chunks.some((code) => code.includes('TinySegmenter') || code.includes('preRemoved'))).toBe(false);
    } finally {
      await opened.close();
    }
  });
});
