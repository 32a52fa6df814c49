import {
  RequiredStarknetFeatures,
  StandardConnect,
  StandardDisconnect,
  StandardEvents,
  StarknetWalletApi,
  type WalletWithStarknetFeatures,
} from '@starknet-io/get-starknet-core';
import type { Wallet } from '@wallet-standard/base';

/** The method each required feature must have; `isStarknetWallet` only checks the feature names. */
const REQUIRED_METHODS: Record<(typeof RequiredStarknetFeatures)[number], string> = {
  [StandardConnect]: 'connect',
  [StandardDisconnect]: 'disconnect',
  [StandardEvents]: 'on',
  [StarknetWalletApi]: 'request',
};

/** The required features a wallet lacks, or has without their method. Empty when it is usable. */
export function missingStarknetFeatures(wallet: Pick<Wallet, 'features'>): string[] {
  return RequiredStarknetFeatures.filter((name) => {
    const feature: unknown = wallet.features[name];
    if (typeof feature !== 'object' || feature === null) return true;
    return typeof (feature as Record<string, unknown>)[REQUIRED_METHODS[name]] !== 'function';
  });
}

export function rejectionMessage(name: string, missing: readonly string[]): string {
  return (
    `get-starknet: the wallet "${name}" was rejected because it lacks ${missing.join(', ')}. ` +
    `Wallets passed to GetStarknetProvider must implement ${RequiredStarknetFeatures.join(', ')}.`
  );
}

export type ExtraWalletCheck = {
  accepted: WalletWithStarknetFeatures[];
  /** One message per rejected wallet, naming what it lacks. */
  rejected: string[];
};

/**
 * Extra wallets are not discovered, so nothing has checked them yet: keep the ones with every
 * Starknet feature. The types already require them, but JavaScript callers and casts get past types.
 */
export function checkExtraWallets(wallets: readonly WalletWithStarknetFeatures[]): ExtraWalletCheck {
  const result: ExtraWalletCheck = { accepted: [], rejected: [] };
  for (const wallet of wallets) {
    const missing = missingStarknetFeatures(wallet);
    if (missing.length === 0) result.accepted.push(wallet);
    else result.rejected.push(rejectionMessage(String(wallet.name), missing));
  }
  return result;
}
