// `docsgen dev` on a site with versions (made in the test: a git tag, a folder version, the
// working tree): every version is served, the tag's pages read once at start; a page of the folder
// version updates in the browser when saved; each version's search answers from its own index.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type OpenedPage } from '../../support/browser.js';
import { ARTIFACTS_DIR } from '../../support/paths.js';
import { makeVersionedSite } from '../../support/versioned-site.js';
import { startDev, type DevProcess } from './dev-process.js';

const WAIT = { timeout: 30_000 };
let root: string;
let dev: DevProcess;
let browser: Browser;
const opened: OpenedPage[] = [];

beforeAll(async () => {
  root = await makeVersionedSite('dev-versions');
  dev = await startDev(root);
  await dev.waitForOutput(/watching for changes/);
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const tab of opened) await tab.close();
  await browser?.close();
  await dev?.stop();
  if (dev) await writeFile(join(ARTIFACTS_DIR, 'dev-versions.log'), dev.output());
  if (root) await rm(join(root, '..'), { recursive: true, force: true });
});

async function open(path: string): Promise<OpenedPage> {
  const tab = await openPage(browser, new URL(path.slice(1), dev.url).href);
  opened.push(tab);
  await tab.page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/docsgen/dev/client.js')), WAIT);
  return tab;
}

const page = (path: string) => fetch(new URL(path.slice(1), dev.url)).then((response) => response.text());

describe('docsgen dev with versions', () => {
  it('serves every version’s pages, with the banner, the picker and links within the version', async () => {
    const v1 = await page('/v1/guide');
    expect(v1).toContain('frobnicate');
    expect(v1).toContain('class="badge-v1"');
    expect(v1).toContain('You are reading the docs of v1.');
    expect(v1).toContain('<a href="/v1/">home</a>');
    expect(v1).toMatch(/<a href="\/v2\/guide" data-version="v2" data-same-page="true">/);
    expect(await page('/v2/guide')).toContain('zorblax');
    const latest = await page('/guide');
    expect(latest).toContain('quasar');
    expect(latest).not.toContain('dg-older-version');
  });

  it('shows a saved page of the folder version in the browser', async () => {
    const { page: tab } = await open('/v2/guide');
    const file = join(root, 'versions/v2/pages/guide.mdx');
    await writeFile(file, (await readFile(file, 'utf8')).replace('is made with', 'is always made with'));
    await tab.waitForFunction(() => document.body.innerText.includes('always made with'), WAIT);
  });

  it('answers each version from its own index', async () => {
    await dev.waitForOutput(/search index ready/);
    const props = (html: string) => JSON.parse(/data-island="Search"[^>]*data-props="([^"]+)"/.exec(html)![1]!.replace(/&quot;/g, '"')) as { indexUrl: string };
    const v1 = props(await page('/v1')).indexUrl;
    expect(v1).toBe('/docsgen/dev/v1/search-index.json');
    const index = (await (await fetch(new URL(v1.slice(1), dev.url))).json()) as { parts: { pages: [string, string][] }[] };
    const routes = index.parts.flatMap((part) => part.pages.map(([route]) => route));
    expect(routes.sort()).toEqual(['/v1', '/v1/guide', '/v1/legacy']);
    expect(props(await page('/guide')).indexUrl).toBe('/docsgen/dev/search-index.json');
  });
});
