// The first keystrokes after '/' or Ctrl+K are never lost, however long the search island takes
// to load: the Get Starknet site, its search chunk held back by request interception (200 ms, as
// on a slow connection, or until the test lets it go), keys typed 0, 20 and 60 ms apart. The
// input must hold exactly what was typed, and the results must be those of that text.
import type { Page } from 'puppeteer';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage, type OpenedPage, type OpenPageOptions } from '../../support/browser.js';
import { withPage } from '../../support/with-page.js';
import { useDocsSite, WAIT } from '../../../docs/test/e2e/harness.js';

const docs = useDocsSite();

const SEARCH_CHUNK = /\/Search\.island-[A-Z0-9]+\.js$/;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function openSite(path: string, options: OpenPageOptions = {}): Promise<OpenedPage> {
  return openPage(docs.browser, docs.site.url(path), { waitUntil: 'networkidle0', ...options });
}

async function shortcut(page: Page, chord: '/' | 'Control+K'): Promise<void> {
  if (chord === '/') return page.keyboard.press('Slash');
  await page.keyboard.down('Control');
  await page.keyboard.press('k');
  await page.keyboard.up('Control');
}

const searchIsland = (page: Page) =>
  page.$eval('docsgen-island[data-island="Search"]', (island) => island.hasAttribute('data-hydrated'));

const resultLinks = (page: Page) => page.$$eval('.dg-search__result', (links) => links.map((link) => link.getAttribute('href')));

/**
 * The dialog's input once the dialog is open, and its results once they are those of `text`
 * (`expected`: what searching `text` the ordinary way shows; part of the text may have been
 * searched first, when it reached the dialog before the rest).
 */
async function dialogState(page: Page, text: string, expected?: (string | null)[]) {
  await page.waitForSelector('dialog.dg-search[open]', WAIT);
  await page.waitForFunction((typed) => document.querySelector<HTMLInputElement>('.dg-search__input')?.value === typed, WAIT, text).catch(() => undefined);
  const value = await page.$eval('.dg-search__input', (input) => (input as HTMLInputElement).value);
  await page.waitForSelector('.dg-search__result', WAIT);
  if (expected) {
    await page
      .waitForFunction((want) => JSON.stringify([...document.querySelectorAll('.dg-search__result')].map((a) => a.getAttribute('href'))) === want, WAIT, JSON.stringify(expected))
      .catch(() => undefined);
  }
  const results = await resultLinks(page);
  const focused = await page.evaluate(() => document.activeElement?.classList.contains('dg-search__input'));
  const leftovers = await page.$$('.dg-search-early');
  return { value, results, focused, leftovers: leftovers.length };
}

/** What searching `text` shows when it is typed into the open dialog. */
async function ordinaryResults(text: string): Promise<(string | null)[]> {
  return withPage(() => openSite('/getting-started'), async ({ page }) => {
    await shortcut(page, '/');
    await page.waitForSelector('dialog.dg-search[open]', WAIT);
    await page.keyboard.type(text);
    await page.waitForFunction(() => performance.getEntriesByName('docsgen-search').length > 0, WAIT);
    return await resultLinks(page);
  });
}

describe('typing right after the shortcut, while search loads', () => {
  const CASES = (['/', 'Control+K'] as const).flatMap((chord) => [0, 20, 60].map((gap) => [chord, gap] as const));

  let walletResults: (string | null)[];
  beforeAll(async () => {
    walletResults = await ordinaryResults('wallet');
    expect(walletResults.length).toBeGreaterThan(0);
  });

  it.each(CASES)('after %s with keys %i ms apart, the input holds every key and the results match', async (chord, gap) => {
    await withPage(() => openSite('/getting-started', { holdRequest: (url) => (SEARCH_CHUNK.test(url) ? sleep(200) : undefined) }), async ({ page, consoleErrors }) => {
      expect(await searchIsland(page)).toBe(false);
      await shortcut(page, chord);
      await page.keyboard.type('wallet', { delay: gap });
      const state = await dialogState(page, 'wallet', walletResults);
      expect(state.value).toBe('wallet');
      expect(state.focused).toBe(true);
      expect(state.leftovers).toBe(0);
      expect(state.results).toEqual(walletResults);
      expect(consoleErrors).toEqual([]);
    });
  });

  it('keeps every key, edits included, however long the chunk is held', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await withPage(() => openSite('/getting-started', { holdRequest: (url) => (SEARCH_CHUNK.test(url) ? released : undefined) }), async ({ page }) => {
      try {
        await shortcut(page, '/');
        // A slash typed after the shortcut is text, and Backspace edits what was typed.
        await page.keyboard.type('conect/', { delay: 20 });
        await page.keyboard.press('Backspace');
        await page.keyboard.press('ArrowLeft');
        await page.keyboard.press('ArrowLeft');
        await page.keyboard.press('ArrowLeft');
        await page.keyboard.type('n');
        // All of it happened before search could load.
        expect(await searchIsland(page)).toBe(false);
        expect(await page.$('dialog.dg-search[open]')).toBeNull();
        release();
        const state = await dialogState(page, 'connect');
        expect(state.value).toBe('connect');
        // The caret is where the reader left it, so typing goes on there.
        expect(await page.$eval('.dg-search__input', (input) => (input as HTMLInputElement).selectionStart)).toBe(4);
        expect(state.results.length).toBeGreaterThan(0);
        // Focus goes back where it was when search closes.
        await page.keyboard.press('Escape');
        await page.waitForSelector('dialog.dg-search:not([open])');
        expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      } finally {
        release(); // a failed check must not leave the chunk held
      }
    });
  });

  it('Escape before search has loaded cancels the opening', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await withPage(() => openSite('/getting-started', { holdRequest: (url) => (SEARCH_CHUNK.test(url) ? released : undefined) }), async ({ page }) => {
      try {
        await shortcut(page, 'Control+K');
        await page.keyboard.type('wal');
        await page.keyboard.press('Escape');
        expect(await page.$$('.dg-search-early')).toHaveLength(0);
        release();
        await page.waitForFunction(() => document.querySelector('docsgen-island[data-island="Search"]')?.hasAttribute('data-hydrated'), WAIT);
        await sleep(300);
        expect(await page.$('dialog.dg-search[open]')).toBeNull();
        // Typing now goes nowhere special, and the shortcut still opens search.
        await shortcut(page, '/');
        await page.keyboard.type('core');
        expect((await dialogState(page, 'core')).value).toBe('core');
      } finally {
        release(); // a failed check must not leave the chunk held
      }
    });
  });

  it('on a slow connection too', async () => {
    await withPage(() => openSite('/getting-started'), async ({ page }) => {
      await page.emulateNetworkConditions({ download: 40_000, upload: 20_000, latency: 400 });
      await shortcut(page, '/');
      await page.keyboard.type('wallet', { delay: 20 });
      const state = await dialogState(page, 'wallet', walletResults);
      expect(state.value).toBe('wallet');
      expect(state.results).toEqual(walletResults);
    });
  });
});
