// The Get Starknet site served for a test file, and the page helpers its tests share.
import type { Browser, ElementHandle, Page } from 'puppeteer';
import { launchBrowser, openPage, type OpenPageOptions, type OpenedPage } from '../../../test/support/browser.js';
import { builtDocsSite } from '../../../test/support/docs-site.js';
import { serveSite, useServedSite, type ServedSite } from '../../../test/support/served-site.js';
import { withPage as withOpenedPage } from '../../../test/support/with-page.js';
import { installTestWallets, type TestWallets } from './test-wallets.js';

export interface DocsSite extends ServedSite {
  /** The built site folder (shared: read it, never write into it); the same as `outDir`. */
  dir: string;
}

/** Serves the shared build of docs/ (built on first use in the run) on a free port of 127.0.0.1. */
export async function startDocsSite(): Promise<DocsSite> {
  const served = await serveSite(await builtDocsSite());
  return { ...served, dir: served.outDir };
}

/**
 * The site and a browser for one test file: started before its tests, closed after them. Read
 * them from the returned object inside tests (they are set once `beforeAll` has run).
 */
export function useDocsSite(browserOptions?: Parameters<typeof launchBrowser>[0]): { site: DocsSite; browser: Browser } {
  return useServedSite(startDocsSite, browserOptions);
}

/** Waits longer than usual: two cores shared with the rest of the suite and other work. */
export const WAIT = { timeout: 20_000 };

export interface DemoPageOptions extends OpenPageOptions {
  /** Test wallets present before the page's first script runs. */
  wallets?: TestWallets;
}

/** The demo roots, each with `data-ready="true"` once hydrated and discovering. */
export const DEMO_ROOTS = {
  '/demo/discovery': 'discovery-demo',
  '/demo/headless-modal': 'headless-demo',
  '/demo/ui': 'ui-demo',
} as const;

export type DemoPath = keyof typeof DEMO_ROOTS;

/** Opens a demo with the given test wallets installed, and waits until it is ready. */
export async function openDemo(browser: Browser, site: DocsSite, path: DemoPath, options: DemoPageOptions = {}): Promise<OpenedPage> {
  const { wallets, ...pageOptions } = options;
  // Blank first: the wallets must be installed before the demo's document starts.
  const opened = await openPage(browser, 'about:blank', pageOptions);
  try {
    if (wallets) await installTestWallets(opened.page, wallets);
    const response = await opened.page.goto(site.url(path), { waitUntil: pageOptions.waitUntil ?? 'load' });
    await opened.page.waitForSelector(`[data-testid="${DEMO_ROOTS[path]}"][data-ready="true"]`, WAIT);
    return { ...opened, response };
  } catch (error) {
    await opened.close();
    throw error;
  }
}

/**
 * Runs `body` with a page and closes it; when `body` fails, saves a screenshot (docs-<name>) first
 * and adds the page's console errors to the failure, which often say why.
 */
export function withPage(
  name: string,
  open: () => Promise<OpenedPage>,
  body: (opened: OpenedPage) => Promise<void>,
  options: { screenshotOnFailure?: boolean } = {},
): Promise<void> {
  return withOpenedPage(open, body, { ...options, name: `docs-${name}` });
}

/** `[data-testid="…"]`, optionally with more selector text (attributes, descendants). */
export const byTestId = (id: string, rest = '') => `[data-testid="${id}"]${rest}`;

/** Text content of the first match, trimmed; waits for it to exist. */
export async function textOf(page: Page, selector: string): Promise<string> {
  const element = await page.waitForSelector(selector, WAIT);
  return (await element!.evaluate((e) => e.textContent ?? '')).trim();
}

/** Waits until the first match of `selector` has exactly `expected` as its trimmed text. */
export async function waitForText(page: Page, selector: string, expected: string): Promise<void> {
  try {
    await page.waitForFunction((s, text) => document.querySelector(s)?.textContent?.trim() === text, WAIT, selector, expected);
  } catch (error) {
    const actual = await page.$eval(selector, (e) => e.textContent?.trim()).catch(() => '(no such element)');
    throw new Error(`${selector} did not read ${JSON.stringify(expected)} (it reads ${JSON.stringify(actual)})`, { cause: error });
  }
}

/** Waits until the first match of `selector` has `attribute` = `expected`. */
export async function waitForAttribute(page: Page, selector: string, attribute: string, expected: string): Promise<void> {
  try {
    await page.waitForFunction((s, a, v) => document.querySelector(s)?.getAttribute(a) === v, WAIT, selector, attribute, expected);
  } catch (error) {
    const actual = await page.$eval(selector, (e, a) => e.getAttribute(a), attribute).catch(() => '(no such element)');
    throw new Error(`${selector} [${attribute}] did not become ${JSON.stringify(expected)} (it is ${JSON.stringify(actual)})`, { cause: error });
  }
}

/** Clicks the first match once it exists and is enabled. */
export async function click(page: Page, selector: string): Promise<void> {
  const element = (await page.waitForSelector(`${selector}:not([disabled])`, { ...WAIT, visible: true })) as ElementHandle<Element>;
  await element.click();
}

/** The `data-event` kinds of the discovery demo's event list, oldest first. */
export function eventKinds(page: Page): Promise<string[]> {
  return page.$$eval(byTestId('event-item'), (items) => items.map((i) => i.getAttribute('data-event') ?? ''));
}

/** Waits until the event list holds `count` events (or more). */
export async function waitForEvents(page: Page, count: number): Promise<string[]> {
  try {
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="event-item"]').length >= n, WAIT, count);
  } catch (error) {
    throw new Error(`expected ${count} events, got ${JSON.stringify(await eventKinds(page))}`, { cause: error });
  }
  return eventKinds(page);
}
