// The farcaster fixture (a real Vocs v1 site, test/fixtures/vocs-farcaster), built once per test
// run by docsgen as it is (shared-build.ts) and served on 127.0.0.1, with a browser, for each
// test file that needs it.
import { join } from 'node:path';
import type { Browser } from 'puppeteer';
import { REPO_ROOT } from '../../support/paths.js';
import { useBuiltFixture, type ServedSite } from '../../support/served-site.js';
import { sharedBuild } from '../../support/shared-build.js';

export const FARCASTER_ROOT = join(REPO_ROOT, 'test/fixtures/vocs-farcaster');

/** The served farcaster site; its `outDir` is shared by every test file: read it, never write into it. */
export type FarcasterSite = ServedSite;

export function useFarcaster(): { site: FarcasterSite; browser: Browser } {
  return useBuiltFixture(() => sharedBuild({ name: 'vocs-farcaster-dist', root: FARCASTER_ROOT, label: 'the farcaster fixture (a Vocs site)' }), { browser: { mouse: true } });
}
