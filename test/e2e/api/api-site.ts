// The API reference fixture (test/fixtures/api-reference), built once per test run and served
// on 127.0.0.1, for the end-to-end tests of `::api` references and generated reference pages.
import { join } from 'node:path';
import type { Browser } from 'puppeteer';
import { REPO_ROOT } from '../../support/paths.js';
import { useBuiltFixture, type ServedSite } from '../../support/served-site.js';
import { sharedBuild } from '../../support/shared-build.js';

export const API_SITE_ROOT = join(REPO_ROOT, 'test/fixtures/api-reference');

/** The served fixture; its `outDir` is a shared build: read it, never write into it. */
export type ApiSite = ServedSite;

/** The fixture's build and a browser for one test file. */
export function useApiSite(): { site: ApiSite; browser: Browser } {
  return useBuiltFixture(() => sharedBuild({ name: 'api-reference-dist', root: API_SITE_ROOT, label: 'the API reference fixture' }), { browser: { mouse: true } });
}
