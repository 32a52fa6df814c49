// `docsgen preview`: serves a built site the way a good static host does, with node:http only.
// The rules (routes, 404 page, content types, compression, caching, path safety) live in the
// modules beside this one; this file only starts and stops the server.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { realpath, stat } from 'node:fs/promises';
import { DEFAULT_ASSETS_DIR } from '../../config/defaults.js';
import { DocsgenError } from '../errors/docsgen-error.js';
import { createPreviewHandler } from './handle-request.js';
import { normalizeBasePath } from './request-path.js';

export interface PreviewServerOptions {
  /** The built site (`dist/`). */
  dir: string;
  host?: string;
  /** 0 picks a free port (what tests use). */
  port?: number;
  /** Where the site lives on the host, e.g. '/docs'; requests outside it get 404. */
  basePath?: string;
  /** The generated files' folder (config `assetsDir`), whose hashed files are cached for good. */
  assetsDir?: string;
}

export interface PreviewServer {
  /** The site's address, base path included, ending in '/'. */
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startPreviewServer(options: PreviewServerOptions): Promise<PreviewServer> {
  const { host = '127.0.0.1', port = 4173 } = options;
  const basePath = normalizeBasePath(options.basePath ?? '');
  const root = await servedFolder(options.dir);
  const server = createServer(createPreviewHandler({ root, basePath, listenHost: host, assetsDir: options.assetsDir ?? DEFAULT_ASSETS_DIR }));
  await listen(server, host, port);
  const actualPort = (server.address() as AddressInfo).port;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}${basePath}/`,
    port: actualPort,
    close: () => close(server),
  };
}

/** The real path of `dir`: every served file is checked against it, symlinks resolved. */
async function servedFolder(dir: string): Promise<string> {
  try {
    const root = await realpath(dir);
    if ((await stat(root)).isDirectory()) return root;
  } catch {
    // Reported below, with the same message as a file in place of the folder.
  }
  throw new DocsgenError('NothingToPreview', `nothing to preview: ${dir} is not a folder`, {
    hint: 'run `docsgen build` first, or pass the folder it wrote',
  });
}

function listen(server: Server, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(listenError(error, host, port)));
    server.listen(port, host, () => resolve());
  });
}

/** A sentence for the usual reasons a port cannot be opened; anything else stays as it is. */
function listenError(cause: NodeJS.ErrnoException, host: string, port: number): Error {
  switch (cause.code) {
    case 'EADDRINUSE':
      return new DocsgenError('PortUnavailable', `port ${port} is in use on ${host}; pass --port`, {
        hint: 'another preview or dev server may still be running',
        cause,
      });
    case 'EACCES':
      return new DocsgenError('PortUnavailable', `port ${port} on ${host} needs privileges; pass --port above 1023`, { cause });
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return new DocsgenError('PortUnavailable', `cannot listen on ${host}: no such local address; pass --host`, { cause });
    default:
      return cause;
  }
}

function close(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Browsers and fetch keep idle connections open; without this, close() waits for them.
    server.closeAllConnections();
  });
}
