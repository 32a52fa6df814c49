// The output record's large maps are stored in shards, and a build writes only the shards whose
// entries it changed: what is read back must always be exactly what was written.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readShards, shardCount, shardOf, writeShards } from '../../../compiler/store/record-shards.js';
import { openStore } from '../../../compiler/store/store.js';
import { tempDir } from '../../support/temp-dir.js';

function freshStore() {
  const dir = tempDir('record-shards-', { in: 'system' });
  return openStore(join(dir, 'build'));
}

const entriesOf = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`/page-${i}`, { title: `Page ${i}`, links: [i, i + 1] }]));

describe('shards of the output record', () => {
  it('one shard for a small site, a power of two more as it grows, at most 256', () => {
    expect([0, 1, 100].map(shardCount)).toEqual([1, 1, 1]);
    expect([101, 200, 201, 4000, 10_000, 1_000_000].map(shardCount)).toEqual([2, 2, 4, 64, 128, 256]);
    for (const name of ['/', '/a', '/section-7/page-7', 'é']) {
      expect(shardOf(name, 64)).toBe(shardOf(name, 64));
      expect(shardOf(name, 64)).toBeGreaterThanOrEqual(0);
      expect(shardOf(name, 64)).toBeLessThan(64);
    }
  });

  it('reads back what was written, whatever was written before', () => {
    const store = freshStore();
    const first = entriesOf(1000);
    const { list } = writeShards(store, 'out', first, undefined);
    expect(list.keys).toHaveLength(16);
    const read = readShards<(typeof first)[string]>(store, list)!;
    expect(read.entries).toEqual(first);
    expect(read.sizes.reduce((a, b) => a + b, 0)).toBe(1000);
  });

  it('writes only the shards holding an entry that is not the one read: edited, added or removed', () => {
    const store = freshStore();
    const { list } = writeShards(store, 'out', entriesOf(1000), undefined);
    const read = readShards<{ title: string; links: number[] }>(store, list)!;

    const before = store.writes;
    const same = writeShards(store, 'out', { ...read.entries }, read);
    expect(store.writes).toBe(before);
    expect(same.list.keys).toEqual(list.keys);
    expect(same.replaced).toEqual([]);

    // An entry with the same content but another object is written again (it is not known to be
    // the same without encoding it), under the same key: nothing replaced.
    const copied = writeShards(store, 'out', { ...read.entries, '/page-3': { ...read.entries['/page-3']! } }, read);
    expect(store.writes).toBe(before + 1);
    expect(copied.list.keys).toEqual(list.keys);
    expect(copied.replaced).toEqual([]);

    const edited: Record<string, { title: string; links: number[] }> = { ...read.entries, '/page-3': { title: 'Edited', links: [] } };
    delete edited['/page-500'];
    edited['/page-new'] = { title: 'New', links: [] };
    const changed = new Set([shardOf('/page-3', 16), shardOf('/page-500', 16), shardOf('/page-new', 16)]);
    const next = writeShards(store, 'out', edited, read);
    expect(store.writes).toBe(before + 1 + changed.size);
    expect(next.replaced.sort()).toEqual([...changed].map((place) => list.keys[place]!).sort());
    for (const [place, key] of next.list.keys.entries()) expect(key === list.keys[place]).toBe(!changed.has(place));
    expect(readShards(store, next.list)!.entries).toEqual(edited);
  });

  it('a site that grows past a shard count writes every shard anew, and replaces the old ones', () => {
    const store = freshStore();
    const { list } = writeShards(store, 'out', entriesOf(100), undefined);
    const read = readShards<{ title: string; links: number[] }>(store, list)!;
    const grown = { ...read.entries, ...entriesOf(101) };
    const next = writeShards(store, 'out', grown, read);
    expect(next.list.keys).toHaveLength(2);
    expect(next.replaced).toEqual(list.keys);
    expect(readShards(store, next.list)!.entries).toEqual(grown);
  });

  it('a shard missing or corrupt: the map is not read at all', () => {
    const store = freshStore();
    const { list } = writeShards(store, 'out', entriesOf(300), undefined);
    const [first, second] = list.keys as string[];
    store.delete(first!);
    expect(readShards(store, list)).toBeUndefined();
    writeFileSync(join(store.dir!, second!.slice(0, 2), second!), 'docsgen-cache-entry 1 0000 3\n{}}');
    expect(readShards(store, { keys: [second!] })).toBeUndefined();
    expect(readShards(store, { keys: 'nope' } as never)).toBeUndefined();
  });
});
