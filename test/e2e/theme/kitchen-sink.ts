// The kitchen-sink fixture, built once per test run (shared-build.ts) and served on 127.0.0.1
// for each test file, plus the page helpers the theme's end-to-end tests share.
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer';
import { expect } from 'vitest';
import { runAxe } from '../../support/axe.js';
import { launchBrowser, openPage, type OpenPageOptions, type OpenedPage } from '../../support/browser.js';
import { REPO_ROOT } from '../../support/paths.js';
import { sharedBuild } from '../../support/shared-build.js';
import { serveSite, useServedSite, type ServedSite } from '../../support/served-site.js';

export const KITCHEN_SINK_ROOT = join(REPO_ROOT, 'test/fixtures/kitchen-sink');

export type KitchenSink = ServedSite;

/** Serves the shared build of the fixture (built on first use in the run) on a free port. */
export async function startKitchenSink(): Promise<KitchenSink> {
  return serveSite(await sharedBuild({ name: 'kitchen-sink-dist', root: KITCHEN_SINK_ROOT, label: 'the kitchen-sink fixture' }));
}

/**
 * The fixture and a browser for one test file: started before its tests, closed after them. Read
 * them from the returned object inside tests (they are set once `beforeAll` has run).
 */
export function useKitchenSink(browserOptions?: Parameters<typeof launchBrowser>[0]): { site: KitchenSink; browser: Browser } {
  return useServedSite(startKitchenSink, browserOptions);
}

/** Every page of the fixture, one per layout and feature. */
export const PAGES = [
  '/',
  '/guide',
  '/guide/getting-started',
  '/guide/advanced/configuration',
  '/reference',
  '/islands',
  '/minimal',
  '/kit',
  '/kit/code',
  '/kit/twoslash',
  '/kit/outline',
  '/kit/extensions',
  '/blog',
  '/blog/hello-world',
  '/blog/release-1-2',
] as const;

/** Opens a page; on close, checks that it logged no errors (hydration mismatches among them). */
export async function open(browser: Browser, url: string, options: OpenPageOptions = {}): Promise<OpenedPage> {
  const opened = await openPage(browser, url, options);
  const close = opened.close;
  return {
    ...opened,
    async close() {
      const errors = [...opened.consoleErrors];
      await close();
      expect(errors, `console errors on ${url}`).toEqual([]);
    },
  };
}

/** Waits until the named island (the first one inside `within`) has hydrated. */
export async function hydrated(page: Page, island: string, within = 'body'): Promise<void> {
  await page.waitForFunction(
    (name, scope) => document.querySelector(`${scope} docsgen-island[data-island="${name}"]`)?.hasAttribute('data-hydrated'),
    { timeout: 10_000 },
    island,
    within,
  );
}

/** Runs axe in the page's current state and expects no serious or critical violation. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  expect(await runAxe(page), `axe on ${label}`).toEqual([]);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
