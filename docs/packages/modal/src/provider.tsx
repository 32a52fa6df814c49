import type { Store, WalletWithStarknetFeatures } from '@starknet-io/get-starknet-core';
import { wallets as defaultRecommendedWallets, type WalletInformation } from '@starknet-io/get-starknet-core/wallets';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ConnectionProvider } from './connection';
import { checkExtraWallets } from './features';
import { mergeWallets } from './merge-wallets';
import type { MaybeWallet } from './types';
import { useDiscoveredWallets } from './use-discovered-wallets';
import { maybeWalletId } from './wallet-id';

export type GetStarknetState = {
  /** Wallets found in the page: wallet-standard wallets, `window.starknet*` objects, EIP-6963 adapters. */
  injectedWallets: readonly WalletWithStarknetFeatures[];
  /** The `extraWallets` prop, without the wallets that were rejected. */
  extraWallets: readonly WalletWithStarknetFeatures[];
  recommendedWallets: readonly WalletInformation[];
  /** Every wallet once (by `starknet:walletApi` id): available ones, then recommended ones to install. */
  wallets: readonly MaybeWallet[];
  /** The wallet chosen in a `WalletList`, if any. */
  selected?: MaybeWallet;
  /** Choose a wallet (or none); `SelectedWallet` shows it. */
  select: (wallet: MaybeWallet | undefined) => void;
  /** Scan `window.starknet*` again, for wallets injected after the page loaded. */
  refresh: () => void;
};

export type GetStarknetProviderProps = {
  /** Wallets to recommend, in order of preference. Defaults to `wallets` from get-starknet-core. */
  recommendedWallets?: readonly WalletInformation[];
  /** Wallets that are not discovered in the page (web wallets, embedded wallets…). */
  extraWallets?: readonly WalletWithStarknetFeatures[];
  /** A discovery store of your own, e.g. `createStore({ eip1193Adapters })`. Defaults to one shared store. */
  store?: Store;
  children?: ReactNode;
};

const GetStarknetContext = createContext<GetStarknetState | null>(null);

// Stable defaults: a fresh `[]` on every render would recompute the wallet list every time.
const NO_EXTRA_WALLETS: readonly WalletWithStarknetFeatures[] = [];

export function GetStarknetProvider({
  recommendedWallets = defaultRecommendedWallets,
  extraWallets = NO_EXTRA_WALLETS,
  store,
  children,
}: GetStarknetProviderProps) {
  const { wallets: injectedWallets, refresh } = useDiscoveredWallets(store);
  const checked = useMemo(() => checkExtraWallets(extraWallets), [extraWallets]);

  useEffect(() => {
    for (const message of checked.rejected) console.error(message);
  }, [checked]);

  const wallets = useMemo(
    () => mergeWallets({ injectedWallets, extraWallets: checked.accepted, recommendedWallets }),
    [injectedWallets, checked, recommendedWallets],
  );

  // The id, not the object, is kept: once the user installs a recommended wallet, the selection
  // follows it from "unavailable" to "available".
  const [selectedId, setSelectedId] = useState<string | undefined>(undefined);
  const selected = selectedId === undefined ? undefined : wallets.find((w) => maybeWalletId(w) === selectedId);
  const select = useCallback((wallet: MaybeWallet | undefined) => setSelectedId(wallet && maybeWalletId(wallet)), []);

  const state = useMemo<GetStarknetState>(
    () => ({
      injectedWallets,
      extraWallets: checked.accepted,
      recommendedWallets,
      wallets,
      ...(selected ? { selected } : {}),
      select,
      refresh,
    }),
    [injectedWallets, checked, recommendedWallets, wallets, selected, select, refresh],
  );

  return (
    <GetStarknetContext.Provider value={state}>
      <ConnectionProvider>{children}</ConnectionProvider>
    </GetStarknetContext.Provider>
  );
}

/** The provider state: discovered, extra and recommended wallets, the merged list and the selection. */
export function useStarknetProvider(): GetStarknetState {
  const value = useContext(GetStarknetContext);
  if (!value) throw new Error('get-starknet: useStarknetProvider must be called inside a <GetStarknetProvider>.');
  return value;
}
