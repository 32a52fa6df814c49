import { useSyncExternalStore } from 'react';
import { getSandboxWallet } from './sandbox';
import type { SandboxSnapshot } from './sandbox-wallet';

// Read once: the server has no sandbox, and the first client render must agree with it.
let serverSnapshot: SandboxSnapshot | undefined;
function getServerSnapshot(): SandboxSnapshot {
  serverSnapshot ??= getSandboxWallet().snapshot();
  return serverSnapshot;
}

export function useSandbox(): SandboxSnapshot {
  const wallet = getSandboxWallet();
  return useSyncExternalStore(wallet.observe, wallet.snapshot, getServerSnapshot);
}
