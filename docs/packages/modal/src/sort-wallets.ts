import type { WalletInformation } from '@starknet-io/get-starknet-core/wallets';
import type { MaybeWallet } from './types';
import { maybeWalletId } from './wallet-id';

export type SortAlgorithm = 'alpha-asc' | 'alpha-desc' | 'random' | 'recommended';

export type SortContext = {
  /** Id of the wallet the user connected last in this browser, if any. */
  lastConnectedWalletId: string | null;
  /** The provider's recommended wallets, in the app's order of preference. */
  recommendedWallets: readonly WalletInformation[];
  /** Seed of the `random` order; the same seed gives the same order. */
  seed: number;
};

export type CustomSortFunction = (wallets: readonly MaybeWallet[], context: SortContext) => MaybeWallet[];

// A fixed locale: the server and the browser must agree on the order, or hydration fails.
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function byName(a: MaybeWallet, b: MaybeWallet): number {
  return collator.compare(a.name, b.name) || collator.compare(maybeWalletId(a), maybeWalletId(b));
}

/** A 32-bit FNV-1a hash: cheap, well spread, identical on every engine. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Each wallet gets a rank from the seed and its id, so a wallet discovered later slots in without
 * reshuffling the ones the user has already seen.
 */
function sortRandom(wallets: readonly MaybeWallet[], seed: number): MaybeWallet[] {
  const rank = (wallet: MaybeWallet) => hash(`${seed}:${maybeWalletId(wallet)}`);
  return wallets.slice().sort((a, b) => rank(a) - rank(b) || byName(a, b));
}

/**
 * Installed wallets before the ones to install; among installed ones the last connected first,
 * then the app's recommended order, then the rest by name; wallets to install in recommended order.
 */
function sortRecommended(wallets: readonly MaybeWallet[], context: SortContext): MaybeWallet[] {
  const preference = new Map(context.recommendedWallets.map((info, index) => [info.id, index]));
  const score = (wallet: MaybeWallet): [number, number] => {
    const id = maybeWalletId(wallet);
    if (wallet.state === 'unavailable') return [3, preference.get(id) ?? Number.MAX_SAFE_INTEGER];
    if (id === context.lastConnectedWalletId) return [0, 0];
    const index = preference.get(id);
    return index === undefined ? [2, 0] : [1, index];
  };
  return wallets.slice().sort((a, b) => {
    const [groupA, indexA] = score(a);
    const [groupB, indexB] = score(b);
    return groupA - groupB || indexA - indexB || byName(a, b);
  });
}

/** Returns a new array; the input is left as is. */
export function sortWallets(
  wallets: readonly MaybeWallet[],
  algorithm: SortAlgorithm | CustomSortFunction,
  context: SortContext,
): MaybeWallet[] {
  if (typeof algorithm === 'function') return algorithm(wallets, context);
  switch (algorithm) {
    case 'alpha-asc':
      return wallets.slice().sort(byName);
    case 'alpha-desc':
      return wallets.slice().sort((a, b) => byName(b, a));
    case 'random':
      return sortRandom(wallets, context.seed);
    case 'recommended':
      return sortRecommended(wallets, context);
    default:
      throw new Error(`get-starknet: unknown sort algorithm ${JSON.stringify(algorithm satisfies never)}`);
  }
}
