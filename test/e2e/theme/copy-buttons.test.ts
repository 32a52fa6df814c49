// Copy buttons of code blocks: hidden until hover or focus with a mouse, always shown on a touch
// screen, copying either way, and never over code. "Never over code" is checked on screenshots:
// the pixels of each button's box, with the button hidden, must not change when the code's text
// is made transparent (so no glyph is drawn there), with the code scrolled to its start and to
// its end. Pages: the kitchen sink's code and twoslash pages, and the Get Starknet pages whose
// long lines the buttons used to cover (the install command, the createStore signature).
import type { Browser, Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type OpenedPage } from '../../support/browser.js';
import { startDocsSite, type DocsSite } from '../../../docs/test/e2e/harness.js';
import { startKitchenSink, type KitchenSink } from './kitchen-sink.js';
import { withPage } from '../../support/with-page.js';

const PHONE = { width: 375, height: 812, isMobile: true, hasTouch: true };
const LAPTOP = { width: 1280, height: 800 };

let kitchen: KitchenSink;
let docs: DocsSite;
/** Reports a mouse: (hover: hover) and (pointer: fine), as a laptop. */
let mouseBrowser: Browser;
/** Pages opened with a touch viewport report (hover: none) and (pointer: coarse), as a phone. */
let touchBrowser: Browser;

beforeAll(async () => {
  [kitchen, docs, mouseBrowser, touchBrowser] = await Promise.all([startKitchenSink(), startDocsSite(), launchBrowser({ mouse: true }), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all([mouseBrowser?.close(), touchBrowser?.close()]);
  await kitchen?.close();
  await docs?.close();
});

const opacities = (page: Page) => page.$$eval('.dg-code__copy', (buttons) => buttons.map((button) => getComputedStyle(button).opacity));
const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 250)));

async function allowClipboard(opened: OpenedPage, origin: string): Promise<void> {
  await opened.page.browserContext().overridePermissions(origin, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
}

describe('with a mouse', () => {
  it('hides the buttons until their block is hovered or the button has focus, and copies', async () => {
    await withPage(() => openPage(mouseBrowser, kitchen.url('/kit/code'), { viewport: LAPTOP }), async (opened) => {
      const { page } = opened;
      expect(await page.evaluate(() => matchMedia('(hover: hover) and (pointer: fine)').matches)).toBe(true);
      expect(new Set(await opacities(page))).toEqual(new Set(['0']));
      await page.hover('.dg-code pre');
      await settle(page);
      const hovered = await opacities(page);
      expect(hovered[0]).toBe('1');
      expect(hovered.slice(1).every((opacity) => opacity === '0')).toBe(true);

      // Keyboard: tabbing to a button shows it.
      await page.mouse.move(0, 0);
      await page.focus('.dg-code pre');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.classList.contains('dg-code__copy'))).toBe(true);
      await settle(page);
      expect((await opacities(page))[0]).toBe('1');

      await allowClipboard(opened, kitchen.url('/'));
      await page.hover('.dg-code pre');
      await page.click('.dg-code__copy');
      await page.waitForFunction(() => document.querySelector('.dg-code__copy')?.hasAttribute('data-copied'));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('export function greet(name: string): string {\n  return `Hello, ${name}!`;\n}');
      expect(opened.consoleErrors).toEqual([]);
    });
  });
});

describe('on a touch screen', () => {
  it('always shows the buttons, and a tap copies', async () => {
    await withPage(() => openPage(touchBrowser, kitchen.url('/kit/code'), { viewport: PHONE }), async (opened) => {
      const { page } = opened;
      expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
      expect(new Set(await opacities(page))).toEqual(new Set(['1']));
      await allowClipboard(opened, kitchen.url('/'));
      // The untitled block's button (the second block).
      const buttons = await page.$$('.dg-code__copy');
      await buttons[1]!.tap();
      await page.waitForFunction(() => document.querySelectorAll('.dg-code__copy')[1]?.hasAttribute('data-copied'), { timeout: 10_000 });
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('docsgen build docs --out dist');
      expect(opened.consoleErrors).toEqual([]);
    });
  });

  it('copies a twoslash block as written: no type popups, no query results, lines intact', async () => {
    await withPage(() => openPage(touchBrowser, kitchen.url('/kit/twoslash'), { viewport: PHONE }), async (opened) => {
      const { page } = opened;
      await allowClipboard(opened, kitchen.url('/'));
      const buttons = await page.$$('.dg-code__copy');
      await buttons.at(-1)!.tap();
      await page.waitForFunction(() => [...document.querySelectorAll('.dg-code__copy')].at(-1)?.hasAttribute('data-copied'), { timeout: 10_000 });
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        "import { add } from 'kitchen/math';\n\nconst total = add(2, 3);\nconst doubled = total * 2;",
      );
    });
  });
});

/**
 * Whether a code glyph is drawn inside the box of the copy button `index`: two screenshots of the
 * box with the button hidden, one as it is and one with the code's text transparent.
 */
async function glyphUnderButton(page: Page, index: number): Promise<boolean> {
  await page.evaluate((i) => {
    const button = document.querySelectorAll<HTMLElement>('.dg-code__copy')[i]!;
    const box = button.getBoundingClientRect();
    button.style.visibility = 'hidden';
    const probe = document.createElement('div');
    probe.id = 'glyph-probe';
    probe.style.cssText = `position:absolute;left:${box.left + scrollX}px;top:${box.top + scrollY}px;width:${box.width}px;height:${box.height}px;pointer-events:none;z-index:1000`;
    document.body.append(probe);
  }, index);
  const probe = (await page.$('#glyph-probe'))!;
  const shown = await probe.screenshot({ encoding: 'base64' });
  const style = await page.addStyleTag({ content: '.dg-code pre, .dg-code pre * { color: transparent !important; text-decoration-color: transparent !important; }' });
  const hidden = await probe.screenshot({ encoding: 'base64' });
  await page.evaluate(
    (i, tag) => {
      document.querySelectorAll<HTMLElement>('.dg-code__copy')[i]!.style.visibility = '';
      document.getElementById('glyph-probe')?.remove();
      (tag as HTMLStyleElement).remove();
    },
    index,
    style,
  );
  return shown !== hidden;
}

async function checkNoOverlap(page: Page, label: string): Promise<number> {
  const count = await page.$$eval('.dg-code__copy', (buttons) => buttons.length);
  let checked = 0;
  for (let index = 0; index < count; index++) {
    const visible = await page.evaluate((i) => {
      const button = document.querySelectorAll<HTMLElement>('.dg-code__copy')[i]!;
      if (!button.checkVisibility()) return false;
      button.scrollIntoView({ block: 'center' });
      return true;
    }, index);
    if (!visible) continue;
    for (const end of ['start', 'end'] as const) {
      await page.evaluate(
        (i, to) => {
          const pre = document.querySelectorAll<HTMLElement>('.dg-code__copy')[i]!.closest('.dg-code')!.querySelector('pre')!;
          pre.scrollLeft = to === 'start' ? 0 : pre.scrollWidth;
        },
        index,
        end,
      );
      expect(await glyphUnderButton(page, index), `${label}: copy button ${index + 1} over code (scrolled to its ${end})`).toBe(false);
    }
    checked++;
  }
  return checked;
}

describe('never over code', () => {
  const PAGES = [
    ['kitchen sink', '/kit/code'],
    ['kitchen sink', '/kit/twoslash'],
    ['kitchen sink', '/'],
    ['Get Starknet', '/getting-started'],
    ['Get Starknet', '/core/createStore'],
  ] as const;

  it.each(PAGES)('%s %s, on a phone and on a laptop', async (siteName, path) => {
    const url = siteName === 'kitchen sink' ? kitchen.url(path) : docs.url(path);
    for (const [browser, viewport, device] of [
      [touchBrowser, PHONE, 'phone'],
      [mouseBrowser, LAPTOP, 'laptop'],
    ] as const) {
      await withPage(() => openPage(browser, url, { viewport, waitUntil: 'networkidle0' }), async (opened) => {
        await opened.page.evaluate(() => document.fonts.ready);
        expect(await checkNoOverlap(opened.page, `${path} (${device})`)).toBeGreaterThan(0);
      });
    }
  });
});
