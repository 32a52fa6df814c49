import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getLastConnectedWalletId,
  getOrInitSortSeed,
  LAST_CONNECTED_WALLET_KEY,
  setLastConnectedWalletId,
  SORT_SEED_KEY,
} from '../packages/modal/src/storage';

/** A Map-backed localStorage, on `window` too (as in a browser). */
function installStorage(entries: Record<string, string> = {}) {
  const data = new Map(Object.entries(entries));
  const storage = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, String(value)),
    removeItem: (key: string) => void data.delete(key),
  };
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('window', { localStorage: storage });
  return data;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the modal’s storage keys', () => {
  it('are upstream’s', () => {
    expect(LAST_CONNECTED_WALLET_KEY).toBe('starknetLastConnectedWallet');
    expect(SORT_SEED_KEY).toBe('get-starknet-sort-seed');
  });

  it('last connected: null without a window, null when unset or empty, the id otherwise', () => {
    expect(getLastConnectedWalletId()).toBeNull();
    setLastConnectedWalletId('argentX'); // no window: nothing happens, nothing throws
    const data = installStorage({ [LAST_CONNECTED_WALLET_KEY]: '' });
    expect(getLastConnectedWalletId()).toBeNull();
    setLastConnectedWalletId('braavos');
    expect(data.get(LAST_CONNECTED_WALLET_KEY)).toBe('braavos');
    expect(getLastConnectedWalletId()).toBe('braavos');
  });

  it('sort seed: the stored value read with Number()', () => {
    installStorage({ [SORT_SEED_KEY]: '12345' });
    expect(getOrInitSortSeed()).toBe(12345);
    installStorage({ [SORT_SEED_KEY]: 'oops' });
    expect(getOrInitSortSeed()).toBeNaN();
  });

  it('sort seed: when missing, floor(Math.random() * 100000), stored for next time', () => {
    const data = installStorage();
    vi.spyOn(Math, 'random').mockReturnValue(0.123456);
    expect(getOrInitSortSeed()).toBe(12345);
    expect(data.get(SORT_SEED_KEY)).toBe('12345');
    vi.spyOn(Math, 'random').mockReturnValue(0.9);
    expect(getOrInitSortSeed()).toBe(12345);
  });

  it('sort seed: throws a ReferenceError without localStorage (a server), as upstream’s WalletList does', () => {
    expect(typeof (globalThis as { localStorage?: unknown }).localStorage).toBe('undefined');
    expect(() => getOrInitSortSeed()).toThrow(ReferenceError);
  });
});
