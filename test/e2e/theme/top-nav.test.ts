// The top navigation: active item, logo, top bar height, dropdown timings and keyboard use.
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { NAV_MENU_CLOSE_DELAY_MS, NAV_MENU_OPEN_DELAY_MS, TOP_BAR_HEIGHT_PX } from '../../../theme/shared/constants.js';
import { expectAccessible, hydrated, open, sleep, useKitchenSink } from './kitchen-sink.js';
import { withPage } from '../../support/with-page.js';

const kit = useKitchenSink();

const activeItem = (page: Page) =>
  page.$$eval('.dg-topbar__nav [data-active]', (items) => items.map((item) => item.textContent?.trim() ?? ''));

describe('active item', () => {
  it.each([
    ['/guide', 'Guide'],
    ['/guide/getting-started', 'Guide'],
    ['/guide/advanced/configuration.html', 'Guide'],
    ['/reference.html', 'Reference'],
    ['/islands', 'More'],
    ['/minimal.html', 'More'],
  ])('on %s is %s', async (path, text) => {
    await withPage(() => open(kit.browser, kit.site.url(path)), async (opened) => {
      expect(await activeItem(opened.page)).toEqual([text]);
    });
  });

  it('is none on a page no item claims', async () => {
    await withPage(() => open(kit.browser, kit.site.url('/kit')), async (opened) => {
      expect(await activeItem(opened.page)).toEqual([]);
    });
  });
});

describe('top bar', () => {
  it('is 56 px high, with a logo linking home, the search slot and the custom element', async () => {
    await withPage(() => open(kit.browser, kit.site.url('/guide')), async (opened) => {
      const { page } = opened;
      expect(await page.$eval('.dg-topbar', (bar) => bar.getBoundingClientRect().height)).toBe(TOP_BAR_HEIGHT_PX);
      expect(await page.$eval('.dg-topbar__logo', (a) => a.getAttribute('href'))).toBe('/');
      expect(await page.$eval('.dg-topbar__logo img:not([hidden])', (img) => img.getAttribute('alt'))).toBe('Kitchen Sink');
      expect(await page.$('.dg-topbar__search')).not.toBeNull();
      expect(await page.$eval('.dg-topbar__nav .version-badge', (badge) => badge.textContent)).toBe('v1.2.3');
    });
  });

  it('loads only the logo the theme shows, and preloads no image', async () => {
    await withPage(() => open(kit.browser, kit.site.url('/guide'), { colorScheme: 'light' }), async (opened) => {
      const { page } = opened;
      expect(await page.$$('link[rel="preload"][as="image"]')).toHaveLength(0);
      const logos = async () => page.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname).filter((p) => p.startsWith('/logo-')));
      await page.waitForFunction(() => (document.querySelector('.dg-topbar__logo .dg-logo--light') as HTMLImageElement).complete);
      expect(await logos()).toEqual(['/logo-light.svg']);
    });
  });
});

/**
 * Records, in the page and in order, the dropdown's opening and closing, the pointer entering and
 * leaving it, and every timer the page sets and runs with its delay: the test then reads which
 * timer closed the menu, instead of measuring durations on a machine whose speed varies.
 */
async function recordDropdown(page: Page): Promise<void> {
  await page.evaluate(() => {
    const dropdown = document.querySelector('.dg-dd')!;
    const log: { event: string; delay?: number }[] = [];
    (window as unknown as { dropdownLog: typeof log }).dropdownLog = log;
    const setTimeoutBefore = window.setTimeout;
    window.setTimeout = ((handler: () => void, delay = 0, ...rest: unknown[]) => {
      log.push({ event: 'timer set', delay });
      return setTimeoutBefore(() => {
        log.push({ event: 'timer ran', delay });
        handler();
      }, delay, ...rest);
    }) as typeof window.setTimeout;
    new MutationObserver(() => log.push({ event: dropdown.hasAttribute('data-open') ? 'opened' : 'closed' })).observe(dropdown, {
      attributes: true,
      attributeFilter: ['data-open'],
    });
    dropdown.addEventListener('pointerenter', () => log.push({ event: 'enter' }));
    dropdown.addEventListener('pointerleave', () => log.push({ event: 'leave' }));
  });
}

const dropdownLog = (page: Page) => page.evaluate(() => (window as unknown as { dropdownLog: { event: string; delay?: number }[] }).dropdownLog);
const isOpen = (page: Page) => page.$eval('.dg-dd', (d) => d.hasAttribute('data-open'));
const moveAway = (page: Page) => page.mouse.move(640, 500);

describe('dropdown', () => {
  it('opens at once on hover in the top nav and closes 150 ms after the pointer leaves', async () => {
    await withPage(() => open(kit.browser, kit.site.url('/guide')), async (opened) => {
      const { page } = opened;
      // The first hover hydrates the island; CSS shows the panel meanwhile.
      await page.hover('.dg-dd__trigger');
      await hydrated(page, 'NavDropdown');
      expect(await page.$eval('.dg-dd__panel', (p) => getComputedStyle(p).display)).toBe('block');
      await moveAway(page);
      await page.waitForFunction(() => !document.querySelector('.dg-dd')!.hasAttribute('data-open'));
      await sleep(400); // past the skip delay: the next open is a plain one

      await recordDropdown(page);
      await page.hover('.dg-dd__trigger');
      await page.waitForFunction(() => document.querySelector('.dg-dd')!.hasAttribute('data-open'));
      await sleep(50);
      await moveAway(page);
      await page.waitForFunction(() => !document.querySelector('.dg-dd')!.hasAttribute('data-open'));
      const log = (await dropdownLog(page)).map(({ event, delay }) => (delay === undefined ? event : `${event} ${delay}`));
      // Open delay 0 in the top nav (the default is NAV_MENU_OPEN_DELAY_MS): it opens with the
      // pointer's arrival (React reacts to pointerover, which comes just before pointerenter), no
      // timer run between. It closes when a timer of NAV_MENU_CLOSE_DELAY_MS, set as the pointer
      // left, runs.
      expect(NAV_MENU_OPEN_DELAY_MS).toBeGreaterThan(0);
      const opening = log.slice(Math.min(log.indexOf('enter'), log.indexOf('opened')), log.indexOf('opened'));
      expect(log.indexOf('opened')).toBeGreaterThanOrEqual(0);
      expect(opening.filter((event) => event.startsWith('timer ran'))).toEqual([]);
      const left = log.indexOf('leave');
      const closed = log.indexOf('closed');
      expect(left).toBeGreaterThan(log.indexOf('opened'));
      expect(closed).toBeGreaterThan(left);
      // Set as the pointer leaves: React reacts to pointerout, which comes just before pointerleave.
      expect(log.slice(log.indexOf('opened'), closed)).toContain(`timer set ${NAV_MENU_CLOSE_DELAY_MS}`);
      expect(log.slice(left, closed).filter((event) => event.startsWith('timer ran')).at(-1)).toBe(`timer ran ${NAV_MENU_CLOSE_DELAY_MS}`);
    });
  });

  it('stays open when the pointer comes back within the close delay', async () => {
    await withPage(() => open(kit.browser, kit.site.url('/guide')), async (opened) => {
      const { page } = opened;
      await page.hover('.dg-dd__trigger');
      await hydrated(page, 'NavDropdown');
      await page.waitForFunction(() => document.querySelector('.dg-dd')!.hasAttribute('data-open'));
      // Leave and come back in the same task, so well inside 150 ms (React derives enter and
      // leave from pointerout/pointerover, as for a real pointer).
      await page.evaluate(() => {
        const dropdown = document.querySelector('.dg-dd')!;
        const trigger = dropdown.querySelector('.dg-dd__trigger')!;
        const init = { bubbles: true, pointerType: 'mouse', relatedTarget: document.body };
        trigger.dispatchEvent(new PointerEvent('pointerout', init));
        trigger.dispatchEvent(new PointerEvent('pointerover', init));
      });
      await sleep(NAV_MENU_CLOSE_DELAY_MS + 200);
      expect(await isOpen(page)).toBe(true);
    });
  });

  it('toggles on click and closes on Escape', async () => {
    await withPage(() => open(kit.browser, kit.site.url('/guide')), async (opened) => {
      const { page } = opened;
      await page.hover('.dg-dd__trigger');
      await hydrated(page, 'NavDropdown');
      await page.waitForFunction(() => document.querySelector('.dg-dd')!.hasAttribute('data-open'));
      await page.click('.dg-dd__trigger'); // open from the hover: the click closes it
      expect(await isOpen(page)).toBe(false);
      expect(await page.$eval('.dg-dd__trigger', (b) => b.getAttribute('aria-expanded'))).toBe('false');
      await page.click('.dg-dd__trigger');
      expect(await isOpen(page)).toBe(true);
      expect(await page.$eval('.dg-dd__trigger', (b) => b.getAttribute('aria-expanded'))).toBe('true');
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('.dg-dd')!.hasAttribute('data-open'));
      expect(await page.$eval('.dg-dd__panel', (p) => getComputedStyle(p).display)).toBe('none');
    });
  });

  it('works from the keyboard', async () => {
    const opened = await open(kit.browser, kit.site.url('/guide'));
    const { page } = opened;
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    try {
      await page.focus('.dg-dd__trigger');
      await hydrated(page, 'NavDropdown');
      await page.keyboard.press('ArrowDown');
      await page.waitForFunction(() => document.activeElement?.textContent === 'Islands');
      expect(await isOpen(page)).toBe(true);
      await page.keyboard.press('ArrowDown');
      await page.waitForFunction(() => document.activeElement?.textContent === 'Minimal page');
      await page.keyboard.press('End');
      expect(await focused()).toMatch(/^Changelog/);
      await page.keyboard.press('ArrowUp');
      await page.waitForFunction(() => document.activeElement?.textContent === 'Minimal page');
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('.dg-dd')!.hasAttribute('data-open'));
      expect(await focused()).toBe('More');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.querySelector('.dg-dd')!.hasAttribute('data-open'));
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => !document.querySelector('.dg-dd')!.hasAttribute('data-open'));
      // Focus leaving the menu closes it.
      await page.keyboard.press('Space');
      await page.waitForFunction(() => document.querySelector('.dg-dd')!.hasAttribute('data-open'));
      await page.keyboard.press('Tab');
      expect(await focused()).toBe('Islands');
      await page.keyboard.down('Shift');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.up('Shift');
      await page.waitForFunction(() => !document.querySelector('.dg-dd')!.hasAttribute('data-open'));
      await expectAccessible(page, '/guide, dropdown used from the keyboard');
    } finally {
      await opened.close();
    }
  });
});
