import type { StarknetWalletAccount } from '@starknet-io/get-starknet-core';
import { useConnect } from '../../packages/modal/src/index';
import { chainName } from './format';

type ConnectionSummaryProps = {
  titleId: string;
  /** The connected wallet's account as the demo follows it (see `useLiveAccount`). */
  account: StarknetWalletAccount | undefined;
};

/** What `useConnect` reports, field by field, so readers (and tests) can watch it change. */
export function ConnectionSummary({ titleId, account }: ConnectionSummaryProps) {
  const { connected, disconnect, isConnecting, isError } = useConnect();
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
      <p className="demo-muted demo-note">
        Address and chain follow the wallet&apos;s <code>change</code> events: this demo listens to them, as{' '}
        <code>useConnect</code> does not.
      </p>
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
