// /demo/discovery: get-starknet-core discovery and connection with a wallet-standard wallet and an
// injected window.starknet_* wallet, both installed before the page's scripts run.
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
import {
  changeWallet,
  holdConnects,
  INJECTED_WALLET,
  MAINNET,
  releaseConnects,
  SEPOLIA,
  setFailing,
  STANDARD_WALLET,
  waitForPendingConnect,
  walletCalls,
} from './test-wallets.js';

const docs = useDocsSite();

const BOTH = { standard: [STANDARD_WALLET], injected: [INJECTED_WALLET] };
const open = () => openDemo(docs.browser, docs.site, '/demo/discovery', { wallets: BOTH });

async function choose(page: Page, walletName: string): Promise<void> {
  await click(page, byTestId('discovered-wallet', `[value="${walletName}"]`));
  expect(await page.$eval(byTestId('discovered-wallet', `[value="${walletName}"]`), (radio) => (radio as HTMLInputElement).checked)).toBe(true);
}

async function expectDisconnected(page: Page): Promise<void> {
  await waitForAttribute(page, byTestId('connection-status'), 'data-state', 'idle');
  expect(await textOf(page, byTestId('connected-wallet'))).toBe('—');
  expect(await textOf(page, byTestId('account-address'))).toBe('');
  expect(await textOf(page, byTestId('account-chain'))).toBe('');
}

async function expectConnected(page: Page, wallet: string, address: string, chain: string): Promise<void> {
  await waitForAttribute(page, byTestId('connection-status'), 'data-state', 'connected');
  await waitForText(page, byTestId('account-address'), address);
  await waitForText(page, byTestId('account-chain'), chain);
  expect(await textOf(page, byTestId('connected-wallet'))).toBe(wallet);
}

/** The detail text of the last event, which says what changed. */
function lastEventDetail(page: Page): Promise<string> {
  return page.$$eval(byTestId('event-item'), (items) => items.at(-1)?.querySelector('.demo-events__detail')?.textContent ?? '');
}

describe('/demo/discovery', () => {
  it('lists the wallet-standard wallet and the injected wallet, and finds a wallet injected later on Refresh', async () => {
    await withPage('discovery-list', open, async ({ page, consoleErrors }) => {
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="discovered-wallet"]').length === 2, WAIT);
      const wallets = await page.$$eval(byTestId('discovered-wallet'), (radios) =>
        radios.map((r) => ({
          name: (r as HTMLInputElement).value,
          id: r.getAttribute('data-wallet-id'),
          via: r.closest('label')?.querySelector('.demo-badge')?.textContent,
        })),
      );
      expect(wallets.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
        { name: INJECTED_WALLET.name, id: INJECTED_WALLET.id, via: 'window.starknet_*' },
        { name: STANDARD_WALLET.name, id: STANDARD_WALLET.id, via: 'wallet-standard' },
      ]);
      expect(await page.$(byTestId('no-wallets'))).toBeNull();
      expect(await eventKinds(page)).toContain('walletsChanged');
      // One radio is checked by default (Connect acts on it).
      expect(await page.$$eval(byTestId('discovered-wallet'), (radios) => radios.filter((r) => (r as HTMLInputElement).checked).length)).toBe(1);

      // An extension that injects itself after the page loaded is found by Refresh.
      await page.evaluate(() => {
        (window as unknown as Record<string, unknown>).starknet_late = {
          id: 'late', name: 'Late Injected Wallet', version: '1.0.0', icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
          request: async () => null, on: () => undefined, off: () => undefined,
        };
      });
      await click(page, byTestId('refresh-wallets'));
      await page.waitForSelector(byTestId('discovered-wallet', '[value="Late Injected Wallet"][data-wallet-id="late"]'), WAIT);
      expect(await page.$$eval(byTestId('discovered-wallet'), (radios) => radios.length)).toBe(3);
      expect(consoleErrors).toEqual([]);
    });
  });

  it('connects silently without prompting, and only once the wallet approved the site (wallet-standard)', async () => {
    await withPage('discovery-silent-standard', open, async ({ page, consoleErrors }) => {
      await choose(page, STANDARD_WALLET.name);

      // Not approved yet: a silent connect gets no account, and must not have asked for one.
      const logged = (await eventKinds(page)).length;
      await click(page, byTestId('connect-silent'));
      expect((await waitForEvents(page, logged + 1)).slice(logged)).toEqual(['noAccount']);
      await expectDisconnected(page);
      expect(await walletCalls(page, STANDARD_WALLET.id)).toEqual([{ method: 'standard:connect', silent: true, prompting: false }]);

      // Connect may prompt; it shows the address and the chain.
      await click(page, byTestId('connect'));
      await expectConnected(page, STANDARD_WALLET.name, STANDARD_WALLET.address!, SEPOLIA);
      expect((await eventKinds(page)).at(-1)).toBe('connected');
      expect(await walletCalls(page, STANDARD_WALLET.id)).toEqual([
        { method: 'standard:connect', silent: true, prompting: false },
        { method: 'standard:connect', silent: false, prompting: true },
      ]);

      // Disconnect clears the account; a silent connect now succeeds, still without a prompt.
      await click(page, byTestId('disconnect'));
      await expectDisconnected(page);
      await click(page, byTestId('connect-silent'));
      await expectConnected(page, STANDARD_WALLET.name, STANDARD_WALLET.address!, SEPOLIA);
      expect(await lastEventDetail(page)).toContain('(silent)');
      const calls = await walletCalls(page, STANDARD_WALLET.id);
      expect(calls.filter((c) => c.prompting)).toHaveLength(1);
      expect(calls.at(-1)).toEqual({ method: 'standard:connect', silent: true, prompting: false });
      expect(consoleErrors).toEqual([]);
    });
  });

  it('connects silently to the injected wallet with silent_mode and no prompting request', async () => {
    await withPage('discovery-silent-injected', open, async ({ page, consoleErrors }) => {
      await choose(page, INJECTED_WALLET.name);
      const logged = (await eventKinds(page)).length;
      await click(page, byTestId('connect-silent'));
      expect((await waitForEvents(page, logged + 1)).slice(logged)).toEqual(['noAccount']);
      await expectDisconnected(page);
      expect(await walletCalls(page, INJECTED_WALLET.id)).toEqual([{ method: 'wallet_requestAccounts', silent: true, prompting: false }]);

      await click(page, byTestId('connect'));
      await expectConnected(page, INJECTED_WALLET.name, INJECTED_WALLET.address!, SEPOLIA);
      expect(await walletCalls(page, INJECTED_WALLET.id)).toEqual([
        { method: 'wallet_requestAccounts', silent: true, prompting: false },
        { method: 'wallet_requestAccounts', silent: false, prompting: true },
        { method: 'wallet_requestChainId', silent: false, prompting: false },
      ]);
      expect(consoleErrors).toEqual([]);
    });
  });

  it.each([
    ['wallet-standard', STANDARD_WALLET.name, STANDARD_WALLET.id, STANDARD_WALLET.address!],
    ['injected', INJECTED_WALLET.name, INJECTED_WALLET.id, INJECTED_WALLET.address!],
  ])('shows the %s wallet’s account and chain changes in the event list and the UI; Disconnect clears them', async (_kind, name, id, address) => {
    await withPage(`discovery-events-${id}`, open, async ({ page, consoleErrors }) => {
      await choose(page, name);
      await click(page, byTestId('connect'));
      await expectConnected(page, name, address, SEPOLIA);
      const before = (await eventKinds(page)).length;

      const nextAddress = '0x0def000000000000000000000000000000000000000000000000000000000002';
      await changeWallet(page, id, { address: nextAddress });
      expect((await waitForEvents(page, before + 1)).at(-1)).toBe('accountChanged');
      expect(await lastEventDetail(page)).toBe(nextAddress);
      await expectConnected(page, name, nextAddress, SEPOLIA);

      await changeWallet(page, id, { chain: MAINNET });
      expect((await waitForEvents(page, before + 2)).at(-1)).toBe('chainChanged');
      expect(await lastEventDetail(page)).toBe(MAINNET);
      await expectConnected(page, name, nextAddress, MAINNET);
      expect((await eventKinds(page)).slice(before)).toEqual(['accountChanged', 'chainChanged']);

      await click(page, byTestId('disconnect'));
      await expectDisconnected(page);
      expect((await waitForEvents(page, before + 3)).slice(before)).toEqual(['accountChanged', 'chainChanged', 'disconnected']);
      // Buttons follow the state: Disconnect only while connected.
      expect(await page.$eval(byTestId('disconnect'), (b) => (b as HTMLButtonElement).disabled)).toBe(true);
      // Once disconnected, the app no longer listens: a change now is not news. (Connecting again
      // is the sync point: an event logged for the change would come before `connected`.)
      await changeWallet(page, id, { address });
      await click(page, byTestId('connect'));
      await expectConnected(page, name, address, MAINNET);
      expect((await eventKinds(page)).slice(before)).toEqual(['accountChanged', 'chainChanged', 'disconnected', 'connected']);
      expect(consoleErrors).toEqual([]);
    });
  });

  it('shows the connecting state while the wallet’s prompt is open', async () => {
    await withPage('discovery-connecting', open, async ({ page, consoleErrors }) => {
      await choose(page, STANDARD_WALLET.name);
      await holdConnects(page, STANDARD_WALLET.id);
      await click(page, byTestId('connect'));
      await waitForPendingConnect(page, STANDARD_WALLET.id);
      await waitForAttribute(page, byTestId('connection-status'), 'data-state', 'connecting');
      const disabled = await page.$$eval(['connect', 'connect-silent', 'disconnect'].map((id) => byTestId(id)).join(','), (buttons) =>
        buttons.map((b) => (b as HTMLButtonElement).disabled),
      );
      expect(disabled).toEqual([true, true, true]);
      await releaseConnects(page, STANDARD_WALLET.id);
      await expectConnected(page, STANDARD_WALLET.name, STANDARD_WALLET.address!, SEPOLIA);
      expect(consoleErrors).toEqual([]);
    });
  });

  it('reports a disconnect coming from the wallet and a failed connect', async () => {
    await withPage('discovery-wallet-disconnect', open, async ({ page, consoleErrors }) => {
      await choose(page, STANDARD_WALLET.name);
      await click(page, byTestId('connect'));
      await expectConnected(page, STANDARD_WALLET.name, STANDARD_WALLET.address!, SEPOLIA);
      const before = (await eventKinds(page)).length;

      // `change` with no accounts: the wallet disconnected on its side.
      await changeWallet(page, STANDARD_WALLET.id, { connected: false });
      expect((await waitForEvents(page, before + 1)).at(-1)).toBe('disconnected');
      await expectDisconnected(page);

      await setFailing(page, STANDARD_WALLET.id, true);
      await click(page, byTestId('connect'));
      await waitForAttribute(page, byTestId('connection-status'), 'data-state', 'error');
      expect((await waitForEvents(page, before + 2)).at(-1)).toBe('connectFailed');
      expect(await textOf(page, byTestId('account-address'))).toBe('');
      expect(consoleErrors).toEqual([]);
    });
  });
});
