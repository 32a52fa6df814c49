// A site built with --base /docs: every link and asset lives under /docs, and it works there.
import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'puppeteer';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PreviewServer } from '../../../compiler/preview/server.js';
import { launchBrowser, openPage } from '../../support/browser.js';
import { REPO_ROOT } from '../../support/paths.js';
import { buildSite, serveDist } from '../../support/site.js';

let outDir: string;
let server: PreviewServer;
let browser: Browser;

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'docsgen-base-'));
  const build = await buildSite(join(REPO_ROOT, 'test/fixtures/kitchen-sink'), { out: outDir, base: '/docs' });
  expect(build.code, build.stderr).toBe(0);
  server = await serveDist(outDir, { basePath: '/docs' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await rm(outDir, { recursive: true, force: true });
});

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

it('puts every root-relative link and asset under the base path', async () => {
  const files = await htmlFiles(outDir);
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    const urls = [...html.matchAll(/\b(?:href|src|data-src)="(\/[^"]*)"/g)].map((m) => m[1]!);
    expect(urls.length, file).toBeGreaterThan(0);
    for (const value of urls) {
      if (value.startsWith('//')) continue;
      expect(value === '/docs' || value.startsWith('/docs/'), `${file}: ${value}`).toBe(true);
    }
  }
});

it('works when served under the base path: styles, links and islands', async () => {
  const { page, response, consoleErrors, close } = await openPage(browser, new URL('islands', server.url).href);
  expect(response?.status()).toBe(200);
  await page.waitForSelector('docsgen-island[data-hydrated] [data-testid="counter-load"]');
  await page.click('[data-testid="counter-load"] button');
  expect(await page.$eval('[data-testid="counter-load"] button', (b) => b.textContent)).toBe('clicked 1 times');
  const stylesheet = await page.$eval('link[rel="stylesheet"][href*="/docsgen/"]', (l) => l.getAttribute('href'));
  expect(stylesheet).toMatch(/^\/docs\/docsgen\/style-[A-Z0-9]+\.css$/);
  expect(consoleErrors).toEqual([]);
  const home = await openPage(browser, new URL('guide', server.url).href);
  // The click starts a navigation; the URL changes only when it commits.
  await Promise.all([home.page.waitForNavigation(), home.page.click('a[href="/docs/guide/getting-started"]')]);
  expect(new URL(home.page.url()).pathname).toBe('/docs/guide/getting-started');
  await home.close();
  await close();
});
