import { createStore, StarknetWalletApi } from '@starknet-io/get-starknet-core';
import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  GetStarknetProvider,
  SelectedWallet,
  useConnect,
  WalletList,
  type AvailableWallet,
  type SortAlgorithm,
} from '../packages/modal/src/index';
import { ConnectionSummary } from './demo/ConnectionSummary';
import { iconSrc } from './demo/icon-src';
import { SandboxWalletUi } from './demo/SandboxWalletUi';
import { useLiveAccount } from './demo/use-live-account';
import { WalletPanel } from './demo/WalletPanels';
import { SANDBOX_WALLET_ID } from './sandbox/sandbox-wallet';
import { SandboxPanel } from './sandbox/SandboxPanel';

export const hydrate = 'load';

const SORT_ALGORITHMS: readonly SortAlgorithm[] = ['recommended', 'alpha-asc', 'alpha-desc', 'random'];

// The demo's own store, so that Refresh can rescan window.starknet_* (the provider has no refresh).
// On the server it discovers nothing.
const store = createStore();

// Custom panels by wallet id, looked up in SelectedWallet's render function (the headless package
// has no walletUi prop; the ready-made UI's works the same way).
const customPanels: Record<string, (wallet: AvailableWallet) => ReactNode> = {
  [SANDBOX_WALLET_ID]: (wallet) => <SandboxWalletUi wallet={wallet} />,
};

function isSortAlgorithm(value: string): value is SortAlgorithm {
  return (SORT_ALGORITHMS as readonly string[]).includes(value);
}

function Demo() {
  const [sortAlgorithm, setSortAlgorithm] = useState<SortAlgorithm>('recommended');
  // WalletList reads localStorage while rendering (and throws on a server for this sort): render
  // it in the browser only, after hydration.
  const [mounted, setMounted] = useState(false);
  const { connected, disconnect } = useConnect();
  const account = useLiveAccount(connected, disconnect);
  const ids = { list: useId(), sort: useId(), selected: useId(), summary: useId() };
  useEffect(() => setMounted(true), []);

  return (
    <div className="demo" data-testid="headless-demo" data-ready={mounted}>
      <div className="demo-columns">
        <section className="demo-card" aria-labelledby={ids.list}>
          <div className="demo-row demo-row--spread">
            <h2 id={ids.list}>WalletList</h2>
            <button
              type="button"
              className="demo-button demo-button--secondary"
              data-testid="refresh-wallets"
              onClick={() => store._refreshInjectedWallets()}
            >
              Refresh
            </button>
          </div>
          <label className="demo-field" htmlFor={ids.sort}>
            sortAlgorithm
          </label>
          <select
            id={ids.sort}
            className="demo-select"
            data-testid="sort-select"
            value={sortAlgorithm}
            onChange={(event) => {
              const { value } = event.currentTarget;
              if (isSortAlgorithm(value)) setSortAlgorithm(value);
            }}
          >
            {SORT_ALGORITHMS.map((algorithm) => (
              <option key={algorithm} value={algorithm}>
                {algorithm}
              </option>
            ))}
          </select>
          {mounted ? (
            <WalletList className="demo-wallet-list" sortAlgorithm={sortAlgorithm} role="list" aria-labelledby={ids.list} data-testid="wallet-list">
              {({ isSelected, select, type, isLastConnected, ...wallet }) => {
                const id = wallet.state === 'available' ? wallet.wallet.features[StarknetWalletApi].id : wallet.info.id;
                return (
                  <div role="listitem" key={`${wallet.state}:${id}`}>
                    <button
                      type="button"
                      className="demo-option"
                      aria-pressed={isSelected === true}
                      onClick={select}
                      data-testid="wallet-option"
                      data-wallet-id={id}
                      data-state={wallet.state}
                      data-type={type}
                      data-last-connected={isLastConnected}
                    >
                      <img src={iconSrc(wallet.state === 'available' ? wallet.wallet.icon : wallet.info.icon)} alt="" width={24} height={24} />
                      <span className="demo-option__name">{wallet.name}</span>
                      <span className="demo-badge">{wallet.state === 'available' ? type : 'not installed'}</span>
                      {isLastConnected && <span className="demo-badge">last connected</span>}
                    </button>
                  </div>
                );
              }}
            </WalletList>
          ) : (
            <p className="demo-muted">Looking for wallets…</p>
          )}
        </section>
        <section className="demo-card" aria-labelledby={ids.selected}>
          <h2 id={ids.selected}>SelectedWallet</h2>
          <SelectedWallet className="demo-selected" data-testid="selected-wallet">
            {(wallet) => {
              const custom = wallet?.state === 'available' ? customPanels[wallet.wallet.features[StarknetWalletApi].id] : undefined;
              return custom && wallet?.state === 'available' ? custom(wallet) : <WalletPanel wallet={wallet} />;
            }}
          </SelectedWallet>
        </section>
      </div>
      <ConnectionSummary titleId={ids.summary} account={account} />
      <SandboxPanel />
    </div>
  );
}

/** The headless modal: WalletList, SelectedWallet and useConnect, drawn by this demo's own code. */
export default function HeadlessModalDemo() {
  return (
    <GetStarknetProvider store={store}>
      <Demo />
    </GetStarknetProvider>
  );
}
