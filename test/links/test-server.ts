// A local HTTP server for external-link tests: /ok answers 200, /missing 404, /slow takes 5 s,
// /flaky fails once with 503 then works, /hold/* takes 100 ms (to measure concurrency).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestServer {
  origin: string;
  /** Requests seen, by path. */
  hits: Map<string, number>;
  /** Most /hold/* requests in flight at once. */
  maxInFlight: number;
  close(): Promise<void>;
}

export async function startTestServer(): Promise<TestServer> {
  const hits = new Map<string, number>();
  let inFlight = 0;
  const state = { maxInFlight: 0 };
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    const seen = (hits.get(path) ?? 0) + 1;
    hits.set(path, seen);
    const held = path.startsWith('/hold/');
    if (held) inFlight++;
    state.maxInFlight = Math.max(state.maxInFlight, inFlight);
    const end = (status: number, delay = 0) =>
      setTimeout(() => {
        if (held) inFlight--;
        if (!response.destroyed) response.writeHead(status, { 'content-type': 'text/plain' }).end(`${status}`);
      }, delay);
    if (path === '/ok') end(200);
    else if (path === '/missing') end(404);
    else if (path === '/slow') end(200, 5000);
    else if (path === '/flaky') end(seen === 1 ? 503 : 200);
    else if (path.startsWith('/hold/')) end(200, 100);
    else end(404);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    get maxInFlight() {
      return state.maxInFlight;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An origin nothing listens on: a port that was free a moment ago. */
export async function closedOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
