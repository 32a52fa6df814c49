// The UI builds on the headless package and the core; one import path keeps the files below short.
export * from '../../modal/src/index';
export { StarknetWalletApi, type WalletWithStarknetFeatures } from '@starknet-io/get-starknet-core';
