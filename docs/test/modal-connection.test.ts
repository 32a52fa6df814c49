import { StandardConnect, StandardDisconnect, StarknetWalletApi, type StarknetWalletAccount, type WalletWithStarknetFeatures } from '@starknet-io/get-starknet-core';
import { describe, expect, it, vi } from 'vitest';
import { createConnection, type ConnectionState } from '../packages/modal/src/connection';
import { fakeWallet } from './fixtures';

const ACCOUNT: StarknetWalletAccount = { address: '0x1', publicKey: new Uint8Array(), chains: ['starknet:0x534e5f5345504f4c4941'], features: [] };

/** A wallet whose connect and disconnect do what the test says, and record their arguments. */
function wallet(id: string, connect: (input: unknown) => Promise<{ accounts: StarknetWalletAccount[] }>, disconnect = async () => undefined) {
  const base = fakeWallet(id);
  const connectSpy = vi.fn(connect);
  const disconnectSpy = vi.fn(disconnect);
  const features = {
    ...base.features,
    [StandardConnect]: { version: '1.0.0', connect: connectSpy },
    [StandardDisconnect]: { version: '1.0.0', disconnect: disconnectSpy },
  } as WalletWithStarknetFeatures['features'];
  return { wallet: { ...base, features } as WalletWithStarknetFeatures, connectSpy, disconnectSpy };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Every state the connection went through, in order. */
function record(connection: ReturnType<typeof createConnection>): ConnectionState[] {
  const states: ConnectionState[] = [];
  connection.subscribe(() => states.push(connection.getState()));
  return states;
}

describe('createConnection (useConnect’s rules)', () => {
  it('starts disconnected, not connecting, not in error', () => {
    expect(createConnection(() => {}).getState()).toEqual({ isConnecting: false, isError: false });
  });

  it('connects with { silent: false }, sets isConnecting meanwhile, stores the id and resolves true with an account', async () => {
    const remember = vi.fn();
    const connection = createConnection(remember);
    const pending = deferred<{ accounts: StarknetWalletAccount[] }>();
    const { wallet: w, connectSpy } = wallet('w', () => pending.promise);
    const result = connection.connect(w);
    expect(connectSpy).toHaveBeenCalledWith({ silent: false });
    expect(connection.getState()).toEqual({ isConnecting: true, isError: false });
    pending.resolve({ accounts: [ACCOUNT] });
    expect(await result).toBe(true);
    expect(connection.getState()).toMatchObject({ connected: w, isConnecting: false, isError: false });
    expect(remember).toHaveBeenCalledWith('w');
  });

  it('with zero accounts: isError, resolves false, nothing connected or stored', async () => {
    const remember = vi.fn();
    const connection = createConnection(remember);
    expect(await connection.connect(wallet('w', async () => ({ accounts: [] })).wallet)).toBe(false);
    expect(connection.getState()).toEqual({ isConnecting: false, isError: true });
    expect(remember).not.toHaveBeenCalled();
  });

  it('when the wallet throws: isError, and the same error is thrown again', async () => {
    const connection = createConnection(() => {});
    const refusal = Object.assign(new Error('USER_REFUSED_OP'), { code: 113 });
    await expect(connection.connect(wallet('w', async () => Promise.reject(refusal)).wallet)).rejects.toBe(refusal);
    expect(connection.getState()).toEqual({ isConnecting: false, isError: true });
  });

  it('the next connect resets isError', async () => {
    const connection = createConnection(() => {});
    await connection.connect(wallet('w', async () => ({ accounts: [] })).wallet);
    const states = record(connection);
    await connection.connect(wallet('w', async () => ({ accounts: [ACCOUNT] })).wallet);
    expect(states[0]).toEqual({ isConnecting: true, isError: false });
    expect(connection.getState().isError).toBe(false);
  });

  it('a wallet without starknet:walletApi ends up connected, with isError, and connect rejects with a TypeError', async () => {
    const connection = createConnection(() => {});
    const { wallet: w } = wallet('w', async () => ({ accounts: [ACCOUNT] }));
    const { [StarknetWalletApi]: _dropped, ...features } = w.features;
    const withoutApi = { ...w, features } as unknown as WalletWithStarknetFeatures;
    await expect(connection.connect(withoutApi)).rejects.toThrow(TypeError);
    expect(connection.getState()).toEqual({ connected: withoutApi, isConnecting: false, isError: true });
  });

  it('never disconnects the previous wallet: it is replaced only when the next connect succeeds', async () => {
    const connection = createConnection(() => {});
    const a = wallet('a', async () => ({ accounts: [ACCOUNT] }));
    const b = wallet('b', async () => ({ accounts: [] }));
    await connection.connect(a.wallet);
    expect(await connection.connect(b.wallet)).toBe(false);
    expect(connection.getState().connected).toBe(a.wallet);
    expect(a.disconnectSpy).not.toHaveBeenCalled();
    const c = wallet('c', async () => ({ accounts: [ACCOUNT] }));
    await connection.connect(c.wallet);
    expect(connection.getState().connected).toBe(c.wallet);
    expect(a.disconnectSpy).not.toHaveBeenCalled();
  });

  it('does not guard against parallel connects: the last to settle decides isConnecting', async () => {
    const connection = createConnection(() => {});
    const slow = deferred<{ accounts: StarknetWalletAccount[] }>();
    const a = wallet('a', () => slow.promise);
    const b = wallet('b', async () => ({ accounts: [ACCOUNT] }));
    const first = connection.connect(a.wallet);
    await connection.connect(b.wallet);
    expect(connection.getState()).toMatchObject({ connected: b.wallet, isConnecting: false });
    slow.resolve({ accounts: [ACCOUNT] });
    await first;
    // The slower wallet wins, although the user chose the other one last.
    expect(connection.getState().connected).toBe(a.wallet);
  });

  it('disconnect does nothing without a wallet; otherwise awaits the wallet, then clears connected only', async () => {
    const connection = createConnection(() => {});
    await connection.disconnect(undefined);
    const pending = deferred<undefined>();
    const a = wallet('a', async () => ({ accounts: [ACCOUNT] }), () => pending.promise);
    await connection.connect(a.wallet);
    const done = connection.disconnect(a.wallet);
    expect(connection.getState().connected).toBe(a.wallet);
    pending.resolve(undefined);
    await done;
    expect(a.disconnectSpy).toHaveBeenCalledTimes(1);
    expect(connection.getState()).toEqual({ connected: undefined, isConnecting: false, isError: false });
  });

  it('disconnect leaves isError as it was', async () => {
    const connection = createConnection(() => {});
    const a = wallet('a', async () => ({ accounts: [ACCOUNT] }));
    await connection.connect(a.wallet);
    await connection.connect(wallet('b', async () => ({ accounts: [] })).wallet);
    await connection.disconnect(a.wallet);
    expect(connection.getState()).toMatchObject({ connected: undefined, isError: true });
  });

  it('"Switch to" (disconnect not awaited, then connect): a disconnect that settles last leaves nothing connected', async () => {
    const connection = createConnection(() => {});
    const slowDisconnect = deferred<undefined>();
    const a = wallet('a', async () => ({ accounts: [ACCOUNT] }), () => slowDisconnect.promise);
    const b = wallet('b', async () => ({ accounts: [ACCOUNT] }));
    await connection.connect(a.wallet);
    const disconnecting = connection.disconnect(a.wallet);
    await connection.connect(b.wallet);
    expect(connection.getState().connected).toBe(b.wallet);
    slowDisconnect.resolve(undefined);
    await disconnecting;
    expect(connection.getState().connected).toBeUndefined();
  });

  it('a rejected wallet disconnect rejects and keeps the wallet connected', async () => {
    const connection = createConnection(() => {});
    const a = wallet('a', async () => ({ accounts: [ACCOUNT] }), async () => Promise.reject(new Error('gone')));
    await connection.connect(a.wallet);
    await expect(connection.disconnect(a.wallet)).rejects.toThrow('gone');
    expect(connection.getState().connected).toBe(a.wallet);
  });
});
