import {
  StandardConnect,
  StandardDisconnect,
  StandardEvents,
  StarknetWalletApi,
  type WalletWithStarknetFeatures,
} from '@starknet-io/get-starknet-core';
import type { WalletInformation } from '@starknet-io/get-starknet-core/wallets';

/** A wallet with the four Starknet features and no behaviour: enough for list logic. */
export function fakeWallet(id: string, name = id): WalletWithStarknetFeatures {
  return {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: [],
    accounts: [],
    features: {
      [StandardConnect]: { version: '1.0.0', connect: async () => ({ accounts: [] }) },
      [StandardDisconnect]: { version: '1.0.0', disconnect: async () => undefined },
      [StandardEvents]: { version: '1.0.0', on: () => () => undefined },
      [StarknetWalletApi]: { version: '1.0.0', id, walletVersion: '1.0.0', request: (async () => null) as never },
    },
  };
}

export function info(id: string, name = id, downloads: Record<string, string> = {}): WalletInformation {
  return { id, name, icon: 'data:image/svg+xml;base64,PHN2Zy8+', downloads };
}
