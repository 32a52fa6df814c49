import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { listenOnFreePort } from '../../compiler/dev/listen.js';
import { DocsgenError } from '../../compiler/errors/docsgen-error.js';

const servers: Server[] = [];
const server = () => {
  const created = createServer();
  servers.push(created);
  return created;
};
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

describe('listenOnFreePort', () => {
  it('takes the port asked for when it is free, and the next one when it is not', async () => {
    const first = await listenOnFreePort(server(), '127.0.0.1', 0);
    expect(first.busy).toBeUndefined();
    const taken = first.port;
    const second = await listenOnFreePort(server(), '127.0.0.1', taken);
    expect(second.busy).toBe(taken);
    expect(second.port).toBeGreaterThan(taken);
  });

  it('says what to do when the address cannot be used', async () => {
    const error = await listenOnFreePort(server(), '203.0.113.7', 0).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocsgenError);
    expect((error as DocsgenError).code).toBe('PortUnavailable');
    expect((error as DocsgenError).message).toMatch(/203\.0\.113\.7.*--host/);
  });
});
