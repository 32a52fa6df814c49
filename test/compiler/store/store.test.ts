import { execFileSync } from 'node:child_process';
import { hash, randomBytes } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheKey, NO_CACHE, openStore, pruneStore } from '../../../compiler/store/store.js';
import { seal } from '../../../config/cache-seal.js';
import { tempDir } from '../../support/temp-dir.js';

function freshDir(): string {
  const dir = tempDir('docsgen-store-', { in: 'system' });
  return join(dir, 'build');
}

const entryFile = (dir: string, key: string) => join(dir, key.slice(0, 2), key);

describe('the cache store', () => {
  it('gives back what was set, and nothing for a key never set', () => {
    const store = openStore(freshDir());
    const key = cacheKey('a', 1);
    store.set(key, { html: '<p>é</p>', n: [1, 2] });
    expect(store.get(key)).toEqual({ html: '<p>é</p>', n: [1, 2] });
    expect(store.get(cacheKey('a', 2))).toBeUndefined();
  });

  it('keeps a string as its very text (no JSON escaping), and reads entries of either kind', () => {
    const dir = freshDir();
    const store = openStore(dir);
    const text = '{"v":1,"quote":"\\"é\\"","line":"a\\nb"}\n';
    store.set(cacheKey('text'), text);
    expect(store.get(cacheKey('text'))).toBe(text);
    const file = readFileSync(entryFile(dir, cacheKey('text')), 'utf8');
    expect(file.slice(file.indexOf('\n') + 1)).toBe(text);
    // A string stored as JSON by an earlier docsgen is still that string.
    store.set(cacheKey('json'), { s: text });
    expect(store.get<{ s: string }>(cacheKey('json'))?.s).toBe(text);
    // A text entry altered is a miss like any other.
    writeFileSync(entryFile(dir, cacheKey('text')), file.replace('quote', 'quota'));
    expect(store.get(cacheKey('text'))).toBeUndefined();
  });

  it('treats a truncated, altered or foreign entry as missing, and deletes it', () => {
    const dir = freshDir();
    const store = openStore(dir);
    const keys = ['truncated', 'altered', 'foreign', 'empty'].map((name) => cacheKey(name));
    for (const key of keys) store.set(key, { text: 'x'.repeat(500) });
    const [truncated, altered, foreign, empty] = keys.map((key) => entryFile(dir, key));
    writeFileSync(truncated!, readFileSync(truncated!).subarray(0, 200));
    writeFileSync(altered!, readFileSync(altered!, 'utf8').replace('xxx', 'xyx'));
    writeFileSync(foreign!, '{"text":"not ours"}');
    writeFileSync(empty!, '');
    for (const key of keys) expect(store.get(key)).toBeUndefined();
    for (const file of [truncated, altered, foreign, empty]) expect(() => readFileSync(file!)).toThrow();
    // And the key can be written again.
    store.set(keys[0]!, { text: 'again' });
    expect(store.get(keys[0]!)).toEqual({ text: 'again' });
  });

  it('leaves no temporary files behind and keeps the cache out of git', () => {
    const dir = freshDir();
    const store = openStore(dir);
    for (let i = 0; i < 20; i++) store.set(cacheKey(i), { i });
    const names = readdirSync(dir, { recursive: true }).map(String);
    expect(names.some((name) => name.endsWith('.tmp'))).toBe(false);
    expect(readFileSync(join(dir, '..', '.gitignore'), 'utf8')).toBe('*\n');
  });

  it('prunes the entries used longest ago down to the size bound', () => {
    const dir = freshDir();
    const store = openStore(dir);
    const keys = Array.from({ length: 10 }, (_, i) => cacheKey('entry', i));
    keys.forEach((key, i) => {
      store.set(key, { body: 'y'.repeat(1000) });
      // Entry i was last used i minutes ago... in reverse: the first keys are the oldest.
      const when = new Date(Date.now() - (10 - i) * 60_000);
      utimesSync(entryFile(dir, key), when, when);
    });
    // Reading an entry makes it recent.
    expect(store.get(keys[0]!)).toBeDefined();
    const size = readFileSync(entryFile(dir, keys[1]!)).length;
    const removed = pruneStore(dir, size * 5);
    expect(removed).toBeGreaterThanOrEqual(5);
    const left = keys.filter((key) => store.get(key) !== undefined);
    expect(left).toContain(keys[0]);
    expect(left).toContain(keys[9]);
    expect(left).not.toContain(keys[1]);
    expect(left.length).toBeLessThanOrEqual(5);
    expect(pruneStore(dir, 10 * 1024 * 1024)).toBe(0);
  });

  it('reads again only the subfolders that changed since the last prune', () => {
    const dir = freshDir();
    const store = openStore(dir);
    const keys = Array.from({ length: 40 }, (_, i) => cacheKey('entry', i));
    for (const key of keys) store.set(key, 'x'.repeat(1000));
    const size = readFileSync(entryFile(dir, keys[0]!)).length;
    expect(pruneStore(dir, size * 100)).toBe(0);
    // The summary says every subfolder is empty: as long as their times do not move, it stands.
    const summaryFile = join(dir, 'sizes.json');
    const summary = JSON.parse(readFileSync(summaryFile, 'utf8')) as { subs: Record<string, { bytes: number }> };
    expect(Object.values(summary.subs).reduce((sum, sub) => sum + sub.bytes, 0)).toBe(size * 40);
    for (const sub of Object.values(summary.subs)) sub.bytes = 0;
    writeFileSync(summaryFile, JSON.stringify(summary));
    expect(pruneStore(dir, size * 5)).toBe(0);
    // An entry written moves its folder's time: that folder is read again, over the bound, pruned.
    store.set(cacheKey('big'), 'z'.repeat(size * 70));
    expect(pruneStore(dir, size * 5)).toBeGreaterThan(0);
    const left = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && /^[0-9a-f]{64}$/.test(e.name));
    expect(left.reduce((sum, e) => sum + statSync(join(e.parentPath, e.name)).size, 0)).toBeLessThanOrEqual(size * 4.5);
    // The summary was dropped with the entries: the next prune reads every folder.
    expect(() => readFileSync(summaryFile)).toThrow();
  });

  it('keys lists of parts apart however their text joins', () => {
    expect(cacheKey('ab', 'c')).not.toBe(cacheKey('a', 'bc'));
    expect(cacheKey('a', undefined)).not.toBe(cacheKey('a', 'undefined '));
    expect(cacheKey('a', 1)).toBe(cacheKey('a', '1'));
  });

  it('keeps nothing when disabled', () => {
    NO_CACHE.set(cacheKey('x'), 1);
    expect(NO_CACHE.get(cacheKey('x'))).toBeUndefined();
  });

  it('refuses an entry forged without the secret, however well checksummed, and counts it', () => {
    const dir = freshDir();
    const store = openStore(dir);
    const key = cacheKey('page');
    store.set(key, { html: '<p>mine</p>' });
    const body = JSON.stringify({ html: '<script>theirs()</script>' });
    const forgeries = [
      // The format before seals: a SHA-1 anyone can compute.
      `docsgen-cache-entry 1 ${hash('sha1', body)} ${body.length}\n${body}`,
      // Sealed, with a secret that is not this machine's.
      `docsgen-cache-entry 2 ${seal(randomBytes(32), ['docsgen-cache-entry 2', key, body])} ${body.length}\n${body}`,
    ];
    for (const forged of forgeries) {
      writeFileSync(entryFile(dir, key), forged);
      expect(store.get(key)).toBeUndefined();
      expect(existsSync(entryFile(dir, key))).toBe(false);
    }
    expect(store.refused).toBe(1);
  });

  it('refuses an entry moved under another key (each carries its own key in its seal)', () => {
    const dir = freshDir();
    const store = openStore(dir);
    const [a, b] = [cacheKey('page a'), cacheKey('page b')];
    store.set(a, { html: 'A' });
    store.set(b, { html: 'B' });
    const fileA = readFileSync(entryFile(dir, a));
    writeFileSync(entryFile(dir, b), fileA);
    expect(store.get(b)).toBeUndefined();
    expect(store.get(a)).toEqual({ html: 'A' });
  });

  it('never reads through a link, a FIFO or a folder put where an entry or a subfolder belongs', () => {
    const dir = freshDir();
    const store = openStore(dir);
    const outside = tempDir('docsgen-outside-', { in: 'system' });
    writeFileSync(join(outside, 'secret.txt'), 'not the cache');
    const [linked, fifo, folder] = [cacheKey('linked'), cacheKey('fifo'), cacheKey('folder')];
    for (const key of [linked, fifo, folder]) mkdirSync(join(dir, key.slice(0, 2)), { recursive: true });
    symlinkSync(join(outside, 'secret.txt'), entryFile(dir, linked));
    execFileSync('mkfifo', [entryFile(dir, fifo)]);
    mkdirSync(entryFile(dir, folder));
    // A FIFO would block a read for ever: it is not opened for reading at all.
    for (const key of [linked, fifo, folder]) expect(store.get(key)).toBeUndefined();
    for (const key of [linked, fifo, folder]) expect(lstatSync(entryFile(dir, key), { throwIfNoEntry: false })).toBeUndefined();
    expect(readFileSync(join(outside, 'secret.txt'), 'utf8')).toBe('not the cache');
  });

  it('replaces a subfolder that is a link instead of writing through it, and prunes nothing through one', () => {
    const dir = freshDir();
    const outside = tempDir('docsgen-outside-', { in: 'system' });
    const key = cacheKey('entry');
    // Files of the folder the link leads to, named like entries, old and large: pruning must not see them.
    for (let i = 0; i < 5; i++) writeFileSync(join(outside, cacheKey('victim', i)), 'v'.repeat(10_000));
    const old = new Date(Date.now() - 86_400_000);
    for (const name of readdirSync(outside)) utimesSync(join(outside, name), old, old);
    mkdirSync(dir, { recursive: true });
    symlinkSync(outside, join(dir, 'ff'));
    expect(pruneStore(dir, 100)).toBe(0);
    expect(readdirSync(outside)).toHaveLength(5);
    symlinkSync(outside, join(dir, key.slice(0, 2)));
    const store = openStore(dir);
    store.set(key, { v: 1 });
    expect(lstatSync(join(dir, key.slice(0, 2))).isDirectory()).toBe(true);
    expect(store.get(key)).toEqual({ v: 1 });
    expect(readdirSync(outside)).toHaveLength(5);
  });

  it('replaces the cache folder itself when it is a link', () => {
    const parent = tempDir('docsgen-store-', { in: 'system' });
    const outside = tempDir('docsgen-outside-', { in: 'system' });
    symlinkSync(outside, join(parent, 'build'));
    const store = openStore(join(parent, 'build'));
    store.set(cacheKey('x'), 1);
    expect(readdirSync(outside)).toEqual([]);
    expect(store.get(cacheKey('x'))).toBe(1);
  });

  it('costs nothing but its entries when it cannot be written', () => {
    const parent = tempDir('docsgen-store-', { in: 'system' });
    writeFileSync(join(parent, 'blocked'), 'a file where the cache folder should be');
    const store = openStore(join(parent, 'blocked', 'build'));
    expect(() => store.set(cacheKey('x'), { v: 1 })).not.toThrow();
    expect(store.get(cacheKey('x'))).toBeUndefined();
    expect(store.filePath(cacheKey('x'))).toBeNull();
    expect(() => store.delete(cacheKey('x'))).not.toThrow();
    expect(pruneStore(join(parent, 'blocked', 'build'), 0)).toBe(0);
  });
});
