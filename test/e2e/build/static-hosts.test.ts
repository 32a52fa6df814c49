// The default output deployed as static hosts deploy it, under a base path (a GitHub project site).
// GitHub's upload-pages-artifact leaves out every file and folder whose name starts with "." and
// Jekyll (a Pages branch deploy without .nojekyll) also every one starting with "_": the site,
// uploaded without either, must still give every page its stylesheet, scripts and search index.
// Also: the files hosts read (.nojekyll, _headers, 404.html, sitemap.xml, robots.txt) and the
// sitemap's dates, which are the pages' "Last updated" dates from git.
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPage } from '../../support/browser.js';
import { useBuiltFixture } from '../../support/served-site.js';
import { buildSite, copyFixture } from '../../support/site.js';
import { withPage } from '../../support/with-page.js';

const BASE = '/kitchen';
/** Every page of the fixture was last changed in this commit. */
const COMMIT_DATE = '2024-05-01T12:30:00Z';

// A copy of the fixture committed to git, its build, and the build as uploaded: made for this file
// alone, removed after its tests. The uploaded copy is what is served.
let site: string;
let outDir: string;
let uploaded: string;

/** Builds the committed copy and uploads the output as a static host would; returns the upload. */
async function buildAndUpload(): Promise<string> {
  site = await copyFixture('kitchen-sink');
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Docs', '-c', 'user.email=docs@example.com', ...args], {
      cwd: site,
      stdio: 'ignore',
      env: { ...process.env, GIT_AUTHOR_DATE: COMMIT_DATE, GIT_COMMITTER_DATE: COMMIT_DATE },
    });
  git('init', '--quiet');
  git('add', '-A');
  git('commit', '--quiet', '-m', 'the site');

  outDir = await mkdtemp(join(tmpdir(), 'docsgen-hosts-'));
  const build = await buildSite(site, { out: outDir, base: BASE });
  expect(build.code, build.stderr).toBe(0);

  // What reaches the host: no path segment that starts with "." or "_".
  uploaded = await mkdtemp(join(tmpdir(), 'docsgen-uploaded-'));
  await cp(outDir, uploaded, {
    recursive: true,
    filter: (source) => relative(outDir, source).split(sep).every((segment) => !segment.startsWith('.') && !segment.startsWith('_')),
  });
  return uploaded;
}

const host = useBuiltFixture(buildAndUpload, { basePath: BASE });

afterAll(async () => {
  await Promise.all([outDir, uploaded, site].filter(Boolean).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function pageFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name));
}

/** Root-relative URLs a page loads for itself: stylesheets, scripts, island modules, its search index. */
function assetUrls(html: string): string[] {
  const urls = [
    ...[...html.matchAll(/<link rel="stylesheet" href="(\/[^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<script[^>]* src="(\/[^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<link rel="modulepreload" href="(\/[^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/data-src="(\/[^"]+)"/g)].map((m) => m[1]!),
    // The search island's props (HTML-escaped JSON) name the index.
    ...[...html.matchAll(/&quot;indexUrl&quot;:&quot;(\/[^&"]*)&quot;/g)].map((m) => m[1]!),
  ];
  return [...new Set(urls.map((url) => url.replaceAll('&amp;', '&')))];
}

describe('the output on a static host', () => {
  it('keeps everything a page needs outside dot- and underscore-folders', async () => {
    const all = (await readdir(outDir, { recursive: true })).map((path) => path.split(sep));
    const hidden = all.filter((segments) => segments.some((s) => s.startsWith('.') || s.startsWith('_'))).map((s) => s.join('/'));
    // Only the files meant for hosts that read them, and the mark by which the next build knows
    // docsgen wrote this folder (an upload may drop it: nothing is served from it).
    expect(hidden.sort()).toEqual(['.docsgen-output', '.nojekyll', '_headers']);
  });

  it('gives every page, uploaded without hidden files, its stylesheet, scripts and search index', async () => {
    const pages = await pageFiles(uploaded);
    expect(pages.length).toBeGreaterThan(10);
    const checked = new Map<string, number>();
    for (const file of pages) {
      const html = await readFile(file, 'utf8');
      const urls = assetUrls(html);
      expect(urls.some((url) => url.endsWith('.css')), file).toBe(true);
      expect(urls.some((url) => url.endsWith('.js')), file).toBe(true);
      expect(urls.some((url) => url.endsWith('.json')), file).toBe(true);
      for (const url of urls) {
        expect(url.startsWith(`${BASE}/`), `${file}: ${url}`).toBe(true);
        if (!checked.has(url)) checked.set(url, (await fetch(new URL(url, host.site.origin))).status);
        expect(checked.get(url), `${relative(uploaded, file)} loads ${url}`).toBe(200);
      }
    }
  });

  it('works in a browser from the uploaded copy: styles, islands and search', async () => {
    await withPage(() => openPage(host.browser, host.site.url('islands'), { waitUntil: 'networkidle0' }), async ({ page, consoleErrors }) => {
      // The theme's stylesheet applied: the top bar is laid out by it, not by the browser's defaults.
      expect(await page.$eval('.dg-topbar', (bar) => getComputedStyle(bar).position)).toMatch(/^(sticky|fixed)$/);
      await page.waitForSelector('docsgen-island[data-hydrated] [data-testid="counter-load"]');
      await page.click('[data-testid="counter-load"] button');
      expect(await page.$eval('[data-testid="counter-load"] button', (button) => button.textContent)).toBe('clicked 1 times');
      await page.keyboard.press('/');
      await page.waitForSelector('dialog.dg-search[open]');
      await page.keyboard.type('configuration');
      await page.waitForSelector('.dg-search__result');
      expect(await page.$$eval('.dg-search__result', (links) => links.map((link) => link.getAttribute('href')))).toContain(`${BASE}/guide/advanced/configuration`);
      expect(consoleErrors.filter((error) => !error.includes('fonts.googleapis.com'))).toEqual([]);
    });
  });

  it('serves its own not-found page for an unknown path', async () => {
    const response = await fetch(host.site.url('no/such/page'));
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<link rel="stylesheet" href="/kitchen/docsgen/style-');
  });
});

describe('files for hosts and crawlers', () => {
  it('writes .nojekyll, and _headers that make the generated folder immutable under the base path', async () => {
    expect(await readFile(join(outDir, '.nojekyll'), 'utf8')).toBe('');
    const headers = await readFile(join(outDir, '_headers'), 'utf8');
    expect(headers).toContain(`${BASE}/docsgen/*\n  Cache-Control: public, max-age=31536000, immutable`);
    expect(headers).toContain(`${BASE}/\n  Cache-Control: no-cache`);
    // The search index changes with any page, at one address: revalidated, never kept as it was.
    expect(headers).toContain(`${BASE}/search-index*\n  Cache-Control: no-cache`);
  });

  it('writes sitemap.xml with the same git dates as "Last updated", and robots.txt naming it', async () => {
    const sitemap = await readFile(join(outDir, 'sitemap.xml'), 'utf8');
    const entries = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g)].map((m) => ({ loc: m[1]!, lastmod: m[2]! }));
    const routes = new Set(
      (await pageFiles(outDir))
        .map((file) => relative(outDir, file).split(sep).join('/'))
        .filter((path) => path !== '404.html')
        .map((path) => '/' + path.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')),
    );
    expect(entries.map((entry) => entry.loc)).toContain('https://kitchen.example.com/kitchen/guide/getting-started');
    expect(entries.map((entry) => entry.loc)).not.toContain('https://kitchen.example.com/kitchen/404');
    // Every page once, though each route is written twice (<route>/index.html and <route>.html).
    expect(entries.length).toBe(routes.size);
    for (const entry of entries) expect(entry.lastmod, entry.loc).toBe(new Date(COMMIT_DATE).toISOString());
    const page = await readFile(join(outDir, 'guide/getting-started/index.html'), 'utf8');
    expect(page).toContain(`Last updated: <time dateTime="${new Date(COMMIT_DATE).toISOString()}"`);
    expect(await readFile(join(outDir, 'robots.txt'), 'utf8')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://kitchen.example.com/kitchen/sitemap.xml\n');
  });
});
