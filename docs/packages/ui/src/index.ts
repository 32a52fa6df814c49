// The public API of @starknet-io/get-starknet-ui 5.0.0-beta.0, no more: docs/test/upstream-api
// holds the declaration this must match.
export { WalletConnectModal, type WalletConnectModalProps, type WalletUi, type WalletUiMap } from './wallet-connect-modal';

// Re-exported, as upstream does, so that an app using the UI can import these from it.
export { GetStarknetProvider, useConnect, useStarknetProvider } from '../../modal/src/index';
export { StarknetWalletApi } from '@starknet-io/get-starknet-core';
