import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompressionCache, negotiateEncoding } from '../../compiler/preview/encoding.js';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['GZIP ; Q=0.8', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['deflate', null],
  ] as const)('%j → %j', (header, expected) => expect(negotiateEncoding(header)).toBe(expected));
});

describe('CompressionCache', () => {
  let dir: string;
  const text = 'const answer = 42;\n'.repeat(500);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'docsgen-encoding-'));
    await writeFile(join(dir, 'app.js'), text);
    await writeFile(join(dir, 'tiny.txt'), 'hi');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('compresses once per file, encoding and version', async () => {
    const cache = new CompressionCache();
    const file = join(dir, 'app.js');
    const [first, concurrent] = [cache.get(file, 'v1', 'br'), cache.get(file, 'v1', 'br')];
    expect(concurrent).toBe(first);
    expect(brotliDecompressSync((await first)!).toString()).toBe(text);
    expect(gunzipSync((await cache.get(file, 'v1', 'gzip'))!).toString()).toBe(text);

    const rebuilt = 'export {};\n'.repeat(100);
    await writeFile(file, rebuilt);
    expect(cache.get(file, 'v1', 'br')).toBe(first);
    expect(brotliDecompressSync((await cache.get(file, 'v2', 'br'))!).toString()).toBe(rebuilt);
  });

  it('gives null when compressing would not save bytes', async () => {
    expect(await new CompressionCache().get(join(dir, 'tiny.txt'), 'v1', 'br')).toBeNull();
  });

  it('forgets a failure so the next request retries', async () => {
    const cache = new CompressionCache();
    const missing = join(dir, 'later.js');
    await expect(cache.get(missing, 'v1', 'gzip')).rejects.toThrow(/ENOENT/);
    await writeFile(missing, text);
    expect(gunzipSync((await cache.get(missing, 'v1', 'gzip'))!).toString()).toBe(text);
  });
});
