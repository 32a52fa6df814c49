// The kitchen-sink fixture, built once per test file into a temporary folder and served on
// 127.0.0.1, plus the page helpers the theme's end-to-end tests share.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer';
import { expect } from 'vitest';
import { runAxe } from '../../support/axe.js';
import { openPage, type OpenPageOptions, type OpenedPage } from '../../support/browser.js';
import { buildSite, copyFixture, serveDist } from '../../support/site.js';

export interface KitchenSink {
  url(path: string): string;
  outDir: string;
  close(): Promise<void>;
}

export async function startKitchenSink(): Promise<KitchenSink> {
  const root = await copyFixture('kitchen-sink');
  const outDir = await mkdtemp(join(tmpdir(), 'docsgen-theme-'));
  const build = await buildSite(root, { out: outDir });
  if (build.code !== 0) throw new Error(`kitchen-sink build failed:\n${build.stdout}\n${build.stderr}`);
  const server = await serveDist(outDir);
  return {
    url: (path) => new URL(path.replace(/^\//, ''), server.url).href,
    outDir,
    async close() {
      await server.close();
      await rm(outDir, { recursive: true, force: true });
      await rm(root, { recursive: true, force: true });
    },
  };
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
