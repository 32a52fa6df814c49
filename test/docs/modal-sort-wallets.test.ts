import { describe, expect, it } from 'vitest';
import { sortWallets, type SortContext } from '../../docs/packages/modal/src/sort-wallets';
import type { MaybeWallet } from '../../docs/packages/modal/src/types';
import { fakeWallet, info } from './fixtures';

const available = (id: string, name: string): MaybeWallet => ({ state: 'available', name, wallet: fakeWallet(id, name) });
const unavailable = (id: string, name: string): MaybeWallet => ({ state: 'unavailable', name, info: info(id, name) });

const wallets: MaybeWallet[] = [
  unavailable('keplr', 'Keplr'),
  available('zeta', 'zeta wallet'),
  available('braavos', 'Braavos'),
  unavailable('argentX', 'Ready Wallet'),
  available('okxwallet', 'OKX Wallet'),
];

const context: SortContext = {
  lastConnectedWalletId: null,
  recommendedWallets: [info('argentX'), info('braavos'), info('okxwallet'), info('keplr')],
  seed: 42,
};

const names = (list: MaybeWallet[]) => list.map((w) => w.name);

describe('sortWallets', () => {
  it('alpha-asc sorts by name, ignoring case', () => {
    expect(names(sortWallets(wallets, 'alpha-asc', context))).toEqual(['Braavos', 'Keplr', 'OKX Wallet', 'Ready Wallet', 'zeta wallet']);
  });

  it('alpha-desc is the reverse', () => {
    expect(names(sortWallets(wallets, 'alpha-desc', context))).toEqual(['zeta wallet', 'Ready Wallet', 'OKX Wallet', 'Keplr', 'Braavos']);
  });

  it('recommended: installed first in the recommended order, unknown ones next, then wallets to install', () => {
    expect(names(sortWallets(wallets, 'recommended', context))).toEqual([
      'Braavos',
      'OKX Wallet',
      'zeta wallet',
      'Ready Wallet',
      'Keplr',
    ]);
  });

  it('recommended: the last connected wallet comes first', () => {
    const sorted = sortWallets(wallets, 'recommended', { ...context, lastConnectedWalletId: 'zeta' });
    expect(names(sorted)[0]).toBe('zeta wallet');
  });

  it('recommended: a last connected wallet that is not installed does not jump ahead', () => {
    const sorted = sortWallets(wallets, 'recommended', { ...context, lastConnectedWalletId: 'keplr' });
    expect(names(sorted).at(-1)).toBe('Keplr');
  });

  it('random is a permutation, the same for the same seed', () => {
    const a = sortWallets(wallets, 'random', context);
    expect(names(a).sort()).toEqual(names(wallets).sort());
    expect(names(sortWallets(wallets.slice().reverse(), 'random', context))).toEqual(names(a));
  });

  it('random gives different orders for different seeds', () => {
    const orders = new Set(Array.from({ length: 20 }, (_, seed) => names(sortWallets(wallets, 'random', { ...context, seed })).join()));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('random keeps the relative order of known wallets when one is added', () => {
    const before = names(sortWallets(wallets, 'random', context));
    const after = names(sortWallets([...wallets, available('new', 'New Wallet')], 'random', context)).filter((n) => n !== 'New Wallet');
    expect(after).toEqual(before);
  });

  it('accepts a custom function and passes it the context', () => {
    const sorted = sortWallets(wallets, (list, ctx) => list.filter((w) => w.state === 'available').slice(0, ctx.seed - 41), context);
    expect(names(sorted)).toEqual(['zeta wallet']);
  });

  it('leaves its input untouched', () => {
    const copy = wallets.slice();
    sortWallets(wallets, 'alpha-desc', context);
    expect(wallets).toEqual(copy);
  });

  it('rejects an unknown algorithm with a message naming it', () => {
    expect(() => sortWallets(wallets, 'newest' as never, context)).toThrow(/unknown sort algorithm "newest"/);
  });
});
