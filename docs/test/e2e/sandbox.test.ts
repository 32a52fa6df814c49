// The sandbox wallet makes every demo usable with no wallet installed: add it (wallet-standard
// registration after the page loaded), connect, switch account and chain, make it refuse.
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import {
  byTestId,
  click,
  eventKinds,
  openDemo,
  useDocsSite,
  textOf,
  waitForAttribute,
  waitForEvents,
  waitForText,
  withPage,
  WAIT,
} from './harness.js';
import { MAINNET, SEPOLIA } from './test-wallets.js';

const docs = useDocsSite();

const SANDBOX_NAME = 'Sandbox Wallet';
const SANDBOX_ID = 'sandbox';

/** The full address the sandbox panel says the wallet uses now. */
function sandboxAddress(page: Page): Promise<string> {
  return page.$eval(byTestId('sandbox-panel', ' code[title]'), (code) => code.getAttribute('title') ?? '');
}

/** Checks the starting state (nothing installed, nothing approved) and adds the sandbox wallet. */
async function addSandbox(page: Page): Promise<void> {
  expect(await textOf(page, byTestId('sandbox-permission'))).toBe('not granted');
  expect(await textOf(page, byTestId('sandbox-prompts'))).toBe('0');
  await click(page, byTestId('sandbox-register'));
  await page.waitForSelector(byTestId('sandbox-register', '[disabled]'), WAIT);
  expect(await textOf(page, byTestId('sandbox-register'))).toBe('Sandbox wallet added');
}

async function setRefusing(page: Page, refusing: boolean): Promise<void> {
  const checkbox = byTestId('sandbox-fail');
  if ((await page.$eval(checkbox, (c) => (c as HTMLInputElement).checked)) !== refusing) await click(page, checkbox);
  await page.waitForFunction((s, want) => (document.querySelector(s) as HTMLInputElement).checked === want, WAIT, checkbox, refusing);
}

describe('the sandbox wallet, with no wallet installed', () => {
  it('works in the discovery demo', async () => {
    await withPage('sandbox-discovery', () => openDemo(docs.browser, docs.site, '/demo/discovery'), async ({ page, consoleErrors }) => {
      await page.waitForSelector(byTestId('no-wallets'), WAIT);
      expect(await page.$eval(byTestId('connect'), (b) => (b as HTMLButtonElement).disabled)).toBe(true);
      await addSandbox(page);
      await page.waitForSelector(byTestId('discovered-wallet', `[value="${SANDBOX_NAME}"][data-wallet-id="${SANDBOX_ID}"]`), WAIT);
      expect(await page.$(byTestId('no-wallets'))).toBeNull();
      const first = await sandboxAddress(page);

      // Not approved yet: a silent connect gets nothing and shows no prompt.
      const logged = (await eventKinds(page)).length;
      await click(page, byTestId('connect-silent'));
      expect((await waitForEvents(page, logged + 1)).slice(logged)).toEqual(['noAccount']);
      expect(await textOf(page, byTestId('sandbox-prompts'))).toBe('0');

      await click(page, byTestId('connect'));
      await waitForAttribute(page, byTestId('connection-status'), 'data-state', 'connected');
      await waitForText(page, byTestId('account-address'), first);
      expect(await textOf(page, byTestId('account-chain'))).toBe(SEPOLIA);
      expect(await textOf(page, byTestId('connected-wallet'))).toBe(SANDBOX_NAME);
      expect(await textOf(page, byTestId('sandbox-prompts'))).toBe('1');
      expect(await textOf(page, byTestId('sandbox-permission'))).toBe('granted');

      await click(page, byTestId('sandbox-switch-account'));
      const second = await sandboxAddress(page);
      expect(second).not.toBe(first);
      await waitForText(page, byTestId('account-address'), second);
      await click(page, byTestId('sandbox-switch-chain'));
      await waitForText(page, byTestId('account-chain'), MAINNET);
      const kinds = await eventKinds(page);
      expect(kinds.slice(-3)).toEqual(['connected', 'accountChanged', 'chainChanged']);

      // Refusing: the next connect fails.
      await click(page, byTestId('disconnect'));
      await waitForAttribute(page, byTestId('connection-status'), 'data-state', 'idle');
      await setRefusing(page, true);
      await click(page, byTestId('connect'));
      await waitForAttribute(page, byTestId('connection-status'), 'data-state', 'error');
      expect((await eventKinds(page)).at(-1)).toBe('connectFailed');

      // Accepting again: approved earlier, so a silent connect now works without a prompt.
      await setRefusing(page, false);
      await click(page, byTestId('connect-silent'));
      await waitForAttribute(page, byTestId('connection-status'), 'data-state', 'connected');
      await waitForText(page, byTestId('account-address'), second);
      expect(await textOf(page, byTestId('sandbox-prompts'))).toBe('1');

      // Revoking the permission disconnects.
      await click(page, byTestId('sandbox-revoke'));
      await waitForAttribute(page, byTestId('connection-status'), 'data-state', 'idle');
      expect((await eventKinds(page)).at(-1)).toBe('disconnected');
      expect(await textOf(page, byTestId('sandbox-permission'))).toBe('not granted');
      expect(consoleErrors).toEqual([]);
    });
  });

  it('works in the headless modal demo, through its own panel', async () => {
    await withPage('sandbox-headless', () => openDemo(docs.browser, docs.site, '/demo/headless-modal'), async ({ page, consoleErrors }) => {
      await page.waitForSelector(byTestId('wallet-option'), WAIT);
      expect(await page.$$eval(byTestId('wallet-option', '[data-state="available"]'), (o) => o.length)).toBe(0);
      await addSandbox(page);
      const option = byTestId('wallet-option', `[data-wallet-id="${SANDBOX_ID}"][data-state="available"]`);
      await page.waitForSelector(option, WAIT);
      // type is the class name of the wallet object (SandboxWallet, maybe minified): not a test wallet's "Object".
      expect(await page.$eval(option, (o) => o.getAttribute('data-type'))).toMatch(/^(?!Object$|Unknown$)[\w$]+$/);
      await click(page, option);
      await page.waitForSelector(byTestId('selected-wallet', ` ${byTestId('sandbox-custom-ui')}`), WAIT);
      const first = await sandboxAddress(page);

      await click(page, byTestId('sandbox-ui-connect'));
      await waitForText(page, byTestId('connected-wallet'), SANDBOX_NAME);
      expect(await textOf(page, byTestId('account-address'))).toBe(first);
      expect(await textOf(page, byTestId('account-chain'))).toBe(SEPOLIA);
      expect(await textOf(page, byTestId('sandbox-prompts'))).toBe('1');
      expect(await textOf(page, byTestId('sandbox-custom-ui', ' [role="status"]'))).toBe('Connected.');
      await waitForAttribute(page, byTestId('wallet-option', `[data-wallet-id="${SANDBOX_ID}"]`), 'data-last-connected', 'true');

      await click(page, byTestId('sandbox-switch-account'));
      const second = await sandboxAddress(page);
      await waitForText(page, byTestId('account-address'), second);
      await click(page, byTestId('sandbox-switch-chain'));
      await waitForText(page, byTestId('account-chain'), MAINNET);

      await click(page, byTestId('disconnect'));
      await waitForText(page, byTestId('connected-wallet'), 'undefined');
      await setRefusing(page, true);
      await click(page, byTestId('sandbox-ui-connect'));
      await waitForText(page, byTestId('is-error'), 'true');
      expect(await textOf(page, byTestId('sandbox-custom-ui', ' [role="status"]'))).toBe('The wallet refused.');
      expect(await textOf(page, byTestId('connected-wallet'))).toBe('undefined');

      await setRefusing(page, false);
      await click(page, byTestId('sandbox-ui-connect'));
      await waitForText(page, byTestId('connected-wallet'), SANDBOX_NAME);
      expect(await textOf(page, byTestId('is-error'))).toBe('false');
      expect(await textOf(page, byTestId('sandbox-prompts'))).toBe('2');

      // Revoking the permission: the wallet reports no accounts, and the demo lets go of it.
      await click(page, byTestId('sandbox-revoke'));
      await waitForText(page, byTestId('connected-wallet'), 'undefined');
      expect(consoleErrors).toEqual([]);
    });
  });

  it('works in the wallet connect modal demo, through its walletUi panel', async () => {
    await withPage('sandbox-ui', () => openDemo(docs.browser, docs.site, '/demo/ui'), async ({ page, consoleErrors }) => {
      await addSandbox(page);
      const first = await sandboxAddress(page);
      const option = byTestId('gs-wallet-option', `[data-wallet-id="${SANDBOX_ID}"][data-state="available"]`);
      const short = (address: string) => `${address.slice(0, 6)}...${address.slice(-4)}`;

      // A wallet with a walletUi entry is selected by a click, not connected: its panel connects it.
      await click(page, byTestId('gs-connect-button'));
      await click(page, option);
      await page.waitForSelector(byTestId('gs-modal', ` ${byTestId('sandbox-custom-ui')}`), WAIT);
      expect(await textOf(page, byTestId('sandbox-prompts'))).toBe('0');
      await click(page, byTestId('sandbox-ui-connect'));
      await waitForText(page, byTestId('connected-wallet'), SANDBOX_NAME);
      await page.waitForFunction((s) => !(document.querySelector(s) as HTMLDialogElement).open, WAIT, byTestId('gs-modal'));
      expect(await textOf(page, byTestId('account-address'))).toBe(first);
      expect(await textOf(page, byTestId('account-chain'))).toBe(SEPOLIA);
      expect(await textOf(page, byTestId('gs-connect-button'))).toBe(short(first));

      // The demo follows the wallet's events and re-renders the modal's button with them.
      await click(page, byTestId('sandbox-switch-account'));
      const second = await sandboxAddress(page);
      await waitForText(page, byTestId('account-address'), second);
      await waitForText(page, byTestId('gs-connect-button'), short(second));
      await click(page, byTestId('sandbox-switch-chain'));
      await waitForText(page, byTestId('account-chain'), MAINNET);

      await click(page, byTestId('disconnect'));
      await waitForText(page, byTestId('connected-wallet'), 'undefined');

      // A refused connect keeps the dialog open on the panel, with isError; the panel catches the rejection.
      await setRefusing(page, true);
      await click(page, byTestId('gs-connect-button'));
      await click(page, byTestId('gs-modal', ` ${byTestId('sandbox-ui-connect')}`));
      await waitForText(page, byTestId('is-error'), 'true');
      expect(await page.$eval(byTestId('gs-modal'), (d) => (d as HTMLDialogElement).open)).toBe(true);
      expect(await textOf(page, byTestId('sandbox-custom-ui', ' [role="status"]'))).toBe('The wallet refused.');

      // The page behind the dialog is inert: close it to reach the sandbox panel, then retry.
      await click(page, byTestId('gs-close'));
      await page.waitForFunction((s) => !(document.querySelector(s) as HTMLDialogElement).open, WAIT, byTestId('gs-modal'));
      await setRefusing(page, false);
      await click(page, byTestId('gs-connect-button'));
      await click(page, byTestId('gs-modal', ` ${byTestId('sandbox-ui-connect')}`));
      await waitForText(page, byTestId('connected-wallet'), SANDBOX_NAME);
      await page.waitForFunction((s) => !(document.querySelector(s) as HTMLDialogElement).open, WAIT, byTestId('gs-modal'));
      expect(await textOf(page, byTestId('is-error'))).toBe('false');
      expect(await textOf(page, byTestId('account-address'))).toBe(second);
      expect(await textOf(page, byTestId('account-chain'))).toBe(MAINNET);
      expect(await textOf(page, byTestId('sandbox-prompts'))).toBe('2');
      expect(consoleErrors).toEqual([]);
    });
  });
});
