// Long names wrap where a reader would break them, never mid-word at random, and a wallet's name
// is never hidden: the Get Starknet site on narrow phones. Where each line of an element ends is
// read from the browser's layout (the box of every character), not from the markup.
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { openPage } from '../../support/browser.js';
import { useDocsSite, WAIT } from '../../../docs/test/e2e/harness.js';
import { withPage } from '../../support/with-page.js';

const docs = useDocsSite();

const phone = (width: number) => ({ width, height: 800, isMobile: true, hasTouch: true });

/** The text of the first element matching `selector`, split where the browser wrapped its lines. */
function lines(page: Page, selector: string): Promise<string[]> {
  return page.$eval(selector, (element) => {
    const result: string[] = [];
    let top: number | undefined;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getClientRects()[0];
        if (!box) continue;
        if (top === undefined || box.top > top + box.height / 2) {
          result.push(text[i]!);
          top = box.top;
        } else {
          result[result.length - 1] += text[i]!;
        }
      }
    }
    return result.map((line) => line.trim()).filter(Boolean);
  });
}

/** A line may end after '/', '_', ':' or a space, or before a capital that starts a word. */
function sensibleBreak(before: string, after: string): boolean {
  return /[/_:\s]$/.test(before) || /^\./.test(after) || (/[a-z0-9]$/.test(before) && /^[A-Z]/.test(after));
}

function expectSensible(found: string[], what: string): void {
  for (let i = 1; i < found.length; i++) {
    expect(sensibleBreak(found[i - 1]!, found[i]!), `${what}: "${found[i - 1]}" | "${found[i]}"`).toBe(true);
  }
}

describe('long identifiers on a phone', () => {
  it('wrap the page title and the sidebar entry at camelCase humps', async () => {
    await withPage(() => openPage(docs.browser, docs.site.url('/core/StarknetWalletRequestFeature'), { viewport: phone(320) }), async (opened) => {
      const { page } = opened;
      const title = await lines(page, 'main h1');
      expect(title.join('')).toBe('StarknetWalletRequestFeature');
      expect(title.length).toBeGreaterThan(1);
      expectSensible(title, 'h1');
      await page.click('.dg-curtain__section');
      await page.waitForFunction(() => document.querySelector('#dg-sidebar')?.matches(':popover-open'));
      const entry = await lines(page, '#dg-sidebar a[href="/core/StarknetWalletRequestFeature"]');
      expect(entry.join('')).toBe('StarknetWalletRequestFeature');
      expectSensible(entry, 'sidebar');
    });
  });

  it('wrap package names in tables at their slash only', async () => {
    await withPage(() => openPage(docs.browser, docs.site.url('/'), { viewport: phone(375) }), async (opened) => {
      const cell = await lines(opened.page, 'main table td code');
      expect(cell).toEqual(['@starknet-io/', 'get-starknet-ui']);
    });
  });

  it('wrap the next-page card at a hump', async () => {
    await withPage(() => openPage(docs.browser, docs.site.url('/core/createStore'), { viewport: phone(320) }), async (opened) => {
      const next = await lines(opened.page, '.dg-pager__link--next .dg-pager__title');
      expect(next.join('')).toBe('StarknetWalletRequestFeature');
      expectSensible(next, 'pager');
    });
  });
});

describe("a wallet's name", () => {
  it('shows whole beside its badges in the headless demo, at 320 px', async () => {
    await withPage(() => openPage(docs.browser, docs.site.url('/demo/headless-modal'), { viewport: phone(320), waitUntil: 'networkidle0' }), async (opened) => {
      const { page } = opened;
      await page.waitForSelector('[data-testid="headless-demo"][data-ready="true"]', WAIT);
      await page.click('[data-testid="sandbox-register"]');
      await page.waitForSelector('[data-testid="wallet-option"][data-state="available"]', WAIT);
      const names = await page.$$eval('.demo-option__name', (spans) =>
        spans.map((span) => ({ text: span.textContent, cut: span.scrollWidth > span.clientWidth + 1, right: span.getBoundingClientRect().right })),
      );
      expect(names.length).toBeGreaterThan(1);
      for (const name of names) {
        expect(name.cut, `${name.text} is cut`).toBe(false);
        expect(name.right, `${name.text} runs off the screen`).toBeLessThanOrEqual(320);
      }
    });
  });
});
