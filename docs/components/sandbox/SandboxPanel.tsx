import { useId } from 'react';
import { chainName, shortAddress } from '../demo/format';
import { getSandboxWallet, registerSandboxWallet } from './sandbox';
import { useSandbox } from './use-sandbox';

/**
 * Controls for the sandbox wallet. Every demo shows it, so a reader without a wallet can try each
 * flow, and tests can make the wallet fail or change account and chain.
 */
export function SandboxPanel() {
  const state = useSandbox();
  const wallet = getSandboxWallet();
  const titleId = useId();

  return (
    <section className="demo-sandbox" aria-labelledby={titleId} data-testid="sandbox-panel">
      <h2 id={titleId}>Sandbox wallet</h2>
      <p>
        No wallet installed? Add the sandbox wallet: a wallet-standard wallet that lives in this page only. It
        approves connections on its own, holds no keys and cannot sign or send anything.
      </p>
      <div className="demo-row">
        <button
          type="button"
          className="demo-button"
          data-testid="sandbox-register"
          disabled={state.registered}
          onClick={registerSandboxWallet}
        >
          {state.registered ? 'Sandbox wallet added' : 'Add sandbox wallet'}
        </button>
        <label className="demo-toggle">
          <input
            type="checkbox"
            data-testid="sandbox-fail"
            checked={state.failing}
            onChange={(event) => wallet.setFailing(event.currentTarget.checked)}
          />
          Refuse every request
        </label>
      </div>
      <div className="demo-row">
        <button type="button" className="demo-button demo-button--secondary" data-testid="sandbox-switch-account" onClick={() => wallet.switchAccount()}>
          Switch account
        </button>
        <button type="button" className="demo-button demo-button--secondary" data-testid="sandbox-switch-chain" onClick={() => wallet.switchChain()}>
          Switch chain
        </button>
        <button type="button" className="demo-button demo-button--secondary" data-testid="sandbox-revoke" onClick={() => wallet.revoke()}>
          Revoke permission
        </button>
      </div>
      <dl className="demo-facts">
        <dt>Account</dt>
        <dd>
          <code title={state.address}>{shortAddress(state.address)}</code>
        </dd>
        <dt>Chain</dt>
        <dd>{chainName(state.chain) ?? state.chain}</dd>
        <dt>Permission</dt>
        <dd data-testid="sandbox-permission">{state.authorized ? 'granted' : 'not granted'}</dd>
        <dt>Prompts shown</dt>
        <dd data-testid="sandbox-prompts">{state.prompts}</dd>
      </dl>
      {state.activity.length > 0 && (
        <details className="demo-activity">
          <summary>What the wallet received</summary>
          <ol data-testid="sandbox-activity">
            {state.activity.map((entry, index) => (
              <li key={index}>{entry}</li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
