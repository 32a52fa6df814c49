import { describe, expect, it, vi } from 'vitest';
import type { MaybeWallet } from '../packages/modal/src/maybe-wallet';
import { shuffle } from '../packages/modal/src/random';
import { POPULAR_WALLET_IDS, sortWallets, type SortAlgorithm } from '../packages/modal/src/sort-wallets';
import { fakeWallet, info } from './fixtures';

const available = (id: string, name = id): MaybeWallet => ({ state: 'available', name, wallet: fakeWallet(id, name) });
const unavailable = (id: string, name = id): MaybeWallet => ({ state: 'unavailable', name, info: info(id, name) });
const names = (list: MaybeWallet[]) => list.map((w) => w.name).join('');
const inputs = (seed: number, lastConnectedWalletId: string | null = null) => ({ lastConnectedWalletId, seed: () => seed });

describe('sortWallets', () => {
  const mixed = [unavailable('k', 'Keplr'), available('z', 'zeta'), available('b', 'Braavos'), unavailable('r', 'Ready')];

  it('alpha-asc and alpha-desc compare names with localeCompare, and its reverse', () => {
    expect(sortWallets(mixed, 'alpha-asc', inputs(0)).map((w) => w.name)).toEqual(['Braavos', 'Keplr', 'Ready', 'zeta']);
    expect(sortWallets(mixed, 'alpha-desc', inputs(0)).map((w) => w.name)).toEqual(['zeta', 'Ready', 'Keplr', 'Braavos']);
  });

  it('alpha sorts never read the seed (no seed is created for them)', () => {
    const seed = vi.fn(() => 1);
    sortWallets(mixed, 'alpha-asc', { lastConnectedWalletId: null, seed });
    sortWallets(mixed, 'alpha-desc', { lastConnectedWalletId: null, seed });
    expect(seed).not.toHaveBeenCalled();
  });

  it('random shuffles the whole list, available or not, with the seed (the facts sheet’s vectors)', () => {
    const list = [...'abcde'].map((n, i) => (i % 2 ? unavailable(n) : available(n)));
    expect(names(sortWallets(list, 'random', inputs(0)))).toBe('abdec');
    expect(names(sortWallets(list, 'random', inputs(1)))).toBe('abedc');
    expect(names(sortWallets(list, 'random', inputs(12345)))).toBe('bcade');
  });

  it('recommended: available wallets first, shuffled with the seed; unavailable ones after', () => {
    const list = [unavailable('x'), ...[...'abcde'].map((n) => available(n)), unavailable('y')];
    const sorted = sortWallets(list, 'recommended', inputs(12345));
    expect(names(sorted.slice(0, 5))).toBe('bcade');
    expect(sorted.slice(5).every((w) => w.state === 'unavailable')).toBe(true);
  });

  it('recommended: the last connected wallet leads, the others are shuffled without it', () => {
    const list = [...'abcdef'].map((n) => available(n));
    const sorted = sortWallets(list, 'recommended', inputs(12345, 'f'));
    expect(names(sorted)).toBe(`f${'bcade'}`);
  });

  it('recommended: a last connected id that is not available changes nothing', () => {
    const list = [...'abcde'].map((n) => available(n));
    expect(names(sortWallets(list, 'recommended', inputs(12345, 'nope')))).toBe('bcade');
  });

  it('recommended: unavailable popular wallets (Ready Wallet, Braavos) come first, shuffled, then the rest shuffled', () => {
    expect(POPULAR_WALLET_IDS).toEqual(['argentX', 'braavos']);
    const rest = [...'abcde'].map((n) => unavailable(n));
    const list = [rest[0]!, unavailable('braavos', 'Braavos'), rest[1]!, unavailable('argentX', 'Ready'), ...rest.slice(2)];
    const sorted = sortWallets(list, 'recommended', inputs(12345));
    const popular = shuffle(12345, [list[1]!, list[3]!]);
    expect(sorted.slice(0, 2)).toEqual(popular);
    expect(names(sorted.slice(2))).toBe('bcade');
  });

  it('recommended: reads the seed once per shuffle (three times)', () => {
    const seed = vi.fn(() => 7);
    sortWallets([available('a'), unavailable('b')], 'recommended', { lastConnectedWalletId: null, seed });
    expect(seed).toHaveBeenCalledTimes(3);
  });

  it('returns a new array and leaves the input alone', () => {
    const list = [available('b'), available('a')];
    for (const algorithm of ['alpha-asc', 'alpha-desc', 'random', 'recommended'] as const) {
      const sorted = sortWallets(list, algorithm, inputs(3));
      expect(sorted).not.toBe(list);
    }
    expect(names(list)).toBe('ba');
  });

  it('throws for any other algorithm, as upstream does', () => {
    expect(() => sortWallets([], 'newest' as SortAlgorithm, inputs(0))).toThrow(new Error('Invalid sort algorithm: newest'));
  });
});
