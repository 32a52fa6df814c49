import { StarknetWalletApi, type WalletWithStarknetFeatures } from '@starknet-io/get-starknet-core';
import { useConnect, type AvailableWallet, type UnavailableWallet } from '../../modal/src/index';
import { AlertIcon, ConnectedIcon, SpinnerIcon, StarknetMark } from './icons';
import { storeRows } from './store-rows';

/** Nothing selected yet. */
export function DefaultPreview() {
  return (
    <div className="gs-preview" data-testid="gs-no-wallet">
      <StarknetMark />
      <p className="gs-preview__title">Starknet</p>
      <p className="gs-preview__text">Connect your Starknet wallet here</p>
      <a className="gs-button" href="https://starknet.io" target="_blank" rel="noopener noreferrer">
        Learn more
      </a>
    </div>
  );
}

/** A recommended wallet that is not installed: a row per known store. */
export function UnavailableWalletPreview({ wallet }: { wallet: UnavailableWallet }) {
  return (
    <div className="gs-preview" data-testid="gs-install" data-wallet-id={wallet.info.id}>
      <img className="gs-preview__icon" src={wallet.info.icon} alt="" width={48} height={48} />
      <h3 className="gs-preview__title">Get {wallet.name}</h3>
      <ul className="gs-stores">
        {storeRows(wallet.info.downloads).map((row) => (
          <li key={row.store} className="gs-store">
            <span>{row.name}</span>
            <a
              className="gs-button gs-button--small"
              href={row.url}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="gs-store-link"
              data-store={row.store}
            >
              {row.button}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

type AvailableWalletPreviewProps = {
  wallet: AvailableWallet;
  /** The modal's connect, which does nothing while a wallet is connected. */
  handleConnect: (wallet: WalletWithStarknetFeatures) => void;
};

/**
 * An installed wallet: connecting, failed (with a retry), connected, "Switch to" another wallet,
 * or "Connect to". `isConnecting` and `isError` are the provider's, not this wallet's. As upstream,
 * the promises of `connect` are not caught: a refusal is an unhandled rejection.
 */
export function AvailableWalletPreview({ wallet, handleConnect }: AvailableWalletPreviewProps) {
  const { isConnecting, isError, connected, connect, disconnect } = useConnect();
  const isThisWallet = connected !== undefined && connected.features[StarknetWalletApi].id === wallet.wallet.features[StarknetWalletApi].id;
  const account = connected?.accounts[0];
  const state = connected ? (isThisWallet ? 'connected' : 'other') : isConnecting ? 'connecting' : isError ? 'error' : 'idle';

  return (
    <div className="gs-preview" data-testid="gs-wallet-panel" data-wallet-id={wallet.wallet.features[StarknetWalletApi].id}>
      <img className="gs-preview__icon" src={wallet.wallet.icon} alt="" width={48} height={48} />
      <h3 className="gs-preview__title">{wallet.name}</h3>
      <div className="gs-status" role="status" data-testid="gs-connection-status" data-state={state}>
        {state === 'connecting' && (
          <span className="gs-status__line">
            <SpinnerIcon /> Connecting...
          </span>
        )}
        {state === 'error' && (
          <>
            <span className="gs-status__line">
              <AlertIcon /> Failed to connect
            </span>
            <button type="button" className="gs-button" data-testid="gs-connect-wallet" onClick={() => handleConnect(wallet.wallet)}>
              Try again
            </button>
          </>
        )}
        {state === 'connected' && (
          <span className="gs-status__line">
            <ConnectedIcon /> Connected to{' '}
            <code>
              {account?.address.slice(0, 6)}...{account?.address.slice(-4)}
            </code>
          </span>
        )}
        {state === 'other' && (
          <button
            type="button"
            className="gs-button"
            data-testid="gs-connect-wallet"
            onClick={() => {
              void disconnect();
              void connect(wallet.wallet);
            }}
          >
            Switch to {wallet.name}
          </button>
        )}
        {state === 'idle' && (
          <button type="button" className="gs-button" data-testid="gs-connect-wallet" onClick={() => void connect(wallet.wallet)}>
            Connect to {wallet.name}
          </button>
        )}
      </div>
    </div>
  );
}
