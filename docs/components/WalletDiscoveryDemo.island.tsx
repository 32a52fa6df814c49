import { StarknetInjectedWallet, StarknetWalletApi, type WalletWithStarknetFeatures } from '@starknet-io/get-starknet-core';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { chainName } from './demo/format';
import { iconSrc } from './demo/icon-src';
import { appendEvent, type DemoEvent, type DemoEventKind } from './demo/event-log';
import { EventList } from './demo/EventList';
import { useDemoConnection } from './demo/use-demo-connection';
import { useDiscovery } from './demo/use-discovery';
import { SandboxPanel } from './sandbox/SandboxPanel';

export const hydrate = 'load';

function discoveredBy(wallet: WalletWithStarknetFeatures): string {
  return wallet instanceof StarknetInjectedWallet ? 'window.starknet_*' : 'wallet-standard';
}

/** Wallet discovery and connection with get-starknet-core only: no React provider, no modal. */
export default function WalletDiscoveryDemo() {
  const [events, setEvents] = useState<DemoEvent[]>([]);
  const [ready, setReady] = useState(false);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const seen = useRef<readonly string[]>([]);
  const ids = { wallets: useId(), events: useId(), account: useId() };

  const log = useCallback((kind: DemoEventKind, detail: string) => setEvents((list) => appendEvent(list, kind, detail)), []);

  const onWallets = useCallback(
    (wallets: readonly WalletWithStarknetFeatures[]) => {
      const names = wallets.map((w) => w.name);
      const added = names.filter((name) => !seen.current.includes(name));
      const removed = seen.current.filter((name) => !names.includes(name));
      seen.current = names;
      if (added.length > 0) log('walletsChanged', `found ${added.join(', ')}`);
      if (removed.length > 0) log('walletsChanged', `removed ${removed.join(', ')}`);
    },
    [log],
  );

  const { wallets, refresh } = useDiscovery(onWallets);
  const { connection, connect, disconnect } = useDemoConnection(log);
  useEffect(() => setReady(true), []);

  const wallet = wallets.find((w) => w.name === chosen) ?? wallets[0];
  const busy = connection.status === 'connecting';

  return (
    <div className="demo" data-testid="discovery-demo" data-ready={ready}>
      <section className="demo-card" aria-labelledby={ids.wallets}>
        <div className="demo-row demo-row--spread">
          <h2 id={ids.wallets}>Discovered wallets</h2>
          <button type="button" className="demo-button demo-button--secondary" data-testid="refresh-wallets" onClick={refresh}>
            Refresh
          </button>
        </div>
        {wallets.length === 0 ? (
          <p className="demo-muted" data-testid="no-wallets">
            No Starknet wallet found yet. Install one, or add the sandbox wallet below, then refresh.
          </p>
        ) : (
          <fieldset className="demo-wallets">
            <legend className="demo-visually-hidden">Wallet to connect</legend>
            {wallets.map((w) => (
              <label key={w.name} className="demo-wallet">
                <input
                  type="radio"
                  name={ids.wallets}
                  value={w.name}
                  checked={w === wallet}
                  onChange={() => setChosen(w.name)}
                  data-testid="discovered-wallet"
                  data-wallet-id={w.features[StarknetWalletApi].id}
                />
                <img src={iconSrc(w.icon)} alt="" width={24} height={24} />
                <span className="demo-wallet__name">{w.name}</span>
                <span className="demo-badge">{discoveredBy(w)}</span>
              </label>
            ))}
          </fieldset>
        )}
        <div className="demo-row">
          <button
            type="button"
            className="demo-button demo-button--secondary"
            data-testid="connect-silent"
            disabled={!wallet || busy}
            onClick={() => wallet && void connect(wallet, true)}
          >
            Connect Silent
          </button>
          <button
            type="button"
            className="demo-button"
            data-testid="connect"
            disabled={!wallet || busy}
            onClick={() => wallet && void connect(wallet, false)}
          >
            Connect
          </button>
          <button
            type="button"
            className="demo-button demo-button--secondary"
            data-testid="disconnect"
            disabled={connection.status !== 'connected'}
            onClick={() => void disconnect()}
          >
            Disconnect
          </button>
        </div>
      </section>

      <section className="demo-card" aria-labelledby={ids.account}>
        <h2 id={ids.account}>Connected account</h2>
        <dl className="demo-facts" data-testid="connection-status" data-state={connection.status}>
          <dt>Status</dt>
          <dd>{connection.status === 'error' ? 'Connection failed' : connection.status}</dd>
          <dt>Wallet</dt>
          <dd data-testid="connected-wallet">{connection.wallet?.name ?? '—'}</dd>
          <dt>Address</dt>
          <dd>
            <code data-testid="account-address">{connection.account?.address ?? ''}</code>
          </dd>
          <dt>Chain</dt>
          <dd>
            <code data-testid="account-chain">{connection.account?.chain ?? ''}</code>{' '}
            <span className="demo-muted">{chainName(connection.account?.chain)}</span>
          </dd>
        </dl>
      </section>

      <section className="demo-card" aria-labelledby={ids.events}>
        <h2 id={ids.events}>Events</h2>
        <EventList events={events} labelledBy={ids.events} />
      </section>

      <SandboxPanel />
    </div>
  );
}
