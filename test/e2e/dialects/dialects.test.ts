// The dialects fixture in Chromium: what needs a browser to be seen (focused lines blurred until
// the reader points at the block, diff signs, line numbers, details opening, code groups and type
// popups in plain Markdown pages), valid HTML, and screenshots light and dark, wide and narrow
// (test-artifacts/screenshots/dialects-*.png), for people to look at.
import { join } from 'node:path';
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../../support/browser.js';
import { REPO_ROOT } from '../../support/paths.js';
import { sharedBuild } from '../../support/shared-build.js';
import { useBuiltFixture } from '../../support/served-site.js';
import { validateHtml } from '../../support/vnu.js';
import { hydrated, open } from '../theme/kitchen-sink.js';
import { withPage } from '../../support/with-page.js';

const FIXTURE = join(REPO_ROOT, 'test/fixtures/dialects');

const dialects = useBuiltFixture(() => sharedBuild({ name: 'dialects-dist', root: FIXTURE, label: 'the dialects fixture' }));
const url = (path: string) => dialects.site.url(path);

/** Runs `check` on the page at `path`, then closes it (expecting no console error). */
async function onPage(path: string, check: (page: Page) => Promise<void>): Promise<void> {
  await withPage(() => open(dialects.browser, url(path)), ({ page }) => check(page));
}

const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 350)));

describe('notations', () => {
  it('dim and blur the lines around a focused one, until the reader points at the block or tabs into it', async () => {
    await onPage('/vocs/notations', async (page) => {
      const looks = () =>
        page.$eval('pre.has-focused', (pre) => [...pre.querySelectorAll('.line')].map((line) => `${getComputedStyle(line).opacity} ${getComputedStyle(line).filter}`));
      expect(await looks()).toEqual(['1 none', '0.45 blur(0.8px)']);
      await page.hover('pre.has-focused');
      await settle(page);
      expect(await looks()).toEqual(['1 none', '1 none']);
      await page.mouse.move(5, 5);
      await settle(page);
      expect(await looks()).toEqual(['1 none', '0.45 blur(0.8px)']);
      await page.focus('pre.has-focused');
      await settle(page);
      expect(await looks()).toEqual(['1 none', '1 none']);
    });
  });

  it('tint added and removed lines and sign them in the gutter', async () => {
    await onPage('/vocs/notations', async (page) => {
      const diff = await page.$eval('pre.has-diff', (pre) =>
        [...pre.querySelectorAll('.line')].map((line) => ({ sign: getComputedStyle(line, '::after').content, tinted: getComputedStyle(line).backgroundColor !== 'rgba(0, 0, 0, 0)' })),
      );
      expect(diff).toEqual([
        { sign: 'none', tinted: false },
        { sign: '"−"', tinted: true },
        { sign: '"+"', tinted: true },
      ]);
      // A highlighted line's colour runs the whole width of the code, under a long line too.
      const widths = await page.$eval('pre.has-highlighted', (pre) => [...pre.querySelectorAll('.line')].map((line) => line.getBoundingClientRect().width));
      expect(new Set(widths).size).toBe(1);
    });
  });
});

describe('line numbers', () => {
  it('count from the first line asked for, in the gutter, never in the copied text', async () => {
    await onPage('/vitepress/code', async (page) => {
      const blocks = await page.$$eval('pre[data-line-numbers] code', (codes) =>
        codes.map((code) => ({
          reset: getComputedStyle(code).counterReset,
          numbered: [...code.querySelectorAll('.line')].every((line) => getComputedStyle(line, '::before').content === 'counter(dg-line)'),
          text: code.textContent,
        })),
      );
      expect(blocks[0]).toEqual({ reset: 'dg-line 0', numbered: true, text: 'const first = 1;\nconst second = 2;' });
      expect(blocks[1]).toMatchObject({ reset: 'dg-line 9', numbered: true });
      // The numbers sit in a gutter: every line's code starts at the same place.
      const starts = await page.$$eval('pre[data-line-numbers] code .line > span:first-child', (spans) => [...new Set(spans.slice(0, 2).map((span) => Math.round(span.getBoundingClientRect().left)))]);
      expect(starts).toHaveLength(1);
    });
  });
});

describe('details', () => {
  it('open and close on a click, and start open when asked', async () => {
    await onPage('/vitepress/containers', async (page) => {
      const state = () => page.$$eval('details.dg-details', (all) => all.map((d) => `${d.open ? 'open' : 'closed'}, content ${d.querySelector(':scope > p')!.checkVisibility() ? 'shown' : 'hidden'}`));
      expect(await state()).toEqual(['open, content shown', 'closed, content hidden']);
      const [, closed] = await page.$$('details.dg-details > summary');
      await closed!.click();
      expect(await state()).toEqual(['open, content shown', 'open, content shown']);
      await closed!.click();
      expect(await state()).toEqual(['open, content shown', 'closed, content hidden']);
    });
  });
});

describe('Markdown pages', () => {
  it('switch code group tabs', async () => {
    await onPage('/md/code', async (page) => {
      await page.click('.dg-cg__tab[data-cg-label="yarn"]');
      await hydrated(page, 'CodeGroupTabs');
      await page.waitForFunction(() => document.querySelector('.dg-cg__panel[data-cg-label="yarn"]')?.hasAttribute('data-selected'));
      expect(await page.$eval('.dg-cg__panel[data-selected] code', (code) => code.textContent)).toBe('yarn add docsgen');
    });
  });

  it('show type popups on focus', async () => {
    await onPage('/md/code', async (page) => {
      // The first token with a popup (`total` shows its type under its line, `^?`).
      await page.focus('.dg-tw .twoslash-hover[tabindex]');
      await hydrated(page, 'TwoslashPopups');
      await page.waitForSelector('.dg-tw__popup');
      expect(await page.$eval('.dg-tw__popup', (popup) => popup.textContent)).toMatch(/^Array<number>\.reduce\(callbackfn: /);
      expect(await page.$eval('.twoslash-query-line', (line) => line.textContent!.trim())).toBe('const total: number');
    });
  });
});

describe("other tools' components", () => {
  it('switch Starlight and Docusaurus tabs, and number Starlight steps', async () => {
    await onPage('/starlight/components', async (page) => {
      await page.click('.dg-cg__tab[data-cg-label="pnpm"]');
      await hydrated(page, 'CodeGroupTabs');
      await page.waitForFunction(() => document.querySelector('.dg-cg__panel[data-cg-label="pnpm"]')?.hasAttribute('data-selected'));
      expect(await page.$eval('.dg-cg__panel[data-selected] code', (code) => code.textContent)).toBe('pnpm add get-starknet');
      // One numbered circle per list item, in place of the list's own numbers.
      const steps = await page.$$eval('.dg-steps > ol > li', (items) => items.map((item) => `${getComputedStyle(item).listStyleType} ${getComputedStyle(item, '::before').content}`));
      expect(steps).toEqual(['none counter(dg-step)', 'none counter(dg-step)']);
    });
    await onPage('/docusaurus/components', async (page) => {
      const shown = () => page.$$eval('.dg-cg__panel', (panels) => panels.map((panel) => panel.checkVisibility()));
      // The tab marked `default` first, through hydration, then the reader's choice.
      expect(await shown()).toEqual([false, true, false]);
      await page.click('.dg-cg__tab[data-cg-label="banana"]');
      await hydrated(page, 'CodeGroupTabs');
      await page.waitForFunction(() => document.querySelector('.dg-cg__panel[data-cg-label="banana"]')?.hasAttribute('data-selected'));
      expect(await shown()).toEqual([false, false, true]);
      expect(await page.$eval('.dg-cg__tab[aria-selected="true"]', (tab) => tab.textContent)).toBe('banana');
    });
  });
});

describe('twoslash annotations', () => {
  it('are left out of the copied code', async () => {
    await onPage('/vocs/twoslash', async (page) => {
      const copied = await page.$eval('.dg-code:last-of-type pre code', (code) => {
        const copy = code.cloneNode(true) as Element;
        for (const part of copy.querySelectorAll('.twoslash-popup-container, .twoslash-meta-line, .twoslash-tag-line')) part.remove();
        return copy.textContent;
      });
      expect(copied).toBe('fetchUser(1);\n');
    });
  });
});

it('writes valid HTML (but for the page that shows Vue, which the build warns about)', async () => {
  const pages = ['vocs/markdown', 'vocs/code', 'vocs/notations', 'vocs/includes', 'vocs/twoslash', 'vocs/blocks', 'vitepress/containers', 'vitepress/code', 'starlight/asides', 'starlight/code', 'starlight/title-only', 'starlight/components', 'docusaurus/components', 'docusaurus/code', 'github/alerts', 'md/code', 'other/directives'];
  const errors = await validateHtml(pages.map((page) => join(dialects.site.outDir, `${page}.html`)));
  expect(errors.map((e) => `${e.file.slice(dialects.site.outDir.length)}:${e.line} ${e.message}`)).toEqual([]);
});

const SHOTS = [
  ['vocs-markdown', '/vocs/markdown'],
  ['vocs-notations', '/vocs/notations'],
  ['vocs-twoslash', '/vocs/twoslash'],
  ['vitepress-code', '/vitepress/code'],
  ['starlight-code', '/starlight/code'],
  ['starlight-components', '/starlight/components'],
  ['docusaurus-components', '/docusaurus/components'],
] as const;

describe.each(SHOTS)('screenshot %s', (name, path) => {
  it.each([1280, 375].flatMap((width) => (['light', 'dark'] as const).map((scheme) => [scheme, width] as const)))('%s at %i px', async (scheme, width) => {
    const viewport = width === 375 ? { width, height: 812, isMobile: true } : { width, height: 800 };
    await withPage(() => open(dialects.browser, url(path), { colorScheme: scheme, viewport, waitUntil: 'networkidle0' }), async (opened) => {
      // No block is wider than the page (a long line scrolls inside its block).
      expect(await opened.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await screenshot(opened.page, `dialects-${name}-${scheme}-${width}`)).toMatch(/\.png$/);
    });
  });
});
