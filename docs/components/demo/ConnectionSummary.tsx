import { useConnect } from '../../packages/modal/src/index';
import { chainName } from '../../packages/modal/src/format';

/** What `useConnect` reports, field by field, so readers (and tests) can watch it change. */
export function ConnectionSummary({ titleId }: { titleId: string }) {
  const { connected, disconnect, isConnecting, isError } = useConnect();
  const [account] = connected?.accounts ?? [];
  const chain = account?.chains[0];

  return (
    <section className="demo-card" aria-labelledby={titleId} data-testid="connection-summary">
      <h2 id={titleId}>useConnect()</h2>
      <dl className="demo-facts">
        <dt>isConnecting</dt>
        <dd data-testid="is-connecting">{String(isConnecting)}</dd>
        <dt>isError</dt>
        <dd data-testid="is-error">{String(isError)}</dd>
        <dt>connected</dt>
        <dd data-testid="connected-wallet">{connected?.name ?? 'undefined'}</dd>
        <dt>Address</dt>
        <dd>
          <code data-testid="account-address">{account?.address ?? ''}</code>
        </dd>
        <dt>Chain</dt>
        <dd>
          <code data-testid="account-chain">{chain ?? ''}</code> <span className="demo-muted">{chainName(chain)}</span>
        </dd>
      </dl>
      <button
        type="button"
        className="demo-button demo-button--secondary"
        data-testid="disconnect"
        disabled={!connected}
        onClick={() => void disconnect()}
      >
        Disconnect
      </button>
    </section>
  );
}
