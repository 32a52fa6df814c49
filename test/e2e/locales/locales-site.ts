// The four-locale fixture (test/fixtures/locales: English at the root, French, Japanese, Arabic,
// some pages untranslated), built once per test run (shared-build.ts) and served on 127.0.0.1
// for each test file that uses it.
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchBrowser, openPage, type OpenPageOptions, type OpenedPage } from '../../support/browser.js';
import { REPO_ROOT } from '../../support/paths.js';
import { sharedBuild } from '../../support/shared-build.js';
import { serveDist } from '../../support/site.js';

export const LOCALES_ROOT = join(REPO_ROOT, 'test/fixtures/locales');

export interface LocalesSite {
  url(path: string): string;
  /** The built site (shared by every test file: read it, never write into it). */
  outDir: string;
  close(): Promise<void>;
}

export function useLocalesSite(): { site: LocalesSite; browser: Browser } {
  const shared = {} as { site: LocalesSite; browser: Browser };
  beforeAll(async () => {
    const outDir = await sharedBuild({ name: 'locales-dist', root: LOCALES_ROOT, label: 'the locales fixture' });
    const [server, browser] = await Promise.all([serveDist(outDir), launchBrowser()]);
    shared.browser = browser;
    shared.site = { url: (path) => new URL(path.replace(/^\//, ''), server.url).href, outDir, close: () => server.close() };
  });
  afterAll(async () => {
    await shared.browser?.close();
    await shared.site?.close();
  });
  return shared;
}

/** Opens a page; on close, checks that it logged no errors. */
export async function open(browser: Browser, url: string, options: OpenPageOptions = {}): Promise<OpenedPage> {
  const opened = await openPage(browser, url, options);
  return {
    ...opened,
    async close() {
      const errors = [...opened.consoleErrors];
      await opened.close();
      expect(errors, `console errors on ${url}`).toEqual([]);
    },
  };
}

/** The page's language and direction, as <html> says. */
export function htmlLanguage(page: Page): Promise<{ lang: string; dir: string }> {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}

/** The path of the page the browser shows (the host's URL left out). */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** One page of each kind the fixture has, in each locale that has it (or shows it untranslated). */
export const PAGE_KINDS = {
  docs: { root: '/guide/getting-started', fr: '/fr/guide/getting-started', ja: '/ja/guide/getting-started', ar: '/ar/guide/getting-started' },
  home: { root: '/', fr: '/fr', ja: '/ja', ar: '/ar' },
  /** /guide/configuration has no Japanese translation: /ja/guide/configuration shows the English page. */
  untranslated: { root: '/guide/configuration', fr: '/fr/guide/configuration', ja: '/ja/guide/configuration', ar: '/ar/guide/configuration' },
  /** /reference is in English only. */
  englishOnly: { root: '/reference', fr: '/fr/reference', ja: '/ja/reference', ar: '/ar/reference' },
} as const;
