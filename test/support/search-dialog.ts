// The search dialog driven as a reader drives it: open it from the keyboard, type a query, wait
// for what that query shows. Shared by the tests of search, of versions and of languages, which
// must all wait the same way (below) or fail on a slow machine.
import type { Page } from 'puppeteer';

/**
 * Types `query` into the open dialog and waits until its results (or their absence) are painted:
 * those of a search that started after the last keystroke (the dialog records each search as a
 * performance entry, 'docsgen-search'), so not those of a part of the query that a slow machine
 * let settle while typing.
 */
export async function typeQuery(page: Page, query: string): Promise<void> {
  await page.$eval('.dg-search__input', (input) => {
    const holder = window as unknown as { lastInputAt: number };
    holder.lastInputAt = Infinity;
    input.addEventListener('input', (event) => (holder.lastInputAt = event.timeStamp));
  });
  await page.keyboard.type(query);
  await page.waitForFunction(() => {
    const lastInputAt = (window as unknown as { lastInputAt: number }).lastInputAt;
    return performance.getEntriesByName('docsgen-search').some((entry) => entry.startTime >= lastInputAt);
  });
}

/** Opens the dialog with '/' and searches for `query` (typeQuery). */
export async function searchFromKeyboard(page: Page, query: string): Promise<void> {
  await page.keyboard.press('/');
  await page.waitForSelector('dialog.dg-search[open]');
  await typeQuery(page, query);
}

/** The shown results' links, as written in their href attributes, in the order shown. */
export function resultHrefs(page: Page): Promise<string[]> {
  return page.$$eval('.dg-search__result', (links) => links.map((link) => link.getAttribute('href') ?? ''));
}
