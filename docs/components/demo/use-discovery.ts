import { createStore, type Store, type WalletWithStarknetFeatures } from '@starknet-io/get-starknet-core';
import { useCallback, useEffect, useRef, useState } from 'react';

const NO_WALLETS: readonly WalletWithStarknetFeatures[] = [];

/**
 * The discovery demo works with get-starknet-core alone: one store, created after hydration
 * (creating it announces the app to wallets, which only makes sense in the browser).
 */
export function useDiscovery(onChange: (wallets: readonly WalletWithStarknetFeatures[]) => void) {
  const [wallets, setWallets] = useState(NO_WALLETS);
  const store = useRef<Store | undefined>(undefined);
  // The latest callback, without re-subscribing to the store when it changes.
  const notify = useRef(onChange);
  notify.current = onChange;

  useEffect(() => {
    const active = (store.current ??= createStore());
    const update = (next: readonly WalletWithStarknetFeatures[]) => {
      setWallets(next);
      notify.current(next);
    };
    update(active.getWallets());
    return active.subscribe(update);
  }, []);

  const refresh = useCallback(() => {
    const active = store.current;
    if (!active) return;
    // Looks at window.starknet* again: wallets injected after the store was created show up now.
    active._refreshInjectedWallets();
    setWallets(active.getWallets());
  }, []);

  return { wallets, refresh };
}
