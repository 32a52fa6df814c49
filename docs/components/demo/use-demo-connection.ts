import {
  StandardConnect,
  StandardDisconnect,
  StandardEvents,
  type WalletWithStarknetFeatures,
} from '@starknet-io/get-starknet-core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { describeAccountChange, toAccountState, type AccountState } from './account-changes';
import type { DemoEventKind } from './event-log';

export type DemoConnection = {
  wallet?: WalletWithStarknetFeatures;
  account?: AccountState;
  status: 'idle' | 'connecting' | 'connected' | 'error';
};

type Log = (kind: DemoEventKind, detail: string) => void;

/**
 * Connect, connect silently and disconnect with the wallet-standard features directly, and turn
 * the wallet's `change` events into account, chain and disconnect events.
 */
export function useDemoConnection(log: Log) {
  const [connection, setConnection] = useState<DemoConnection>({ status: 'idle' });
  const stopListening = useRef<(() => void) | undefined>(undefined);
  const account = useRef<AccountState | undefined>(undefined);
  const connectedWallet = useRef<WalletWithStarknetFeatures | undefined>(undefined);
  const logRef = useRef(log);
  logRef.current = log;

  const release = useCallback(() => {
    stopListening.current?.();
    stopListening.current = undefined;
    account.current = undefined;
    connectedWallet.current = undefined;
  }, []);

  useEffect(() => release, [release]);

  const connect = useCallback(
    async (wallet: WalletWithStarknetFeatures, silent: boolean) => {
      const previous = connectedWallet.current;
      release();
      setConnection({ status: 'connecting' });
      if (previous && previous !== wallet) {
        // One wallet at a time: the one we leave gets its disconnect.
        logRef.current('disconnected', previous.name);
        await previous.features[StandardDisconnect].disconnect().catch(() => undefined);
      }
      try {
        // `silent: true` asks for accounts the user already approved, and must never open a prompt.
        const { accounts } = await wallet.features[StandardConnect].connect({ silent });
        const [first] = accounts;
        if (!first) {
          setConnection({ status: silent ? 'idle' : 'error' });
          logRef.current(silent ? 'noAccount' : 'connectFailed', `${wallet.name} returned no account`);
          return;
        }
        account.current = toAccountState(first);
        connectedWallet.current = wallet;
        stopListening.current = wallet.features[StandardEvents].on('change', ({ accounts: next }) => {
          if (!next) return;
          const { next: state, changes } = describeAccountChange(account.current, next);
          account.current = state;
          for (const change of changes) {
            if (change.kind === 'accountChanged') logRef.current('accountChanged', change.address);
            if (change.kind === 'chainChanged') logRef.current('chainChanged', change.chain);
            if (change.kind === 'disconnected') logRef.current('disconnected', `${wallet.name} disconnected`);
          }
          if (state) setConnection({ status: 'connected', wallet, account: state });
          else {
            release();
            setConnection({ status: 'idle' });
          }
        });
        setConnection({ status: 'connected', wallet, account: account.current });
        logRef.current('connected', `${wallet.name}${silent ? ' (silent)' : ''} ${first.address}`);
      } catch {
        setConnection({ status: 'error' });
        logRef.current('connectFailed', `${wallet.name} refused or failed`);
      }
    },
    [release],
  );

  const disconnect = useCallback(async () => {
    const wallet = connectedWallet.current;
    // Stop listening first: the wallet's own "no accounts" event would log a second disconnect.
    release();
    setConnection({ status: 'idle' });
    if (!wallet) return;
    logRef.current('disconnected', wallet.name);
    await wallet.features[StandardDisconnect].disconnect().catch(() => undefined);
  }, [release]);

  return { connection, connect, disconnect };
}
