// Every page of the fixture: accessible in both themes, wide and narrow, with no console errors
// or hydration warnings; and readable and navigable without JavaScript.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateHtml } from '../../support/vnu.js';
import { expectAccessible, open, PAGES, useKitchenSink } from './kitchen-sink.js';
import { withPage } from '../../support/with-page.js';

const kit = useKitchenSink();

it('writes valid HTML on every page', async () => {
  const files = PAGES.map((path) => join(kit.site.outDir, path === '/' ? 'index.html' : `${path}.html`));
  const errors = (await validateHtml(files)).map((e) => `${e.file.slice(kit.site.outDir.length)}:${e.line} ${e.message}`);
  // /guide jumps from an h2 to an h4 on purpose (the fixture checks the outline leaves h4 out):
  // that is the content's choice, not the theme's markup.
  expect(errors.filter((e) => !/^\/guide\.html:\d+ The heading “h4”.*skipping 1 heading level/.test(e))).toEqual([]);
});

describe.each(['light', 'dark'] as const)('in the %s theme', (colorScheme) => {
  it.each(PAGES)('%s has no serious accessibility violations and logs no errors', async (path) => {
    await withPage(() => open(kit.browser, kit.site.url(path), { colorScheme }), async (opened) => {
      // Every island that hydrates on load or when idle has done so (hydration errors would show now).
      await opened.page.waitForFunction(
        () => [...document.querySelectorAll('docsgen-island[data-strategy="load"], docsgen-island[data-strategy="idle"]')].every((i) => i.hasAttribute('data-hydrated')),
        { timeout: 10_000 },
      );
      expect(await opened.page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(colorScheme === 'dark');
      await expectAccessible(opened.page, `${path} (${colorScheme})`);
    });
  });
});

describe('at 375 px', () => {
  it.each(['/guide', '/kit', '/'])('%s has no serious accessibility violations and no horizontal scroll', async (path) => {
    await withPage(() => open(kit.browser, kit.site.url(path), { viewport: { width: 375, height: 812, isMobile: true } }), async (opened) => {
      expect(await opened.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectAccessible(opened.page, `${path} at 375 px`);
    });
  });
});

/** The fixture's sidebar covers the guide, the reference and the kit; the blog, the islands page and the landing pages have none. */
const hasSidebar = (path: string) => /^\/(guide|reference|kit)(\/|$)/.test(path);
/** The landing page and the minimal layout have no page footer (edit link, previous/next). */
const hasFooter = (path: string) => path !== '/' && path !== '/minimal';

describe('without JavaScript', () => {
  it.each(PAGES)('%s shows its content, navigation, sidebar and footer links', async (path) => {
    await withPage(() => open(kit.browser, kit.site.url(path), { javaScript: false, colorScheme: 'dark' }), async (opened) => {
      const { page } = opened;
      const visibleLinks = (selector: string) =>
        page.$$eval(selector, (links) => links.filter((a) => a.checkVisibility({ visibilityProperty: true })).map((a) => a.getAttribute('href')));
      expect((await page.$eval('main', (m) => m.textContent ?? '')).trim().length).toBeGreaterThan(10);
      expect(await visibleLinks('.dg-topbar__nav a')).toEqual(expect.arrayContaining(['/guide', '/reference']));
      if (hasSidebar(path)) expect((await visibleLinks('#dg-sidebar nav a[href]')).length).toBeGreaterThan(0);
      else expect(await page.$('#dg-sidebar')).toBeNull();
      if (hasFooter(path)) expect(await visibleLinks('.dg-footer a')).toEqual(expect.arrayContaining([expect.stringMatching(/^https:\/\/github\.com\/example\/kitchen-sink/)]));
      else expect(await page.$('.dg-footer')).toBeNull();
      // The theme follows the system preference; what needs JavaScript stays out of sight.
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(18, 18, 20)');
      expect(await page.$$eval('.dg-theme-toggle, .dg-code__copy, .dg-copy-page, .dg-banner__close', (els) => els.filter((e) => e.checkVisibility()).length)).toBe(0);
      await expectAccessible(page, `${path} without JavaScript`);
    });
  });

  it('opens the top-nav dropdown on hover and focus', async () => {
    await withPage(() => open(kit.browser, kit.site.url('/guide'), { javaScript: false }), async (opened) => {
      const { page } = opened;
      expect(await page.$eval('.dg-dd__panel a', (a) => a.checkVisibility())).toBe(false);
      await page.hover('.dg-dd__trigger');
      expect(await page.$eval('.dg-dd__panel a', (a) => a.checkVisibility())).toBe(true);
      await page.mouse.move(600, 600);
      await page.focus('.dg-dd__trigger');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Islands');
    });
  });

  it('shows every tab of a code group, under its label', async () => {
    await withPage(() => open(kit.browser, kit.site.url('/kit/code'), { javaScript: false }), async (opened) => {
      const shown = await opened.page.$eval('.dg-cg', (group) =>
        [...group.querySelectorAll('.dg-code__title')].filter((t) => t.checkVisibility()).map((t) => t.textContent),
      );
      expect(shown).toEqual(['npm', 'pnpm', 'yarn']);
    });
  });

  it('keeps the narrow-screen menu, sidebar and outline popovers working', async () => {
    await withPage(() => open(kit.browser, kit.site.url('/kit/outline'), { javaScript: false, viewport: { width: 375, height: 812, isMobile: true } }), async (opened) => {
      const { page } = opened;
      await page.click('.dg-topbar__menu-button');
      expect(await page.$eval('#dg-menu', (m) => m.matches(':popover-open'))).toBe(true);
      await page.keyboard.press('Escape');
      await page.click('.dg-curtain__section');
      expect(await page.$eval('#dg-sidebar', (m) => m.matches(':popover-open'))).toBe(true);
      await page.keyboard.press('Escape');
      await page.click('.dg-curtain__outline');
      expect(await page.$$eval('#dg-outline-popover a', (as) => as.filter((a) => a.checkVisibility()).length)).toBe(6);
    });
  });
});
