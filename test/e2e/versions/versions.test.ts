// A site with three versions, built by the real CLI from a repository made in the test
// (test/support/versioned-site.ts): v1 from the git tag v1.0, v2 from versions/v2/, v3 the working
// tree. As a reader: the version picker's round trips (keyboard, without JavaScript, the phone
// menu), the banner on earlier versions, canonical links, the sitemap, search per version, pages
// that exist in one version only, and a component the tag's page imports from the tag's files.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { HTTPRequest, Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../../support/axe.js';
import { openPage, type OpenPageOptions, type OpenedPage } from '../../support/browser.js';
import { useBuiltFixture } from '../../support/served-site.js';
import { validateHtml } from '../../support/vnu.js';
import { buildSite } from '../../support/site.js';
import { makeVersionedSite } from '../../support/versioned-site.js';
import { resultHrefs, searchFromKeyboard } from '../../support/search-dialog.js';
import { withPage } from '../../support/with-page.js';

const versioned = useBuiltFixture(async () => {
  const root = await makeVersionedSite('versions-e2e');
  const built = await buildSite(root);
  expect(built.code, built.stderr + built.stdout).toBe(0);
  expect(built.stderr).toBe('');
  return built.outDir;
});

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Opens a page; on close, checks that it logged no errors. */
async function open(path: string, options: OpenPageOptions = {}): Promise<OpenedPage> {
  const opened = await openPage(versioned.browser, versioned.site.url(path), options);
  return {
    ...opened,
    async close() {
      const errors = [...opened.consoleErrors];
      await opened.close();
      expect(errors, `console errors on ${path}`).toEqual([]);
    },
  };
}

/** The picker's links: version key → path. */
function pickerLinks(page: Page, scope = '.dg-topbar__version'): Promise<Record<string, string>> {
  return page.$$eval(`${scope} .dg-version__list a`, (links) => Object.fromEntries(links.map((link) => [link.getAttribute('data-version')!, new URL((link as HTMLAnchorElement).href).pathname])));
}

/** Opens the top bar picker with the keyboard, tabs to `key`'s link and follows it with Enter. */
async function pickWithKeyboard(page: Page, key: string): Promise<void> {
  await page.focus('.dg-version__button');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.dg-version__menu:popover-open');
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.getAttribute('data-version'))) === key) break;
  }
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-version'))).toBe(key);
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
}

const banner = (page: Page) => page.$eval('.dg-older-version', (note) => ({ text: note.textContent, href: new URL(note.querySelector('a')!.href).pathname })).catch(() => null);
const canonical = (page: Page) => page.$eval('link[rel="canonical"]', (link) => link.getAttribute('href'));

describe('the version picker', () => {
  it('leads to the same page in each version, there and back with the keyboard', async () => {
    await withPage(() => open('/v1/guide'), async (opened) => {
      const { page } = opened;
      expect(await pickerLinks(page)).toEqual({ current: '/guide', v2: '/v2/guide', v1: '/v1/guide' });
      expect(await page.$eval('.dg-version__button', (button) => [button.textContent, button.getAttribute('aria-label')])).toEqual(['v1', 'Version: v1']);
      await pickWithKeyboard(page, 'v2');
      expect(pathOf(page)).toBe('/v2/guide');
      expect(await page.$eval('.dg-content', (content) => content.textContent)).toContain('zorblax');
      await pickWithKeyboard(page, 'current');
      expect(pathOf(page)).toBe('/guide');
      expect(await page.$eval('.dg-content', (content) => content.textContent)).toContain('quasar');
      await pickWithKeyboard(page, 'v1');
      expect(pathOf(page)).toBe('/v1/guide');
    });
  });

  it('leads to a version’s home from a page it does not have', async () => {
    await withPage(() => open('/v1/legacy'), async (legacy) => {
      expect(await pickerLinks(legacy.page)).toEqual({ current: '/', v2: '/v2', v1: '/v1/legacy' });
    });
    await withPage(() => open('/new-feature'), async (added) => {
      expect(await pickerLinks(added.page)).toEqual({ current: '/new-feature', v2: '/v2', v1: '/v1' });
    });
  });

  it('works without JavaScript (a native popover of plain links)', async () => {
    await withPage(() => open('/guide', { javaScript: false }), async (opened) => {
      const { page } = opened;
      await page.click('.dg-version__button');
      await page.waitForSelector('.dg-version__menu:popover-open');
      await Promise.all([page.waitForNavigation(), page.click('.dg-version__menu a[data-version="v1"]')]);
      expect(pathOf(page)).toBe('/v1/guide');
    });
  });

  it('is in the phone’s menu, as a group of links', async () => {
    await withPage(() => open('/v2/guide', { viewport: { width: 375, height: 812, isMobile: true } }), async (opened) => {
      const { page } = opened;
      expect(await page.$eval('.dg-topbar__version', (picker) => getComputedStyle(picker).display)).toBe('none');
      await page.click('.dg-topbar__menu-button');
      await page.waitForSelector('.dg-menu:popover-open');
      await page.click('.dg-menu .dg-version summary');
      expect(await pickerLinks(page, '.dg-menu')).toEqual({ current: '/guide', v2: '/v2/guide', v1: '/v1/guide' });
      await Promise.all([page.waitForNavigation(), page.click('.dg-menu .dg-version a[data-version="current"]')]);
      expect(pathOf(page)).toBe('/guide');
    });
  });
});

describe('pages of an earlier version', () => {
  it('say which version they are, with a link to the same page in the latest', async () => {
    await withPage(() => open('/v1/guide'), async (opened) => {
      expect(await banner(opened.page)).toEqual({ text: 'You are reading the docs of v1. The latest version is v3. Read this page in v3', href: '/guide' });
      expect(await canonical(opened.page)).toBe('https://docs.example.com/guide');
    });
  });

  it('lead to the latest’s home when it has no such page, and are their own canonical copy', async () => {
    await withPage(() => open('/v1/legacy'), async (opened) => {
      expect(await banner(opened.page)).toEqual({ text: 'You are reading the docs of v1. The latest version is v3. Go to the docs of v3', href: '/' });
      expect(await canonical(opened.page)).toBe('https://docs.example.com/v1/legacy');
    });
  });

  it('the current version’s pages have no banner and their own canonical link', async () => {
    await withPage(() => open('/guide'), async (opened) => {
      expect(await banner(opened.page)).toBeNull();
      expect(await canonical(opened.page)).toBe('https://docs.example.com/guide');
    });
  });

  it('link within their version: content, sidebar, top nav and logo', async () => {
    await withPage(() => open('/v1'), async (opened) => {
      const { page } = opened;
      // Written as /guide and ./legacy in the tag's page.
      expect(await page.$$eval('.dg-content a', (links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))).toEqual(['/v1/guide', '/v1/legacy']);
      expect(await page.$$eval('.dg-sidebar a.dg-sb__link', (links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))).toEqual(['/v1/', '/v1/guide']);
      expect(await page.$eval('.dg-topbar__nav a', (link) => new URL((link as HTMLAnchorElement).href).pathname)).toBe('/v1/guide');
      expect(await page.$eval('.dg-topbar__logo', (link) => new URL((link as HTMLAnchorElement).href).pathname)).toBe('/v1/');
    });
  });

  it('render the components of their own version (the tag’s file)', async () => {
    await withPage(() => open('/v1/guide'), async (opened) => {
      expect(await opened.page.$eval('.badge-v1', (badge) => badge.textContent)).toBe('version one');
    });
  });

  it('are left out of the sitemap (only the latest is listed)', async () => {
    const sitemap = await readFile(`${versioned.site.outDir}/sitemap.xml`, 'utf8');
    expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual(['https://docs.example.com/', 'https://docs.example.com/guide', 'https://docs.example.com/new-feature']);
  });
});

/** Searches from the keyboard; the links of the results shown. */
async function search(page: Page, query: string): Promise<string[]> {
  await searchFromKeyboard(page, query);
  return resultHrefs(page);
}

describe('search per version', () => {
  const CASES = [
    ['v1 finds its own word', '/v1/guide', 'frobnicate', ['/v1/guide']],
    ['v1 finds nothing of the latest', '/v1', 'quasar', []],
    ['v2 finds its own word', '/v2', 'zorblax', ['/v2/guide']],
    ['the latest finds its own word', '/', 'quasar', ['/guide']],
    ['the latest finds nothing of v1', '/guide', 'frobnicate', []],
    // The legacy page, and v1's home, which names it.
    ['a page in v1 only is found there', '/v1', 'legacy', ['/v1/legacy', '/v1']],
    ['a page in v1 only is not found from the latest', '/', 'legacy', []],
  ] as const;

  it.each(CASES)('%s (%s: "%s")', async (_what, path, query, expected) => {
    await withPage(() => open(path, { waitUntil: 'networkidle0' }), async (opened) => {
      const hrefs = (await search(opened.page, query)).map((href) => href.replace(/#.*$/, ''));
      expect([...new Set(hrefs)]).toEqual(expected);
    });
  });

  it('loads its version’s index only', async () => {
    await withPage(() => open('/v2/guide', { waitUntil: 'networkidle0' }), async (opened) => {
      const requests: string[] = [];
      opened.page.on('request', (request: HTTPRequest) => requests.push(new URL(request.url()).pathname));
      await search(opened.page, 'guide');
      expect(requests.filter((path) => path.endsWith('search-index.json'))).toEqual(['/v2/search-index.json']);
    });
  });
});

describe('accessibility and valid HTML', () => {
  it.each(['/v1/guide', '/v2', '/new-feature'])('%s: no serious axe violation, with the picker open', async (path) => {
    await withPage(() => open(path), async (opened) => {
      expect(await runAxe(opened.page)).toEqual([]);
      await opened.page.click('.dg-version__button');
      await opened.page.waitForSelector('.dg-version__menu:popover-open');
      expect(await runAxe(opened.page)).toEqual([]);
    });
  });

  it('every page of every version is valid HTML', async () => {
    const { outDir } = versioned.site;
    const files = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.html')).map((file) => join(outDir, file));
    expect(files.length).toBe(16);
    expect(await validateHtml(files)).toEqual([]);
  });
});
