import { useConnect, type AvailableWallet } from '../../packages/modal/src/index';
import { iconSrc } from '../../packages/modal/src/icon-src';

/**
 * A custom screen registered for the sandbox wallet's id through `walletUi`: what a wallet with
 * its own login flow (email, passkey…) would ship in place of the default "Connect" screen.
 */
export function SandboxWalletUi({ wallet }: { wallet: AvailableWallet }) {
  const { connect, connected, isConnecting } = useConnect();
  const isConnected = connected?.wallet === wallet.wallet;

  return (
    <div className="gs-panel" data-testid="sandbox-custom-ui">
      <img className="gs-panel__icon" src={iconSrc(wallet.wallet.icon)} alt="" width={48} height={48} />
      <h3 className="gs-panel__title">{wallet.name}</h3>
      <p className="gs-panel__text">
        This screen is the sandbox wallet&apos;s own UI, registered for the id <code>sandbox</code> with{' '}
        <code>walletUi</code>.
      </p>
      {isConnected ? (
        <p className="gs-panel__text" role="status">
          Connected.
        </p>
      ) : (
        <div className="demo-row">
          <button
            type="button"
            className="demo-button demo-button--secondary"
            data-testid="sandbox-ui-connect-silent"
            disabled={isConnecting}
            onClick={() => void connect(wallet.wallet, { silent: true })}
          >
            Connect silently
          </button>
          <button
            type="button"
            className="demo-button"
            data-testid="sandbox-ui-connect"
            disabled={isConnecting}
            onClick={() => void connect(wallet.wallet)}
          >
            Connect
          </button>
        </div>
      )}
    </div>
  );
}
