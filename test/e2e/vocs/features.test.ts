// A Vocs v1 site of docsgen's own (test/fixtures/vocs-features) with the config fields and the
// components the farcaster site does not use: each one built, and seen in Chromium.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPage, PHONE, screenshot } from '../../support/browser.js';
import { holds, lacks } from '../../support/page-text.js';
import { REPO_ROOT } from '../../support/paths.js';
import { useBuiltFixture } from '../../support/served-site.js';
import { sharedBuild } from '../../support/shared-build.js';
import { buildSite, builtSearchIndex } from '../../support/site.js';
import { tempDir } from '../../support/temp-dir.js';
import { withPage } from '../../support/with-page.js';

const ROOT = join(REPO_ROOT, 'test/fixtures/vocs-features');
const features = useBuiltFixture(() => sharedBuild({ name: 'vocs-features-dist', root: ROOT, label: 'the vocs-features fixture' }), { browser: { mouse: true } });

const html = (route: string) => readFile(join(features.site.outDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`), 'utf8');

describe('the config, mapped', () => {
  it('warns about the Vite plugin, and nothing else', async () => {
    const out = tempDir('vocs-features-again-');
    const built = await buildSite(ROOT, { out });
    expect(built.code, built.stderr).toBe(0);
    expect(built.stderr.trim().split('\n')).toEqual([
      'warning: test/fixtures/vocs-features/vocs.config.tsx: vite.plugins: docsgen does not run Vite plugins (vite-plugin-svgr): it bundles pages and components with esbuild',
    ]);
    expect(built.stdout).toMatch(/^built 6 pages/);
  });

  it('head per path, in JSX: the tags of the most specific prefix', async () => {
    holds(await html('/guide'), '<meta name="section" content="site"/>');
    const news = await html('/news');
    holds(news, '<meta name="section" content="news"/>');
    holds(news, '<link rel="alternate" type="application/rss+xml" href="/news.xml"/>');
    lacks(news, 'content="site"');
  });

  it('theme variables and the light/dark accent, as --vocs-* properties the theme reads', async () => {
    const page = await html('/guide');
    holds(page, '--dg-color-accent:#0b6e4f;--vocs-color_background:#fbfdfb;--vocs-content_width:760px}');
    holds(page, ':root.dark{--dg-color-accent:#5fd3a6;--vocs-color_background:#0d1411}');
  });

  it('edit link from a pattern function, socials, og:image, banner, the assistant prompt, code themes', async () => {
    const page = await html('/guide');
    holds(page, 'href="https://example.com/edit?file=guide.mdx"');
    holds(page, 'Suggest a change');
    holds(page, 'data-social="bluesky"');
    holds(page, 'data-social="farcaster"');
    // %logo: the logo's absolute URL, encoded as a query value.
    holds(page, '<meta property="og:image" content="https://og.example/api?title=Guide&amp;logo=https%3A%2F%2Ffeatures.example%2Flogo.svg"/>');
    holds(page, 'Features <strong>v2</strong> are out.');
    holds(page, `q=${encodeURIComponent('Summarise https://features.example/guide')}`);
    holds(page, 'class="shiki shiki-themes github-light github-dark-dimmed');
  });

  it("the top-nav item whose match function says so is the active one", async () => {
    holds(await html('/sponsors'), /<a class="dg-topbar__link" href="\/guide" aria-current="page"/);
  });

  it('sponsors keep an empty cell; blogDir lists its posts, newest first', async () => {
    holds(await html('/sponsors'), /<a class="dg-sponsors__item" href="https:\/\/acme\.example"[^>]*><img src="\/logo\.svg" alt="Acme" height="48"[^>]*\/><\/a><span class="dg-sponsors__item dg-sponsors__item--empty" aria-hidden="true"><\/span>/);
    const titles = [...(await html('/news')).matchAll(/<h2 class="dg-blog__title"><a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);
    expect(titles).toEqual([
      ['/news/second', 'Second post'],
      ['/news/first', 'First post'],
    ]);
  });

  it("search takes the MiniSearch options: AND, no fuzzy matching, the title's boost", async () => {
    const index = await builtSearchIndex(features.site.outDir);
    expect(index).toMatchObject({ combineWith: 'and', fuzzy: 0, boost: { title: 6, text: 2, titles: 1 } });
  });

  it("twoslash takes the config's compiler options (an untyped parameter is no error), aliases and constants reach components", async () => {
    const page = await html('/guide');
    expect(page.replace(/<[^>]+>/g, '')).toContain('const four: number');
    holds(page, '<span class="features-version">version 2.4.0</span>');
  });
});

describe('what a reader sees', () => {
  it("layout.tsx runs its effect in the browser (an island around the page); TopNavEnd and footer.tsx are in place", async () => {
    await withPage(() => openPage(features.browser, features.site.url('/guide')), async (opened) => {
      const { page } = opened;
      await page.waitForFunction(() => document.documentElement.dataset.layoutPath === '/guide', { timeout: 10_000 });
      expect(await page.$eval('docsgen-island[data-island="layout"]', (island) => (island as HTMLElement).dataset.strategy)).toBe('load');
      // The page's own islands still hydrate inside it.
      await page.click('.dg-theme-toggle');
      await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
      expect(await page.$eval('.dg-topbar .features-top-nav-end', (link) => link.textContent)).toBe('Status');
      expect(await page.$eval('.dg-footer .features-footer', (footer) => footer.textContent)).toBe('© Vocs Features, a fixture of docsgen.');
      expect(opened.consoleErrors).toEqual([]);
    });
  });

  it("styles.css's --vocs-* variables size the theme", async () => {
    await withPage(() => openPage(features.browser, features.site.url('/guide')), async (opened) => {
      expect(await opened.page.$eval('.dg-sidebar', (sidebar) => sidebar.getBoundingClientRect().width)).toBe(280);
      expect(await opened.page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--dg-content-w').trim())).toBe('760px');
    });
  });

  it("vocs/components: HomePage, its install tabs and buttons; Callout, Steps, Authors, Raw, Button", async () => {
    await withPage(() => openPage(features.browser, features.site.url('/')), async (opened) => {
      const { page } = opened;
      expect(await page.$eval('.vocs_HomePage_tagline', (el) => el.textContent)).toBe('Every Vocs feature, built by docsgen.');
      expect(await page.$$eval('.vocs_HomePage_buttons a', (links) => links.map((a) => [a.textContent, a.className, a.getAttribute('href')]))).toEqual([
        ['Get started', 'vocs_Button vocs_Button_accent vocs_HomePage_button', '/guide'],
        ['GitHub', 'vocs_Button vocs_HomePage_button', 'https://github.com/example/features'],
      ]);
      await page.click('.vocs_HomePage_install .dg-cg__tab[data-cg-label="pnpm"]');
      await page.waitForFunction(() => document.querySelector('.vocs_HomePage_install .dg-cg__panel[data-selected] .vocs_HomePage_command')?.textContent === 'pnpm add vocs-features');
      expect(await page.$eval('.vocs_HomePage_buttons a', (a) => getComputedStyle(a).textDecorationLine)).toBe('none');
      expect(opened.consoleErrors).toEqual([]);
    });
    const page = await html('/guide');
    holds(page, '<div class="dg-callout dg-callout--warning" role="note" aria-label="Warning">A callout written with Vocs&#x27; component.</div>');
    holds(page, /<div class="dg-step"><h2>Install<\/h2>Add the package.<\/div><div class="dg-step"><h3>Configure<\/h3>Write the config.<\/div>/);
    holds(page, '<a href="https://example.com/ada" target="_blank" rel="noopener noreferrer">Ada Lovelace</a>');
    holds(page, '<time dateTime="2024-05-01">May 1, 2024</time>');
    holds(page, '<p class="features-raw">Raw content.</p>');
    holds(page, '<a class="vocs_Button" href="/news">Read the news</a>');
  });

  it('looks right light and dark, wide and narrow (screenshots)', async () => {
    for (const route of ['/', '/guide', '/news', '/sponsors']) {
      for (const colorScheme of ['light', 'dark'] as const) {
        for (const [width, viewport] of [[1280, undefined], [375, PHONE]] as const) {
          await withPage(() => openPage(features.browser, features.site.url(route), { colorScheme, ...(viewport ? { viewport } : {}) }), async (opened) => {
            expect(await opened.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${route} at ${width} px`).toBe(true);
            await screenshot(opened.page, `vocs-features${route === '/' ? '-home' : route.replace(/\//g, '-')}-${colorScheme}-${width}`);
            expect(opened.consoleErrors, `console errors on ${route}`).toEqual([]);
          });
        }
      }
    }
  });
});
