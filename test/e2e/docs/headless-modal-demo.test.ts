// /demo/headless-modal: WalletList sorting, SelectedWallet views (install links, connect panel)
// and useConnect, with test wallets installed before the page's scripts run.
import { wallets as recommendedWallets } from '@starknet-io/get-starknet-core/wallets';
import type { Browser, Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../support/browser.js';
import { byTestId, click, openDemo, startDocsSite, textOf, waitForAttribute, waitForText, withPage, WAIT, type DocsSite } from './harness.js';
import {
  changeWallet,
  holdConnects,
  INJECTED_WALLET,
  releaseConnects,
  SEPOLIA,
  setFailing,
  STANDARD_WALLET,
  waitForPendingConnect,
  walletCalls,
  type StandardWalletSpec,
  type TestWallets,
} from './test-wallets.js';

let site: DocsSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startDocsSite(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** An installed wallet that has the id of a recommended one (OKX), with a name that sorts last. */
const RECOMMENDED_INSTALLED: StandardWalletSpec = { name: 'Zulu Wallet', id: 'okxwallet' };
const WALLETS = { standard: [STANDARD_WALLET, RECOMMENDED_INSTALLED], injected: [INJECTED_WALLET] };

const open = (wallets: TestWallets = WALLETS) => () => openDemo(browser, site, '/demo/headless-modal', { wallets });

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

/** Waits until the list shows `count` wallets (discovery runs after hydration). */
async function waitForOptions(page: Page, count: number): Promise<void> {
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="wallet-option"]').length === n, WAIT, count);
}

async function sortBy(page: Page, algorithm: string): Promise<void> {
  await page.select(byTestId('sort-select'), algorithm);
  expect(await page.$eval(byTestId('sort-select'), (s) => (s as HTMLSelectElement).value)).toBe(algorithm);
}

/**
 * Lets the page finish what the last event started: a change event's update is rendered before
 * the next task, so one task later the list shows the order the select asked for.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
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

// What the page should show, from get-starknet-core's own list of recommended wallets.
const unavailable = recommendedWallets.filter((w) => w.id !== RECOMMENDED_INSTALLED.id);
const installedNames = [STANDARD_WALLET.name, RECOMMENDED_INSTALLED.name, INJECTED_WALLET.name];
const allNames = [...installedNames, ...unavailable.map((w) => w.name)];
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const alphaAsc = [...allNames].sort(collator.compare);

describe('/demo/headless-modal', () => {
  it('lists installed wallets, then the recommended ones to install, and sorts by each algorithm', async () => {
    expect(unavailable.length).toBeGreaterThan(1); // the test means something only with several
    await withPage('headless-sort', open(), async ({ page, consoleErrors }) => {
      await waitForOptions(page, allNames.length);
      expect(await page.$eval(byTestId('sort-select'), (s) => (s as HTMLSelectElement).value)).toBe('recommended');

      const list = await options(page);
      expect(list.map((o) => [o.name, o.id, o.state, o.type])).toEqual(
        expect.arrayContaining([
          [STANDARD_WALLET.name, STANDARD_WALLET.id, 'available', 'StandardWallet'],
          [RECOMMENDED_INSTALLED.name, RECOMMENDED_INSTALLED.id, 'available', 'StandardWallet'],
          [INJECTED_WALLET.name, INJECTED_WALLET.id, 'available', 'InjectedWallet'],
          ...unavailable.map((w) => [w.name, w.id, 'unavailable', 'NotInstalled']),
        ]),
      );
      // recommended: installed first — recommended ones (in the app's order) before the others
      // (by name) — then the wallets to install, in the app's order.
      expect(list.map((o) => o.name)).toEqual([
        RECOMMENDED_INSTALLED.name,
        INJECTED_WALLET.name,
        STANDARD_WALLET.name,
        ...unavailable.map((w) => w.name),
      ]);
      const recommendedOrder = list.map((o) => o.name);

      await sortBy(page, 'alpha-asc');
      await waitForOrder(page, alphaAsc);
      await sortBy(page, 'alpha-desc');
      await waitForOrder(page, [...alphaAsc].reverse());

      await sortBy(page, 'random');
      await settle(page);
      const random = await names(page);
      expect([...random].sort(collator.compare)).toEqual(alphaAsc);
      // The order is seeded per tab session: back to random later gives the same order.
      await sortBy(page, 'alpha-asc');
      await waitForOrder(page, alphaAsc);
      await sortBy(page, 'random');
      await waitForOrder(page, random);

      await sortBy(page, 'recommended');
      await waitForOrder(page, recommendedOrder);
      expect(consoleErrors).toEqual([]);
    });
  });

  it('puts the last connected wallet first with recommended, and marks it', async () => {
    await withPage('headless-last-connected', open(), async ({ page, consoleErrors }) => {
      await waitForOptions(page, allNames.length);
      await click(page, byTestId('wallet-option', `[data-wallet-id="${STANDARD_WALLET.id}"]`));
      await click(page, byTestId('gs-connect-wallet'));
      await waitForText(page, byTestId('connected-wallet'), STANDARD_WALLET.name);
      await waitForOrder(page, [STANDARD_WALLET.name, RECOMMENDED_INSTALLED.name, INJECTED_WALLET.name, ...unavailable.map((w) => w.name)]);
      const marked = (await options(page)).filter((o) => o.lastConnected === 'true').map((o) => o.id);
      expect(marked).toEqual([STANDARD_WALLET.id]);
      expect(consoleErrors).toEqual([]);
    });
  });

  it('shows the store links of each recommended wallet that is not installed', async () => {
    await withPage('headless-store-links', open(), async ({ page, consoleErrors }) => {
      await waitForOptions(page, allNames.length);
      const host = new URL(site.origin).host;
      const storeOrder = ['chrome', 'firefox', 'edge', 'safari', 'ios', 'android'];
      for (const wallet of unavailable) {
        await click(page, byTestId('wallet-option', `[data-wallet-id="${wallet.id}"]`));
        await page.waitForSelector(byTestId('selected-wallet', ` ${byTestId('gs-install')}[data-wallet-id="${wallet.id}"]`), WAIT);
        expect((await options(page)).filter((o) => o.pressed === 'true').map((o) => o.id)).toEqual([wallet.id]);
        const links = await page.$$eval(byTestId('gs-store-link'), (anchors) =>
          anchors.map((a) => ({ store: a.getAttribute('data-store'), href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') })),
        );
        // get-starknet-core builds Braavos' mobile links from the page's host when it loads.
        const expected = Object.entries(wallet.downloads as Record<string, string>)
          .sort(([a], [b]) => storeOrder.indexOf(a) - storeOrder.indexOf(b))
          .map(([store, href]) => ({ store, href: href.replace('/dapp/undefined', `/dapp/${host}`), target: '_blank', rel: 'noopener noreferrer' }));
        expect(links, wallet.name).toEqual(expected);
        expect(await textOf(page, byTestId('gs-install', ' h3'))).toBe(`Install ${wallet.name}`);
      }
      expect(consoleErrors).toEqual([]);
    });
  });

  it('shows the selected wallet’s panel, connects from it, follows account changes and disconnects', async () => {
    await withPage('headless-selected', open(), async ({ page, consoleErrors }) => {
      await waitForOptions(page, allNames.length);
      await page.waitForSelector(byTestId('selected-wallet', ` ${byTestId('gs-no-wallet')}`), WAIT);
      expect((await options(page)).every((o) => o.pressed === 'false')).toBe(true);

      await click(page, byTestId('wallet-option', `[data-wallet-id="${STANDARD_WALLET.id}"]`));
      await page.waitForSelector(byTestId('selected-wallet', ` ${byTestId('gs-wallet-panel')}[data-wallet-id="${STANDARD_WALLET.id}"]`), WAIT);
      expect(await textOf(page, byTestId('gs-connect-wallet'))).toBe(`Connect to ${STANDARD_WALLET.name}`);
      expect((await options(page)).filter((o) => o.pressed === 'true').map((o) => o.id)).toEqual([STANDARD_WALLET.id]);

      await click(page, byTestId('wallet-option', `[data-wallet-id="${INJECTED_WALLET.id}"]`));
      await page.waitForSelector(byTestId('gs-wallet-panel', `[data-wallet-id="${INJECTED_WALLET.id}"]`), WAIT);
      expect((await options(page)).filter((o) => o.pressed === 'true').map((o) => o.id)).toEqual([INJECTED_WALLET.id]);
      await waitForAttribute(page, byTestId('gs-connection-status'), 'data-state', 'idle');

      await click(page, byTestId('gs-connect-wallet'));
      await waitForAttribute(page, byTestId('gs-connection-status'), 'data-state', 'connected');
      await waitForText(page, byTestId('connected-wallet'), INJECTED_WALLET.name);
      expect(await textOf(page, byTestId('account-address'))).toBe(INJECTED_WALLET.address);
      expect(await textOf(page, byTestId('account-chain'))).toBe(SEPOLIA);
      expect(await textOf(page, byTestId('is-error'))).toBe('false');
      expect(await textOf(page, byTestId('is-connecting'))).toBe('false');
      expect((await walletCalls(page, INJECTED_WALLET.id)).filter((c) => c.prompting)).toHaveLength(1);

      await changeWallet(page, INJECTED_WALLET.id, { address: '0x0def' });
      await waitForText(page, byTestId('account-address'), '0x0def');

      await click(page, byTestId('gs-panel-disconnect'));
      await waitForText(page, byTestId('connected-wallet'), 'undefined');
      expect(await textOf(page, byTestId('account-address'))).toBe('');
      await waitForAttribute(page, byTestId('gs-connection-status'), 'data-state', 'idle');
      expect(consoleErrors).toEqual([]);
    });
  });

  it('sets isError when the connect fails, and clears it when a retry connects', async () => {
    const failing = { ...STANDARD_WALLET, failing: true };
    await withPage('headless-error', open({ standard: [failing] }), async ({ page, consoleErrors }) => {
      await page.waitForSelector(byTestId('wallet-option', `[data-wallet-id="${failing.id}"]`), WAIT);
      expect(await textOf(page, byTestId('is-error'))).toBe('false');
      await click(page, byTestId('wallet-option', `[data-wallet-id="${failing.id}"]`));
      await click(page, byTestId('gs-connect-wallet'));
      await waitForText(page, byTestId('is-error'), 'true');
      await waitForAttribute(page, byTestId('gs-connection-status'), 'data-state', 'error');
      expect(await textOf(page, byTestId('is-connecting'))).toBe('false');
      expect(await textOf(page, byTestId('connected-wallet'))).toBe('undefined');
      expect(await textOf(page, byTestId('gs-connect-wallet'))).toBe('Try again');

      await setFailing(page, failing.id, false);
      await click(page, byTestId('gs-connect-wallet'));
      await waitForText(page, byTestId('connected-wallet'), failing.name);
      expect(await textOf(page, byTestId('is-error'))).toBe('false');
      expect(await textOf(page, byTestId('account-address'))).toBe(failing.address);

      await click(page, byTestId('disconnect'));
      await waitForText(page, byTestId('connected-wallet'), 'undefined');
      expect(consoleErrors).toEqual([]);
    });
  });

  it('sets isConnecting while the wallet’s prompt is open', async () => {
    await withPage('headless-connecting', open(), async ({ page, consoleErrors }) => {
      await holdConnects(page, STANDARD_WALLET.id);
      await click(page, byTestId('wallet-option', `[data-wallet-id="${STANDARD_WALLET.id}"]`));
      await click(page, byTestId('gs-connect-wallet'));
      await waitForPendingConnect(page, STANDARD_WALLET.id);
      await waitForText(page, byTestId('is-connecting'), 'true');
      await waitForAttribute(page, byTestId('gs-connection-status'), 'data-state', 'connecting');
      expect(await page.$eval(byTestId('gs-connect-wallet'), (b) => (b as HTMLButtonElement).disabled)).toBe(true);
      expect(await textOf(page, byTestId('connected-wallet'))).toBe('undefined');

      await releaseConnects(page, STANDARD_WALLET.id);
      await waitForText(page, byTestId('connected-wallet'), STANDARD_WALLET.name);
      expect(await textOf(page, byTestId('is-connecting'))).toBe('false');
      await waitForAttribute(page, byTestId('gs-connection-status'), 'data-state', 'connected');
      expect(consoleErrors).toEqual([]);
    });
  });

  // A connect attempt's state (waiting, failed) belongs to the wallet it was for, not to whichever
  // wallet is selected next.
  it('shows a failed connect only on the wallet that failed', async () => {
    const failing = { ...STANDARD_WALLET, failing: true };
    await withPage('headless-error-other-wallet', open({ standard: [failing], injected: [INJECTED_WALLET] }), async ({ page }) => {
      await click(page, byTestId('wallet-option', `[data-wallet-id="${failing.id}"]`));
      await click(page, byTestId('gs-connect-wallet'));
      await waitForText(page, byTestId('is-error'), 'true');
      await click(page, byTestId('wallet-option', `[data-wallet-id="${INJECTED_WALLET.id}"]`));
      await page.waitForSelector(byTestId('gs-wallet-panel', `[data-wallet-id="${INJECTED_WALLET.id}"]`), WAIT);
      expect(await page.$eval(byTestId('gs-connection-status'), (e) => e.getAttribute('data-state'))).toBe('idle');
      expect(await textOf(page, byTestId('gs-connect-wallet'))).toBe(`Connect to ${INJECTED_WALLET.name}`);
    }, { screenshotOnFailure: false });
  });

  it('shows a pending connect only on the wallet it waits for', async () => {
    await withPage('headless-connecting-other-wallet', open(), async ({ page }) => {
      await holdConnects(page, STANDARD_WALLET.id);
      await click(page, byTestId('wallet-option', `[data-wallet-id="${STANDARD_WALLET.id}"]`));
      await click(page, byTestId('gs-connect-wallet'));
      await waitForPendingConnect(page, STANDARD_WALLET.id);
      await click(page, byTestId('wallet-option', `[data-wallet-id="${INJECTED_WALLET.id}"]`));
      await page.waitForSelector(byTestId('gs-wallet-panel', `[data-wallet-id="${INJECTED_WALLET.id}"]`), WAIT);
      expect(await page.$eval(byTestId('gs-connection-status'), (e) => e.getAttribute('data-state'))).toBe('idle');
      expect(await page.$eval(byTestId('gs-connect-wallet'), (b) => (b as HTMLButtonElement).disabled)).toBe(false);
    }, { screenshotOnFailure: false });
  });
});
