// Narrow screens: the top nav folds into a popover menu; the curtain bar shows the section title
// (opening the sidebar), a Top button and an 'On this page' popover.
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { expectAccessible, open, useKitchenSink } from './kitchen-sink.js';
import { withPage } from '../../support/with-page.js';

const PHONE = { width: 375, height: 812, isMobile: true, hasTouch: true };

const kit = useKitchenSink();

const visible = (page: Page, selector: string) =>
  page.$eval(selector, (element) => element.checkVisibility({ visibilityProperty: true }));
const popoverOpen = (page: Page, selector: string) => page.$eval(selector, (element) => element.matches(':popover-open'));

describe('menu', () => {
  it('replaces the top nav with a menu: the items as an accordion, and the search slot', async () => {
    await withPage(() => open(kit.browser, kit.site.url('/guide'), { viewport: PHONE }), async (opened) => {
      const { page } = opened;
      expect(await visible(page, '.dg-topbar__nav')).toBe(false);
      expect(await visible(page, '.dg-topbar__menu-button')).toBe(true);
      await page.click('.dg-topbar__menu-button');
      expect(await popoverOpen(page, '#dg-menu')).toBe(true);
      const links = await page.$$eval('#dg-menu .dg-menu__list > li > a', (as) => as.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]));
      expect(links).toEqual([
        ['Guide', '/guide', 'page'],
        ['Reference', '/reference', null],
      ]);
      expect(await page.$('#dg-menu .dg-menu__search')).not.toBeNull();
      expect(await page.$('#dg-menu .version-badge')).not.toBeNull();
      // The dropdown is a section of the accordion.
      expect(await visible(page, '#dg-menu details a[href="/islands"]')).toBe(false);
      await page.click('#dg-menu details summary');
      expect(await visible(page, '#dg-menu details a[href="/islands"]')).toBe(true);
      await expectAccessible(page, '/guide at 375 px, menu open');
      await page.keyboard.press('Escape');
      expect(await popoverOpen(page, '#dg-menu')).toBe(false);
    });
  });

  it('closes on a click outside', async () => {
    await withPage(() => open(kit.browser, kit.site.url('/guide'), { viewport: PHONE }), async (opened) => {
      const { page } = opened;
      await page.click('.dg-topbar__menu-button');
      expect(await popoverOpen(page, '#dg-menu')).toBe(true);
      await page.mouse.click(10, 400);
      expect(await popoverOpen(page, '#dg-menu')).toBe(false);
    });
  });
});

describe('curtain bar', () => {
  it('shows the current section title and opens the sidebar from it', async () => {
    await withPage(() => open(kit.browser, kit.site.url('/guide/advanced/configuration'), { viewport: PHONE }), async (opened) => {
      const { page } = opened;
      expect(await visible(page, '.dg-curtain')).toBe(true);
      expect(await page.$eval('.dg-curtain__section', (b) => b.textContent)).toBe('Advanced');
      expect(await visible(page, '.dg-sidebar')).toBe(false);
      await page.click('.dg-curtain__section');
      expect(await popoverOpen(page, '#dg-sidebar')).toBe(true);
      expect(await page.$eval('#dg-sidebar [aria-current="page"]', (a) => a.textContent)).toBe('Configuration');
      expect(await visible(page, '#dg-sidebar .dg-sidebar__logo')).toBe(true);
      await expectAccessible(page, '/guide/advanced/configuration at 375 px, sidebar open');
      await page.click('.dg-sidebar__close');
      expect(await popoverOpen(page, '#dg-sidebar')).toBe(false);
    });
  });

  it('has a Top button that scrolls to the top without adding #top to the URL', async () => {
    await withPage(() => open(kit.browser, kit.site.url('/kit/outline'), { viewport: PHONE }), async (opened) => {
      const { page } = opened;
      await page.evaluate(() => window.scrollTo(0, 2000));
      await page.waitForFunction(() => window.scrollY >= 1900);
      await page.click('.dg-curtain a[href="#top"]');
      await page.waitForFunction(() => window.scrollY === 0);
      expect(await page.evaluate(() => location.href)).toBe(kit.site.url('/kit/outline'));
    });
  });

  it("has an 'On this page' popover with the outline that closes when an item is chosen", async () => {
    await withPage(() => open(kit.browser, kit.site.url('/kit/outline'), { viewport: PHONE }), async (opened) => {
      const { page } = opened;
      expect(await visible(page, '.dg-outline')).toBe(false);
      await page.click('.dg-curtain__outline');
      expect(await popoverOpen(page, '#dg-outline-popover')).toBe(true);
      const items = await page.$$eval('#dg-outline-popover a', (as) => as.map((a) => a.textContent));
      expect(items).toEqual(['First section', 'Second section', 'A detail of the second', 'Third section', 'Fourth section', 'Last section']);
      // The list's code loads on the first touch (or scroll); the click is replayed once it has,
      // so even the first choice closes the popover.
      await page.click('#dg-outline-popover a[href="#third-section"]');
      await page.waitForFunction(() => !document.querySelector('#dg-outline-popover')!.matches(':popover-open'));
      expect(await page.evaluate(() => location.hash)).toBe('#third-section');
      // The heading is below the sticky bars, not under them.
      const top = await page.$eval('#third-section', (h) => h.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(56 + 44);
      expect(top).toBeLessThan(200);
    });
  });

  it('is not on minimal and landing pages', async () => {
    for (const path of ['/minimal', '/']) {
      await withPage(() => open(kit.browser, kit.site.url(path), { viewport: PHONE }), async (opened) => {
        expect(await opened.page.$('.dg-curtain')).toBeNull();
      });
    }
  });
});
