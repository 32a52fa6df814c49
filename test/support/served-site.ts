// The set-up most end-to-end test files share: a built site served on 127.0.0.1 and a Chromium to
// drive, started before the file's tests and closed after them.
import type { Browser } from 'puppeteer';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import { serveDist } from './site.js';

export interface ServedSite {
  /** The built site (a shared build: read it, never write into it). */
  outDir: string;
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** The absolute URL of `path` on the server (a leading slash is kept under the base path). */
  url(path: string): string;
  close(): Promise<void>;
}

/** Serves the site built in `outDir` on a free port of 127.0.0.1. */
export async function serveSite(outDir: string, options: { basePath?: string } = {}): Promise<ServedSite> {
  const server = await serveDist(outDir, options);
  return {
    outDir,
    origin: new URL(server.url).origin,
    url: (path) => new URL(path.replace(/^\//, ''), server.url).href,
    close: () => server.close(),
  };
}

/**
 * A site and a browser for one test file: `start` and the browser's launch run in `beforeAll`,
 * both are closed in `afterAll` (also when the other failed to start). Read them from the returned
 * object inside tests: they are set once `beforeAll` has run, not when the file is loaded.
 */
export function useServedSite<Site extends { close(): Promise<void> }>(
  start: () => Promise<Site>,
  browserOptions?: Parameters<typeof launchBrowser>[0],
): { site: Site; browser: Browser } {
  const shared = {} as { site: Site; browser: Browser };
  beforeAll(async () => {
    const [site, browser] = await Promise.allSettled([start(), launchBrowser(browserOptions)]);
    if (site.status === 'fulfilled') shared.site = site.value;
    if (browser.status === 'fulfilled') shared.browser = browser.value;
    // afterAll closes whichever started; the first failure is the one to report.
    if (site.status === 'rejected') throw site.reason;
    if (browser.status === 'rejected') throw browser.reason;
  });
  afterAll(async () => {
    await shared.browser?.close();
    await shared.site?.close();
  });
  return shared;
}

/**
 * `useServedSite` for a site built by `build` (which returns the output folder: a shared build,
 * or a fresh one the test made), served at `basePath`.
 */
export function useBuiltFixture(
  build: () => Promise<string>,
  options: { basePath?: string; browser?: Parameters<typeof launchBrowser>[0] } = {},
): { site: ServedSite; browser: Browser } {
  return useServedSite(async () => serveSite(await build(), { basePath: options.basePath }), options.browser);
}
