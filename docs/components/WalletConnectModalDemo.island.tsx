import { useEffect, useId, useState } from 'react';
import { GetStarknetProvider, useConnect, WalletConnectModal, type WalletUiMap } from '../packages/ui/src/index';
import { ConnectionSummary } from './demo/ConnectionSummary';
import { SandboxWalletUi } from './demo/SandboxWalletUi';
import { useLiveAccount } from './demo/use-live-account';
import { SANDBOX_WALLET_ID } from './sandbox/sandbox-wallet';
import { SandboxPanel } from './sandbox/SandboxPanel';

export const hydrate = 'load';

// The sandbox wallet gets its own panel in the modal; defined once, outside the component.
const walletUi: WalletUiMap = {
  [SANDBOX_WALLET_ID]: { viewPanel: (wallet) => <SandboxWalletUi wallet={wallet} /> },
};

function Demo() {
  const [ready, setReady] = useState(false);
  const summaryId = useId();
  const { connected, disconnect } = useConnect();
  // Re-renders this component, and so the modal's button, on the wallet's account and chain
  // changes: the modal itself does not listen to them.
  const account = useLiveAccount(connected, disconnect);
  useEffect(() => setReady(true), []);

  return (
    <div className="demo" data-testid="ui-demo" data-ready={ready}>
      <div className="demo-card demo-stage">
        <WalletConnectModal walletUi={walletUi} />
      </div>
      <ConnectionSummary titleId={summaryId} account={account} />
      <SandboxPanel />
    </div>
  );
}

/** The ready-made UI: one component for the button and the dialog. */
export default function WalletConnectModalDemo() {
  return (
    <GetStarknetProvider>
      <Demo />
    </GetStarknetProvider>
  );
}
