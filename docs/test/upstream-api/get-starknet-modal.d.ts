// The public API of @starknet-io/get-starknet-modal 5.0.0-beta.0 (starknet-io/get-starknet pull
// request 301, commit 656f955; not on npm), written from the project's facts sheet about it, on
// its own: not generated from docs/packages/modal, which must match it
// (docs/test/upstream-api.test.ts). The pages' samples are compiled against this file.
import type { Store, WalletWithStarknetFeatures } from '@starknet-io/get-starknet-core';
import type { WalletInformation } from '@starknet-io/get-starknet-core/wallets';
import type { ComponentProps, JSX, ReactNode } from 'react';

export type AvailableWallet = {
  state: 'available';
  name: string;
  wallet: WalletWithStarknetFeatures;
  info?: WalletInformation;
};

export type UnavailableWallet = {
  state: 'unavailable';
  name: string;
  info: WalletInformation;
};

export type MaybeWallet = AvailableWallet | UnavailableWallet;

export type SortAlgorithm = 'alpha-asc' | 'alpha-desc' | 'random' | 'recommended';

export type UseConnect = {
  connected?: WalletWithStarknetFeatures;
  connect: (wallet: WalletWithStarknetFeatures) => Promise<boolean>;
  isConnecting: boolean;
  isError: boolean;
  disconnect: () => Promise<void>;
};

// Not exported upstream: reachable only as the types of props and return values.
// (Upstream names this `SelectedWallet` in state.ts, next to the component of that name.)
type Selection = {
  wallet?: MaybeWallet;
};

type GetStarknetState = {
  injectedWallets: readonly WalletWithStarknetFeatures[];
  extraWallets: readonly WalletWithStarknetFeatures[];
  recommendedWallets: readonly WalletInformation[];
  wallets: readonly MaybeWallet[];
  selected?: Selection;
  onSelectedChange: (selected?: Selection) => void;
};

type GetStarknetProviderProps = {
  recommendedWallets?: WalletInformation[];
  extraWallets?: WalletWithStarknetFeatures[];
  store?: Store;
  children: ReactNode;
};

type WalletListProps = {
  sortAlgorithm?: SortAlgorithm;
  children: (
    wallet: {
      isLastConnected: boolean;
      isSelected: boolean;
      select: () => void;
      type: string;
    } & MaybeWallet,
  ) => ReactNode;
};

type SelectedWalletProps = {
  children: (wallet?: MaybeWallet) => ReactNode;
};

export declare function GetStarknetProvider(props: GetStarknetProviderProps): JSX.Element;
export declare function useStarknetProvider(): GetStarknetState;
export declare function useConnect(): UseConnect;
export declare function WalletList(props: WalletListProps & Omit<ComponentProps<'div'>, 'children'>): JSX.Element;
export declare function SelectedWallet(props: SelectedWalletProps & Omit<ComponentProps<'div'>, 'children'>): JSX.Element;
export {};
