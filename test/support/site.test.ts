import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite, cliEnvironment, copyFixture, serveDist } from './site.js';

describe('cliEnvironment', () => {
  it('runs the CLI as CI would, without what vitest adds', () => {
    const env = cliEnvironment({ EXTRA: '1', PATH: undefined });
    expect(env.CI).toBe('true');
    expect(env.NO_COLOR).toBe('1');
    expect(env.EXTRA).toBe('1');
    expect(env.PATH).toBeUndefined();
    expect(process.env.VITEST).toBeDefined(); // the premise: vitest did add these
    for (const name of ['VITEST', 'VITEST_POOL_ID', 'TEST', 'MODE', 'SSR']) expect(env[name], name).toBeUndefined();
    expect(env.NODE_ENV).not.toBe('test');
    expect(env.HOME).toBe(process.env.HOME);
  });
});

describe('buildSite', () => {
  it('returns a failed build as a result, with its output, instead of throwing', async () => {
    const result = await buildSite(join(tmpdir(), 'docsgen-no-such-site'));
    expect(result.code).not.toBe(0);
    expect(result.signal).toBeNull();
    expect(result.stderr.length + result.stdout.length).toBeGreaterThan(0);
    expect(result.outDir).toBe(join(tmpdir(), 'docsgen-no-such-site', 'dist'));
  });
});

describe('serveDist', () => {
  let dir: string | undefined;
  afterEach(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

  it('serves a folder on a free port under a base path', async () => {
    dir = await mkdtemp(join(tmpdir(), 'docsgen-serve-'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>x</title><p>served');
    const server = await serveDist(dir, { basePath: '/docs' });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/docs\/$/);
      expect(await (await fetch(server.url)).text()).toContain('served');
    } finally {
      await server.close();
    }
  });
});

describe('copyFixture', () => {
  it('fails clearly for a fixture that does not exist', async () => {
    await expect(copyFixture('no-such-fixture')).rejects.toThrow(/ENOENT.*test\/fixtures\/no-such-fixture/);
  });
});
