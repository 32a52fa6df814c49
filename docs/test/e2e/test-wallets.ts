// Test wallets for the Get Starknet demos, installed the way real wallets reach a page (see
// docs/components/README.md): a wallet-standard wallet through the register event (and app-ready),
// and an injected `window.starknet_*` object. Each records every call it gets, so a test can tell
// whether the app asked for a prompt, and can emit account and chain changes.
//
// The installer is a plain script (a string), not a function puppeteer serializes: what the test
// runner's transpiler adds to functions (helpers like __name) does not exist in the page.
import type { Page } from 'puppeteer';

export const SEPOLIA = 'starknet:0x534e5f5345504f4c4941';
export const MAINNET = 'starknet:0x534e5f4d41494e';

export interface StandardWalletSpec {
  name: string;
  /** Its `starknet:walletApi` id. */
  id: string;
  /** Default '0x0123…0001'. */
  address?: string;
  /** Connect and every request throw from the start. */
  failing?: boolean;
}

export interface InjectedWalletSpec {
  name: string;
  id: string;
  /** The window property; must start with `starknet`. Default `starknet_${id}`. */
  key?: string;
  address?: string;
}

export interface TestWallets {
  standard?: StandardWalletSpec[];
  injected?: InjectedWalletSpec[];
}

export const STANDARD_WALLET: StandardWalletSpec = { name: 'Test Standard Wallet', id: 'teststd', address: '0x0123000000000000000000000000000000000000000000000000000000000001' };
export const INJECTED_WALLET: InjectedWalletSpec = { name: 'Test Injected Wallet', id: 'testinjected', address: '0x0abc' };

/** One call a test wallet received. `prompting` is true for calls that may show the user a prompt. */
export interface WalletCall {
  method: string;
  silent: boolean;
  prompting: boolean;
}

/** What `window.__testWallets[id]` exposes to `page.evaluate`. */
export interface WalletHandle {
  calls: WalletCall[];
  state: { approved: boolean; connected: boolean; failing: boolean; holding: boolean; address: string; chain: string };
  /** Wallet-standard wallets only. */
  release(): void;
  waitingCount(): number;
}

/** Installs the wallets before any script of every document the page loads from now on. */
export async function installTestWallets(page: Page, wallets: TestWallets): Promise<void> {
  await page.evaluateOnNewDocument(installerScript(wallets));
}

function installerScript(wallets: TestWallets): string {
  return `(() => {
  const specs = ${JSON.stringify(wallets)};
  const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';
  const SEPOLIA = ${JSON.stringify(SEPOLIA)};
  const registry = (window.__testWallets = window.__testWallets || {});

  for (const spec of specs.standard || []) {
    const calls = [];
    const listeners = new Set();
    // While holding, connect waits (a user looking at the prompt) until release().
    let waiting = [];
    const state = { approved: false, connected: false, failing: !!spec.failing, holding: false, address: spec.address || '0x0123000000000000000000000000000000000000000000000000000000000001', chain: SEPOLIA };
    const accounts = () => (state.connected ? [{ address: state.address, publicKey: new Uint8Array(), chains: [state.chain], features: [] }] : []);
    const emit = () => { const change = { accounts: accounts() }; for (const listener of [...listeners]) listener(change); };
    const wallet = {
      version: '1.0.0',
      name: spec.name,
      icon: ICON,
      chains: [SEPOLIA, ${JSON.stringify(MAINNET)}],
      get accounts() { return accounts(); },
      features: {
        'standard:connect': { version: '1.0.0', connect: async (input) => {
          const silent = !!(input && input.silent);
          calls.push({ method: 'standard:connect', silent, prompting: !silent });
          if (state.holding) await new Promise((resolve) => waiting.push(resolve));
          if (state.failing) throw Object.assign(new Error('An error occurred (USER_REFUSED_OP)'), { code: 113 });
          if (!silent) state.approved = true;
          state.connected = state.approved;
          return { accounts: accounts() };
        } },
        'standard:disconnect': { version: '1.0.0', disconnect: async () => {
          calls.push({ method: 'standard:disconnect', silent: false, prompting: false });
          state.connected = false;
        } },
        'standard:events': { version: '1.0.0', on: (event, listener) => {
          if (event !== 'change') return () => {};
          listeners.add(listener);
          return () => { listeners.delete(listener); };
        } },
        'starknet:walletApi': { version: '1.0.0', id: spec.id, walletVersion: '1.0.0', request: async (call) => {
          const silent = !!(call.params && call.params.silent_mode === true);
          const prompting = call.type === 'wallet_requestAccounts' ? !silent : call.type !== 'wallet_requestChainId' && call.type !== 'wallet_getPermissions';
          calls.push({ method: call.type, silent, prompting });
          if (state.failing) throw Object.assign(new Error('An error occurred (USER_REFUSED_OP)'), { code: 113 });
          if (call.type === 'wallet_requestAccounts') { if (!silent) state.approved = true; return state.approved ? [state.address] : []; }
          if (call.type === 'wallet_requestChainId') return state.chain.slice('starknet:'.length);
          return null;
        } },
      },
    };
    registry[spec.id] = {
      calls, state,
      listenerCount: () => listeners.size,
      /** Changes what the wallet reports and tells the app, as a wallet does after a user action. */
      change: (patch) => { Object.assign(state, patch); emit(); },
      /** Lets the connects held since holding was set go on. */
      release: () => { state.holding = false; const resolves = waiting; waiting = []; for (const resolve of resolves) resolve(); },
      waitingCount: () => waiting.length,
    };
    const callback = ({ register }) => register(wallet);
    window.addEventListener('wallet-standard:app-ready', (event) => callback(event.detail));
    const event = new Event('wallet-standard:register-wallet');
    Object.defineProperty(event, 'detail', { value: callback });
    window.dispatchEvent(event);
  }

  for (const spec of specs.injected || []) {
    const calls = [];
    // Every wrapper get-starknet-core makes (one per scan) subscribes: keep them all.
    const handlers = { accountsChanged: [], networkChanged: [] };
    const state = { approved: false, connected: false, failing: false, address: spec.address || '0x0abc', chain: SEPOLIA };
    window[spec.key || 'starknet_' + spec.id] = {
      id: spec.id,
      name: spec.name,
      version: '1.0.0',
      icon: ICON,
      request: async (call) => {
        const silent = !!(call.params && call.params.silent_mode === true);
        const prompting = call.type === 'wallet_requestAccounts' ? !silent : call.type !== 'wallet_requestChainId' && call.type !== 'wallet_getPermissions';
        calls.push({ method: call.type, silent, prompting });
        if (state.failing) throw Object.assign(new Error('An error occurred (USER_REFUSED_OP)'), { code: 113 });
        if (call.type === 'wallet_requestAccounts') {
          if (!silent) state.approved = true;
          state.connected = state.approved;
          return state.approved ? [state.address] : [];
        }
        if (call.type === 'wallet_requestChainId') return state.chain.slice('starknet:'.length);
        return null;
      },
      on: (event, handler) => { (handlers[event] = handlers[event] || []).push(handler); },
      off: (event, handler) => { handlers[event] = (handlers[event] || []).filter((h) => h !== handler); },
    };
    registry[spec.id] = {
      calls, state,
      listenerCount: () => handlers.accountsChanged.length,
      /** As an extension does: accountsChanged with the new address list, networkChanged with the chain id. */
      change: (patch) => {
        const chainChanged = patch.chain !== undefined && patch.chain !== state.chain;
        Object.assign(state, patch);
        if (patch.address !== undefined) for (const handler of [...handlers.accountsChanged]) handler([state.address]);
        if (chainChanged) for (const handler of [...handlers.networkChanged]) handler(state.chain.slice('starknet:'.length), [state.address]);
      },
    };
  }
})();`;
}

/** The calls wallet `id` received so far. */
export function walletCalls(page: Page, id: string): Promise<WalletCall[]> {
  return page.evaluate((walletId) => (window as unknown as { __testWallets: Record<string, WalletHandle> }).__testWallets[walletId]!.calls.slice(), id);
}

/**
 * Changes wallet `id`'s account or chain and emits the events a wallet emits for it; for a
 * wallet-standard wallet, `connected: false` emits a change with no accounts (a disconnect).
 */
export async function changeWallet(page: Page, id: string, patch: { address?: string; chain?: string; connected?: false }): Promise<void> {
  await page.evaluate(
    (walletId, change) => (window as unknown as { __testWallets: Record<string, { change(p: object): void }> }).__testWallets[walletId]!.change(change),
    id,
    patch,
  );
}

/** Makes wallet `id` refuse (or accept again) every call, without emitting anything. */
export async function setFailing(page: Page, id: string, failing: boolean): Promise<void> {
  await page.evaluate(
    (walletId, value) => {
      (window as unknown as { __testWallets: Record<string, WalletHandle> }).__testWallets[walletId]!.state.failing = value;
    },
    id,
    failing,
  );
}

/**
 * Makes wallet-standard wallet `id` keep its next connects pending (the user has not answered the
 * prompt yet) until `releaseConnects`.
 */
export async function holdConnects(page: Page, id: string): Promise<void> {
  await page.evaluate((walletId) => {
    (window as unknown as { __testWallets: Record<string, WalletHandle> }).__testWallets[walletId]!.state.holding = true;
  }, id);
}

/** Waits until a connect is pending in wallet `id`. */
export async function waitForPendingConnect(page: Page, id: string): Promise<void> {
  await page.waitForFunction(
    (walletId) => (window as unknown as { __testWallets: Record<string, WalletHandle> }).__testWallets[walletId]!.waitingCount() > 0,
    { timeout: 20_000 },
    id,
  );
}

export async function releaseConnects(page: Page, id: string): Promise<void> {
  await page.evaluate((walletId) => (window as unknown as { __testWallets: Record<string, WalletHandle> }).__testWallets[walletId]!.release(), id);
}
