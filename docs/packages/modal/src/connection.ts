import { StandardConnect, StandardDisconnect, StarknetWalletApi, type WalletWithStarknetFeatures } from '@starknet-io/get-starknet-core';

export type ConnectionState = {
  connected?: WalletWithStarknetFeatures;
  isConnecting: boolean;
  isError: boolean;
};

export type Connection = {
  getState(): ConnectionState;
  subscribe(listener: () => void): () => void;
  connect(wallet: WalletWithStarknetFeatures): Promise<boolean>;
  /** Disconnects `connected`: the wallet the caller last rendered with, as upstream's closure does. */
  disconnect(connected: WalletWithStarknetFeatures | undefined): Promise<void>;
};

/**
 * The state behind `useConnect`, kept out of React so that its rules can be tested on their own.
 * They are upstream's, surprises included:
 * - `connect` always asks with `{ silent: false }`, never disconnects the previous wallet, and has
 *   no guard against a second call while one is pending;
 * - zero accounts: `isError`, resolves `false`; a wallet that throws: `isError`, and the error is
 *   thrown again to the caller;
 * - on success the wallet becomes `connected` before its id is stored, so a wallet without
 *   `starknet:walletApi` ends up connected, with `isError` set and the promise rejected;
 * - `disconnect` awaits the wallet, then clears `connected` whatever happened meanwhile;
 * - nothing listens to the wallet's events.
 */
export function createConnection(rememberWalletId: (id: string) => void): Connection {
  let state: ConnectionState = { isConnecting: false, isError: false };
  const listeners = new Set<() => void>();

  function set(patch: Partial<ConnectionState>): void {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async connect(wallet) {
      try {
        set({ isError: false, isConnecting: true });
        const result = await wallet.features[StandardConnect].connect({ silent: false });
        set({ isConnecting: false });
        if (result.accounts.length > 0) {
          set({ connected: wallet });
          rememberWalletId(wallet.features[StarknetWalletApi].id);
          set({ isError: false });
          return true;
        }
        set({ isError: true });
        return false;
      } catch (error) {
        set({ isError: true, isConnecting: false });
        throw error;
      }
    },
    async disconnect(connected) {
      if (!connected) return;
      await connected.features[StandardDisconnect].disconnect();
      set({ connected: undefined });
    },
  };
}
