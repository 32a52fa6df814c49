// The preview server against a real folder on disk, over real sockets. Requests go through
// http.request or a raw socket, never fetch: fetch normalizes `..` away before sending it.
import { request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPreviewServer, type PreviewServer } from '../../compiler/preview/server.js';

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/** One request with the path sent exactly as given. */
function send(port: number, path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString() });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The whole raw response to a hand-written request line: no client library can tidy the target. */
function sendRaw(port: number, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
    socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  });
}

const SECRET = 'TOP SECRET, outside the site';
const SCRIPT = `export const greeting = 'hello';\n`.repeat(400);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

const FILES: Record<string, string | Buffer> = {
  'index.html': '<!doctype html><title>Home</title><h1>Home</h1>',
  'about.html': '<!doctype html><title>About</title><h1>About</h1>',
  'guide/index.html': '<!doctype html><title>Guide</title><h1>Guide</h1>',
  '404.html': '<!doctype html><title>Not found</title><h1>Page Not Found</h1>',
  'app.js': SCRIPT,
  'module.mjs': SCRIPT,
  'style.css': 'body { color: black; }\n'.repeat(100),
  'data.json': JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => i) }),
  'logo.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<rect/>'.repeat(100)}</svg>`,
  'notes.txt': 'plain words\n'.repeat(100),
  'page.md': '# Title\n'.repeat(100),
  'sitemap.xml': `<urlset>${'<url/>'.repeat(100)}</urlset>`,
  'tiny.txt': 'hi',
  'image.png': PNG,
  'photo.jpg': PNG,
  'favicon.ico': PNG,
  'hero.webp': PNG,
  'font.woff2': PNG,
  'docsgen/chunk-AB12CD34.js': SCRIPT,
  'docsgen/search-index.3f9a0c1d.json': '[]',
  'docsgen/loader.js': SCRIPT,
};

let tmp: string;
let dist: string;
let server: PreviewServer;

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'docsgen-preview-'));
  dist = join(tmp, 'dist');
  for (const [path, content] of Object.entries(FILES)) {
    await mkdir(dirname(join(dist, path)), { recursive: true });
    await writeFile(join(dist, path), content);
  }
  await writeFile(join(tmp, 'secret.txt'), SECRET);
  await mkdir(join(tmp, 'outside'));
  await writeFile(join(tmp, 'outside', 'index.html'), SECRET);
  await symlink(join(tmp, 'secret.txt'), join(dist, 'leak.txt'));
  await symlink(join(tmp, 'outside'), join(dist, 'leakdir'));
  await symlink(join(dist, 'about.html'), join(dist, 'alias.html'));
  server = await startPreviewServer({ dir: dist, port: 0 });
});

afterAll(async () => {
  await server?.close();
  await rm(tmp, { recursive: true, force: true });
});

describe('routes', () => {
  it('gives its address, on 127.0.0.1 by default', () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/`);
    expect(server.port).toBeGreaterThan(0);
  });

  it.each([
    ['/', 'Home'],
    ['/index.html', 'Home'],
    ['/about', 'About'],
    ['/about/', 'About'],
    ['/about.html', 'About'],
    ['/about?ref=nav#top', 'About'],
    ['/guide', 'Guide'],
    ['/guide/', 'Guide'],
    ['/guide.html', 'Guide'],
    ['/alias.html', 'About'],
  ])('%s serves the %s page', async (path, title) => {
    const reply = await send(server.port, path);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.text).toContain(`<h1>${title}</h1>`);
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    for (const path of ['/nope', '/nope/', '/guide/deeper', '/docsgen/']) {
      const reply = await send(server.port, path);
      expect(reply.status, path).toBe(404);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.text).toContain('Page Not Found');
    }
  });

  it('falls back to plain text when the site has no 404.html', async () => {
    const bare = join(tmp, 'bare');
    await mkdir(bare);
    const other = await startPreviewServer({ dir: bare, port: 0 });
    try {
      const reply = await send(other.port, '/missing');
      expect(reply.status).toBe(404);
      expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(reply.text).toBe('Not Found\n');
    } finally {
      await other.close();
    }
  });
});

describe('base path', () => {
  let based: PreviewServer;
  beforeAll(async () => {
    based = await startPreviewServer({ dir: dist, port: 0, basePath: '/docs/' });
  });
  afterAll(() => based.close());

  it('serves the site under it', async () => {
    expect(based.url).toBe(`http://127.0.0.1:${based.port}/docs/`);
    expect((await send(based.port, '/docs/')).text).toContain('Home');
    expect((await send(based.port, '/docs')).text).toContain('Home');
    expect((await send(based.port, '/docs/about')).text).toContain('About');
    expect((await send(based.port, '/docs/docsgen/chunk-AB12CD34.js')).status).toBe(200);
  });

  it('answers 404 outside it', async () => {
    for (const path of ['/', '/about', '/docsabout', '/docs/../about']) {
      const reply = await send(based.port, path);
      expect(reply.status, path).toBe(404);
      expect(reply.text).toContain('Page Not Found');
    }
  });
});

describe('content types', () => {
  it.each([
    ['/app.js', 'text/javascript; charset=utf-8'],
    ['/module.mjs', 'text/javascript; charset=utf-8'],
    ['/style.css', 'text/css; charset=utf-8'],
    ['/data.json', 'application/json'],
    ['/logo.svg', 'image/svg+xml'],
    ['/notes.txt', 'text/plain; charset=utf-8'],
    ['/page.md', 'text/markdown; charset=utf-8'],
    ['/sitemap.xml', 'application/xml'],
    ['/image.png', 'image/png'],
    ['/photo.jpg', 'image/jpeg'],
    ['/favicon.ico', 'image/x-icon'],
    ['/hero.webp', 'image/webp'],
    ['/font.woff2', 'font/woff2'],
  ])('%s is %s', async (path, type) => {
    const reply = await send(server.port, path);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe(type);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('compression', () => {
  it('prefers brotli, falls back to gzip, sends identity otherwise', async () => {
    const br = await send(server.port, '/app.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const gzip = await send(server.port, '/app.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const plain = await send(server.port, '/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(SCRIPT);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(SCRIPT));

    for (const reply of [br, gzip, plain]) expect(reply.headers.vary).toBe('Accept-Encoding');
  });

  it('compresses every text type, and neither images nor fonts', async () => {
    const headers = { 'accept-encoding': 'br' };
    for (const path of ['/', '/style.css', '/data.json', '/logo.svg', '/notes.txt', '/sitemap.xml', '/nope']) {
      expect((await send(server.port, path, { headers })).headers['content-encoding'], path).toBe('br');
    }
    for (const path of ['/image.png', '/font.woff2']) {
      const reply = await send(server.port, path, { headers });
      expect(reply.headers['content-encoding'], path).toBeUndefined();
      expect(reply.headers.vary, path).toBeUndefined();
      expect(reply.body.equals(PNG)).toBe(true);
    }
  });

  it('sends identity when compressing would not save bytes', async () => {
    const reply = await send(server.port, '/tiny.txt', { headers: { 'accept-encoding': 'br' } });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.text).toBe('hi');
  });
});

describe('caching', () => {
  it('marks hashed assets immutable and revalidates the rest', async () => {
    const immutable = 'public, max-age=31536000, immutable';
    expect((await send(server.port, '/docsgen/chunk-AB12CD34.js')).headers['cache-control']).toBe(immutable);
    expect((await send(server.port, '/docsgen/search-index.3f9a0c1d.json')).headers['cache-control']).toBe(immutable);
    expect((await send(server.port, '/docsgen/loader.js')).headers['cache-control']).toBe('no-cache');
    expect((await send(server.port, '/about')).headers['cache-control']).toBe('no-cache');
    expect((await send(server.port, '/app.js')).headers['cache-control']).toBe('no-cache');
  });

  it('answers a matching If-None-Match with 304 and no body, per encoding', async () => {
    const first = await send(server.port, '/about', { headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.etag ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await send(server.port, '/about', { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-cache');

    const weak = await send(server.port, '/about', { headers: { 'accept-encoding': 'br', 'if-none-match': `W/${etag}` } });
    expect(weak.status).toBe(304);
    // The same tag must not validate the identity body, which is other bytes.
    const identity = await send(server.port, '/about', { headers: { 'if-none-match': etag } });
    expect(identity.status).toBe(200);
    expect(identity.headers.etag).not.toBe(etag);
    const stale = await send(server.port, '/about', { headers: { 'if-none-match': '"other"' } });
    expect(stale.status).toBe(200);
  });
});

describe('methods', () => {
  it('answers HEAD with the GET headers and no body', async () => {
    const headers = { 'accept-encoding': 'gzip' };
    const get = await send(server.port, '/app.js', { headers });
    const head = await send(server.port, '/app.js', { method: 'HEAD', headers });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ['content-type', 'content-length', 'content-encoding', 'etag', 'cache-control', 'vary']) {
      expect(head.headers[name], name).toBe(get.headers[name]);
    }
    const missing = await send(server.port, '/nope', { method: 'HEAD' });
    expect(missing.status).toBe(404);
    expect(missing.body.length).toBe(0);
  });

  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'])('refuses %s with 405', async (method) => {
    const reply = await send(server.port, '/', { method });
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe('GET, HEAD');
  });
});

describe('path safety', () => {
  it.each([
    '/../secret.txt',
    '/../../../../etc/passwd',
    '/..%2f..%2fetc/passwd',
    '/..%2fsecret.txt',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/%2e%2e%2fsecret.txt',
    '/..\\..\\etc/passwd',
    '/..%5csecret.txt',
    '/%252e%252e/secret.txt',
    '//etc/passwd',
    '/guide/../../secret.txt',
    '/about.html%00',
    '/index.html%00.png',
    '/%E0%A4%A',
    '/leak.txt',
    '/leakdir/',
    '/leakdir/index.html',
  ])('never serves %s', async (path) => {
    const reply = await send(server.port, path);
    expect([400, 404]).toContain(reply.status);
    expect(reply.text).not.toContain(SECRET);
    expect(reply.text).not.toMatch(/root:.*:0:0:/);
  });

  it('holds for request lines written by hand', async () => {
    for (const target of ['/../secret.txt', '/..\\..\\etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/leak.txt']) {
      const raw = await sendRaw(server.port, target);
      expect(raw, target).toMatch(/^HTTP\/1\.1 404 /);
      expect(raw).not.toContain(SECRET);
    }
  });
});

describe('hosts', () => {
  it('refuses a request addressed to another host name (DNS rebinding), or a malformed Host', async () => {
    for (const host of ['evil.example', `evil.example:${server.port}`, 'localhost.evil.example', '127.0.0.1:99999', '127.0.0.1:abc']) {
      const reply = await send(server.port, '/', { headers: { Host: host } });
      expect(reply.status, host).toBe(403);
      expect(reply.text).not.toContain('<h1>');
    }
  });

  it('answers requests addressed to this machine', async () => {
    for (const host of [`127.0.0.1:${server.port}`, `localhost:${server.port}`, 'localhost', `docs.localhost:${server.port}`]) {
      expect((await send(server.port, '/', { headers: { Host: host } })).status, host).toBe(200);
    }
  });
});

describe('start and stop', () => {
  it('rejects a port in use with a sentence, not a stack trace', async () => {
    await expect(startPreviewServer({ dir: dist, port: server.port })).rejects.toThrow(
      new RegExp(`^port ${server.port} is in use on 127\\.0\\.0\\.1; pass --port$`),
    );
  });

  it('rejects a folder that does not exist', async () => {
    await expect(startPreviewServer({ dir: join(tmp, 'missing'), port: 0 })).rejects.toThrow(/nothing to preview/);
  });

  it('closes even while a client keeps its connection alive', async () => {
    const other = await startPreviewServer({ dir: dist, port: 0 });
    const reply = await fetch(other.url);
    expect(reply.status).toBe(200);
    await reply.text();
    await other.close();
    await expect(fetch(other.url)).rejects.toThrow();
  });
});
