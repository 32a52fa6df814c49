// The kitchen-sink site as a reader gets it: built by the real CLI, served by `docsgen preview`'s
// server on 127.0.0.1, driven in Chromium.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runAxe } from '../../support/axe.js';
import { openPage } from '../../support/browser.js';
import { REPO_ROOT } from '../../support/paths.js';
import { useBuiltFixture } from '../../support/served-site.js';
import { buildSite } from '../../support/site.js';
import { withPage } from '../../support/with-page.js';

const FIXTURE = join(REPO_ROOT, 'test/fixtures/kitchen-sink');
const TITLES: Record<string, string> = {
  '/': 'Welcome · Kitchen Sink',
  '/guide': 'Introduction · Kitchen Sink',
  '/guide/getting-started': 'Getting started · Kitchen Sink',
  '/guide/advanced/configuration': 'Configuration · Kitchen Sink',
  '/reference': 'API reference · Kitchen Sink',
  '/minimal': 'A minimal page · Kitchen Sink',
  '/islands': 'Islands · Kitchen Sink',
};

// A build of this file's own, not the shared one: the test is that the CLI builds the fixture
// cleanly (nothing on stderr). Removed after the file's tests.
let outDir: string | undefined;

const fresh = useBuiltFixture(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'docsgen-ks-'));
  const build = await buildSite(FIXTURE, { out: outDir });
  expect(build.stderr).toBe('');
  expect(build.code).toBe(0);
  return outDir;
});
const url = (path: string) => fresh.site.url(path);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('routes', () => {
  it('serves every route and its .html twin with the right title', async () => {
    for (const [route, title] of Object.entries(TITLES)) {
      for (const path of route === '/' ? ['/'] : [route, `${route}.html`]) {
        const response = await fetch(url(path));
        expect(response.status, path).toBe(200);
        const html = await response.text();
        expect(html, path).toContain(`<title>${title}</title>`);
      }
    }
  });

  it('shows the not-found page with status 404 for an unknown path', async () => {
    await withPage(() => openPage(fresh.browser, url('/no/such/page')), async ({ page, response }) => {
      expect(response?.status()).toBe(404);
      expect(await page.$eval('h1', (h) => h.textContent)).toBe('Page Not Found');
      const texts = await page.$$eval('main p', (ps) => ps.map((p) => p.textContent?.trim()));
      expect(texts).toContain('The page you were looking for could not be found.');
      const links = await page.$$eval('main a', (as) => as.map((a) => ({ text: a.textContent?.trim(), href: a.getAttribute('href') })));
      expect(links).toContainEqual({ text: 'Go to Home Page', href: '/' });
      expect(await runAxe(page)).toEqual([]);
    });
  });

  it('writes the head: description, canonical, Open Graph, favicons by type, fonts', async () => {
    const html = await (await fetch(url('/guide'))).text();
    expect(html).toContain('<meta name="description" content="What the kitchen sink is."/>');
    expect(html).toContain('<link rel="canonical" href="https://kitchen.example.com/guide"/>');
    expect(html).toContain('<meta property="og:title" content="Introduction · Kitchen Sink"/>');
    expect(html).toContain('og:image" content="https://og.example.com/?title=Introduction&amp;description=What%20the%20kitchen%20sink%20is.&amp;logo=https%3A%2F%2Fkitchen.example.com%2Flogo-light.svg"');
    expect(html).toMatch(/<link rel="icon" href="\/icon-light.svg" type="image\/svg\+xml" media="\(prefers-color-scheme: light\)"\/>/);
    expect(html).toMatch(/<link rel="icon" href="\/icon-dark.png" type="image\/png" media="\(prefers-color-scheme: dark\)"\/>/);
    expect(html).toContain('family=Inter');
    expect(html).toContain('display=swap');
    const reference = await (await fetch(url('/reference'))).text();
    expect(reference).toContain('og:image" content="https://og.example.com/reference?title=API%20reference"');
  });
});

describe('search index', () => {
  it('is linked from every page at one address that changes with no page, and revalidated on each use', async () => {
    const html = await (await fetch(url('/guide'))).text();
    const index = /&quot;indexUrl&quot;:&quot;([^&"]*)&quot;/.exec(html)?.[1];
    expect(index).toMatch(/\/search-index\.json$/);
    expect(await (await fetch(url('/reference'))).text()).toContain(`&quot;indexUrl&quot;:&quot;${index}&quot;`);
    const response = await fetch(url(index!));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const etag = response.headers.get('etag');
    // The manifest the dialog reads: its format version and the parts that list every page.
    const manifest = JSON.parse(await response.text()) as { v: number; parts: { pages: [string, string][] }[] };
    expect(manifest.v).toEqual(expect.any(Number));
    expect(manifest.parts.flatMap((part) => part.pages.map(([route]) => route))).toEqual(expect.arrayContaining(['/guide', '/reference', '/kit/code']));
    // What the dialog's `cache: 'no-cache'` fetch sends: answered 304 while the file is the same.
    expect((await fetch(url(index!), { headers: { 'if-none-match': etag! } })).status).toBe(304);
  });
});

describe('links', () => {
  it('opens external links in a new tab with no opener, and keeps internal ones in place', async () => {
    await withPage(() => openPage(fresh.browser, url('/guide')), async ({ page, consoleErrors }) => {
      const links = await page.$$eval('article a[href]', (anchors) => anchors.map((a) => ({ href: a.getAttribute('href')!, target: a.getAttribute('target'), rel: a.getAttribute('rel') })));
      const external = links.filter((l) => /^https?:/.test(l.href));
      expect(external.map((l) => l.href)).toEqual(expect.arrayContaining(['https://example.com/docs', 'https://www.example.org']));
      for (const link of external) {
        expect(link.target, link.href).toBe('_blank');
        expect(link.rel?.split(' ').sort(), link.href).toEqual(['noopener', 'noreferrer']);
      }
      for (const link of links.filter((l) => !/^https?:/.test(l.href))) expect(link.target, link.href).toBeNull();
      expect(links.map((l) => l.href)).toEqual(expect.arrayContaining(['/guide/getting-started', '#usage', '#details', '/guide/getting-started.html#install']));
      expect(await runAxe(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  });
});

describe('islands', () => {
  const hydrated = (id: string) => `docsgen-island[data-hydrated] [data-testid="counter-${id}"]`;
  const count = (page: import('puppeteer').Page, id: string) => page.$eval(`[data-testid="counter-${id}"] button`, (b) => b.textContent);

  it('hydrates load and idle islands without any interaction', async () => {
    await withPage(() => openPage(fresh.browser, url('/islands')), async ({ page, consoleErrors }) => {
      await page.waitForSelector(hydrated('load'));
      await page.waitForSelector(hydrated('idle'));
      await page.click('[data-testid="counter-load"] button');
      expect(await count(page, 'load')).toBe('clicked 1 times');
      expect(consoleErrors).toEqual([]);
    });
  });

  it('hydrates an interaction island on the first click, and that click counts', async () => {
    await withPage(() => openPage(fresh.browser, url('/islands')), async ({ page, consoleErrors }) => {
      await page.waitForSelector(hydrated('load'));
      expect(await page.$(hydrated('interaction'))).toBeNull();
      await page.click('[data-testid="counter-interaction"] button');
      await page.waitForSelector(hydrated('interaction'));
      await page.waitForFunction(() => document.querySelector('[data-testid="counter-interaction"] button')?.textContent === 'clicked 1 times');
      await page.click('[data-testid="counter-interaction"] button');
      expect(await count(page, 'interaction')).toBe('clicked 2 times');
      expect(consoleErrors).toEqual([]);
    });
  });

  it('hydrates a visible island only once it is scrolled into view', async () => {
    await withPage(() => openPage(fresh.browser, url('/islands')), async ({ page }) => {
      await page.waitForSelector(hydrated('load'));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await page.$(hydrated('visible'))).toBeNull();
      await page.$eval('[data-testid="counter-visible"]', (el) => el.scrollIntoView());
      await page.waitForSelector(hydrated('visible'));
    });
  });

  it('hydrates a scroll island on the first scroll of the page', async () => {
    await withPage(() => openPage(fresh.browser, url('/islands')), async ({ page, consoleErrors }) => {
      await page.waitForSelector(hydrated('load'));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await page.$(hydrated('scroll'))).toBeNull();
      await page.evaluate(() => window.scrollBy(0, 40));
      await page.waitForSelector(hydrated('scroll'));
      expect(consoleErrors).toEqual([]);
    });
  });

  it('hydrates a scroll island on a first click before any scroll, and that click counts', async () => {
    await withPage(() => openPage(fresh.browser, url('/islands')), async ({ page, consoleErrors }) => {
      await page.waitForSelector(hydrated('load'));
      // The button is in the first screen: clicking it scrolls nothing.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.click('[data-testid="counter-scroll"] button');
      await page.waitForFunction(() => document.querySelector('[data-testid="counter-scroll"] button')?.textContent === 'clicked 1 times');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(consoleErrors).toEqual([]);
    });
  });

  it('hydrates a media island only when its query matches', async () => {
    await withPage(() => openPage(fresh.browser, url('/islands'), { viewport: { width: 1280, height: 800 } }), async ({ page }) => {
      await page.waitForSelector(hydrated('load'));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await page.$(hydrated('media'))).toBeNull();
      await page.setViewport({ width: 500, height: 800 });
      await page.waitForSelector(hydrated('media'));
    });
  });

  it('receives props exactly as written, and keeps server-rendered children', async () => {
    await withPage(() => openPage(fresh.browser, url('/islands')), async ({ page, consoleErrors }) => {
      await page.waitForSelector('docsgen-island[data-hydrated] [data-testid="props"]');
      const value = JSON.parse((await page.$eval('[data-testid="props"]', (el) => el.textContent))!);
      expect(value).toEqual({
        quote: 'say "hi"',
        script: '</script><script>alert(1)</script>',
        comment: '<!-- x -->',
        unicode: 'Ünïcödé ✓ 日本 \u2028',
        nested: { list: [1, 2.5, null, true, { deep: 'yes' }] },
      });
      await page.waitForSelector('docsgen-island[data-hydrated] [data-testid="panel"]');
      const slot = () => page.$eval('[data-testid="panel"]', (el) => el.querySelector('strong')?.textContent ?? null);
      expect(await slot()).toBe('children');
      await page.click('[data-testid="panel"] button');
      expect(await slot()).toBeNull();
      await page.click('[data-testid="panel"] button');
      expect(await slot()).toBe('children');
      expect(await runAxe(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  });

  it('loads no React on a page without islands that hydrate on load', async () => {
    await withPage(() => openPage(fresh.browser, 'about:blank'), async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(url('/minimal'), { waitUntil: 'networkidle0' });
      // The loader (if the page has islands at all) is the only script before any interaction.
      expect(scripts.filter((s) => !/\/loader-[A-Z0-9]+\.js$/.test(s))).toEqual([]);
    });
  });
});
