// /demo/headless-modal: WalletList's sorts (seeded, stored per browser), its entry fields,
// SelectedWallet with the demo's own panels, and useConnect's flags, with test wallets installed
// before the page's scripts run. The package follows upstream's 5.0.0-beta.0 behaviour; the demo
// adds what the spec asks for (following the wallet's events).
import { wallets as recommendedWallets } from '@starknet-io/get-starknet-core/wallets';
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { byTestId, click, openDemo, useDocsSite, textOf, waitForAttribute, waitForText, withPage, WAIT } from './harness.js';
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
  type StandardWalletSpec,
  type TestWallets,
} from './test-wallets.js';

const docs = useDocsSite();

/** An installed wallet that has the id of a recommended one (OKX), with a name that sorts last. */
const RECOMMENDED_INSTALLED: StandardWalletSpec = { name: 'Zulu Wallet', id: 'okxwallet' };
const WALLETS = { standard: [STANDARD_WALLET, RECOMMENDED_INSTALLED], injected: [INJECTED_WALLET] };

const open = (wallets: TestWallets = WALLETS) => () => openDemo(docs.browser, docs.site, '/demo/headless-modal', { wallets });

interface Option {
  id: string;
  name: string;
  state: string;
  type: string;
  lastConnected: string;
  pressed: string;
}

function options(page: Page): Promise<Option[]> {
  return page.$$eval(byTestId('wallet-option'), (buttons) =>
    buttons.map((b) => ({
      id: b.getAttribute('data-wallet-id') ?? '',
      name: b.querySelector('.demo-option__name')?.textContent ?? '',
      state: b.getAttribute('data-state') ?? '',
      type: b.getAttribute('data-type') ?? '',
      lastConnected: b.getAttribute('data-last-connected') ?? '',
      pressed: b.getAttribute('aria-pressed') ?? '',
    })),
  );
}

const names = async (page: Page) => (await options(page)).map((o) => o.name);

/** Waits until the list shows `count` wallets (it renders after hydration, discovery after that). */
async function waitForOptions(page: Page, count: number): Promise<void> {
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="wallet-option"]').length === n, WAIT, count);
}

async function sortBy(page: Page, algorithm: string): Promise<void> {
  await page.select(byTestId('sort-select'), algorithm);
  expect(await page.$eval(byTestId('sort-select'), (s) => (s as HTMLSelectElement).value)).toBe(algorithm);
}

/** Waits until the list is in `expected` order. */
async function waitForOrder(page: Page, expected: string[]): Promise<void> {
  try {
    await page.waitForFunction(
      (want) => JSON.stringify([...document.querySelectorAll('[data-testid="wallet-option"] .demo-option__name')].map((n) => n.textContent)) === want,
      WAIT,
      JSON.stringify(expected),
    );
  } catch (error) {
    throw new Error(`list order ${JSON.stringify(await names(page))}, expected ${JSON.stringify(expected)}`, { cause: error });
  }
}

/**
 * Lets the page finish what the last event started: a change event's update is rendered before
 * the next task, so one task later the list shows the order the select asked for.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

// What the page should show, from get-starknet-core's own list of recommended wallets.
const unavailable = recommendedWallets.filter((w) => w.id !== RECOMMENDED_INSTALLED.id);
const installedNames = [STANDARD_WALLET.name, RECOMMENDED_INSTALLED.name, INJECTED_WALLET.name];
const allNames = [...installedNames, ...unavailable.map((w) => w.name)];
const POPULAR = ['argentX', 'braavos'];

describe('/demo/headless-modal', () => {
  it('lists every wallet with upstream’s entry fields, and sorts with each algorithm', async () => {
    expect(unavailable.length).toBeGreaterThan(2); // popular and other wallets to install
    await withPage('headless-sort', open(), async ({ page, consoleErrors }) => {
      await waitForOptions(page, allNames.length);
      expect(await page.$eval(byTestId('sort-select'), (s) => (s as HTMLSelectElement).value)).toBe('recommended');

      const list = await options(page);
      expect(list.map((o) => [o.name, o.id, o.state])).toEqual(
        expect.arrayContaining([
          [STANDARD_WALLET.name, STANDARD_WALLET.id, 'available'],
          [RECOMMENDED_INSTALLED.name, RECOMMENDED_INSTALLED.id, 'available'],
          [INJECTED_WALLET.name, INJECTED_WALLET.id, 'available'],
          ...unavailable.map((w) => [w.name, w.id, 'unavailable']),
        ]),
      );
      // type: the wallet object's class name. The test wallets are object literals; the injected one
      // is get-starknet-core's StarknetInjectedWallet, whose name the minified build may shorten.
      const typeOf = (id: string) => list.find((o) => o.id === id)!.type;
      expect(typeOf(STANDARD_WALLET.id)).toBe('Object');
      expect(typeOf(INJECTED_WALLET.id)).toMatch(/^(?!Object$|Unknown$)[\w$]+$/);
      expect(list.filter((o) => o.state === 'unavailable').every((o) => o.type === 'Unknown')).toBe(true);
      // Nothing selected: isSelected is undefined, so aria-pressed is false for every row.
      expect(list.every((o) => o.pressed === 'false')).toBe(true);

      // recommended: installed wallets first, then the popular wallets to install (Ready Wallet,
      // Braavos), then the other wallets to install.
      expect(list.slice(0, 3).map((o) => o.state)).toEqual(['available', 'available', 'available']);
      const toInstall = list.slice(3).map((o) => o.id);
      expect(toInstall.slice(0, 2).sort()).toEqual([...POPULAR].sort());
      expect(toInstall.slice(2).sort()).toEqual(unavailable.filter((w) => !POPULAR.includes(w.id)).map((w) => w.id).sort());
      // The shuffles' seed is stored in this browser, an integer below 100000.
      const seed = await storage(page, 'get-starknet-sort-seed');
      expect(Number.isInteger(Number(seed)) && Number(seed) >= 0 && Number(seed) < 100000).toBe(true);
      const recommendedOrder = list.map((o) => o.name);

      const byLocale = await page.evaluate((all) => [...all].sort((a, b) => a.localeCompare(b)), allNames);
      await sortBy(page, 'alpha-asc');
      await waitForOrder(page, byLocale);
      await sortBy(page, 'alpha-desc');
      await waitForOrder(page, [...byLocale].reverse());

      await sortBy(page, 'random');
      await settle(page);
      const random = await names(page);
      expect([...random].sort()).toEqual([...allNames].sort());
      // Same seed, same order: back to random later gives the same list.
      await sortBy(page, 'alpha-asc');
      await waitForOrder(page, byLocale);
      await sortBy(page, 'random');
      await waitForOrder(page, random);
      await sortBy(page, 'recommended');
      await waitForOrder(page, recommendedOrder);

      // The seed survives a reload, and so does the order.
      await page.reload({ waitUntil: 'load' });
      await page.waitForSelector(`${byTestId('headless-demo')}[data-ready="true"]`, WAIT);
      await waitForOptions(page, allNames.length);
      expect(await storage(page, 'get-starknet-sort-seed')).toBe(seed);
      await waitForOrder(page, recommendedOrder);
      expect(consoleErrors).toEqual([]);
    });
  });

  it('stores the last connected wallet, never removes it, and lists it first with recommended after a reload', async () => {
    await withPage('headless-last-connected', open(), async ({ page, consoleErrors }) => {
      await waitForOptions(page, allNames.length);
      expect(await storage(page, 'starknetLastConnectedWallet')).toBeNull();
      await click(page, byTestId('wallet-option', `[data-wallet-id="${INJECTED_WALLET.id}"]`));
      await click(page, byTestId('panel-connect'));
      await waitForText(page, byTestId('connected-wallet'), INJECTED_WALLET.name);
      expect(await storage(page, 'starknetLastConnectedWallet')).toBe(INJECTED_WALLET.id);
      await waitForAttribute(page, byTestId('wallet-option', `[data-wallet-id="${INJECTED_WALLET.id}"]`), 'data-last-connected', 'true');

      await click(page, byTestId('disconnect'));
      await waitForText(page, byTestId('connected-wallet'), 'undefined');
      expect(await storage(page, 'starknetLastConnectedWallet')).toBe(INJECTED_WALLET.id);

      await page.reload({ waitUntil: 'load' });
      await page.waitForSelector(`${byTestId('headless-demo')}[data-ready="true"]`, WAIT);
      await waitForOptions(page, allNames.length);
      const list = await options(page);
      expect(list[0]!.id).toBe(INJECTED_WALLET.id);
      expect(list.filter((o) => o.lastConnected === 'true').map((o) => o.id)).toEqual([INJECTED_WALLET.id]);
      expect(consoleErrors).toEqual([]);
    });
  });

  it('shows the store links of each recommended wallet that is not installed, from its downloads', async () => {
    await withPage('headless-store-links', open(), async ({ page, consoleErrors }) => {
      await waitForOptions(page, allNames.length);
      const host = new URL(docs.site.origin).host;
      for (const wallet of unavailable) {
        await click(page, byTestId('wallet-option', `[data-wallet-id="${wallet.id}"]`));
        await page.waitForSelector(byTestId('selected-wallet', ` ${byTestId('panel-install')}[data-wallet-id="${wallet.id}"]`), WAIT);
        expect((await options(page)).filter((o) => o.pressed === 'true').map((o) => o.id)).toEqual([wallet.id]);
        const links = await page.$$eval(byTestId('store-link'), (anchors) =>
          anchors.map((a) => ({ store: a.getAttribute('data-store'), href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') })),
        );
        // get-starknet-core builds Braavos' mobile links from the page's host when it loads.
        const expected = Object.entries(wallet.downloads as Record<string, string>).map(([store, href]) => ({
          store,
          href: href.replace('/dapp/undefined', `/dapp/${host}`),
          target: '_blank',
          rel: 'noopener noreferrer',
        }));
        expect(links, wallet.name).toEqual(expected);
        expect(await textOf(page, byTestId('panel-install', ' h3'))).toBe(`Install ${wallet.name}`);
      }
      expect(consoleErrors).toEqual([]);
    });
  });

  it('connects from the panel, follows account and chain changes (demo code), and disconnects', async () => {
    await withPage('headless-selected', open(), async ({ page, consoleErrors }) => {
      await waitForOptions(page, allNames.length);
      await page.waitForSelector(byTestId('selected-wallet', ` ${byTestId('panel-none')}`), WAIT);

      await click(page, byTestId('wallet-option', `[data-wallet-id="${STANDARD_WALLET.id}"]`));
      await page.waitForSelector(byTestId('selected-wallet', ` ${byTestId('panel-wallet')}[data-wallet-id="${STANDARD_WALLET.id}"]`), WAIT);
      expect(await textOf(page, byTestId('panel-connect'))).toBe(`Connect to ${STANDARD_WALLET.name}`);
      expect((await options(page)).filter((o) => o.pressed === 'true').map((o) => o.id)).toEqual([STANDARD_WALLET.id]);

      await click(page, byTestId('panel-connect'));
      await waitForAttribute(page, byTestId('panel-status'), 'data-state', 'connected');
      await waitForText(page, byTestId('connected-wallet'), STANDARD_WALLET.name);
      expect(await textOf(page, byTestId('account-address'))).toBe(STANDARD_WALLET.address);
      expect(await textOf(page, byTestId('account-chain'))).toBe(SEPOLIA);
      expect(await textOf(page, byTestId('is-error'))).toBe('false');
      expect(await textOf(page, byTestId('is-connecting'))).toBe('false');
      expect(await walletCalls(page, STANDARD_WALLET.id)).toEqual([{ method: 'standard:connect', silent: false, prompting: true }]);

      // A wallet-standard wallet reports an account switch, then a network switch, as `change`
      // events carrying its account; the demo follows them.
      const next = '0x0def000000000000000000000000000000000000000000000000000000000002';
      await changeWallet(page, STANDARD_WALLET.id, { address: next });
      await waitForText(page, byTestId('account-address'), next);
      await changeWallet(page, STANDARD_WALLET.id, { chain: MAINNET });
      await waitForText(page, byTestId('account-chain'), MAINNET);
      expect(await textOf(page, byTestId('account-address'))).toBe(next);

      await click(page, byTestId('panel-disconnect'));
      await waitForText(page, byTestId('connected-wallet'), 'undefined');
      expect(await textOf(page, byTestId('account-address'))).toBe('');
      await waitForAttribute(page, byTestId('panel-status'), 'data-state', 'idle');
      expect((await walletCalls(page, STANDARD_WALLET.id)).at(-1)!.method).toBe('standard:disconnect');
      expect(consoleErrors).toEqual([]);
    });
  });

  it('lets go of a wallet that disconnects on its side (demo code: useConnect does not notice)', async () => {
    await withPage('headless-wallet-disconnect', open(), async ({ page, consoleErrors }) => {
      await click(page, byTestId('wallet-option', `[data-wallet-id="${STANDARD_WALLET.id}"]`));
      await click(page, byTestId('panel-connect'));
      await waitForText(page, byTestId('connected-wallet'), STANDARD_WALLET.name);
      await changeWallet(page, STANDARD_WALLET.id, { connected: false });
      await waitForText(page, byTestId('connected-wallet'), 'undefined');
      expect(await textOf(page, byTestId('account-address'))).toBe('');
      expect(consoleErrors).toEqual([]);
    });
  });

  it('sets isError when the connect fails, and clears it when a retry connects', async () => {
    const failing = { ...STANDARD_WALLET, failing: true };
    await withPage('headless-error', open({ standard: [failing] }), async ({ page, consoleErrors }) => {
      await click(page, byTestId('wallet-option', `[data-wallet-id="${failing.id}"]`));
      expect(await textOf(page, byTestId('is-error'))).toBe('false');
      await click(page, byTestId('panel-connect'));
      await waitForText(page, byTestId('is-error'), 'true');
      await waitForAttribute(page, byTestId('panel-status'), 'data-state', 'error');
      expect(await textOf(page, byTestId('is-connecting'))).toBe('false');
      expect(await textOf(page, byTestId('connected-wallet'))).toBe('undefined');
      expect(await textOf(page, byTestId('panel-connect'))).toBe('Try again');

      await setFailing(page, failing.id, false);
      await click(page, byTestId('panel-connect'));
      await waitForText(page, byTestId('connected-wallet'), failing.name);
      expect(await textOf(page, byTestId('is-error'))).toBe('false');
      expect(await textOf(page, byTestId('account-address'))).toBe(failing.address);
      // connect rejected with the wallet's error; the demo caught it, so nothing reached the console.
      expect(consoleErrors).toEqual([]);
    });
  });

  it('sets isConnecting while the wallet’s prompt is open', async () => {
    await withPage('headless-connecting', open(), async ({ page, consoleErrors }) => {
      await holdConnects(page, STANDARD_WALLET.id);
      await click(page, byTestId('wallet-option', `[data-wallet-id="${STANDARD_WALLET.id}"]`));
      await click(page, byTestId('panel-connect'));
      await waitForPendingConnect(page, STANDARD_WALLET.id);
      await waitForText(page, byTestId('is-connecting'), 'true');
      await waitForAttribute(page, byTestId('panel-status'), 'data-state', 'connecting');
      expect(await page.$eval(byTestId('panel-connect'), (b) => (b as HTMLButtonElement).disabled)).toBe(true);
      expect(await textOf(page, byTestId('connected-wallet'))).toBe('undefined');

      await releaseConnects(page, STANDARD_WALLET.id);
      await waitForText(page, byTestId('connected-wallet'), STANDARD_WALLET.name);
      expect(await textOf(page, byTestId('is-connecting'))).toBe('false');
      await waitForAttribute(page, byTestId('panel-status'), 'data-state', 'connected');
      expect(consoleErrors).toEqual([]);
    });
  });

  // Upstream's flags belong to the provider: the demo shows them as they are.
  it('shows a failed connect on every wallet selected next: isError is not per wallet', async () => {
    const failing = { ...STANDARD_WALLET, failing: true };
    await withPage('headless-error-other-wallet', open({ standard: [failing], injected: [INJECTED_WALLET] }), async ({ page }) => {
      await click(page, byTestId('wallet-option', `[data-wallet-id="${failing.id}"]`));
      await click(page, byTestId('panel-connect'));
      await waitForText(page, byTestId('is-error'), 'true');
      await click(page, byTestId('wallet-option', `[data-wallet-id="${INJECTED_WALLET.id}"]`));
      await page.waitForSelector(byTestId('panel-wallet', `[data-wallet-id="${INJECTED_WALLET.id}"]`), WAIT);
      expect(await page.$eval(byTestId('panel-status'), (e) => e.getAttribute('data-state'))).toBe('error');
      // A new connect resets it.
      await click(page, byTestId('panel-connect'));
      await waitForText(page, byTestId('connected-wallet'), INJECTED_WALLET.name);
      expect(await textOf(page, byTestId('is-error'))).toBe('false');
    }, { screenshotOnFailure: false });
  });
});
