import type { WalletWithStarknetFeatures } from '@starknet-io/get-starknet-core';
import { createContext, useCallback, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createConnection, type ConnectionState } from './connection';
import { setLastConnectedWalletId } from './storage';

export type UseConnect = {
  /** The connected wallet. */
  connected?: WalletWithStarknetFeatures;
  /** Connect to a wallet. */
  connect: (wallet: WalletWithStarknetFeatures) => Promise<boolean>;
  /** Whether the connection is in progress. */
  isConnecting: boolean;
  /** Whether the connection has failed or rejected. */
  isError: boolean;
  /** Disconnect from the connected wallet. */
  disconnect: () => Promise<void>;
};

const ConnectContext = createContext<UseConnect | null>(null);

// The server renders with the state a fresh provider starts with.
const INITIAL: ConnectionState = { isConnecting: false, isError: false };

/** One connection per provider, shared by every wallet and every `useConnect` below it. */
export function ConnectProvider({ children }: { children: ReactNode }) {
  const [connection] = useState(() => createConnection(setLastConnectedWalletId));
  const state = useSyncExternalStore(connection.subscribe, connection.getState, () => INITIAL);
  const { connected } = state;
  // A new function when `connected` changes: like upstream's, it disconnects the wallet that was
  // connected when the component calling it last rendered.
  const disconnect = useCallback(() => connection.disconnect(connected), [connection, connected]);
  const value: UseConnect = {
    connected,
    connect: connection.connect,
    disconnect,
    isConnecting: state.isConnecting,
    isError: state.isError,
  };
  return <ConnectContext.Provider value={value}>{children}</ConnectContext.Provider>;
}

/** Connect, disconnect and the connection state. Throws outside a `GetStarknetProvider`. */
export function useConnect(): UseConnect {
  const context = useContext(ConnectContext);
  if (!context) throw new Error('useConnect must be used within a GetStarknetProvider');
  return context;
}
