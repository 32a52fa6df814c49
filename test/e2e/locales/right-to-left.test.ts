// Right-to-left pages lay out mirrored: the sidebar on the right, the outline on the left, the
// previous page's card on the right (and Shift+Right goes there), callout icons and list indents
// on the right; code stays left to right. Screenshots at 1280 and 375 px, light and dark, land in
// test-artifacts/screenshots/locales-*.png, to be looked at beside the left-to-right ones.
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../../support/browser.js';
import { open, pathOf, useLocalesSite } from './locales-site.js';
import { withPage } from '../../support/with-page.js';

const loc = useLocalesSite();

const box = (page: Page, selector: string) =>
  page.$eval(selector, (element) => {
    const rect = element.getBoundingClientRect();
    return { left: rect.left, right: rect.right, width: rect.width };
  });

describe('a right-to-left page (Arabic)', () => {
  it('is mirrored, and its code reads left to right', async () => {
    const opened = await open(loc.browser, loc.site.url('/ar/guide/getting-started'));
    const { page } = opened;
    try {
      const [sidebar, main, outline] = await Promise.all([box(page, '.dg-sidebar'), box(page, '.dg-main'), box(page, '.dg-outline')]);
      expect(sidebar.left).toBeGreaterThanOrEqual(main.right - 1);
      expect(outline.right).toBeLessThanOrEqual(main.left + 1);
      const styles = await page.evaluate(() => {
        const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
        return {
          code: style('.dg-code').direction,
          pre: style('.dg-code pre').direction,
          inlineCode: style('.dg-content p code').direction,
          text: style('.dg-content p').direction,
          callout: { right: style('.dg-callout').paddingRight, left: style('.dg-callout').paddingLeft },
          steps: { right: style('.dg-steps').borderRightWidth, left: style('.dg-steps').borderLeftWidth },
        };
      });
      expect(styles).toEqual({ code: 'ltr', pre: 'ltr', inlineCode: 'ltr', text: 'rtl', callout: { right: '44px', left: '16px' }, steps: { right: '1px', left: '0px' } });
      // The copy button stays at the code's right end, as on every page.
      const [code, copy] = await Promise.all([box(page, '.dg-code'), box(page, '.dg-code__copy')]);
      expect(copy.right).toBeGreaterThan(code.right - 60);
    } finally {
      await opened.close();
    }
  });

  it('puts the previous page on the right, and Shift+Right goes there', async () => {
    await withPage(() => open(loc.browser, loc.site.url('/ar/guide/getting-started')), async (opened) => {
      const { page } = opened;
      const [previous, next] = await Promise.all([box(page, '.dg-pager__link--prev'), box(page, '.dg-pager__link--next')]);
      expect(previous.left).toBeGreaterThan(next.left);
      expect(await page.$eval('.dg-pager__link--prev kbd', (kbd) => kbd.textContent)).toBe('shift →');
      await page.keyboard.down('Shift');
      await Promise.all([page.waitForNavigation(), page.keyboard.press('ArrowRight')]);
      await page.keyboard.up('Shift');
      expect(pathOf(page)).toBe('/ar');
    });
  });

  it('opens the narrow-screen drawers from the mirrored side', async () => {
    await withPage(() => open(loc.browser, loc.site.url('/ar/guide/getting-started'), { viewport: { width: 375, height: 812, isMobile: true } }), async (opened) => {
      const { page } = opened;
      await page.click('.dg-topbar__menu-button');
      await page.waitForSelector('.dg-menu:popover-open');
      expect((await box(page, '.dg-menu')).left).toBe(0);
    });
  });
});

const SHOTS = [
  ['ar-docs', '/ar/guide/getting-started'],
  ['ar-untranslated', '/ar/reference'],
  ['ja-docs', '/ja/guide/getting-started'],
  ['fr-landing', '/fr'],
] as const;

describe.each(SHOTS)('screenshot %s (%s)', (name, path) => {
  it.each([1280, 375].flatMap((width) => (['light', 'dark'] as const).map((scheme) => [scheme, width] as const)))('%s at %i px', async (scheme, width) => {
    const viewport = width === 375 ? { width, height: 812, isMobile: true } : { width, height: 800 };
    await withPage(() => open(loc.browser, loc.site.url(path), { colorScheme: scheme, viewport, waitUntil: 'networkidle0' }), async (opened) => {
      expect(await screenshot(opened.page, `locales-${name}-${scheme}-${width}`)).toMatch(/\.png$/);
    });
  });
});
