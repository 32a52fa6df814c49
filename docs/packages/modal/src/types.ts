import type { StarknetWalletAccount, WalletWithStarknetFeatures } from '@starknet-io/get-starknet-core';
import type { WalletInformation } from '@starknet-io/get-starknet-core/wallets';

/** A wallet the app can connect to now: discovered in the page or passed as an extra wallet. */
export type AvailableWallet = {
  state: 'available';
  name: string;
  wallet: WalletWithStarknetFeatures;
  /** Set when the wallet is also in the recommended list (same `starknet:walletApi` id). */
  info?: WalletInformation;
};

/** A recommended wallet that is not installed: the app can only point to its stores. */
export type UnavailableWallet = {
  state: 'unavailable';
  name: string;
  info: WalletInformation;
};

export type MaybeWallet = AvailableWallet | UnavailableWallet;

/**
 * How a wallet reached the list. Injected and virtual wallets are wrapped by get-starknet-core;
 * standard wallets registered themselves; extra wallets were passed to the provider.
 */
export type WalletType = 'InjectedWallet' | 'VirtualWallet' | 'StandardWallet' | 'ExtraWallet' | 'NotInstalled';

/**
 * The connected wallet, as a snapshot taken at connect time and after every `change` event.
 * A new object on each change, so React re-renders; `wallet` is the live wallet object.
 */
export type ConnectedWallet = {
  name: string;
  icon: WalletWithStarknetFeatures['icon'];
  /** Accounts the app may use; each has an `address` and the `chains` it is on. */
  accounts: readonly StarknetWalletAccount[];
  features: WalletWithStarknetFeatures['features'];
  wallet: WalletWithStarknetFeatures;
};

export type ConnectOptions = {
  /**
   * Ask the wallet for accounts it already authorized, without showing the user anything.
   * Resolves to `false`, without setting `isError`, when there are none.
   */
  silent?: boolean;
};
