/**
 * The default screens of `SelectedWallet`. Unstyled markup with `gs-` class names: the UI package
 * styles them, a headless app can style them or replace them with a render function.
 */
import { useConnect } from './connection';
import { shortAddress } from './format';
import { iconSrc } from './icon-src';
import { storeLinks } from './store-links';
import type { AvailableWallet, UnavailableWallet } from './types';
import { walletId } from './wallet-id';

export function NoWalletView() {
  return (
    <div className="gs-panel" data-testid="gs-no-wallet">
      <h3 className="gs-panel__title">No wallet selected</h3>
      <p className="gs-panel__text">Choose a wallet in the list to connect to Starknet.</p>
    </div>
  );
}

export function InstallWalletView({ wallet }: { wallet: UnavailableWallet }) {
  const links = storeLinks(wallet.info);
  return (
    <div className="gs-panel" data-testid="gs-install" data-wallet-id={wallet.info.id}>
      <img className="gs-panel__icon" src={iconSrc(wallet.info.icon)} alt="" width={48} height={48} />
      <h3 className="gs-panel__title">Install {wallet.name}</h3>
      <p className="gs-panel__text">
        {wallet.name} is not installed in this browser. Get it from a store, then reload this page.
      </p>
      <ul className="gs-stores" aria-label={`Where to get ${wallet.name}`}>
        {links.map((link) => (
          <li key={link.store}>
            <a
              className="gs-store-link"
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="gs-store-link"
              data-store={link.store}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function AvailableWalletView({ wallet }: { wallet: AvailableWallet }) {
  const { connected, connect, disconnect, isConnecting, isError, attemptWalletId } = useConnect();
  const id = walletId(wallet.wallet);
  const isConnectedHere = connected !== undefined && walletId(connected.wallet) === id;
  const [account] = isConnectedHere ? connected.accounts : [];
  // The connecting and error flags belong to one attempt: show them on that wallet's panel only.
  const isThisAttempt = attemptWalletId === id;
  const state = isConnectedHere ? 'connected' : isThisAttempt && isConnecting ? 'connecting' : isThisAttempt && isError ? 'error' : 'idle';

  return (
    <div className="gs-panel" data-testid="gs-wallet-panel" data-wallet-id={walletId(wallet.wallet)}>
      <img className="gs-panel__icon" src={iconSrc(wallet.wallet.icon)} alt="" width={48} height={48} />
      <h3 className="gs-panel__title">{wallet.name}</h3>
      <p className="gs-panel__text" role="status" data-testid="gs-connection-status" data-state={state}>
        {state === 'connected' && account ? (
          <>
            Connected as <code title={account.address}>{shortAddress(account.address)}</code>
          </>
        ) : state === 'connecting' ? (
          `Waiting for ${wallet.name}. Confirm the connection in the wallet.`
        ) : state === 'error' ? (
          `Could not connect to ${wallet.name}.`
        ) : (
          `Connect ${wallet.name} to use your Starknet account here.`
        )}
      </p>
      {state === 'connected' ? (
        <button type="button" className="gs-button gs-button--secondary" data-testid="gs-panel-disconnect" onClick={() => void disconnect()}>
          Disconnect
        </button>
      ) : (
        <button
          type="button"
          className="gs-button"
          data-testid="gs-connect-wallet"
          disabled={state === 'connecting'}
          onClick={() => void connect(wallet.wallet)}
        >
          {state === 'error' ? 'Try again' : `Connect to ${wallet.name}`}
        </button>
      )}
    </div>
  );
}
