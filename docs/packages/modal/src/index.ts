export { GetStarknetProvider, useStarknetProvider, type GetStarknetProviderProps, type GetStarknetState } from './provider';
export { useConnect, type UseConnect } from './connection';
export { WalletList, type WalletListEntry, type WalletListProps } from './wallet-list';
export { SelectedWallet, type SelectedWalletProps, type WalletUi, type WalletUiMap } from './selected-wallet';
export type { CustomSortFunction, SortAlgorithm, SortContext } from './sort-wallets';
export type { AvailableWallet, ConnectedWallet, ConnectOptions, MaybeWallet, UnavailableWallet, WalletType } from './types';
