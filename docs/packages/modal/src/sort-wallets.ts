import { StarknetWalletApi } from '@starknet-io/get-starknet-core';
import { braavos, readyWallet } from '@starknet-io/get-starknet-core/wallets';
import type { AvailableWallet, MaybeWallet, UnavailableWallet } from './maybe-wallet';
import { shuffle } from './random';

export type SortAlgorithm = 'alpha-asc' | 'alpha-desc' | 'random' | 'recommended';

/** Not-installed wallets that `recommended` lists before the others (at most four of them). */
export const POPULAR_WALLET_IDS: readonly string[] = [readyWallet.id, braavos.id];
const MAX_POPULAR = 4;

export type SortInputs = {
  /** `localStorage.starknetLastConnectedWallet`, or null. */
  lastConnectedWalletId: string | null;
  /** Called once per shuffle, as upstream reads (and first creates) the stored seed each time. */
  seed: () => number;
};

const idOf = (wallet: AvailableWallet) => wallet.wallet.features[StarknetWalletApi].id;

/** A sorted copy, with upstream's rules; any other algorithm throws `Invalid sort algorithm: <value>`. */
export function sortWallets(wallets: readonly MaybeWallet[], algorithm: SortAlgorithm, inputs: SortInputs): MaybeWallet[] {
  switch (algorithm) {
    case 'alpha-asc':
      return wallets.slice().sort((a, b) => a.name.localeCompare(b.name));
    case 'alpha-desc':
      return wallets.slice().sort((a, b) => b.name.localeCompare(a.name));
    case 'random':
      return shuffle(inputs.seed(), wallets);
    case 'recommended':
      return sortRecommended(wallets, inputs);
    default:
      // Reachable from JavaScript, or from a value typed elsewhere.
      throw new Error(`Invalid sort algorithm: ${String(algorithm satisfies never)}`);
  }
}

/**
 * Available wallets first: the last connected one, then the others shuffled. Then unavailable
 * ones: the popular ones (Ready Wallet, Braavos) shuffled and capped at four, then the rest shuffled.
 */
function sortRecommended(wallets: readonly MaybeWallet[], { lastConnectedWalletId, seed }: SortInputs): MaybeWallet[] {
  const available = wallets.filter((w): w is AvailableWallet => w.state === 'available');
  const unavailable = wallets.filter((w): w is UnavailableWallet => w.state === 'unavailable');

  const last = lastConnectedWalletId ? available.find((w) => idOf(w) === lastConnectedWalletId) : undefined;
  const others = available.filter((w) => !lastConnectedWalletId || idOf(w) !== lastConnectedWalletId);
  const shuffledOthers = shuffle(seed(), others);
  const sortedAvailable = last ? [last, ...shuffledOthers] : shuffledOthers;

  const installed = new Set(available.map(idOf));
  const isPopular = (w: UnavailableWallet) => POPULAR_WALLET_IDS.includes(w.info.id) && !installed.has(w.info.id);
  const popular = shuffle(seed(), unavailable.filter(isPopular)).slice(0, MAX_POPULAR);
  const rest = shuffle(seed(), unavailable.filter((w) => !isPopular(w)));

  return [...sortedAvailable, ...popular, ...rest];
}
