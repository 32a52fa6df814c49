import { StandardEvents, type StarknetWalletAccount, type WalletWithStarknetFeatures } from '@starknet-io/get-starknet-core';
import { useEffect, useRef, useState } from 'react';

/**
 * What the spec asks of the demos and the headless modal does not do: follow the connected
 * wallet's `change` events. Returns the wallet's first account as last reported (a new value on
 * every account or chain change, so the component re-renders), and calls `onNoAccounts` when the
 * wallet reports no accounts (it disconnected or locked on its side), so the app can let go too.
 */
export function useLiveAccount(
  connected: WalletWithStarknetFeatures | undefined,
  onNoAccounts: () => void,
): StarknetWalletAccount | undefined {
  const [reported, setReported] = useState<readonly StarknetWalletAccount[] | undefined>();
  const latestOnNoAccounts = useRef(onNoAccounts);
  latestOnNoAccounts.current = onNoAccounts;

  useEffect(() => {
    if (!connected) return;
    const stop = connected.features[StandardEvents].on('change', ({ accounts }) => {
      if (!accounts) return; // only chains or features changed
      setReported(accounts);
      if (accounts.length === 0) latestOnNoAccounts.current();
    });
    return () => {
      stop();
      // A later connection of the same wallet starts from what it connects with.
      setReported(undefined);
    };
  }, [connected]);

  if (!connected) return undefined;
  // Until the wallet reports a change, its accounts are the ones it connected with.
  return (reported ?? connected.accounts)[0];
}
