import type { WalletWithStarknetFeatures } from '@starknet-io/get-starknet-core';
import type { WalletInformation } from '@starknet-io/get-starknet-core/wallets';
import type { AvailableWallet, MaybeWallet, UnavailableWallet } from './types';
import { walletId } from './wallet-id';

export type MergeWalletsInput = {
  injectedWallets: readonly WalletWithStarknetFeatures[];
  extraWallets: readonly WalletWithStarknetFeatures[];
  recommendedWallets: readonly WalletInformation[];
};

/**
 * One entry per wallet id: available wallets first (discovered, then extra), then the recommended
 * wallets that are not available. When two wallets share an id the first one wins, so a wallet
 * discovered in the page is preferred to an extra wallet with the same id.
 */
export function mergeWallets({ injectedWallets, extraWallets, recommendedWallets }: MergeWalletsInput): MaybeWallet[] {
  const infoById = new Map<string, WalletInformation>();
  for (const info of recommendedWallets) {
    if (!infoById.has(info.id)) infoById.set(info.id, info);
  }

  const available = new Map<string, AvailableWallet>();
  for (const wallet of [...injectedWallets, ...extraWallets]) {
    const id = walletId(wallet);
    if (available.has(id)) continue;
    const info = infoById.get(id);
    available.set(id, info ? { state: 'available', name: wallet.name, wallet, info } : { state: 'available', name: wallet.name, wallet });
  }

  const unavailable: UnavailableWallet[] = [];
  for (const [id, info] of infoById) {
    if (!available.has(id)) unavailable.push({ state: 'unavailable', name: info.name, info });
  }

  return [...available.values(), ...unavailable];
}
