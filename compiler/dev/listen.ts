// Opens the dev server's port: the one asked for, or the next free one when it is taken (a
// second `docsgen dev` beside the first just works, and says where it went).
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DocsgenError } from '../errors/docsgen-error.js';

/** How many ports after the one asked for are tried before giving up. */
const ATTEMPTS = 20;

export interface Listening {
  port: number;
  /** The port asked for, when it was taken and another was used. */
  busy?: number;
}

export async function listenOnFreePort(server: Server, host: string, port: number): Promise<Listening> {
  for (let attempt = 0; ; attempt++) {
    const candidate = port + attempt;
    try {
      await listen(server, host, candidate);
      const actual = (server.address() as AddressInfo).port;
      return attempt === 0 ? { port: actual } : { port: actual, busy: port };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Port 0 lets the system choose, so "in use" cannot happen twice; past the last attempt, say so.
      if (code === 'EADDRINUSE' && port !== 0 && attempt < ATTEMPTS - 1 && candidate < 65535) continue;
      throw listenError(error as NodeJS.ErrnoException, host, port, attempt + 1);
    }
  }
}

function listen(server: Server, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

function listenError(cause: NodeJS.ErrnoException, host: string, port: number, tried: number): Error {
  switch (cause.code) {
    case 'EADDRINUSE':
      return new DocsgenError('PortUnavailable', `ports ${port} to ${port + tried - 1} are all in use on ${host}; pass --port`, { cause });
    case 'EACCES':
      return new DocsgenError('PortUnavailable', `port ${port} on ${host} needs privileges; pass --port above 1023`, { cause });
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return new DocsgenError('PortUnavailable', `cannot listen on ${host}: no such local address; pass --host`, { cause });
    default:
      return cause;
  }
}
