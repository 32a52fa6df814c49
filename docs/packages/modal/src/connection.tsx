import {
  StandardConnect,
  StandardDisconnect,
  StandardEvents,
  type StandardEventsChangeProperties,
  type WalletWithStarknetFeatures,
} from '@starknet-io/get-starknet-core';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { missingStarknetFeatures, rejectionMessage } from './features';
import { readLastConnectedWalletId, writeLastConnectedWalletId } from './storage';
import type { ConnectedWallet, ConnectOptions } from './types';
import { walletId } from './wallet-id';

export type UseConnect = {
  /** The connected wallet, or `undefined`. Updated when the wallet reports a change. */
  connected?: ConnectedWallet;
  /**
   * Connect to a wallet. Resolves to `true` once connected; to `false` when the wallet gave no
   * account or failed, in which case `isError` is set (except for a silent connect with no account).
   * Never rejects.
   */
  connect: (wallet: WalletWithStarknetFeatures, options?: ConnectOptions) => Promise<boolean>;
  /** Forget the connected wallet and let it clean up. */
  disconnect: () => Promise<void>;
  isConnecting: boolean;
  /** The last connect failed or was rejected by the user. Reset by the next connect. */
  isError: boolean;
  /** Id of the wallet connected last in this browser (kept in localStorage). */
  lastConnectedWalletId: string | null;
  /**
   * Id of the wallet the current (or last) connect was for: `isConnecting` and `isError` are about
   * that wallet, so a wallet-specific view shows them only when this is its own id.
   */
  attemptWalletId?: string;
};

type ConnectionState = {
  connected?: ConnectedWallet;
  isConnecting: boolean;
  isError: boolean;
  attemptWalletId?: string;
};

const IDLE: ConnectionState = { isConnecting: false, isError: false };

const ConnectionContext = createContext<UseConnect | null>(null);

function snapshot(wallet: WalletWithStarknetFeatures, accounts: ConnectedWallet['accounts']): ConnectedWallet {
  return { name: wallet.name, icon: wallet.icon, accounts: accounts.slice(), features: wallet.features, wallet };
}

export function ConnectionProvider({ children }: { children?: ReactNode }) {
  const [state, setState] = useState<ConnectionState>(IDLE);
  const [lastConnectedWalletId, setLastConnectedWalletId] = useState<string | null>(null);
  // Each connect or disconnect bumps this; an older connect that resolves late is ignored.
  const attempt = useRef(0);
  const current = useRef<{ wallet: WalletWithStarknetFeatures; stopListening: () => void } | undefined>(undefined);

  // Read after mount: the server has no storage, and the first client render must match it.
  useEffect(() => setLastConnectedWalletId(readLastConnectedWalletId()), []);

  const release = useCallback(() => {
    current.current?.stopListening();
    current.current = undefined;
  }, []);

  useEffect(() => release, [release]);

  const onChange = useCallback(
    (wallet: WalletWithStarknetFeatures, change: StandardEventsChangeProperties) => {
      if (current.current?.wallet !== wallet) return;
      if (change.accounts?.length === 0) {
        // The wallet dropped every account (locked, disconnected from its side): we are disconnected.
        release();
        setState(IDLE);
        return;
      }
      if (change.accounts || change.features) {
        setState((previous) =>
          previous.connected
            ? { ...previous, connected: snapshot(wallet, change.accounts ?? previous.connected.accounts) }
            : previous,
        );
      }
    },
    [release],
  );

  const connect = useCallback(
    async (wallet: WalletWithStarknetFeatures, options: ConnectOptions = {}) => {
      const id = ++attempt.current;
      const silent = options.silent ?? false;
      const attemptWalletId = walletId(wallet);
      const missing = missingStarknetFeatures(wallet);
      if (missing.length > 0) {
        console.error(rejectionMessage(String(wallet.name), missing));
        setState((previous) => ({ ...previous, isConnecting: false, isError: true, attemptWalletId }));
        return false;
      }

      setState((previous) => ({ ...previous, isConnecting: true, isError: false, attemptWalletId }));
      try {
        const previous = current.current;
        if (previous && previous.wallet !== wallet) {
          // One connected wallet at a time: let the previous one clean up before switching.
          release();
          setState((s) => ({ ...s, connected: undefined }));
          await previous.wallet.features[StandardDisconnect].disconnect().catch(() => undefined);
        }
        // Always pass an object: get-starknet-core's wallets destructure `{ silent }` from it.
        const { accounts } = await wallet.features[StandardConnect].connect({ silent });
        if (id !== attempt.current) return false;

        if (accounts.length === 0) {
          setState((s) => ({ ...s, isConnecting: false, isError: !silent }));
          return false;
        }

        release();
        const stopListening = wallet.features[StandardEvents].on('change', (change) => onChange(wallet, change));
        current.current = { wallet, stopListening };
        setState({ connected: snapshot(wallet, accounts), isConnecting: false, isError: false, attemptWalletId });
        writeLastConnectedWalletId(walletId(wallet));
        setLastConnectedWalletId(walletId(wallet));
        return true;
      } catch {
        if (id === attempt.current) setState((s) => ({ ...s, isConnecting: false, isError: true }));
        return false;
      }
    },
    [onChange, release],
  );

  const disconnect = useCallback(async () => {
    attempt.current++;
    const previous = current.current;
    // Stop listening first: the wallet's own "no accounts" change event is not news to us.
    release();
    setState(IDLE);
    if (!previous) return;
    try {
      await previous.wallet.features[StandardDisconnect].disconnect();
    } catch (error) {
      // The app has already let go of the wallet; a failing clean-up in the wallet changes nothing here.
      console.warn('get-starknet: the wallet failed to disconnect', error);
    }
  }, [release]);

  const value = useMemo<UseConnect>(
    () => ({ ...state, connect, disconnect, lastConnectedWalletId }),
    [state, connect, disconnect, lastConnectedWalletId],
  );

  return <ConnectionContext.Provider value={value}>{children}</ConnectionContext.Provider>;
}

/** Connect, disconnect and the connection state. Call it inside a `GetStarknetProvider`. */
export function useConnect(): UseConnect {
  const value = useContext(ConnectionContext);
  if (!value) throw new Error('get-starknet: useConnect must be called inside a <GetStarknetProvider>.');
  return value;
}
