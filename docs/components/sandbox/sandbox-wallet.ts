import {
  getStarknetChainId,
  StandardConnect,
  StandardDisconnect,
  StandardEvents,
  StarknetWalletApi,
  WELL_KNOWN_STARKNET_CHAINS,
  type StandardEventsListeners,
  type StarknetChain,
  type StarknetFeatures,
  type StarknetWalletAccount,
  type WalletWithStarknetFeatures,
} from '@starknet-io/get-starknet-core';
import type { RequestFn } from '@starknet-io/types-js';

export const SANDBOX_WALLET_ID = 'sandbox';

const [MAINNET, SEPOLIA] = WELL_KNOWN_STARKNET_CHAINS;

/** Two made-up addresses: the sandbox holds no keys, these accounts exist nowhere. */
export const SANDBOX_ADDRESSES = [
  '0x05a4db0c000000000000000000000000000000000000000000000000000a11ce',
  '0x05a4db0c00000000000000000000000000000000000000000000000000000b0b',
] as const;

const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#f4b740"/>' +
  '<path d="M8 20h16v4H8zM10 16l3-6 3 4 2-2 4 4z" fill="#3d2a00"/></svg>';

const ICON = `data:image/svg+xml;base64,${btoa(ICON_SVG)}` as const;

/** Errors shaped like the wallet API's: a numeric code and the spec's message. */
export class WalletApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'WalletApiError';
  }
}

const refused = () => new WalletApiError(113, 'An error occurred (USER_REFUSED_OP)');

/** What the control panel shows; a new object after every change (React compares by identity). */
export type SandboxSnapshot = {
  registered: boolean;
  /** The user approved this site once; silent connects succeed from then on. */
  authorized: boolean;
  connected: boolean;
  failing: boolean;
  address: string;
  chain: StarknetChain;
  /** How many times the wallet asked the user for approval. A silent connect never adds one. */
  prompts: number;
  /** The last calls the wallet received, newest last. */
  activity: readonly string[];
};

/**
 * A wallet-standard wallet with the four Starknet features, for readers without a wallet and for
 * tests. "Prompts" are auto-approved: the wallet counts them instead of opening a window.
 */
export class SandboxWallet implements WalletWithStarknetFeatures {
  readonly version = '1.0.0' as const;
  readonly name = 'Sandbox Wallet';
  readonly icon = ICON;
  readonly chains = WELL_KNOWN_STARKNET_CHAINS.slice();
  readonly features: StarknetFeatures;

  #state: SandboxSnapshot = {
    registered: false,
    authorized: false,
    connected: false,
    failing: false,
    address: SANDBOX_ADDRESSES[0],
    chain: SEPOLIA,
    prompts: 0,
    activity: [],
  };
  #listeners = new Set<StandardEventsListeners['change']>();
  #observers = new Set<() => void>();

  constructor() {
    this.features = {
      [StandardConnect]: { version: '1.0.0', connect: (input) => this.#connect(input?.silent ?? false) },
      [StandardDisconnect]: { version: '1.0.0', disconnect: () => this.#disconnect() },
      [StandardEvents]: {
        version: '1.0.0',
        on: (event, listener) => {
          if (event !== 'change') return () => undefined;
          this.#listeners.add(listener);
          return () => this.#listeners.delete(listener);
        },
      },
      [StarknetWalletApi]: {
        version: '1.0.0',
        id: SANDBOX_WALLET_ID,
        walletVersion: '1.0.0',
        request: ((call: { type: string; params?: unknown }) => this.#request(call)) as RequestFn,
      },
    };
  }

  get accounts(): StarknetWalletAccount[] {
    if (!this.#state.connected) return [];
    return [{ address: this.#state.address, publicKey: new Uint8Array(), chains: [this.#state.chain], features: [] }];
  }

  // --- Control panel API -------------------------------------------------------------------

  snapshot = (): SandboxSnapshot => this.#state;

  observe = (observer: () => void): (() => void) => {
    this.#observers.add(observer);
    return () => this.#observers.delete(observer);
  };

  markRegistered(): void {
    this.#update({ registered: true }, 'registered through wallet-standard');
  }

  setFailing(failing: boolean): void {
    this.#update({ failing }, failing ? 'will refuse every request' : 'will answer requests again');
  }

  switchAccount(): void {
    const address = this.#state.address === SANDBOX_ADDRESSES[0] ? SANDBOX_ADDRESSES[1] : SANDBOX_ADDRESSES[0];
    this.#update({ address }, 'account switched');
    if (this.#state.connected) this.#emitAccounts();
  }

  switchChain(): void {
    this.#update({ chain: this.#state.chain === SEPOLIA ? MAINNET : SEPOLIA }, 'chain switched');
    if (this.#state.connected) this.#emitAccounts();
  }

  /** Forget the site's permission, as a user would in the wallet's settings. */
  revoke(): void {
    const wasConnected = this.#state.connected;
    this.#update({ authorized: false, connected: false }, 'permission revoked');
    if (wasConnected) this.#emitAccounts();
  }

  // --- Wallet behaviour -----------------------------------------------------------------------

  async #connect(silent: boolean) {
    if (this.#state.failing) {
      this.#log(silent ? 'silent connect refused' : 'connect refused');
      throw refused();
    }
    if (silent) {
      // Never prompt: only an earlier approval can connect silently.
      this.#update({ connected: this.#state.authorized }, `silent connect: ${this.#state.authorized ? 'approved earlier' : 'no permission yet'}`);
      return { accounts: this.accounts };
    }
    this.#update({ authorized: true, connected: true, prompts: this.#state.prompts + 1 }, 'connect: prompt approved');
    return { accounts: this.accounts };
  }

  async #disconnect() {
    const wasConnected = this.#state.connected;
    this.#update({ connected: false }, 'disconnect');
    if (wasConnected) this.#emitAccounts();
  }

  async #request(call: { type: string; params?: unknown }): Promise<unknown> {
    if (this.#state.failing) {
      this.#log(`${call.type} refused`);
      throw refused();
    }
    this.#log(call.type);
    switch (call.type) {
      case 'wallet_requestAccounts': {
        const silent = (call.params as { silent_mode?: boolean } | undefined)?.silent_mode === true;
        if (silent) return this.#state.authorized ? [this.#state.address] : [];
        this.#update({ authorized: true, prompts: this.#state.prompts + 1 }, 'prompt approved');
        return [this.#state.address];
      }
      case 'wallet_requestChainId':
        return getStarknetChainId(this.#state.chain);
      case 'wallet_getPermissions':
        return this.#state.authorized ? ['accounts'] : [];
      case 'wallet_switchStarknetChain': {
        const chainId = (call.params as { chainId?: string } | undefined)?.chainId;
        const chain = WELL_KNOWN_STARKNET_CHAINS.find((c) => getStarknetChainId(c) === chainId);
        if (!chain) throw new WalletApiError(112, 'An error occurred (UNLISTED_NETWORK)');
        this.#update({ chain }, 'chain switched');
        if (this.#state.connected) this.#emitAccounts();
        return true;
      }
      case 'wallet_supportedSpecs':
        return ['0.8'];
      case 'wallet_supportedWalletApi':
        return ['0.8'];
      default:
        // Signing and sending need keys, and the sandbox has none.
        throw new WalletApiError(163, 'An error occurred (UNKNOWN_ERROR)');
    }
  }

  /** Tell the app about the accounts it may use now (none after a disconnect). */
  #emitAccounts(): void {
    const change = { accounts: this.accounts };
    for (const listener of [...this.#listeners]) listener(change);
  }

  #log(entry: string): void {
    this.#update({}, entry);
  }

  #update(patch: Partial<SandboxSnapshot>, entry: string): void {
    this.#state = { ...this.#state, ...patch, activity: [...this.#state.activity, entry].slice(-6) };
    for (const observer of [...this.#observers]) observer();
  }
}
