// A site built with --base /docs: every link and asset lives under /docs, and it works there.
import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openPage } from '../../support/browser.js';
import { REPO_ROOT } from '../../support/paths.js';
import { useBuiltFixture } from '../../support/served-site.js';
import { buildSite } from '../../support/site.js';
import { withPage } from '../../support/with-page.js';

// A build of this file's own (removed after its tests): the shared one has no base path.
let outDir: string;

const based = useBuiltFixture(
  async () => {
    outDir = await mkdtemp(join(tmpdir(), 'docsgen-base-'));
    const build = await buildSite(join(REPO_ROOT, 'test/fixtures/kitchen-sink'), { out: outDir, base: '/docs' });
    expect(build.code, build.stderr).toBe(0);
    return outDir;
  },
  { basePath: '/docs' },
);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
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
  await withPage(() => openPage(based.browser, based.site.url('islands')), async ({ page, response, consoleErrors }) => {
    expect(response?.status()).toBe(200);
    await page.waitForSelector('docsgen-island[data-hydrated] [data-testid="counter-load"]');
    await page.click('[data-testid="counter-load"] button');
    expect(await page.$eval('[data-testid="counter-load"] button', (b) => b.textContent)).toBe('clicked 1 times');
    const stylesheet = await page.$eval('link[rel="stylesheet"][href*="/docsgen/"]', (l) => l.getAttribute('href'));
    expect(stylesheet).toMatch(/^\/docs\/docsgen\/style-[A-Z0-9]+\.css$/);
    expect(consoleErrors).toEqual([]);
  });
  await withPage(() => openPage(based.browser, based.site.url('guide')), async ({ page }) => {
    // The click starts a navigation; the URL changes only when it commits.
    await Promise.all([page.waitForNavigation(), page.click('a[href="/docs/guide/getting-started"]')]);
    expect(new URL(page.url()).pathname).toBe('/docs/guide/getting-started');
  });
});
