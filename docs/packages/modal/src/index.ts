// The public API of @starknet-io/get-starknet-modal 5.0.0-beta.0, no more: docs/test/upstream-api
// holds the declaration this must match.
export { type UseConnect, useConnect } from './connect';
export type { AvailableWallet, MaybeWallet, UnavailableWallet } from './maybe-wallet';
export { GetStarknetProvider, useStarknetProvider } from './provider';
export { SelectedWallet } from './selected-wallet';
export type { SortAlgorithm } from './sort-wallets';
export { WalletList } from './wallet-list';
