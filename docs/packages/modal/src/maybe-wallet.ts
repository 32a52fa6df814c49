import type { WalletWithStarknetFeatures } from '@starknet-io/get-starknet-core';
import type { WalletInformation } from '@starknet-io/get-starknet-core/wallets';

/** A wallet the app can connect to: discovered in the page, or passed as an extra wallet. */
export type AvailableWallet = {
  state: 'available';
  name: string;
  wallet: WalletWithStarknetFeatures;
  /** The recommended wallet with the same `starknet:walletApi` id, if there is one. */
  info?: WalletInformation;
};

/** A recommended wallet that is not installed: the app can only point to its stores. */
export type UnavailableWallet = {
  state: 'unavailable';
  name: string;
  info: WalletInformation;
};

/** A wallet that could be available or unavailable. */
export type MaybeWallet = AvailableWallet | UnavailableWallet;
