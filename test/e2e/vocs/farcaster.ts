// The farcaster fixture (a real Vocs v1 site, test/fixtures/vocs-farcaster), built once per test
// run by docsgen as it is (shared-build.ts) and served on 127.0.0.1, with a browser, for each
// test file that needs it.
import { join } from 'node:path';
import type { Browser } from 'puppeteer';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from '../../support/browser.js';
import { REPO_ROOT } from '../../support/paths.js';
import { sharedBuild } from '../../support/shared-build.js';
import { serveDist } from '../../support/site.js';

export const FARCASTER_ROOT = join(REPO_ROOT, 'test/fixtures/vocs-farcaster');

export interface FarcasterSite {
  url(path: string): string;
  /** The built site (shared by every test file: read it, never write into it). */
  outDir: string;
}

export function useFarcaster(): { site: FarcasterSite; browser: Browser } {
  const shared = {} as { site: FarcasterSite; browser: Browser };
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const outDir = await sharedBuild({ name: 'vocs-farcaster-dist', root: FARCASTER_ROOT, label: 'the farcaster fixture (a Vocs site)' });
    const [server, browser] = await Promise.all([serveDist(outDir), launchBrowser({ mouse: true })]);
    shared.site = { url: (path) => new URL(path.replace(/^\//, ''), server.url).href, outDir };
    shared.browser = browser;
    close = () => server.close();
  });
  afterAll(async () => {
    await shared.browser?.close();
    await close?.();
  });
  return shared;
}
