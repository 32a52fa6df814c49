import { describe, expect, it } from 'vitest';
import { checkExtraWallets, missingStarknetFeatures } from '../../docs/packages/modal/src/features';
import { fakeWallet } from './fixtures';

function without(feature: string) {
  const wallet = fakeWallet('partial', 'Partial Wallet');
  const features: Record<string, unknown> = { ...wallet.features };
  delete features[feature];
  return { ...wallet, features } as unknown as ReturnType<typeof fakeWallet>;
}

describe('missingStarknetFeatures', () => {
  it('is empty for a wallet with the four features', () => {
    expect(missingStarknetFeatures(fakeWallet('ok'))).toEqual([]);
  });

  it.each(['standard:connect', 'standard:disconnect', 'standard:events', 'starknet:walletApi'])('reports a missing %s', (feature) => {
    expect(missingStarknetFeatures(without(feature))).toEqual([feature]);
  });

  it('reports a feature whose method is not a function', () => {
    const wallet = fakeWallet('broken');
    const features = { ...wallet.features, 'starknet:walletApi': { version: '1.0.0', id: 'broken', walletVersion: '1' } };
    expect(missingStarknetFeatures({ features })).toEqual(['starknet:walletApi']);
  });
});

describe('checkExtraWallets', () => {
  it('keeps complete wallets and explains each rejection', () => {
    const good = fakeWallet('good');
    const { accepted, rejected } = checkExtraWallets([good, without('standard:events')]);
    expect(accepted).toEqual([good]);
    expect(rejected).toEqual([
      'get-starknet: the wallet "Partial Wallet" was rejected because it lacks standard:events. ' +
        'Wallets passed to GetStarknetProvider must implement starknet:walletApi, standard:connect, standard:disconnect, standard:events.',
    ]);
  });
});
