import { StarknetWalletApi, type WalletWithStarknetFeatures } from '@starknet-io/get-starknet-core';
import type { MaybeWallet } from './types';

/** The id a wallet reports in its `starknet:walletApi` feature (e.g. "argentX", "braavos"). */
export function walletId(wallet: WalletWithStarknetFeatures): string {
  return wallet.features[StarknetWalletApi].id;
}

/** One key for both states, so a recommended wallet keeps its identity once it is installed. */
export function maybeWalletId(wallet: MaybeWallet): string {
  return wallet.state === 'available' ? walletId(wallet.wallet) : wallet.info.id;
}
