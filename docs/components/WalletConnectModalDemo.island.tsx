import { useEffect, useId, useState } from 'react';
import { GetStarknetProvider, WalletConnectModal } from '../packages/ui/src/index';
import { ConnectionSummary } from './demo/ConnectionSummary';
import { SandboxPanel } from './sandbox/SandboxPanel';

export const hydrate = 'load';

/** The ready-made UI: one component for the button and the dialog. */
export default function WalletConnectModalDemo() {
  const [ready, setReady] = useState(false);
  const summaryId = useId();
  useEffect(() => setReady(true), []);

  return (
    <GetStarknetProvider>
      <div className="demo" data-testid="ui-demo" data-ready={ready}>
        <div className="demo-card demo-stage">
          <WalletConnectModal />
        </div>
        <ConnectionSummary titleId={summaryId} />
        <SandboxPanel />
      </div>
    </GetStarknetProvider>
  );
}
