// The public API of @starknet-io/get-starknet-ui 5.0.0-beta.0 (starknet-io/get-starknet pull
// request 301, commit 656f955; not on npm), written from the project's facts sheet about it, on
// its own: not generated from docs/packages/ui, which must match it (docs/test/upstream-api.test.ts).
import type { JSX, ReactNode } from 'react';
import type { AvailableWallet } from '@starknet-io/get-starknet-modal';

export type WalletUi = {
  viewPanel: (wallet: AvailableWallet) => ReactNode;
};

export type WalletUiMap = {
  [walletId: string]: WalletUi;
};

export type WalletConnectModalProps = {
  walletUi?: WalletUiMap;
  buttonClassName?: string;
  dialogContentClassName?: string;
};

export declare function WalletConnectModal(props: WalletConnectModalProps): JSX.Element;

export { GetStarknetProvider, useConnect, useStarknetProvider } from '@starknet-io/get-starknet-modal';
export { StarknetWalletApi } from '@starknet-io/get-starknet-core';
