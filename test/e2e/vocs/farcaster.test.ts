// The farcaster site, a real Vocs v1 site (test/fixtures/vocs-farcaster), built by docsgen
// unchanged: no warning, every link holding, its config's fields honoured, and what a reader sees
// in Chromium, light and dark, wide and narrow.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPage, PHONE, screenshot } from '../../support/browser.js';
import { holds } from '../../support/page-text.js';
import { REPO_ROOT } from '../../support/paths.js';
import { runProcess } from '../../support/process.js';
import { buildSite, builtSearchIndex, cliEnvironment } from '../../support/site.js';
import { tempDir } from '../../support/temp-dir.js';
import { withPage } from '../../support/with-page.js';
import { FARCASTER_ROOT, useFarcaster } from './farcaster.js';

const farcaster = useFarcaster();
const html = (route: string) => readFile(join(farcaster.site.outDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`), 'utf8');

describe('the farcaster site, built as it is', () => {
  it('builds with no warning, 49 pages, and every link holding', async () => {
    // The shared build's cache makes this one quick; its own output goes elsewhere.
    const built = await buildSite(FARCASTER_ROOT, { out: tempDir('vocs-farcaster-again-') });
    expect(built.code, built.stderr).toBe(0);
    expect(built.stderr).toBe('');
    expect(built.stdout).toMatch(/^built 49 pages in/);
    const check = await runProcess(process.execPath, [join(REPO_ROOT, 'bin/docsgen.mjs'), 'check-links', FARCASTER_ROOT], { cwd: REPO_ROOT, env: cliEnvironment() });
    expect(check.code, check.stdout + check.stderr).toBe(0);
    expect(check.stderr).toBe('');
    expect(check.stdout).toMatch(/^all \d+ links hold \(49 pages/);
  });

  it("honours its config: title template, logo, JSX head, per-path Open Graph images, edit links, socials", async () => {
    const page = await html('/docs/sdk/actions/ready');
    holds(page, '<title>ready · Farcaster Mini Apps</title>');
    // head() { return <script src=… data-site=… defer /> }
    holds(page, '<script src="https://cdn.usefathom.com/script.js" data-site="FJKRBMZB" defer></script>');
    // ogImageUrl['/docs/sdk/actions'], the most specific of the five prefixes.
    holds(page, /<meta property="og:image" content="https:\/\/og-five-eta\.vercel\.app\/api\/og\/mini-apps\?title=ready&amp;description=[^"]*&amp;section=Action"/);
    holds(await html('/blog'), /<meta property="og:image" content="[^"]*section=Blog"/);
    holds(page, 'href="https://github.com/farcasterxyz/miniapps/edit/main/site/pages/docs/sdk/actions/ready.mdx"');
    holds(page, /<img class="dg-logo dg-logo--light" src="\/logo-light\.svg"/);
    holds(page, /<img class="dg-logo dg-logo--dark" src="\/logo-dark\.svg"/);
    holds(page, 'data-social="github"');
    holds(page, 'data-social="x"');
    holds(page, '<link rel="icon" href="/favicon.png" type="image/png"/>');
  });

  it("weighs search documents with the config's boostDocument", async () => {
    const index = await builtSearchIndex(farcaster.site.outDir);
    const boosts = new Map((index.boosts ?? []).map(([route, anchor, weight]) => [`${route}#${anchor}`, weight]));
    // documentId.startsWith('pages/docs') → 3; the home page and the blog keep 1.
    expect(boosts.get('/docs/sdk/actions/ready#')).toBe(3);
    expect(boosts.get('/docs/getting-started#')).toBe(3);
    expect(boosts.has('/#')).toBe(false);
    expect(boosts.has('/blog#')).toBe(false);
  });

  it('renders the manifest its component validates against the SDK (a CommonJS package that needs Node built-ins)', async () => {
    const page = await html('/docs/guides/agents-checklist');
    holds(page, '<h4>Example Manifest (Validated against current schema)</h4>');
    holds(page, '&quot;name&quot;: &quot;Bountycaster&quot;');
  });
});

describe('what a reader sees', () => {
  it('a type popup on a type-checked block', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await withPage(() => openPage(farcaster.browser, farcaster.site.url('/docs/sdk/actions/ready'), { colorScheme }), async (opened) => {
        const { page } = opened;
        await page.hover('.dg-tw pre');
        const token = await page.waitForSelector('.dg-tw .twoslash-hover');
        await token!.hover();
        await page.waitForSelector('.dg-tw__popup');
        expect(await page.$eval('.dg-tw__popup', (popup) => popup.textContent)).toBe('const sdk: MiniAppSDK');
        await screenshot(page, `vocs-farcaster-twoslash-${colorScheme}-1280`);
        expect(opened.consoleErrors).toEqual([]);
      });
    }
  });

  it('code groups switch tabs, callouts carry their kind', async () => {
    await withPage(() => openPage(farcaster.browser, farcaster.site.url('/docs/getting-started')), async (opened) => {
      const { page } = opened;
      const labels = await page.$$eval('.dg-cg', (groups) => [...groups[0]!.querySelectorAll('.dg-cg__tab')].map((tab) => tab.textContent));
      expect(labels.length).toBeGreaterThan(1);
      await page.click(`.dg-cg__tab[data-cg-label="${labels[1]}"]`);
      await page.waitForFunction((label) => document.querySelector(`.dg-cg__tab[data-cg-label="${label}"]`)?.getAttribute('aria-selected') === 'true', {}, labels[1]);
      expect(await page.$$eval('.dg-callout', (callouts) => callouts.map((callout) => callout.className))).toContain('dg-callout dg-callout--warning');
      expect(opened.consoleErrors).toEqual([]);
    });
  });

  it('looks right light and dark, wide and narrow (screenshots)', async () => {
    for (const route of ['/', '/blog', '/docs/getting-started', '/docs/sdk/actions/ready']) {
      for (const colorScheme of ['light', 'dark'] as const) {
        for (const [width, viewport] of [[1280, undefined], [375, PHONE]] as const) {
          await withPage(() => openPage(farcaster.browser, farcaster.site.url(route), { colorScheme, ...(viewport ? { viewport } : {}) }), async (opened) => {
            // Nothing wider than the screen: a phone never scrolls sideways.
            expect(await opened.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${route} at ${width} px`).toBe(true);
            await screenshot(opened.page, `vocs-farcaster${route === '/' ? '-home' : route.replace(/\//g, '-')}-${colorScheme}-${width}`);
            expect(opened.consoleErrors, `console errors on ${route}`).toEqual([]);
          });
        }
      }
    }
  });
});
