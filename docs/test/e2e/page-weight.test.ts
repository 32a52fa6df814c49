// The JavaScript budget of the Get Starknet site, as a reader's browser sees it: before any
// interaction a docs page downloads only the page script (islands loader, prefetching, pager
// keys); React and island code come when an island's strategy fires, and the first interaction is
// not lost; internal links scrolled into view are prefetched once; demo pages load their demo and
// nothing else. (The byte budgets themselves are checked on every build by docs/docsgen.config.ts:
// budget: { jsKb: 5, htmlKb: 40 }, and reported by `docsgen build --report`.)
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { openPage } from '../../../test/support/browser.js';
import { useDocsSite, WAIT, withPage } from './harness.js';

const docs = useDocsSite();

const LOADER = /\/docsgen\/loader-[A-Z0-9]+\.js$/;
const DOCS_PAGES = ['/getting-started', '/core/createStore', '/modal/useConnect', '/'];

/** Records the script URLs the page requests from now on (paths only). */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Until the network is quiet and the browser idle: whatever loads without the reader has loaded. */
async function settle(page: Page): Promise<void> {
  await page.waitForNetworkIdle({ idleTime: 500, timeout: WAIT.timeout });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
  await new Promise((resolve) => setTimeout(resolve, 300));
}

/** Opens `path` in a fresh context with the script recorder attached before navigation. */
async function openRecording(path: string, viewport = { width: 1280, height: 800 }) {
  const opened = await openPage(docs.browser, 'about:blank', { viewport });
  const scripts = recordScripts(opened.page);
  await opened.page.goto(docs.site.url(path), { waitUntil: 'load' });
  await settle(opened.page);
  return { opened, scripts };
}

describe('before any interaction', () => {
  it.each(DOCS_PAGES)('%s requests only the page script, under 5 KB gzip with the inline scripts', async (path) => {
    const { opened, scripts } = await openRecording(path);
    await withPage(`budget-${path}`, async () => opened, async ({ page, consoleErrors }) => {
      expect(scripts).toHaveLength(1);
      expect(scripts[0]).toMatch(LOADER);
      const inline = await page.$$eval('script:not([src]):not([type])', (elements) => elements.map((e) => e.textContent ?? ''));
      const loader = await readFile(join(docs.site.dir, scripts[0]!));
      const gzip = [loader, ...inline.map((code) => Buffer.from(code))].reduce((total, bytes) => total + gzipSync(bytes).length, 0);
      expect(gzip).toBeLessThanOrEqual(5 * 1024);
      expect(await page.$$eval('docsgen-island[data-hydrated]', (islands) => islands.map((i) => i.getAttribute('data-island')))).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  });

  it('has no render-blocking request but its one stylesheet', async () => {
    // As served, before any script runs (web fonts, on sites that use them, are tested on the
    // kitchen-sink: test/e2e/theme/theme-banner.test.ts).
    for (const path of DOCS_PAGES) {
      const html = await (await fetch(docs.site.url(path))).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const stylesheets = [...head.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map((m) => m[0]).filter((tag) => !/media="print"/.test(tag));
      expect(stylesheets, path).toEqual([expect.stringMatching(/href="\/docsgen\/style-[A-Z0-9]+\.css"/)]);
      const classicScripts = [...head.matchAll(/<script\b[^>]*\bsrc="[^"]*"[^>]*>/g)].map((m) => m[0]).filter((tag) => !/type="module"|\bdefer\b|\basync\b/.test(tag));
      expect(classicScripts, path).toEqual([]);
    }
  });
});

describe('with every island hydrated', () => {
  it.each(['/getting-started', '/core/createStore'])('%s has downloaded at most 90 KB gzip of JavaScript in all', async (path) => {
    const { opened, scripts } = await openRecording(path);
    await withPage(`budget-hydrated-${path}`, async () => opened, async ({ page, consoleErrors }) => {
      // Wake every island as a reader would (the interaction and scroll strategies take a focus).
      const count = await page.evaluate(() => {
        const islands = [...document.querySelectorAll('docsgen-island')];
        for (const island of islands) island.dispatchEvent(new FocusEvent('focusin'));
        return islands.length;
      });
      expect(count).toBeGreaterThan(3);
      await page.waitForFunction(() => [...document.querySelectorAll('docsgen-island')].every((i) => i.hasAttribute('data-hydrated')), WAIT);
      await settle(page);
      const files = [...new Set(scripts)];
      expect(files.some((s) => /\/hydrate-/.test(s))).toBe(true);
      const inline = await page.$$eval('script:not([src]):not([type])', (elements) => elements.map((e) => e.textContent ?? ''));
      const bytes = [...(await Promise.all(files.map((file) => readFile(join(docs.site.dir, file))))), ...inline.map((code) => Buffer.from(code))];
      const gzip = bytes.reduce((total, file) => total + gzipSync(file).length, 0);
      expect(gzip).toBeLessThanOrEqual(90 * 1024);
      expect(consoleErrors).toEqual([]);
    });
  });
});

describe('on the first interaction', () => {
  it("'/' loads the search island, which opens and finds pages", async () => {
    const { opened, scripts } = await openRecording('/getting-started');
    await withPage('budget-search', async () => opened, async ({ page, consoleErrors }) => {
      await page.keyboard.press('Slash');
      await page.waitForSelector('.dg-search__input', { ...WAIT, visible: true });
      expect(scripts.some((s) => /\/Search\.island-[A-Z0-9]+\.js$/.test(s))).toBe(true);
      expect(scripts.some((s) => /\/hydrate-[A-Z0-9]+\.js$/.test(s))).toBe(true);
      // The slash opened the dialog: it was not typed into the field.
      expect(await page.$eval('.dg-search__input', (input) => (input as HTMLInputElement).value)).toBe('');
      await page.keyboard.type('createStore');
      await page.waitForFunction(() => [...document.querySelectorAll('.dg-search__result')].some((r) => r.getAttribute('href')?.startsWith('/core/createStore')), WAIT);
      expect(consoleErrors).toEqual([]);
    });
  });

  it('the first click on the theme toggle hydrates it and switches the theme', async () => {
    const { opened, scripts } = await openRecording('/getting-started');
    await withPage('budget-toggle', async () => opened, async ({ page, consoleErrors }) => {
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
      expect(scripts.some((s) => /ThemeToggle/.test(s))).toBe(false);
      await page.click('.dg-theme-toggle');
      await page.waitForFunction(() => document.documentElement.classList.contains('dark'), WAIT);
      expect(await page.evaluate(() => localStorage.getItem('vocs.theme'))).toBe('dark');
      expect(scripts.some((s) => /\/ThemeToggle\.island-[A-Z0-9]+\.js$/.test(s))).toBe(true);
      expect(await page.$eval('.dg-theme-toggle', (button) => button.getAttribute('aria-pressed'))).toBe('true');
      expect(consoleErrors).toEqual([]);
    });
  });

  it('the outline loads its scroll-spy on the first scroll, the first heading already active', async () => {
    const { opened, scripts } = await openRecording('/core/createStore');
    await withPage('budget-outline', async () => opened, async ({ page, consoleErrors }) => {
      expect(await page.$eval('.dg-outline a[aria-current]', (a) => a.getAttribute('href'))).toBe(await page.$eval('.dg-outline a', (a) => a.getAttribute('href')));
      expect(scripts.some((s) => /OutlineNav/.test(s))).toBe(false);
      await page.evaluate(() => window.scrollBy(0, 600));
      await page.waitForSelector('.dg-outline docsgen-island[data-hydrated]', WAIT);
      expect(scripts.some((s) => /\/OutlineNav\.island-[A-Z0-9]+\.js$/.test(s))).toBe(true);
      expect(consoleErrors).toEqual([]);
    });
  });
});

describe('link prefetching', () => {
  /**
   * A context without request interception (which turns the browser's cache off), so a prefetched
   * page is really served from the cache. Pages ask for Google Fonts, unreachable here: their
   * console errors are not this test's concern.
   */
  async function openWithCache(path: string, options: { saveData?: boolean } = {}) {
    const context = await docs.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    if (options.saveData) {
      await page.evaluateOnNewDocument(() => {
        Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true, effectiveType: '4g' }) });
      });
    }
    const documents: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === docs.site.origin && request.resourceType() !== 'script' && request.resourceType() !== 'stylesheet' && !/\.(svg|json|png)$/.test(url.pathname)) documents.push(url.pathname);
    });
    await page.goto(docs.site.url(path), { waitUntil: 'load' });
    await settle(page);
    return { page, documents, close: () => context.close() };
  }

  it('fetches a link scrolled into view exactly once, and following it uses the cached copy', async () => {
    const { page, documents, close } = await openWithCache('/getting-started');
    try {
      // A link below the fold to a page no link in the first screen leads to.
      const target = await page.evaluate(() => {
        const key = (a: HTMLAnchorElement) => a.origin + a.pathname;
        const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].filter((a) => a.origin === location.origin && !/\.\w+$/.test(a.pathname));
        const shown = (a: HTMLAnchorElement) => {
          const box = a.getBoundingClientRect();
          return a.checkVisibility() && box.bottom > 0 && box.top < innerHeight && box.width > 0;
        };
        const seen = new Set(links.filter(shown).map(key));
        const below = links.find((a) => !seen.has(key(a)) && key(a) !== location.origin + location.pathname && a.getBoundingClientRect().top > innerHeight && a.checkVisibility());
        if (!below) return null;
        below.id ||= 'dg-test-prefetch-target';
        return { id: below.id, path: below.pathname };
      });
      expect(target).not.toBeNull();
      const { id, path: next } = target!;
      const link = `[id="${id}"]`;
      expect(documents.filter((d) => d === next)).toEqual([]);
      expect(documents.filter((d) => d === '/getting-started')).toEqual(['/getting-started']);
      await page.$eval(link, (a) => a.scrollIntoView());
      await page.waitForFunction((href) => [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].some((l) => new URL(l.href).pathname === href), WAIT, next);
      await settle(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.$eval(link, (a) => a.scrollIntoView());
      await settle(page);
      expect(documents.filter((d) => d === next)).toEqual([next]);
      // The page itself is never prefetched, and each URL once however many links point to it.
      expect(documents.filter((d) => d === '/getting-started')).toEqual(['/getting-started']);
      const prefetched = await page.$$eval('link[rel="prefetch"]', (links) => links.map((l) => (l as HTMLLinkElement).href));
      expect(new Set(prefetched).size).toBe(prefetched.length);
      expect(prefetched.every((href) => href.startsWith(docs.site.origin) && !/\.(md|txt|svg)$/.test(href))).toBe(true);

      const [response] = await Promise.all([page.waitForNavigation(), page.click(link)]);
      expect(new URL(page.url()).pathname).toBe(next);
      // HTML is revalidated (Cache-Control: no-cache): the browser asks whether its prefetched
      // copy is current and gets 304 Not Modified, no body: the page itself comes from the cache.
      expect(response?.status()).toBe(304);
    } finally {
      await close();
    }
  });

  it('fetches nothing when the reader asked to save data', async () => {
    const { page, documents, close } = await openWithCache('/getting-started', { saveData: true });
    try {
      await page.$eval('a[rel="next"][data-dg-pager]', (a) => a.scrollIntoView());
      await settle(page);
      expect(documents).toEqual(['/getting-started']);
      expect(await page.$('link[rel="prefetch"]')).toBeNull();
    } finally {
      await close();
    }
  });
});

describe('pages', () => {
  it('the assistant link asks about the page by its full URL (the site has no baseUrl)', async () => {
    const { opened } = await openRecording('/core/createStore');
    await withPage('budget-assistant', async () => opened, async ({ page }) => {
      const href = await page.$eval('.dg-page-actions a.dg-action', (a) => (a as HTMLAnchorElement).href);
      expect(new URL(href).searchParams.get('q')).toContain(`${docs.site.origin}/core/createStore`);
    });
  });

  it('Shift+Right goes to the next page without loading React', async () => {
    const { opened, scripts } = await openRecording('/getting-started');
    await withPage('budget-pager', async () => opened, async ({ page }) => {
      const next = await page.$eval('a[rel="next"][data-dg-pager]', (a) => (a as HTMLAnchorElement).href);
      await page.keyboard.down('Shift');
      await Promise.all([page.waitForNavigation(), page.keyboard.press('ArrowRight')]);
      await page.keyboard.up('Shift');
      expect(page.url()).toBe(next);
      expect(scripts.filter((s) => !LOADER.test(s))).toEqual([]);
    });
  });

  it('a demo page loads its own demo code and no other island', async () => {
    const { opened, scripts } = await openRecording('/demo/discovery');
    await withPage('budget-demo', async () => opened, async ({ page }) => {
      await page.waitForSelector('[data-testid="discovery-demo"][data-ready="true"]', WAIT);
      const islands = scripts.filter((s) => /\.island-/.test(s));
      expect(islands.map((s) => s.replace(/^.*\/([^/]+)\.island-.*$/, '$1'))).toEqual(['WalletDiscoveryDemo']);
      expect(scripts.every((s) => LOADER.test(s) || /\/(hydrate|chunk|WalletDiscoveryDemo\.island)-[A-Z0-9]+\.js$/.test(s))).toBe(true);
    });
  });
});
