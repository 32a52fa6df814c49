import { useConnect, type AvailableWallet } from '../../packages/modal/src/index';
import { iconSrc } from './icon-src';

/**
 * A custom panel registered for the sandbox wallet's id: what a wallet with its own login flow
 * (email, passkey…) would show instead of the default "Connect" panel. It connects with
 * `useConnect().connect`, which rejects when the wallet refuses: the panel catches that, and
 * shows `isError`.
 */
export function SandboxWalletUi({ wallet }: { wallet: AvailableWallet }) {
  const { connect, connected, isConnecting, isError } = useConnect();
  const isConnected = connected === wallet.wallet;

  return (
    <div className="demo-panel" data-testid="sandbox-custom-ui">
      <img className="demo-panel__icon" src={iconSrc(wallet.wallet.icon)} alt="" width={48} height={48} />
      <h3>{wallet.name}</h3>
      <p className="demo-muted">
        This panel is the sandbox wallet&apos;s own UI, registered for the id <code>sandbox</code>.
      </p>
      {isConnected ? (
        <p role="status">Connected.</p>
      ) : (
        <>
          {isError && <p role="status">The wallet refused.</p>}
          <button
            type="button"
            className="demo-button"
            data-testid="sandbox-ui-connect"
            disabled={isConnecting}
            onClick={() => connect(wallet.wallet).catch(() => undefined)}
          >
            {isConnecting ? 'Connecting…' : 'Connect'}
          </button>
        </>
      )}
    </div>
  );
}
