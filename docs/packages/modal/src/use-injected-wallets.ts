import type { Store, WalletWithStarknetFeatures } from '@starknet-io/get-starknet-core';
import { useEffect, useState } from 'react';

/** `[]` on the server and in the first render, then the store's wallets, kept up to date. */
export function useInjectedWallets(store: Store): readonly WalletWithStarknetFeatures[] {
  const [wallets, setWallets] = useState<readonly WalletWithStarknetFeatures[]>([]);
  useEffect(() => {
    setWallets(store.getWallets());
    return store.subscribe(setWallets);
  }, [store]);
  return wallets;
}
