import { createStore, type Store, type WalletWithStarknetFeatures } from '@starknet-io/get-starknet-core';
import { useCallback, useEffect, useState } from 'react';

let defaultStore: Store | undefined;

/**
 * Created on first use in the browser, not at import: creating a store announces the app to
 * wallets (wallet-standard app-ready, EIP-6963 request), which must not happen during server
 * rendering or in a module that is imported but never rendered.
 */
function getDefaultStore(): Store {
  defaultStore ??= createStore();
  return defaultStore;
}

const NO_WALLETS: readonly WalletWithStarknetFeatures[] = [];

export type DiscoveredWallets = {
  wallets: readonly WalletWithStarknetFeatures[];
  /** Scan `window.starknet*` again, for wallets injected after the store was created. */
  refresh: () => void;
};

/**
 * Starts empty on the server and in the first client render, so hydration matches, then follows
 * the store.
 */
export function useDiscoveredWallets(store?: Store): DiscoveredWallets {
  const [wallets, setWallets] = useState(NO_WALLETS);

  useEffect(() => {
    const active = store ?? getDefaultStore();
    setWallets(active.getWallets());
    return active.subscribe(setWallets);
  }, [store]);

  const refresh = useCallback(() => {
    const active = store ?? getDefaultStore();
    active._refreshInjectedWallets();
    setWallets(active.getWallets());
  }, [store]);

  return { wallets, refresh };
}
