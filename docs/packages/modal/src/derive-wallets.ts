import { StarknetWalletApi, type WalletWithStarknetFeatures } from '@starknet-io/get-starknet-core';
import type { WalletInformation } from '@starknet-io/get-starknet-core/wallets';
import type { AvailableWallet, MaybeWallet, UnavailableWallet } from './maybe-wallet';

export type WalletSources = {
  injectedWallets: readonly WalletWithStarknetFeatures[];
  extraWallets: readonly WalletWithStarknetFeatures[];
  recommendedWallets: readonly WalletInformation[];
};

/**
 * The provider's `wallets`, as upstream builds them:
 * 1. one wallet per `starknet:walletApi` id, injected wallets first, then extra ones; on the same
 *    id the later wallet replaces the earlier one but keeps its place, so an extra wallet wins
 *    over an injected one. A plain object, as upstream's `Object.fromEntries`: ids that look like
 *    array indexes come first, and a recommended id such as `toString` reads as installed;
 * 2. the recommended wallets with no wallet of their id become unavailable entries, in order;
 * 3. every wallet of the map becomes an available entry, with the recommended entry of its id;
 * 4. unavailable entries first, then available ones.
 * Reading `features["starknet:walletApi"].id` throws a TypeError for a wallet without that
 * feature, as upstream does.
 */
export function deriveWallets({ injectedWallets, extraWallets, recommendedWallets }: WalletSources): MaybeWallet[] {
  const byId: Record<string, WalletWithStarknetFeatures | undefined> = Object.fromEntries(
    [...injectedWallets, ...extraWallets].map((wallet) => [wallet.features[StarknetWalletApi].id, wallet]),
  );

  const unavailable: UnavailableWallet[] = recommendedWallets
    .filter((info) => !byId[info.id])
    .map((info) => ({ state: 'unavailable', name: info.name, info }));

  const available: AvailableWallet[] = Object.values(byId)
    .filter((wallet) => wallet !== undefined)
    .map((wallet) => ({
      state: 'available',
      name: wallet.name,
      wallet,
      info: recommendedWallets.find((info) => info.id === wallet.features[StarknetWalletApi].id),
    }));

  return [...unavailable, ...available];
}
