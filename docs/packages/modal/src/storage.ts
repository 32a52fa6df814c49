/**
 * The two localStorage keys the headless modal uses, read and written as upstream does. Nothing
 * here catches storage errors, and the sort seed is read without checking for a browser: on a
 * server (no `localStorage`) reading it throws a ReferenceError, as upstream's WalletList does.
 */
export const LAST_CONNECTED_WALLET_KEY = 'starknetLastConnectedWallet';
export const SORT_SEED_KEY = 'get-starknet-sort-seed';

/** Id of the wallet connected last in this browser; `null` outside a browser or when unset or empty. */
export function getLastConnectedWalletId(): string | null {
  if (typeof window === 'undefined') return null;
  return window.localStorage.getItem(LAST_CONNECTED_WALLET_KEY) || null;
}

/** Remembers the id of a wallet that just connected. Nothing ever removes the key. */
export function setLastConnectedWalletId(walletId: string): void {
  if (typeof window === 'undefined') return;
  window.localStorage.setItem(LAST_CONNECTED_WALLET_KEY, walletId);
}

/**
 * The seed of the random orders: the stored one (read with `Number()`, so a non-numeric value
 * gives NaN, which the generator turns into 0), or a new integer below 100000, stored so that the
 * order stays the same in this browser.
 */
export function getOrInitSortSeed(): number {
  const stored = localStorage.getItem(SORT_SEED_KEY);
  if (stored !== null) return Number(stored);
  const seed = Math.floor(Math.random() * 100_000);
  localStorage.setItem(SORT_SEED_KEY, String(seed));
  return seed;
}
