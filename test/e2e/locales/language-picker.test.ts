// The language picker as a reader uses it, on every kind of page: it leads to the same page in
// the other language (or to that language's home when there is none), and back; with the
// keyboard, without JavaScript, and from the narrow-screen menu.
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { openPage } from '../../support/browser.js';
import { htmlLanguage, open, pathOf, useLocalesSite } from './locales-site.js';
import { withPage } from '../../support/with-page.js';

const loc = useLocalesSite();

const PHONE = { width: 375, height: 812, isMobile: true } as const;

/** The top bar picker's links: locale key → path. */
async function pickerLinks(page: Page, scope = '.dg-topbar__language'): Promise<Record<string, string>> {
  return page.$$eval(`${scope} .dg-language__list a`, (links) => Object.fromEntries(links.map((link) => [link.getAttribute('data-locale')!, new URL((link as HTMLAnchorElement).href).pathname])));
}

/** Opens the top bar picker with the keyboard, moves to `key`'s link with Tab and follows it with Enter. */
async function pickWithKeyboard(page: Page, key: string): Promise<void> {
  await page.focus('.dg-language__button');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.dg-language__menu:popover-open');
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-locale') ?? null);
    if (focused === key) break;
  }
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-locale'))).toBe(key);
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
}

const HOMES = { root: '/', fr: '/fr', ja: '/ja', ar: '/ar' } as const;

// Every kind of page: [where the reader starts, the picker's links from there].
const ROUND_TRIPS = [
  ['a docs page', '/guide/getting-started', { root: '/guide/getting-started', fr: '/fr/guide/getting-started', ja: '/ja/guide/getting-started', ar: '/ar/guide/getting-started' }],
  ['a landing page', '/fr', { root: '/', fr: '/fr', ja: '/ja', ar: '/ar' }],
  // /fr/glossaire exists in French only: the other languages' homes.
  ['a minimal page of one locale only', '/fr/glossaire', { root: '/', fr: '/fr/glossaire', ja: '/ja', ar: '/ar' }],
  // Not translated into Japanese: shown from English, and the picker leads to the real pages.
  ['a page shown untranslated', '/ja/guide/configuration', { root: '/guide/configuration', fr: '/fr/guide/configuration', ja: '/ja/guide/configuration', ar: '/ar/guide/configuration' }],
  ['a right-to-left page', '/ar/guide/getting-started', { root: '/guide/getting-started', fr: '/fr/guide/getting-started', ja: '/ja/guide/getting-started', ar: '/ar/guide/getting-started' }],
] as const;

describe('the picker on every kind of page', () => {
  it.each(ROUND_TRIPS)('%s (%s): the same page in each language, there and back with the keyboard', async (_kind, start, links) => {
    await withPage(() => open(loc.browser, loc.site.url(start)), async (opened) => {
      const { page } = opened;
      expect(await pickerLinks(page)).toEqual(links);
      const current = await page.$eval('.dg-topbar__language [aria-current="true"]', (link) => link.getAttribute('data-locale'));
      const other: keyof typeof HOMES = current === 'fr' ? 'ar' : 'fr';
      await pickWithKeyboard(page, other);
      expect(pathOf(page)).toBe(links[other]);
      expect((await htmlLanguage(page)).lang).toBe(other);
      // And back: to where the reader started, unless the other language had no such page (its
      // home then), which leads to this language's home.
      await pickWithKeyboard(page, current!);
      expect(pathOf(page)).toBe(links[other] === HOMES[other] ? HOMES[current as keyof typeof HOMES] : start);
    });
  });

  it('the not-found page leads to each language’s home', async () => {
    // Opened without the console check: the browser reports the 404 itself.
    await withPage(() => openPage(loc.browser, loc.site.url('/no/such/page')), async (opened) => {
      expect(opened.response?.status()).toBe(404);
      expect(await pickerLinks(opened.page)).toEqual({ root: '/', fr: '/fr', ja: '/ja', ar: '/ar' });
    });
  });
});

describe('without JavaScript and on a phone', () => {
  it('opens and follows without JavaScript (a native popover of plain links)', async () => {
    await withPage(() => open(loc.browser, loc.site.url('/guide/getting-started'), { javaScript: false }), async (opened) => {
      const { page } = opened;
      await page.click('.dg-language__button');
      await page.waitForSelector('.dg-language__menu:popover-open');
      await Promise.all([page.waitForNavigation(), page.click('.dg-language__menu a[data-locale="ja"]')]);
      expect(pathOf(page)).toBe('/ja/guide/getting-started');
      expect(await htmlLanguage(page)).toEqual({ lang: 'ja', dir: 'ltr' });
    });
  });

  it('is in the narrow-screen menu, as a group of links', async () => {
    await withPage(() => open(loc.browser, loc.site.url('/ar/guide/configuration'), { viewport: PHONE }), async (opened) => {
      const { page } = opened;
      // The top bar has no room for it there.
      expect(await page.$eval('.dg-topbar__language', (picker) => getComputedStyle(picker).display)).toBe('none');
      await page.click('.dg-topbar__menu-button');
      await page.waitForSelector('.dg-menu:popover-open');
      expect(await page.$eval('.dg-menu .dg-language summary', (summary) => summary.textContent)).toBe('اللغة: العربية');
      await page.click('.dg-menu .dg-language summary');
      expect(await pickerLinks(page, '.dg-menu')).toEqual({ root: '/guide/configuration', fr: '/fr/guide/configuration', ja: '/ja/guide/configuration', ar: '/ar/guide/configuration' });
      await Promise.all([page.waitForNavigation(), page.click('.dg-menu .dg-language a[data-locale="fr"]')]);
      expect(pathOf(page)).toBe('/fr/guide/configuration');
    });
  });

  it('names each language in itself, and says which one the page is in', async () => {
    await withPage(() => open(loc.browser, loc.site.url('/fr')), async (opened) => {
      const { page } = opened;
      const items = await page.$$eval('.dg-topbar__language .dg-language__list a', (links) =>
        links.map((link) => ({ text: link.textContent, lang: link.querySelector('span')!.lang, dir: link.querySelector('span')!.dir, hreflang: link.getAttribute('hreflang'), current: link.getAttribute('aria-current') })),
      );
      expect(items).toEqual([
        { text: 'English', lang: 'en', dir: 'ltr', hreflang: 'en', current: null },
        { text: 'Français', lang: 'fr', dir: 'ltr', hreflang: 'fr', current: 'true' },
        { text: '日本語', lang: 'ja', dir: 'ltr', hreflang: 'ja', current: null },
        { text: 'العربية', lang: 'ar', dir: 'rtl', hreflang: 'ar', current: null },
      ]);
      expect(await page.$eval('.dg-language__button', (button) => button.getAttribute('aria-label'))).toBe('Langue : Français');
    });
  });
});
