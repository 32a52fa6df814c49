import { isStarknetWallet, StandardConnect, StandardDisconnect, StandardEvents, StarknetWalletApi } from '@starknet-io/get-starknet-core';
import { describe, expect, it } from 'vitest';
import { SANDBOX_ADDRESSES, SandboxWallet } from '../components/sandbox/sandbox-wallet';

function setup() {
  const wallet = new SandboxWallet();
  const changes: unknown[] = [];
  wallet.features[StandardEvents].on('change', (change) => changes.push(change.accounts?.map((a) => [a.address, a.chains[0]])));
  return { wallet, changes, connect: wallet.features[StandardConnect].connect, api: wallet.features[StarknetWalletApi] };
}

describe('SandboxWallet', () => {
  it('has every Starknet feature, each with its method', () => {
    const wallet = new SandboxWallet();
    expect(isStarknetWallet(wallet)).toBe(true);
    expect(typeof wallet.features[StandardConnect].connect).toBe('function');
    expect(typeof wallet.features[StandardDisconnect].disconnect).toBe('function');
    expect(typeof wallet.features[StandardEvents].on).toBe('function');
    expect(typeof wallet.features[StarknetWalletApi].request).toBe('function');
  });

  it('uses 0x-prefixed 32-byte addresses', () => {
    for (const address of SANDBOX_ADDRESSES) expect(address).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it('never prompts on a silent connect, and gives no account before the first approval', async () => {
    const { wallet, connect } = setup();
    expect(await connect({ silent: true })).toEqual({ accounts: [] });
    expect(wallet.snapshot().prompts).toBe(0);
  });

  it('prompts once on connect, then connects silently', async () => {
    const { wallet, connect } = setup();
    const { accounts } = await connect({ silent: false });
    expect(accounts.map((a) => a.address)).toEqual([SANDBOX_ADDRESSES[0]]);
    await wallet.features[StandardDisconnect].disconnect();
    expect((await connect({ silent: true })).accounts).toHaveLength(1);
    expect(wallet.snapshot().prompts).toBe(1);
  });

  it('refuses everything while failing', async () => {
    const { wallet, connect, api } = setup();
    wallet.setFailing(true);
    await expect(connect({ silent: false })).rejects.toMatchObject({ code: 113 });
    await expect(api.request({ type: 'wallet_requestChainId' })).rejects.toMatchObject({ code: 113 });
  });

  it('emits account and chain changes while connected, and an empty list on disconnect', async () => {
    const { wallet, changes, connect } = setup();
    wallet.switchAccount();
    expect(changes).toEqual([]);
    await connect({ silent: false });
    wallet.switchAccount();
    wallet.switchChain();
    await wallet.features[StandardDisconnect].disconnect();
    expect(changes).toEqual([
      [[SANDBOX_ADDRESSES[0], 'starknet:0x534e5f5345504f4c4941']],
      [[SANDBOX_ADDRESSES[0], 'starknet:0x534e5f4d41494e']],
      [],
    ]);
  });

  it('answers wallet API requests without prompting when silent_mode is set', async () => {
    const { wallet, api } = setup();
    expect(await api.request({ type: 'wallet_requestAccounts', params: { silent_mode: true } })).toEqual([]);
    expect(await api.request({ type: 'wallet_requestChainId' })).toBe('0x534e5f5345504f4c4941');
    expect(await api.request({ type: 'wallet_getPermissions' })).toEqual([]);
    expect(wallet.snapshot().prompts).toBe(0);
    expect(await api.request({ type: 'wallet_requestAccounts' })).toEqual([SANDBOX_ADDRESSES[0]]);
    expect(await api.request({ type: 'wallet_getPermissions' })).toEqual(['accounts']);
    expect(wallet.snapshot().prompts).toBe(1);
  });

  it('switches to a known chain on request and rejects an unknown one', async () => {
    const { wallet, api } = setup();
    expect(await api.request({ type: 'wallet_switchStarknetChain', params: { chainId: '0x534e5f4d41494e' } })).toBe(true);
    expect(wallet.snapshot().chain).toBe('starknet:0x534e5f4d41494e');
    await expect(api.request({ type: 'wallet_switchStarknetChain', params: { chainId: '0x1' } })).rejects.toMatchObject({ code: 112 });
  });

  it('cannot sign: it has no keys', async () => {
    const { api } = setup();
    await expect(api.request({ type: 'wallet_signTypedData', params: {} as never })).rejects.toMatchObject({ code: 163 });
  });

  it('revoking the permission disconnects and stops silent connects', async () => {
    const { wallet, changes, connect } = setup();
    await connect({ silent: false });
    wallet.revoke();
    expect(changes).toEqual([[]]);
    expect((await connect({ silent: true })).accounts).toEqual([]);
  });
});
