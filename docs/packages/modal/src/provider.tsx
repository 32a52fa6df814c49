import { createStore, type Store, type WalletWithStarknetFeatures } from '@starknet-io/get-starknet-core';
import { wallets as allStarknetWallets, type WalletInformation } from '@starknet-io/get-starknet-core/wallets';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ConnectProvider } from './connect';
import { deriveWallets } from './derive-wallets';
import type { MaybeWallet } from './maybe-wallet';
import { useInjectedWallets } from './use-injected-wallets';

/** What `onSelectedChange` takes: an object holding the selected wallet. */
export type Selection = {
  wallet?: MaybeWallet;
};

export type GetStarknetState = {
  injectedWallets: readonly WalletWithStarknetFeatures[];
  extraWallets: readonly WalletWithStarknetFeatures[];
  recommendedWallets: readonly WalletInformation[];
  wallets: readonly MaybeWallet[];
  selected?: Selection;
  onSelectedChange: (selected?: Selection) => void;
};

export type GetStarknetProviderProps = {
  /** Recommended wallets to show the user. */
  recommendedWallets?: WalletInformation[];
  /** Non-injected wallets. */
  extraWallets?: WalletWithStarknetFeatures[];
  /** Override the wallet discovery store. */
  store?: Store;
  children: ReactNode;
};

/** What `useStarknetProvider` returns outside a provider: it does not throw. */
const GetStarknetContext = createContext<GetStarknetState>({
  injectedWallets: [],
  extraWallets: [],
  recommendedWallets: [],
  wallets: [],
  selected: undefined,
  onSelectedChange: () => {},
});

/**
 * Created when this module is imported, and shared by every provider without a `store`, as
 * upstream does. On a server (no `window`) it discovers nothing and stays empty.
 */
const defaultStore = createStore();

export function GetStarknetProvider({ extraWallets = [], recommendedWallets, store, children }: GetStarknetProviderProps) {
  const activeStore = store ?? defaultStore;
  const recommended = recommendedWallets ?? allStarknetWallets;
  const injectedWallets = useInjectedWallets(activeStore);
  const [selected, setSelected] = useState<Selection | undefined>();

  // Like upstream, recomputed whenever a prop is a new array (the `[]` default is new each render).
  const wallets = useMemo(
    () => deriveWallets({ injectedWallets, extraWallets, recommendedWallets: recommended }),
    [injectedWallets, extraWallets, recommended],
  );
  const onSelectedChange = useCallback((next?: Selection) => setSelected(next), []);

  const state: GetStarknetState = { injectedWallets, extraWallets, recommendedWallets: recommended, wallets, selected, onSelectedChange };
  return (
    <GetStarknetContext.Provider value={state}>
      <ConnectProvider>{children}</ConnectProvider>
    </GetStarknetContext.Provider>
  );
}

/** The provider's wallets and selection; empty defaults outside a provider. */
export function useStarknetProvider(): GetStarknetState {
  return useContext(GetStarknetContext);
}
