// No page is ever wider than the screen: every route of the Get Starknet site and of the
// kitchen-sink fixture (and their not-found page) at 320, 375 and 768 px, as phones and a small
// tablet with touch. A page that overflows makes a phone zoom out (innerWidth grows past the
// device width), so both are checked. The open menu's and sidebar's close buttons stay on screen.
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { useServedSite } from '../../support/served-site.js';
import { ROUTES } from '../../../docs/test/e2e/routes.js';
import { startDocsSite } from '../../../docs/test/e2e/harness.js';
import { PAGES, startKitchenSink } from './kitchen-sink.js';

const WIDTHS = [320, 375, 768] as const;

/** Both sites, served side by side for one browser, closed together. */
async function startBoth() {
  const [docs, kitchen] = await Promise.all([startDocsSite(), startKitchenSink()]);
  return {
    docs,
    kitchen,
    async close() {
      await kitchen.close();
      await docs.close();
    },
  };
}

const served = useServedSite(startBoth);

interface Overflow {
  innerWidth: number;
  scrollWidth: number;
  /** The elements sticking out past the right edge, to say what to fix. */
  culprits: string[];
}

const measure = (page: Page, width: number) =>
  page.evaluate((viewport): Overflow => {
    const scrollWidth = document.documentElement.scrollWidth;
    // Only when the page overflows (code inside a scrolling block reaches past the edge too).
    const culprits = scrollWidth <= viewport ? [] : [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > viewport + 1 && element.checkVisibility())
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    return { innerWidth: window.innerWidth, scrollWidth, culprits };
  }, width);

/** Opens a drawer with its button, checks its close button is fully on screen, closes it. */
async function drawerCloseButtonOnScreen(page: Page, opener: string, drawer: string): Promise<DOMRect | null> {
  const button = await page.$(opener);
  if (!button || !(await button.isVisible())) return null;
  await button.click();
  await page.waitForFunction((selector) => document.querySelector(selector)?.matches(':popover-open'), {}, drawer);
  const box = await page.$eval(`${drawer} button[popovertargetaction="hide"]`, (close) => close.getBoundingClientRect().toJSON() as DOMRect);
  await page.keyboard.press('Escape');
  return box;
}

async function checkRoutes(base: (path: string) => string, routes: readonly string[], width: number): Promise<void> {
  const context = await served.browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await page.setViewport({ width, height: 800, isMobile: true, hasTouch: true });
    for (const route of routes) {
      await page.goto(base(route), { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      const overflow = await measure(page, width);
      expect({ route, width, ...overflow }).toEqual({ route, width, innerWidth: width, scrollWidth: width, culprits: [] });
      const menu = await drawerCloseButtonOnScreen(page, '.dg-topbar__menu-button', '#dg-menu');
      const sidebar = await drawerCloseButtonOnScreen(page, '.dg-curtain__section[popovertarget]', '#dg-sidebar');
      if (width < 768) expect(menu, `${route} at ${width} px has a menu`).not.toBeNull();
      for (const [name, box] of [['menu', menu], ['sidebar', sidebar]] as const) {
        if (!box) continue;
        expect(box.left, `${name} close button on ${route} at ${width} px`).toBeGreaterThanOrEqual(0);
        expect(box.right, `${name} close button on ${route} at ${width} px`).toBeLessThanOrEqual(width);
      }
    }
  } finally {
    await context.close();
  }
}

describe('the Get Starknet site', () => {
  it.each(WIDTHS)('fits %i px on every route', async (width) => {
    await checkRoutes((path) => served.site.docs.url(path), [...ROUTES, '/no-such-page'], width);
  });
});

describe('the kitchen-sink fixture', () => {
  it.each(WIDTHS)('fits %i px on every route', async (width) => {
    await checkRoutes((path) => served.site.kitchen.url(path), [...PAGES, '/no-such-page'], width);
  });
});
