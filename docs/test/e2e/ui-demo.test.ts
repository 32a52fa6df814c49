// /demo/ui: the ready-made WalletConnectModal, with upstream's 5.0.0-beta.0 behaviour — connecting
// from a row, closing once connected (and on Escape, the close button, the backdrop), the header
// when connected, "Switch to", a refused connect (and the unhandled rejection upstream leaves), and
// the two sections.
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { byTestId, click, openDemo, useDocsSite, textOf, waitForText, withPage, WAIT } from './harness.js';
import { INJECTED_WALLET, SEPOLIA, STANDARD_WALLET, walletCalls, type TestWallets } from './test-wallets.js';

const docs = useDocsSite();

const BOTH: TestWallets = { standard: [STANDARD_WALLET], injected: [INJECTED_WALLET] };
const open = (wallets: TestWallets = BOTH) => () => openDemo(docs.browser, docs.site, '/demo/ui', { wallets });

const BUTTON = byTestId('gs-connect-button');
const MODAL = byTestId('gs-modal');
const row = (id: string) => byTestId('gs-wallet-option', `[data-wallet-id="${id}"]`);

async function waitForModal(page: Page, open: boolean): Promise<void> {
  try {
    await page.waitForFunction((s, want) => (document.querySelector(s) as HTMLDialogElement | null)?.open === want, WAIT, MODAL, open);
  } catch (error) {
    throw new Error(`the dialog did not ${open ? 'open' : 'close'}`, { cause: error });
  }
  // A dialog closed by the browser (Escape) tells the component in its `close` event, a task
  // later: the button says so once React has rendered that.
  await expect.poll(() => page.$eval(BUTTON, (b) => b.getAttribute('aria-expanded')), WAIT).toBe(String(open));
}

async function openModal(page: Page): Promise<void> {
  await click(page, BUTTON);
  await waitForModal(page, true);
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

/** Upstream's short form: six characters, three dots, four characters. */
const short = (address: string) => `${address.slice(0, 6)}...${address.slice(-4)}`;

describe('/demo/ui', () => {
  it('connects the wallet clicked in the list, closes, and shows the account on the button', async () => {
    await withPage('ui-connect', open(), async ({ page, consoleErrors }) => {
      expect(await textOf(page, BUTTON)).toBe('Connect Wallet');
      await waitForModal(page, false);
      await openModal(page);
      // Focus moved into the dialog.
      expect(await page.evaluate((s) => document.querySelector(s)!.contains(document.activeElement), MODAL)).toBe(true);
      expect(await textOf(page, `${MODAL} h2`)).toBe('Connect Wallet');
      expect(await textOf(page, `${MODAL} .gs-description`)).toBe('Select a wallet to connect to Starknet.');
      expect(await page.$$eval(`${MODAL} .gs-section`, (titles) => titles.map((t) => t.textContent))).toEqual(['Available Wallets', 'More Wallets']);
      await page.waitForSelector(byTestId('gs-no-wallet'), WAIT);

      // Installed wallets in the first section, the recommended ones to install in the second.
      await page.waitForSelector(row(STANDARD_WALLET.id), WAIT);
      const sections = await page.$$eval(`${MODAL} .gs-list`, (lists) =>
        lists.map((list) => [...list.querySelectorAll('[data-testid="gs-wallet-option"]')].map((o) => o.getAttribute('data-state'))),
      );
      expect(sections[0]).toEqual(['available', 'available']);
      expect(sections[1]!.length).toBeGreaterThan(0);
      expect(sections[1]!.every((s) => s === 'unavailable')).toBe(true);

      await click(page, row(STANDARD_WALLET.id));
      await waitForModal(page, false);
      await expectFocusOnButton(page);
      await waitForText(page, byTestId('connected-wallet'), STANDARD_WALLET.name);
      expect(await textOf(page, BUTTON)).toBe(short(STANDARD_WALLET.address!));
      expect(await textOf(page, byTestId('account-address'))).toBe(STANDARD_WALLET.address);
      expect(await textOf(page, byTestId('account-chain'))).toBe(SEPOLIA);
      expect(await walletCalls(page, STANDARD_WALLET.id)).toEqual([{ method: 'standard:connect', silent: false, prompting: true }]);

      // Open again: the header shows the wallet, the address and Disconnect; the row a green dot.
      await openModal(page);
      expect(await textOf(page, `${MODAL} h2`)).toBe(`Connected to ${STANDARD_WALLET.name}`);
      expect(await textOf(page, byTestId('gs-connected-address'))).toBe(short(STANDARD_WALLET.address!));
      expect(await page.$eval(row(STANDARD_WALLET.id), (o) => o.getAttribute('aria-current'))).toBe('true');
      expect(await page.$(`${row(STANDARD_WALLET.id)} [aria-label="Connected"]`)).not.toBeNull();
      await page.waitForSelector(byTestId('gs-connection-status', '[data-state="connected"]'), WAIT);
      await click(page, byTestId('gs-disconnect'));
      await waitForModal(page, false);
      await expectFocusOnButton(page);
      await waitForText(page, byTestId('connected-wallet'), 'undefined');
      expect(await textOf(page, BUTTON)).toBe('Connect Wallet');

      // The stored id stays after the disconnect: nothing removes it.
      expect(await page.evaluate(() => localStorage.getItem('starknetLastConnectedWallet'))).toBe(STANDARD_WALLET.id);
      expect(consoleErrors).toEqual([]);
    });
  });

  it('marks the last connected wallet after a reload', async () => {
    await withPage('ui-last-connected', open(), async ({ page, consoleErrors }) => {
      await openModal(page);
      await click(page, row(INJECTED_WALLET.id));
      await waitForText(page, byTestId('connected-wallet'), INJECTED_WALLET.name);
      await page.reload({ waitUntil: 'load' });
      await page.waitForSelector(`${byTestId('ui-demo')}[data-ready="true"]`, WAIT);
      await openModal(page);
      await page.waitForSelector(row(INJECTED_WALLET.id), WAIT);
      const badges = await page.$$eval(byTestId('gs-wallet-option'), (rows) =>
        rows.filter((r) => r.querySelector('.gs-badge')?.textContent === 'Last connected').map((r) => r.getAttribute('data-wallet-id')),
      );
      expect(badges).toEqual([INJECTED_WALLET.id]);
      // Last connected leads the installed wallets.
      expect(await page.$eval(`${MODAL} .gs-list [data-testid="gs-wallet-option"]`, (r) => r.getAttribute('data-wallet-id'))).toBe(INJECTED_WALLET.id);
      expect(consoleErrors).toEqual([]);
    });
  });

  it('switches from one connected wallet to another with "Switch to"', async () => {
    await withPage('ui-switch', open(), async ({ page, consoleErrors }) => {
      await openModal(page);
      await click(page, row(STANDARD_WALLET.id));
      await waitForText(page, byTestId('connected-wallet'), STANDARD_WALLET.name);

      // With a wallet connected, a row click only selects: the panel offers to switch.
      await openModal(page);
      await click(page, row(INJECTED_WALLET.id));
      await waitForText(page, byTestId('gs-connect-wallet'), `Switch to ${INJECTED_WALLET.name}`);
      expect(await walletCalls(page, INJECTED_WALLET.id)).toEqual([]);
      await click(page, byTestId('gs-connect-wallet'));
      await waitForText(page, byTestId('connected-wallet'), INJECTED_WALLET.name);
      await waitForModal(page, false);
      expect((await walletCalls(page, STANDARD_WALLET.id)).map((c) => c.method)).toEqual(['standard:connect', 'standard:disconnect']);
      expect(await textOf(page, BUTTON)).toBe(short(INJECTED_WALLET.address!));
      expect(consoleErrors).toEqual([]);
    });
  });

  it('shows a refused connect with Try again, and leaves an unhandled rejection as upstream does', async () => {
    const failing = { ...STANDARD_WALLET, failing: true };
    await withPage('ui-refused', open({ standard: [failing] }), async ({ page, consoleErrors }) => {
      await openModal(page);
      await click(page, row(failing.id));
      await waitForText(page, byTestId('is-error'), 'true');
      await page.waitForSelector(byTestId('gs-connection-status', '[data-state="error"]'), WAIT);
      expect(await textOf(page, byTestId('gs-connection-status'))).toContain('Failed to connect');
      expect(await textOf(page, byTestId('gs-connect-wallet'))).toBe('Try again');
      expect(await page.$eval(MODAL, (d) => (d as HTMLDialogElement).open)).toBe(true);
      // The modal does not catch connect's rejection: the wallet's error is uncaught in the page.
      await expect.poll(() => consoleErrors.length, WAIT).toBeGreaterThan(0);
      expect(consoleErrors).toEqual([expect.stringMatching(/^uncaught: .*USER_REFUSED_OP/)]);
    });
  });

  it('closes on Escape, on the close button and on the backdrop, and gives focus back to the button', async () => {
    await withPage('ui-close', open(), async ({ page, consoleErrors }) => {
      // Keyboard: Enter on the focused button opens it, Escape closes it.
      await page.focus(BUTTON);
      await page.keyboard.press('Enter');
      await waitForModal(page, true);
      await page.keyboard.press('Escape');
      await waitForModal(page, false);
      await expectFocusOnButton(page);

      await openModal(page);
      await click(page, byTestId('gs-close'));
      await waitForModal(page, false);
      await expectFocusOnButton(page);

      // A click on the backdrop (outside the dialog's box) closes it too.
      await openModal(page);
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

  it('shows both section titles with no wallet installed, and the install panel of a wallet to install', async () => {
    await withPage('ui-empty', open({}), async ({ page, consoleErrors }) => {
      await openModal(page);
      expect(await page.$$eval(`${MODAL} .gs-section`, (titles) => titles.map((t) => t.textContent))).toEqual(['Available Wallets', 'More Wallets']);
      await click(page, row('braavos'));
      await waitForText(page, `${byTestId('gs-install')} h3`, 'Get Braavos');
      const rows = await page.$$eval(byTestId('gs-store-link'), (links) => links.map((l) => [l.getAttribute('data-store'), l.textContent]));
      expect(rows).toEqual([
        ['chrome', 'Add to Chrome'],
        ['firefox', 'Add to Firefox'],
        ['edge', 'Add to Edge'],
        ['ios', 'Get the app'],
        ['android', 'Get the app'],
      ]);
      expect(consoleErrors).toEqual([]);
    });
  });
});
