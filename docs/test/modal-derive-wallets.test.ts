import { StarknetWalletApi, type WalletWithStarknetFeatures } from '@starknet-io/get-starknet-core';
import { describe, expect, it } from 'vitest';
import { deriveWallets } from '../packages/modal/src/derive-wallets';
import { fakeWallet, info } from './fixtures';

describe('deriveWallets (the provider’s `wallets`)', () => {
  it('lists recommended wallets that are not installed first, in recommended order, then the available ones', () => {
    const ready = info('argentX', 'Ready Wallet');
    const braavosInfo = info('braavos', 'Braavos');
    const keplr = info('keplr', 'Keplr');
    const braavos = fakeWallet('braavos', 'Braavos (installed)');
    const other = fakeWallet('other', 'Other');
    const wallets = deriveWallets({ injectedWallets: [braavos, other], extraWallets: [], recommendedWallets: [keplr, braavosInfo, ready] });
    expect(wallets).toEqual([
      { state: 'unavailable', name: 'Keplr', info: keplr },
      { state: 'unavailable', name: 'Ready Wallet', info: ready },
      // The available entry's name is the wallet's, and it carries the recommended entry of its id.
      { state: 'available', name: 'Braavos (installed)', wallet: braavos, info: braavosInfo },
      { state: 'available', name: 'Other', wallet: other, info: undefined },
    ]);
  });

  it('one wallet per starknet:walletApi id: an extra wallet replaces an injected one of the same id, in the injected one’s place', () => {
    const first = fakeWallet('a', 'Injected A');
    const second = fakeWallet('b', 'Injected B');
    const extraA = fakeWallet('a', 'Extra A');
    const extraC = fakeWallet('c', 'Extra C');
    const wallets = deriveWallets({ injectedWallets: [first, second], extraWallets: [extraC, extraA], recommendedWallets: [] });
    expect(wallets.map((w) => w.name)).toEqual(['Extra A', 'Injected B', 'Extra C']);
    expect(wallets[0]).toMatchObject({ state: 'available', wallet: extraA });
  });

  it('keeps the last of several injected wallets with the same id', () => {
    const wallets = deriveWallets({ injectedWallets: [fakeWallet('a', 'One'), fakeWallet('a', 'Two')], extraWallets: [], recommendedWallets: [] });
    expect(wallets.map((w) => w.name)).toEqual(['Two']);
  });

  it('throws a TypeError for a wallet without starknet:walletApi (extra wallets are not validated)', () => {
    const broken = fakeWallet('x');
    const { [StarknetWalletApi]: _dropped, ...features } = broken.features;
    const withoutApi = { ...broken, features } as unknown as WalletWithStarknetFeatures;
    expect(() => deriveWallets({ injectedWallets: [], extraWallets: [withoutApi], recommendedWallets: [] })).toThrow(TypeError);
  });

  it('is empty with nothing to list', () => {
    expect(deriveWallets({ injectedWallets: [], extraWallets: [], recommendedWallets: [] })).toEqual([]);
  });
});
