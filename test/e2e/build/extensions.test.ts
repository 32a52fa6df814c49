// The ways a site extends docsgen, on the kitchen-sink fixture as a reader gets it: Markdown
// plugins (remark-math + rehype-katex with KaTeX's stylesheet, and a plugin of the site's own),
// head tags, theme overrides (a footer wrapping the original, a slot, an island), custom heading
// ids, a partial imported by two pages, and strict frontmatter. The same plugins run in
// `docsgen dev` and `docsgen check-links`.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { openPage, screenshot } from '../../support/browser.js';
import { REPO_ROOT } from '../../support/paths.js';
import { runProcess } from '../../support/process.js';
import { buildSite, cliEnvironment, copyFixture } from '../../support/site.js';
import { startDev } from '../dev/dev-process.js';
import { withPage } from '../../support/with-page.js';
import { expectAccessible, hydrated, open, useKitchenSink } from '../theme/kitchen-sink.js';

const kit = useKitchenSink();

describe('Markdown plugins', () => {
  it("renders math with remark-math and rehype-katex, styled by KaTeX's own stylesheet and fonts", async () => {
    await withPage(() => open(kit.browser, kit.site.url('/kit/extensions')), async ({ page }) => {
      const math = await page.$$eval('.dg-content .katex', (nodes) => nodes.map((node) => ({ display: Boolean(node.closest('.katex-display')), mathml: node.querySelector('math annotation')?.textContent })));
      expect(math).toEqual([
        { display: false, mathml: 'E = mc^2' },
        { display: true, mathml: '\\int_0^1 x^2 \\, dx = \\frac{1}{3}' },
      ]);
      // The stylesheet applies (MathML hidden, KaTeX's font on the formula) and its font loads.
      expect(await page.$eval('.katex-mathml', (node) => getComputedStyle(node).position)).toBe('absolute');
      expect(await page.$eval('.katex .mord', (node) => getComputedStyle(node).fontFamily)).toMatch(/KaTeX_/);
      await page.waitForFunction(() => document.fonts.check('16px KaTeX_Main'), { timeout: 10_000 });
      // The site's own plugin, given with options.
      expect(await page.$eval('.dg-content h1 + p', (p) => p.textContent)).toBe("Kitchen Sink 1.2.3 uses the site's own remark and rehype plugins.");
      await expectAccessible(page, '/kit/extensions');
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
        await page.evaluate((s) => document.documentElement.classList.toggle('dark', s === 'dark'), scheme);
        for (const width of [1280, 375]) {
          await page.setViewport({ width, height: 900 });
          await screenshot(page, `extensions-${scheme}-${width}`);
        }
      }
    });
  });

  it('runs the same plugins in the dev server', async () => {
    const root = await copyFixture('kitchen-sink');
    const dev = await startDev(root);
    try {
      await dev.waitForOutput(/watching for changes/);
      const html = await (await fetch(new URL('kit/extensions', dev.url))).text();
      expect(html).toContain('Kitchen Sink 1.2.3 uses');
      expect(html).toContain('class="katex-display"');
      expect(html).toContain('id="shared-note"');
      expect(html).toContain('class="ks-footer__note"');
      // Editing an override, or a partial, shows on the next request.
      const page = async () => (await fetch(new URL('kit/extensions', dev.url))).text();
      const footer = join(root, 'components/overrides/Footer.tsx');
      await writeFile(footer, (await readFile(footer, 'utf8')).replace('every page is made up', 'edited while serving'));
      await vi.waitFor(async () => expect(await page()).toContain('edited while serving'), { timeout: 30_000, interval: 250 });
      const partial = join(root, 'pages/kit/_shared-note.mdx');
      await writeFile(partial, (await readFile(partial, 'utf8')).replace('{#shared-note}', '{#shared-note-edited}'));
      await vi.waitFor(async () => expect(await page()).toContain('href="#shared-note-edited"'), { timeout: 30_000, interval: 250 });
    } finally {
      await dev.stop();
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('head tags', () => {
  it('runs the head script exactly once on every page, and writes the tags made for each page', async () => {
    for (const path of ['/', '/guide', '/kit/extensions', '/minimal', '/no/such/page']) {
      // The not-found page answers 404, which the browser logs: that page is opened unchecked.
      const openPath = () => (path === '/no/such/page' ? openPage(kit.browser, kit.site.url(path), { waitUntil: 'networkidle0' }) : open(kit.browser, kit.site.url(path), { waitUntil: 'networkidle0' }));
      await withPage(openPath, async ({ page }) => {
        expect(await page.evaluate(() => (window as unknown as { __headScriptRuns?: number }).__headScriptRuns), path).toBe(1);
        // Still once after the page's islands hydrate (a reader's first interaction).
        await page.click('.ks-feedback button').catch(() => undefined);
        await page.keyboard.down('Control');
        await page.keyboard.press('k');
        await page.keyboard.up('Control');
        await hydrated(page, 'Search');
        expect(await page.evaluate(() => (window as unknown as { __headScriptRuns?: number }).__headScriptRuns), path).toBe(1);
        const route = await page.$eval('meta[name="kitchen-sink:route"]', (meta) => meta.getAttribute('content'));
        expect(route, path).toBe(path === '/no/such/page' ? '/404' : path);
        const robots = await page.$$eval('meta[name="robots"]', (metas) => metas.map((meta) => meta.getAttribute('content')));
        expect(robots, path).toEqual(path === '/kit/extensions' ? ['noindex'] : []);
      });
    }
  });

  it('counts head scripts in the page weight', async () => {
    const root = await copyFixture('kitchen-sink');
    try {
      const config = join(root, 'docsgen.config.tsx');
      const big = `window.__big = ${JSON.stringify('x'.repeat(200_000).replace(/x/g, () => Math.random().toString(36)[2]!))};`;
      await writeFile(config, (await readFile(config, 'utf8')).replace("{ tag: 'script', content: 'window.__headScriptRuns", `{ tag: 'script', content: ${JSON.stringify(big)} },\n    { tag: 'script', content: 'window.__headScriptRuns`));
      const result = await buildSite(root);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/page \/ is over the JavaScript before interaction budget: [\d.]+ KB gzip, [\d.]+ KB over budget.jsKb = 120/);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('theme overrides', () => {
  it("replaces the footer with the site's, which wraps docsgen's own", async () => {
    await withPage(() => open(kit.browser, kit.site.url('/kit/extensions')), async ({ page }) => {
      const footer = await page.$eval('.ks-footer', (node) => ({
        original: Boolean(node.querySelector(':scope > footer.dg-footer .dg-footer__edit')),
        pager: [...node.querySelectorAll('.dg-pager__title')].map((a) => a.textContent),
        note: node.querySelector('.ks-footer__note')?.textContent,
      }));
      expect(footer).toEqual({ original: true, pager: ['A long page'], note: 'Kitchen Sink is a fixture: every page is made up.' });
      expect(await page.$$eval('footer.dg-footer', (nodes) => nodes.length)).toBe(1);
    });
  });

  it('fills the slots: a server component reading a declared frontmatter key, and an island', async () => {
    await withPage(() => open(kit.browser, kit.site.url('/kit/extensions')), async ({ page }) => {
      expect(await page.$eval('.ks-status', (node) => node.textContent)).toBe('Status: beta');
      await page.click('.ks-feedback button');
      await hydrated(page, 'Feedback');
      await page.waitForSelector('.ks-feedback[role="status"]');
      expect(await page.$eval('.ks-feedback', (node) => node.textContent)).toBe('Thanks for your feedback (yes).');
    });
    await withPage(() => open(kit.browser, kit.site.url('/guide')), async ({ page }) => {
      expect(await page.$('.ks-status')).toBeNull();
    });
  });
});

describe('custom heading ids and partials', () => {
  it('follows a link to a custom heading id from another page', async () => {
    await withPage(() => open(kit.browser, kit.site.url('/kit')), async ({ page }) => {
      await Promise.all([page.waitForNavigation(), page.click('a[href="/kit/extensions#custom-anchor"]')]);
      expect(new URL(page.url()).hash).toBe('#custom-anchor');
      expect(await page.$eval('#custom-anchor', (h) => h.textContent)).toBe('Custom anchors');
    });
  });

  it('shows a partial imported by two pages on both, with its heading in each outline', async () => {
    for (const path of ['/kit', '/kit/extensions']) {
      await withPage(() => open(kit.browser, kit.site.url(path)), async ({ page }) => {
        expect(await page.$eval('.dg-content #shared-note', (h) => h.textContent), path).toBe('A shared note');
        expect(await page.$eval('#shared-note ~ .dg-callout--tip', (c) => c.textContent?.trim()), path).toContain('Components work in partials too.');
        expect(await page.$eval('.dg-content a[href="/kit/extensions"]', (a) => a.textContent), path).toBe('link');
        expect(await page.$$eval('.dg-outline a', (links) => links.map((a) => a.getAttribute('href'))), path).toContain('#shared-note');
      });
    }
  });

  it('check-links accepts both, and names a broken one', async () => {
    const root = await copyFixture('kitchen-sink');
    try {
      const check = () => runProcess(process.execPath, [join(REPO_ROOT, 'bin/docsgen.mjs'), 'check-links', root], { cwd: REPO_ROOT, env: cliEnvironment(), timeout: 120_000 });
      const ok = await check();
      expect(ok.stdout + ok.stderr).toMatch(/^all \d+ links hold/);
      expect(ok.code).toBe(0);
      const page = join(root, 'pages/kit/extensions.mdx');
      await writeFile(page, (await readFile(page, 'utf8')).replace('{#custom-anchor}', '{#renamed-anchor}'));
      const broken = await check();
      expect(broken.code).toBe(1);
      expect(broken.stdout).toContain('pages/kit/index.mdx:11:1  /kit/extensions#custom-anchor  no #custom-anchor on /kit/extensions');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('strict frontmatter', () => {
  it('fails the build on a frontmatter typo, with its line and the key it was probably meant to be', async () => {
    const root = await copyFixture('kitchen-sink');
    try {
      const page = join(root, 'pages/kit/extensions.mdx');
      await writeFile(page, (await readFile(page, 'utf8')).replace('description:', 'descripton:').replace('status: beta', 'status: alpha'));
      const result = await buildSite(root);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('pages/kit/extensions.mdx:3:1  frontmatter descripton: unknown key');
      expect(result.stderr).toContain('hint: did you mean "description"?');
      expect(result.stderr).toContain('pages/kit/extensions.mdx:4:9  frontmatter status: expected one of "beta" or "stable", found the string "alpha"');
      expect(result.stderr).toContain('build failed: 2 problems in 1 page; the previous output was left as it was');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
