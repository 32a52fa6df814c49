import { registerWallet } from './register-wallet';
import { SandboxWallet } from './sandbox-wallet';

let sandbox: SandboxWallet | undefined;

/** One sandbox wallet per page, shared by every demo on it. */
export function getSandboxWallet(): SandboxWallet {
  sandbox ??= new SandboxWallet();
  return sandbox;
}

/** Registers through the wallet-standard register event, like an installed wallet. Idempotent. */
export function registerSandboxWallet(): void {
  const wallet = getSandboxWallet();
  if (wallet.snapshot().registered) return;
  registerWallet(wallet);
  wallet.markRegistered();
}
