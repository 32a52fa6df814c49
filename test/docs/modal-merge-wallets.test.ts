import { describe, expect, it } from 'vitest';
import { mergeWallets } from '../../docs/packages/modal/src/merge-wallets';
import { fakeWallet, info } from './fixtures';

describe('mergeWallets', () => {
  it('marks recommended wallets that are not installed as unavailable', () => {
    const result = mergeWallets({
      injectedWallets: [fakeWallet('braavos', 'Braavos')],
      extraWallets: [],
      recommendedWallets: [info('argentX', 'Ready Wallet'), info('braavos', 'Braavos')],
    });
    expect(result.map((w) => [w.state, w.name])).toEqual([
      ['available', 'Braavos'],
      ['unavailable', 'Ready Wallet'],
    ]);
  });

  it('attaches the recommended information to an installed wallet with the same id', () => {
    const recommended = info('braavos', 'Braavos');
    const [entry] = mergeWallets({ injectedWallets: [fakeWallet('braavos')], extraWallets: [], recommendedWallets: [recommended] });
    expect(entry?.state === 'available' && entry.info).toBe(recommended);
  });

  it('keeps one entry per id, preferring the discovered wallet to an extra one', () => {
    const discovered = fakeWallet('web', 'Discovered');
    const result = mergeWallets({
      injectedWallets: [discovered],
      extraWallets: [fakeWallet('web', 'Extra'), fakeWallet('other', 'Other')],
      recommendedWallets: [],
    });
    expect(result.map((w) => w.name)).toEqual(['Discovered', 'Other']);
    expect(result[0]?.state === 'available' && result[0].wallet).toBe(discovered);
  });

  it('lists a recommended wallet once even if the list repeats it', () => {
    const result = mergeWallets({ injectedWallets: [], extraWallets: [], recommendedWallets: [info('a'), info('a')] });
    expect(result).toHaveLength(1);
  });
});
