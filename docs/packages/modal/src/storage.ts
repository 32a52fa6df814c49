/**
 * Small, failure-proof access to web storage. Storage is missing on the server and may throw in
 * private windows or sandboxed iframes; none of that must break connecting a wallet.
 */
const LAST_CONNECTED_KEY = 'get-starknet:last-connected-wallet';
const SORT_SEED_KEY = 'get-starknet:sort-seed';

type StorageKind = 'localStorage' | 'sessionStorage';

function read(kind: StorageKind, key: string): string | null {
  try {
    return typeof window === 'undefined' ? null : window[kind].getItem(key);
  } catch {
    return null;
  }
}

function write(kind: StorageKind, key: string, value: string | null): void {
  try {
    if (typeof window === 'undefined') return;
    if (value === null) window[kind].removeItem(key);
    else window[kind].setItem(key, value);
  } catch {
    // Nothing to do: the value just won't survive a reload.
  }
}

export function readLastConnectedWalletId(): string | null {
  return read('localStorage', LAST_CONNECTED_KEY);
}

export function writeLastConnectedWalletId(id: string | null): void {
  write('localStorage', LAST_CONNECTED_KEY, id);
}

/** One seed per browser tab session: the random order stays put while the user looks at it. */
export function readSortSeed(): number {
  const stored = Number(read('sessionStorage', SORT_SEED_KEY));
  if (Number.isInteger(stored) && stored > 0) return stored;
  const seed = 1 + Math.floor(Math.random() * 0x7fffffff);
  write('sessionStorage', SORT_SEED_KEY, String(seed));
  return seed;
}
