// The API reference fixture (test/fixtures/api-reference), built once per test run and served
// on 127.0.0.1, for the end-to-end tests of `::api` references and generated reference pages.
import { join } from 'node:path';
import type { Browser } from 'puppeteer';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from '../../support/browser.js';
import { REPO_ROOT } from '../../support/paths.js';
import { sharedBuild } from '../../support/shared-build.js';
import { serveDist } from '../../support/site.js';

export const API_SITE_ROOT = join(REPO_ROOT, 'test/fixtures/api-reference');

export interface ApiSite {
  outDir: string;
  url(path: string): string;
}

/** The fixture's build and a browser for one test file. */
export function useApiSite(): { site: ApiSite; browser: Browser } {
  const shared = {} as { site: ApiSite; browser: Browser };
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const outDir = await sharedBuild({ name: 'api-reference-dist', root: API_SITE_ROOT, label: 'the API reference fixture' });
    const [server, browser] = await Promise.all([serveDist(outDir), launchBrowser({ mouse: true })]);
    close = () => server.close();
    shared.site = { outDir, url: (path) => new URL(path.replace(/^\//, ''), server.url).href };
    shared.browser = browser;
  });
  afterAll(async () => {
    await shared.browser?.close();
    await close?.();
  });
  return shared;
}
