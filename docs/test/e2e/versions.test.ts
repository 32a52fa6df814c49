// The Get Starknet site's two versions, as a reader meets them: v5 (the working tree) and v4
// (docs/versions/v4/, at /v4/…). The version picker goes between the same page in both, or to a
// version's home when the other has no such page; v4's pages say they are v4 and link to the
// latest; search on a v4 page finds v4 pages only, and on a v5 page v5 pages only; the migration
// guide is in v5’s sidebar and leads to v4, and v4's pages link to it (`current:/…`); the new
// pages have no serious axe violation.
import type { HTTPRequest, Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../../../test/support/axe.js';
import { openPage, PHONE, type OpenPageOptions, type OpenedPage } from '../../../test/support/browser.js';
import { withPage } from '../../../test/support/with-page.js';
import { searchFromKeyboard } from '../../../test/support/search-dialog.js';
import { useDocsSite } from './harness.js';

const docs = useDocsSite();

/** Opens a page; on close, checks that it logged no errors. */
async function open(path: string, options: OpenPageOptions = {}): Promise<OpenedPage> {
  const opened = await openPage(docs.browser, docs.site.url(path), options);
  return {
    ...opened,
    async close() {
      const errors = [...opened.consoleErrors];
      await opened.close();
      expect(errors, `console errors on ${path}`).toEqual([]);
    },
  };
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const heading = (page: Page) => page.$eval('.dg-content h1', (h1) => h1.textContent);

/** The picker's links: version key → path. */
function pickerLinks(page: Page, scope = '.dg-topbar__version'): Promise<Record<string, string>> {
  return page.$$eval(`${scope} .dg-version__list a`, (links) => Object.fromEntries(links.map((link) => [link.getAttribute('data-version')!, new URL((link as HTMLAnchorElement).href).pathname])));
}

/** Opens the top bar's picker and follows `key`'s link. */
async function pick(page: Page, key: string): Promise<void> {
  await page.click('.dg-topbar__version .dg-version__button');
  await page.waitForSelector('.dg-version__menu:popover-open');
  await Promise.all([page.waitForNavigation(), page.click(`.dg-version__menu a[data-version="${key}"]`)]);
}

const banner = (page: Page) => page.$eval('.dg-older-version', (note) => ({ text: note.textContent, href: new URL(note.querySelector('a')!.href).pathname })).catch(() => null);

describe('the version picker', () => {
  it('goes from a v4 page to the same page in v5 and back', async () => {
    await withPage(() => open('/v4/getting-started'), async (opened) => {
      const { page } = opened;
      expect(await pickerLinks(page)).toEqual({ current: '/getting-started', v4: '/v4/getting-started' });
      expect(await page.$eval('.dg-topbar__version .dg-version__button', (button) => button.textContent)).toBe('v4');
      expect(await page.$eval('.dg-content', (content) => content.textContent)).toContain('connect()');
      await pick(page, 'current');
      expect(pathOf(page)).toBe('/getting-started');
      expect(await page.$eval('.dg-content', (content) => content.textContent)).toContain('WalletConnectModal');
      expect(await page.$eval('.dg-topbar__version .dg-version__button', (button) => button.textContent)).toBe('v5');
      await pick(page, 'v4');
      expect(pathOf(page)).toBe('/v4/getting-started');
    });
  });

  it('leads to the other version’s home from a page it does not have', async () => {
    await withPage(() => open('/v4/core/getStarknet'), async (opened) => {
      expect(await pickerLinks(opened.page)).toEqual({ current: '/', v4: '/v4/core/getStarknet' });
      await pick(opened.page, 'current');
      expect(pathOf(opened.page)).toBe('/');
    });
    await withPage(() => open('/modal/useConnect'), async (opened) => {
      expect(await pickerLinks(opened.page)).toEqual({ current: '/modal/useConnect', v4: '/v4' });
      await pick(opened.page, 'v4');
      expect(pathOf(opened.page)).toBe('/v4');
      expect(await heading(opened.page)).toBe('get-starknet v4');
    });
  });

  it('is in the phone’s menu', async () => {
    await withPage(() => open('/v4/core', { viewport: PHONE }), async (opened) => {
      const { page } = opened;
      await page.click('.dg-topbar__menu-button');
      await page.waitForSelector('.dg-menu:popover-open');
      await page.click('.dg-menu .dg-version summary');
      expect(await pickerLinks(page, '.dg-menu')).toEqual({ current: '/core', v4: '/v4/core' });
      await Promise.all([page.waitForNavigation(), page.click('.dg-menu .dg-version a[data-version="current"]')]);
      expect(pathOf(page)).toBe('/core');
    });
  });
});

describe('the v4 pages', () => {
  it('say they are v4, with a link to the same page in v5', async () => {
    await withPage(() => open('/v4/getting-started'), async (opened) => {
      expect(await banner(opened.page)).toEqual({ text: 'You are reading the docs of v4. The latest version is v5. Read this page in v5', href: '/getting-started' });
    });
  });

  it('lead to v5’s home from a page v5 does not have', async () => {
    await withPage(() => open('/v4/connect'), async (opened) => {
      expect(await banner(opened.page)).toEqual({ text: 'You are reading the docs of v4. The latest version is v5. Go to the docs of v5', href: '/' });
    });
  });

  it('have v4’s own navigation, and v5’s pages have no banner', async () => {
    await withPage(() => open('/v4/core'), async (opened) => {
      const { page } = opened;
      expect(await page.$$eval('.dg-topbar__nav a', (links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))).toEqual(['/v4/', '/v4/core']);
      expect(await page.$$eval('.dg-sidebar a.dg-sb__link', (links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))).toEqual([
        '/v4/core',
        '/v4/core/getStarknet',
        '/v4/core/discovery',
        '/v4/core/connection',
      ]);
    });
    await withPage(() => open('/core'), async (opened) => {
      expect(await banner(opened.page)).toBeNull();
    });
  });

  it('show the types of the v4 packages in their code samples', async () => {
    await withPage(() => open('/v4/getting-started'), async (opened) => {
      // The popup of `wallet` in the first sample: connect() of @starknet-io/get-starknet 4.0.8.
      const popups = await opened.page.$$eval('.dg-content pre.twoslash .twoslash-popup-code', (codes) => codes.map((code) => code.textContent));
      expect(popups.some((text) => text?.includes('StarknetWindowObject | null'))).toBe(true);
    });
  });
});

/** Searches from the keyboard; the paths of the pages the results lead to, each once. */
async function search(page: Page, query: string): Promise<string[]> {
  await searchFromKeyboard(page, query);
  return page.$$eval('.dg-search__result', (links) => [...new Set(links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))]);
}

describe('search per version', () => {
  it('finds only v4 pages from a v4 page, from v4’s own index', async () => {
    await withPage(() => open('/v4/getting-started', { waitUntil: 'networkidle0' }), async (opened) => {
      const requests: string[] = [];
      opened.page.on('request', (request: HTTPRequest) => requests.push(new URL(request.url()).pathname));
      const found = await search(opened.page, 'getLastConnectedWallet');
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((path) => path.startsWith('/v4/') || path === '/v4'), found.join(' ')).toBe(true);
      expect(found).toContain('/v4/core/connection');
      expect(requests.filter((path) => path.endsWith('search-index.json'))).toEqual(['/v4/search-index.json']);
    });
  });

  it('finds nothing of v5 from a v4 page', async () => {
    await withPage(() => open('/v4', { waitUntil: 'networkidle0' }), async (opened) => {
      // The v5 modal's provider: no v4 page names it.
      expect(await search(opened.page, 'GetStarknetProvider')).toEqual([]);
    });
  });

  it('finds only v5 pages from a v5 page', async () => {
    await withPage(() => open('/', { waitUntil: 'networkidle0' }), async (opened) => {
      // Named in v4's pages, and in v5's migration guide only.
      expect(await search(opened.page, 'getLastConnectedWallet')).toEqual(['/migrating-from-v4']);
    });
  });
});

describe('the migration guide', () => {
  it('is in v5’s sidebar, and leads to the v4 docs', async () => {
    await withPage(() => open('/getting-started'), async (opened) => {
      const { page } = opened;
      await Promise.all([page.waitForNavigation(), page.click('.dg-sidebar a.dg-sb__link[href$="/migrating-from-v4"]')]);
      expect(pathOf(page)).toBe('/migrating-from-v4');
      expect(await heading(page)).toBe('Migrating from v4 to v5');
      expect(await banner(page)).toBeNull();
      // Its picker leads to v4's home: v4 has no such page.
      expect(await pickerLinks(page)).toEqual({ current: '/migrating-from-v4', v4: '/v4' });
      await Promise.all([page.waitForNavigation(), page.click('.dg-content a[href$="/v4"]')]);
      expect(pathOf(page)).toBe('/v4');
    });
  });
});

describe('from v4 to the current version', () => {
  it('v4’s introduction and sidebar link to the migration guide at its current URL', async () => {
    await withPage(() => open('/v4'), async (opened) => {
      const { page } = opened;
      // Written `current:/migrating-from-v4` in a v4 page and in v4's sidebar: no /v4 prefix.
      expect(await page.$eval('.dg-sidebar a.dg-sb__link[href$="migrating-from-v4"]', (link) => new URL((link as HTMLAnchorElement).href).pathname)).toBe('/migrating-from-v4');
      await Promise.all([page.waitForNavigation(), page.click('.dg-content a[href$="/migrating-from-v4"]')]);
      expect(pathOf(page)).toBe('/migrating-from-v4');
      expect(await heading(page)).toBe('Migrating from v4 to v5');
      expect(await banner(page)).toBeNull();
    });
  });
});

describe('accessibility', () => {
  it.each(['/v4/getting-started', '/v4/connect', '/v4/core/discovery', '/migrating-from-v4'])('%s: no serious axe violation', async (path) => {
    await withPage(() => open(path), async (opened) => {
      expect(await runAxe(opened.page)).toEqual([]);
    });
  });
});
