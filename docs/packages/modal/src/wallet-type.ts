import { StarknetInjectedWallet, type WalletWithStarknetFeatures } from '@starknet-io/get-starknet-core';
import { MetaMaskVirtualWallet } from '@starknet-io/get-starknet-core/virtual-wallet';
import type { MaybeWallet, WalletType } from './types';

/**
 * Classes are compared, not `constructor.name`, which minifiers rename.
 */
export function walletType(entry: MaybeWallet, extraWallets: readonly WalletWithStarknetFeatures[]): WalletType {
  if (entry.state === 'unavailable') return 'NotInstalled';
  const { wallet } = entry;
  if (extraWallets.includes(wallet)) return 'ExtraWallet';
  if (wallet instanceof StarknetInjectedWallet) return 'InjectedWallet';
  if (wallet instanceof MetaMaskVirtualWallet) return 'VirtualWallet';
  return 'StandardWallet';
}
