// /demo/ui: the ready-made WalletConnectModal — opening, connecting, closing (on connect, Escape,
// the close button, the backdrop), and focus going back to the connect button.
import type { Browser, Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../support/browser.js';
import { byTestId, click, openDemo, startDocsSite, textOf, waitForText, withPage, WAIT, type DocsSite } from './harness.js';
import { INJECTED_WALLET, SEPOLIA, STANDARD_WALLET, walletCalls } from './test-wallets.js';

let site: DocsSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startDocsSite(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const open = () => openDemo(browser, site, '/demo/ui', { wallets: { standard: [STANDARD_WALLET], injected: [INJECTED_WALLET] } });

const BUTTON = byTestId('gs-connect-button');
const MODAL = byTestId('gs-modal');

async function waitForModal(page: Page, open: boolean): Promise<void> {
  try {
    await page.waitForFunction((s, want) => (document.querySelector(s) as HTMLDialogElement | null)?.open === want, WAIT, MODAL, open);
  } catch (error) {
    throw new Error(`the dialog did not ${open ? 'open' : 'close'}`, { cause: error });
  }
  expect(await page.$eval(BUTTON, (b) => b.getAttribute('aria-expanded'))).toBe(String(open));
}

/** The data-testid of the focused element, or its tag when it has none. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName ?? '');
}

async function expectFocusOnButton(page: Page): Promise<void> {
  try {
    await page.waitForFunction((s) => document.activeElement === document.querySelector(s), WAIT, BUTTON);
  } catch (error) {
    throw new Error(`focus is on ${await focused(page)}, not on the connect button`, { cause: error });
  }
}

function short(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}

describe('/demo/ui', () => {
  it('opens the modal, connects the chosen wallet, closes, and shows the account on the button', async () => {
    await withPage('ui-connect', open, async ({ page, consoleErrors }) => {
      expect(await textOf(page, BUTTON)).toBe('Connect Wallet');
      await waitForModal(page, false);
      await click(page, BUTTON);
      await waitForModal(page, true);
      // Focus moved into the dialog.
      expect(await page.evaluate((s) => document.querySelector(s)!.contains(document.activeElement), MODAL)).toBe(true);

      // Installed wallets are listed, and the recommended ones to install.
      await page.waitForSelector(byTestId('gs-wallet-option', `[data-wallet-id="${STANDARD_WALLET.id}"][data-state="available"]`), WAIT);
      const states = await page.$$eval(byTestId('gs-wallet-option'), (options) => options.map((o) => o.getAttribute('data-state')));
      expect(states.filter((s) => s === 'available')).toHaveLength(2);
      expect(states.filter((s) => s === 'unavailable').length).toBeGreaterThan(0);

      await click(page, byTestId('gs-wallet-option', `[data-wallet-id="${STANDARD_WALLET.id}"]`));
      await waitForModal(page, false);
      await expectFocusOnButton(page);
      await waitForText(page, byTestId('connected-wallet'), STANDARD_WALLET.name);
      expect(await textOf(page, BUTTON)).toBe(`Connected account ${short(STANDARD_WALLET.address!)}`);
      expect(await textOf(page, byTestId('account-address'))).toBe(STANDARD_WALLET.address);
      expect(await textOf(page, byTestId('account-chain'))).toBe(SEPOLIA);
      expect((await walletCalls(page, STANDARD_WALLET.id)).filter((c) => c.prompting)).toHaveLength(1);

      // Open again: the header shows the account and disconnects (which also closes the dialog).
      await click(page, BUTTON);
      await waitForModal(page, true);
      expect(await textOf(page, byTestId('gs-connected-address'))).toBe(short(STANDARD_WALLET.address!));
      expect(await textOf(page, `${MODAL} h2`)).toBe(`Connected to ${STANDARD_WALLET.name}`);
      expect(await page.$eval(byTestId('gs-wallet-option', `[data-wallet-id="${STANDARD_WALLET.id}"]`), (o) => o.getAttribute('aria-current'))).toBe('true');
      await click(page, byTestId('gs-disconnect'));
      await waitForModal(page, false);
      await expectFocusOnButton(page);
      await waitForText(page, byTestId('connected-wallet'), 'undefined');
      expect(await textOf(page, BUTTON)).toBe('Connect Wallet');
      expect(consoleErrors).toEqual([]);
    });
  });

  it('closes on Escape, on the close button and on the backdrop, and gives focus back to the button', async () => {
    await withPage('ui-close', open, async ({ page, consoleErrors }) => {
      // Keyboard: Enter on the focused button opens it, Escape closes it.
      await page.focus(BUTTON);
      await page.keyboard.press('Enter');
      await waitForModal(page, true);
      await page.keyboard.press('Escape');
      await waitForModal(page, false);
      await expectFocusOnButton(page);

      await click(page, BUTTON);
      await waitForModal(page, true);
      await click(page, byTestId('gs-close'));
      await waitForModal(page, false);
      await expectFocusOnButton(page);

      // A click on the backdrop (outside the dialog's box) closes it too.
      await click(page, BUTTON);
      await waitForModal(page, true);
      const box = await page.$eval(MODAL, (d) => {
        const r = d.getBoundingClientRect();
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      });
      const viewport = page.viewport()!;
      const x = box.left > 10 ? 5 : viewport.width - 5;
      const y = box.top > 10 ? 5 : viewport.height - 5;
      expect(x < box.left || x > box.right || y < box.top || y > box.bottom).toBe(true);
      await page.mouse.click(x, y);
      await waitForModal(page, false);
      await expectFocusOnButton(page);

      // Nothing got connected by opening and closing.
      expect(await textOf(page, byTestId('connected-wallet'))).toBe('undefined');
      expect(await walletCalls(page, STANDARD_WALLET.id)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  });
});
