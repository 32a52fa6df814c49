import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkExternal } from '../../compiler/links/external/check-external.js';
import { BROKEN_TTL_MS, ExternalCache, OK_TTL_MS } from '../../compiler/links/external/external-cache.js';
import { closedOrigin, startTestServer, type TestServer } from './test-server.js';

describe('checkExternal', () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    server = await startTestServer();
    dir = await mkdtemp(join(tmpdir(), 'docsgen-external-'));
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('tells working links from 404s, timeouts and unreachable hosts', async () => {
    const urls = [`${server.origin}/ok`, `${server.origin}/missing`, `${server.origin}/slow`, `${await closedOrigin()}/x`];
    const verdicts = await checkExternal(urls, { timeoutMs: 300, retries: 0 });
    expect(verdicts.get(urls[0]!)).toMatchObject({ ok: true, message: '200 OK' });
    expect(verdicts.get(urls[1]!)).toMatchObject({ ok: false, message: '404 Not Found' });
    expect(verdicts.get(urls[2]!)).toMatchObject({ ok: false, message: 'no answer within 300 ms' });
    expect(verdicts.get(urls[3]!)).toMatchObject({ ok: false, message: expect.stringMatching(/^network error \(ECONNREFUSED\)/) });
  });

  it('retries an answer that may be temporary', async () => {
    const url = `${server.origin}/flaky`;
    const verdicts = await checkExternal([url], { retries: 1, backoffMs: 10 });
    expect(verdicts.get(url)).toMatchObject({ ok: true });
    expect(server.hits.get('/flaky')).toBe(2);
  });

  it('keeps to the per-host limit', async () => {
    const urls = Array.from({ length: 8 }, (_, i) => `${server.origin}/hold/${i}`);
    await checkExternal(urls, { perHost: 2, concurrency: 8 });
    expect(server.maxInFlight).toBe(2);
    for (let i = 0; i < 8; i++) expect(server.hits.get(`/hold/${i}`)).toBe(1);
  });

  it('asks each URL once, and not again while the cache holds its verdict', async () => {
    const url = `${server.origin}/missing`;
    const hits = server.hits.get('/missing') ?? 0;
    await checkExternal([url, url, url], { cache: ExternalCache.inDir(dir) });
    expect(server.hits.get('/missing')).toBe(hits + 1);
    const again = await checkExternal([url], { cache: ExternalCache.inDir(dir) });
    expect(server.hits.get('/missing')).toBe(hits + 1);
    expect(again.get(url)).toMatchObject({ ok: false, message: '404 Not Found' });
  });
});

describe('ExternalCache', () => {
  it('trusts a working link for a day and a broken one for an hour', () => {
    let now = 1_000_000;
    const cache = new ExternalCache(null, () => now);
    cache.set('https://ok', { ok: true, message: '200 OK', checkedAt: now });
    cache.set('https://broken', { ok: false, message: '404 Not Found', checkedAt: now });
    now += BROKEN_TTL_MS - 1;
    expect(cache.get('https://ok')).toBeDefined();
    expect(cache.get('https://broken')).toBeDefined();
    now += 1;
    expect(cache.get('https://broken')).toBeUndefined();
    now = 1_000_000 + OK_TTL_MS;
    expect(cache.get('https://ok')).toBeUndefined();
  });
});
