export { WalletConnectModal, type WalletConnectModalProps } from './wallet-connect-modal';
// Re-exported so that an app using the ready-made UI needs a single import.
export {
  GetStarknetProvider,
  useConnect,
  useStarknetProvider,
  type AvailableWallet,
  type ConnectedWallet,
  type GetStarknetProviderProps,
  type MaybeWallet,
  type UnavailableWallet,
  type UseConnect,
  type WalletUi,
  type WalletUiMap,
} from '../../modal/src/index';
export { StarknetWalletApi } from '@starknet-io/get-starknet-core';
