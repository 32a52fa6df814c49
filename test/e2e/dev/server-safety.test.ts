// What `docsgen dev` must never do, whatever a request or a neighbour does: serve a file outside
// the site, talk to another origin's page, fight over a port, or leave processes behind.
import { request } from 'node:http';
import { createConnection, createServer, type Server } from 'node:net';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { copyFixture } from '../../support/site.js';
import { childProcesses, isAlive, startDev, type DevProcess } from './dev-process.js';

let root: string;
let dev: DevProcess;

beforeAll(async () => {
  root = await copyFixture('dev-site');
  dev = await startDev(root);
});

afterAll(async () => {
  await dev?.stop();
  if (root) await rm(root, { recursive: true, force: true });
});

/** Opens the live-reload websocket: 'open', or the HTTP status of the refusal. */
function connectSocket(port: number, path: string, headers: Record<string, string>): Promise<'open' | number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, { headers });
    ws.on('open', () => {
      ws.close();
      resolve('open');
    });
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode!));
    ws.on('error', () => {});
  });
}

/** A raw request: the path goes on the wire exactly as written, no URL normalization. */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: dev.port, path, headers, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('docsgen dev, requests', () => {
  it('serves nothing outside the site, however the path is spelled', async () => {
    const attempts = [
      '/..%2f..%2fetc/passwd',
      '/../../etc/passwd',
      '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/..%5c..%5cetc%5cpasswd',
      '/docsgen/..%2f..%2f..%2f..%2fetc/passwd',
      '/docsgen/../docsgen.config.ts',
      '/public/../docsgen.config.ts',
      '/hello.txt/..%2f..%2fdocsgen.config.ts',
      '/%252e%252e/%252e%252e/etc/passwd',
      '/etc/passwd%00.html',
      '/docsgen.config.ts',
      '/pages/guide.mdx',
      '/components/Note.tsx',
      '/.docsgen-cache/',
      '/docsgen/dev/../../package.json',
      '//etc/passwd',
    ];
    for (const path of attempts) {
      const { status, body } = await get(path);
      expect(status, path).toBe(404);
      expect(body, path).not.toMatch(/root:|defineConfig|export function/);
    }
  });

  it('serves pages, public files and its own client', async () => {
    expect((await get('/guide')).status).toBe(200);
    expect((await get('/guide/')).status).toBe(200);
    expect((await get('/guide.html')).status).toBe(200);
    expect(await get('/hello.txt')).toEqual({ status: 200, body: 'hello from public\n' });
    expect((await get('/docsgen/dev/client.js')).body).toContain('docsgen-dev');
  });

  it('refuses requests addressed to another host name (DNS rebinding)', async () => {
    expect((await get('/guide', { Host: 'evil.example' })).status).toBe(403);
    expect((await get('/guide', { Host: `localhost:${dev.port}` })).status).toBe(200);
  });

  it('accepts a websocket only from the page’s own origin', async () => {
    const connect = (headers: Record<string, string>) => connectSocket(dev.port, '/docsgen/dev/socket', headers);
    expect(await connect({ Origin: `http://127.0.0.1:${dev.port}` })).toBe('open');
    expect(await connect({ Origin: 'http://evil.example' })).toBe(403);
    expect(await connect({ Origin: `http://localhost:${dev.port}` })).toBe(403);
    expect(await connect({})).toBe(403);
  });

  it('refuses a websocket upgrade with a malformed Host, and goes on serving', async () => {
    for (const host of ['127.0.0.1:99999', '127.0.0.1:abc', '[::1', '127.0.0.1:5173:1', ' ']) {
      const reply = await rawUpgrade(dev.port, host);
      expect(reply, host).toMatch(/^HTTP\/1\.1 (400|403) /);
    }
    expect((await get('/guide')).status).toBe(200);
    expect(dev.output()).not.toMatch(/internal error|Uncaught|RangeError|TypeError/);
    expect(isAlive(dev.pid)).toBe(true);
  });
});

/** A websocket handshake written by hand, so the Host header goes on the wire as given. */
function rawUpgrade(port: number, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.write(
        [
          'GET /docsgen/dev/socket HTTP/1.1',
          `Host: ${host}`,
          // A well-formed Origin: only the Host is malformed.
          `Origin: http://127.0.0.1:${port}`,
          'Connection: Upgrade',
          'Upgrade: websocket',
          'Sec-WebSocket-Version: 13',
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
          '',
          '',
        ].join('\r\n'),
      );
    });
    let reply = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (reply += chunk));
    socket.on('close', () => resolve(reply));
    socket.on('error', reject);
    socket.setTimeout(10_000, () => socket.destroy());
  });
}

describe('docsgen dev with a broken config', () => {
  it('starts on the defaults and prints the config error in the terminal', async () => {
    const broken = await copyFixture('dev-site');
    await writeFile(join(broken, 'docsgen.config.ts'), "export default { title: 42, sidebar: [{ txt: 'x' }] };\n");
    const server = await startDev(broken);
    try {
      await server.waitForOutput(/invalid config \(\d+ problems?\)/);
      expect(server.output()).toContain('title: expected a string, found the number 42');
      expect(server.output()).toContain('the default config is in use until this is fixed');
      expect((await fetch(new URL('guide', server.url))).status).toBe(200);
    } finally {
      await server.stop();
      await rm(broken, { recursive: true, force: true });
    }
  });
});

describe('docsgen dev, under a base path', () => {
  it('serves the site, its assets and its websocket under the base path only', async () => {
    const based = await copyFixture('dev-site');
    const config = join(based, 'docsgen.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("title: 'Dev Site',", "title: 'Dev Site',\n  basePath: '/docs',"));
    const server = await startDev(based);
    try {
      expect(server.url).toMatch(/\/docs\/$/);
      const root = await fetch(new URL('/', server.url), { redirect: 'manual' });
      expect(root.status).toBe(302);
      expect(root.headers.get('location')).toBe('/docs/');
      const page = await fetch(new URL('/docs/guide', server.url));
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toMatch(/<script type="module" src="\/docs\/docsgen\/dev\/client\.js\?v=[\w-]+" data-docsgen-dev data-socket="\/docs\/docsgen\/dev\/socket"/);
      const stylesheet = /<link rel="stylesheet" href="(\/docs\/docsgen\/[^"]+)"/.exec(html)![1]!;
      expect((await fetch(new URL(stylesheet, server.url))).status).toBe(200);
      expect((await fetch(new URL('/guide', server.url))).status).toBe(404);
      expect((await fetch(new URL('/docs/hello.txt', server.url))).status).toBe(200);
      const origin = { Origin: `http://127.0.0.1:${server.port}` };
      expect(await connectSocket(server.port, '/docs/docsgen/dev/socket', origin)).toBe('open');
      expect(await connectSocket(server.port, '/docsgen/dev/socket', origin)).toBe(403);
    } finally {
      await server.stop();
      await rm(based, { recursive: true, force: true });
    }
  });
});

describe('docsgen dev, processes', () => {
  it('moves to the next port when the one asked for is taken, and says so', async () => {
    const blocker: Server = createServer();
    const port = await new Promise<number>((resolve) => blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as { port: number }).port)));
    // Two servers asked for the same port: the first takes it, the second moves on.
    await new Promise((resolve) => blocker.close(resolve));
    const first = await startDev(root, ['--port', String(port)]);
    try {
      expect(first.port).toBe(port);
      const second = await startDev(root, ['--port', String(port)]);
      try {
        expect(second.port).toBe(port + 1);
        expect(second.output()).toContain(`port ${port} is in use, using ${port + 1}`);
        expect((await fetch(second.url)).status).toBe(200);
      } finally {
        await second.stop();
      }
    } finally {
      await first.stop();
    }
  });

  it('stops on Ctrl+C with exit code 0, leaving no process behind', async () => {
    const server = await startDev(root);
    await server.waitForOutput(/watching for changes/);
    // The search worker and esbuild's service run by now.
    await server.waitForOutput(/search index ready|search: nothing to index/);
    const children = await childProcesses(server.pid);
    expect(children.length).toBeGreaterThan(0);
    const exit = await server.stop('SIGINT');
    expect(exit).toEqual({ code: 0, signal: null });
    await vi.waitFor(() => expect(children.filter(isAlive)).toEqual([]), { timeout: 10_000 });
    await expect(fetch(server.url)).rejects.toThrow();
  });
});
