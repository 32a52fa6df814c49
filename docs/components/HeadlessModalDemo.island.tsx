import { useEffect, useId, useState } from 'react';
import {
  GetStarknetProvider,
  SelectedWallet,
  useStarknetProvider,
  WalletList,
  type SortAlgorithm,
  type WalletUiMap,
} from '../packages/modal/src/index';
import { iconSrc } from '../packages/modal/src/icon-src';
import { ConnectionSummary } from './demo/ConnectionSummary';
import { SandboxWalletUi } from './demo/SandboxWalletUi';
import { SANDBOX_WALLET_ID } from './sandbox/sandbox-wallet';
import { SandboxPanel } from './sandbox/SandboxPanel';

export const hydrate = 'load';

const SORT_ALGORITHMS: readonly SortAlgorithm[] = ['recommended', 'alpha-asc', 'alpha-desc', 'random'];

// Defined once, outside the component: a new object per render would re-render every panel.
const walletUi: WalletUiMap = {
  [SANDBOX_WALLET_ID]: { viewPanel: (wallet) => <SandboxWalletUi wallet={wallet} /> },
};

function isSortAlgorithm(value: string): value is SortAlgorithm {
  return (SORT_ALGORITHMS as readonly string[]).includes(value);
}

function Demo() {
  const [sortAlgorithm, setSortAlgorithm] = useState<SortAlgorithm>('recommended');
  const [ready, setReady] = useState(false);
  const { refresh } = useStarknetProvider();
  const ids = { list: useId(), sort: useId(), selected: useId(), summary: useId() };
  useEffect(() => setReady(true), []);

  return (
    <div className="demo" data-testid="headless-demo" data-ready={ready}>
      <div className="demo-columns">
        <section className="demo-card" aria-labelledby={ids.list}>
          <div className="demo-row demo-row--spread">
            <h2 id={ids.list}>WalletList</h2>
            <button type="button" className="demo-button demo-button--secondary" data-testid="refresh-wallets" onClick={refresh}>
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
          <WalletList className="demo-wallet-list" sortAlgorithm={sortAlgorithm} role="list" aria-labelledby={ids.list} data-testid="wallet-list">
            {({ isSelected, select, type, isLastConnected, ...wallet }) => (
              <div role="listitem">
                <button
                  type="button"
                  className="demo-option"
                  aria-pressed={isSelected}
                  onClick={select}
                  data-testid="wallet-option"
                  data-wallet-id={wallet.state === 'available' ? wallet.wallet.features['starknet:walletApi'].id : wallet.info.id}
                  data-state={wallet.state}
                  data-type={type}
                  data-last-connected={isLastConnected}
                >
                  <img src={iconSrc(wallet.state === 'available' ? wallet.wallet.icon : wallet.info.icon)} alt="" width={24} height={24} />
                  <span className="demo-option__name">{wallet.name}</span>
                  <span className="demo-badge">{wallet.state === 'available' ? type : 'not installed'}</span>
                  {isLastConnected && <span className="demo-badge">last used</span>}
                </button>
              </div>
            )}
          </WalletList>
        </section>
        <section className="demo-card" aria-labelledby={ids.selected}>
          <h2 id={ids.selected}>SelectedWallet</h2>
          <SelectedWallet className="demo-selected" walletUi={walletUi} data-testid="selected-wallet" />
        </section>
      </div>
      <ConnectionSummary titleId={ids.summary} />
      <SandboxPanel />
    </div>
  );
}

/** The headless modal: the list, the selected-wallet view and the connection state, unstyled by the package. */
export default function HeadlessModalDemo() {
  return (
    <GetStarknetProvider>
      <Demo />
    </GetStarknetProvider>
  );
}
