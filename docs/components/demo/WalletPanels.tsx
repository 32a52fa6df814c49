import { StarknetWalletApi } from '@starknet-io/get-starknet-core';
import { useConnect, type AvailableWallet, type MaybeWallet, type UnavailableWallet } from '../../packages/modal/src/index';
import { iconSrc } from './icon-src';

/**
 * The headless demo's panels for `SelectedWallet`: the package draws nothing, so this is app code,
 * written the way an app would (catching `connect`'s rejection, awaiting `disconnect`).
 */
export function WalletPanel({ wallet }: { wallet: MaybeWallet | undefined }) {
  if (!wallet) {
    return (
      <div className="demo-panel" data-testid="panel-none">
        <h3>No wallet selected</h3>
        <p className="demo-muted">Choose a wallet in the list.</p>
      </div>
    );
  }
  return wallet.state === 'unavailable' ? <InstallPanel wallet={wallet} /> : <ConnectPanel wallet={wallet} />;
}

function InstallPanel({ wallet }: { wallet: UnavailableWallet }) {
  return (
    <div className="demo-panel" data-testid="panel-install" data-wallet-id={wallet.info.id}>
      <img className="demo-panel__icon" src={iconSrc(wallet.info.icon)} alt="" width={48} height={48} />
      <h3>Install {wallet.name}</h3>
      <p className="demo-muted">Not installed in this browser. Its stores (from <code>info.downloads</code>):</p>
      <ul className="demo-stores" aria-label={`Where to get ${wallet.name}`}>
        {Object.entries(wallet.info.downloads).map(([store, url]) => (
          <li key={store}>
            <a href={url} target="_blank" rel="noopener noreferrer" data-testid="store-link" data-store={store}>
              {store}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ConnectPanel({ wallet }: { wallet: AvailableWallet }) {
  const { connected, connect, disconnect, isConnecting, isError } = useConnect();
  const id = wallet.wallet.features[StarknetWalletApi].id;
  const here = connected !== undefined && connected.features[StarknetWalletApi].id === id;
  // isConnecting and isError belong to the provider, not to this wallet: a failure with another
  // wallet shows here too.
  const state = here ? 'connected' : isConnecting ? 'connecting' : isError ? 'error' : 'idle';
  const label = state === 'error' ? 'Try again' : connected ? `Switch to ${wallet.name}` : `Connect to ${wallet.name}`;

  async function onConnect() {
    // One wallet at a time: useConnect does not disconnect the previous one itself.
    if (connected) await disconnect();
    await connect(wallet.wallet).catch(() => undefined);
  }

  return (
    <div className="demo-panel" data-testid="panel-wallet" data-wallet-id={id}>
      <img className="demo-panel__icon" src={iconSrc(wallet.wallet.icon)} alt="" width={48} height={48} />
      <h3>{wallet.name}</h3>
      <p className="demo-muted" role="status" data-testid="panel-status" data-state={state}>
        {state === 'connected' && 'Connected.'}
        {state === 'connecting' && 'Waiting for the wallet…'}
        {state === 'error' && 'The connection failed (isError).'}
        {state === 'idle' && (connected ? `Connected to ${connected.name}.` : 'Not connected.')}
      </p>
      {here ? (
        <button type="button" className="demo-button demo-button--secondary" data-testid="panel-disconnect" onClick={() => void disconnect()}>
          Disconnect
        </button>
      ) : (
        <button type="button" className="demo-button" data-testid="panel-connect" disabled={isConnecting} onClick={() => void onConnect()}>
          {label}
        </button>
      )}
    </div>
  );
}
