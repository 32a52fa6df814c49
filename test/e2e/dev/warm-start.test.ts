// `docsgen dev` after `docsgen build` starts warm: the first request of a page with type-checked
// code blocks is answered from the persistent cache the build filled, not by type-checking again.
//
// Seen on the cache folder, not timed: reading an entry touches it (its mtime moves, the file
// stays), writing one replaces the file (a new inode). A page compiled again, or a block
// type-checked again, would write its entries anew; a page served from the cache only reads.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../../../compiler/store/store.js';
import { buildSite } from '../../support/site.js';
import { ARTIFACTS_DIR } from '../../support/paths.js';
import { DOCS_ROOT } from '../../support/docs-site.js';
import { startDev, type DevProcess } from './dev-process.js';

const CACHE = join(DOCS_ROOT, '.docsgen-cache', 'build');

interface EntryState {
  ino: number;
  mtimeMs: number;
}

function entries(): Map<string, EntryState> {
  const out = new Map<string, EntryState>();
  for (const sub of readdirSync(CACHE)) {
    if (!/^[0-9a-f]{2}$/.test(sub)) continue;
    for (const name of readdirSync(join(CACHE, sub))) {
      if (name.endsWith('.tmp')) continue;
      const stats = statSync(join(CACHE, sub, name));
      out.set(name, { ino: stats.ino, mtimeMs: stats.mtimeMs });
    }
  }
  return out;
}

let dev: DevProcess | undefined;
afterAll(async () => {
  await dev?.stop();
});

describe('docsgen dev after a build', () => {
  it('answers the first request of a twoslash page from the cache the build filled', async () => {
    // The build fills the cache (warm already when another test built docs/ in this run).
    const built = await buildSite(DOCS_ROOT, { out: join(ARTIFACTS_DIR, 'dev-warm-start-dist') });
    expect(built.code, built.stdout + built.stderr).toBe(0);
    const store = openStore(CACHE);
    const before = entries();
    const blockEntries = [...before.keys()].filter((key) => {
      const value = store.get<{ pre?: unknown; deps?: unknown }>(key);
      return value !== undefined && typeof value === 'object' && value !== null && 'pre' in value && typeof value.deps === 'string';
    });
    expect(blockEntries.length, 'the build stored the type-checked blocks').toBeGreaterThan(0);
    // Reading them above touched them: compare from here.
    const start = entries();

    dev = await startDev(DOCS_ROOT);
    const response = await fetch(new URL('core/createStore', dev.url));
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('twoslash-popup-container');
    expect(html).toContain('twoslash-hover');

    const after = entries();
    const rewritten = [...start].filter(([key, state]) => after.get(key)?.ino !== state.ino);
    expect(rewritten, 'entries written again (a page compiled or a block type-checked anew)').toEqual([]);
    const newBlocks = [...after.keys()].filter((key) => !start.has(key) && typeof store.get<{ deps?: unknown }>(key)?.deps === 'string');
    expect(newBlocks, 'code blocks type-checked by the dev server').toEqual([]);
    const read = [...start].filter(([key, state]) => after.get(key)!.mtimeMs > state.mtimeMs);
    expect(read.length, 'the page came from the cache (its entry was read)').toBeGreaterThan(0);
  }, 400_000);
});
