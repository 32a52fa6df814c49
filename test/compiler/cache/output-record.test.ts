import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync, renameSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../../../compiler/cache/store.js';
import { PreviousOutput, readOutputRecord, readSearchPack, saveOutputRecord, textHash, type PageRecord } from '../../../compiler/cache/output-record.js';
import { createSearchFeed } from '../../../compiler/search/search-feed.js';
import { generatedPages } from '../../search/fixtures.js';

/** A build that counted no page for search. */
const noSearch = createSearchFeed();

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function setup() {
  const root = mkdtempSync(join(tmpdir(), 'output-record-'));
  dirs.push(root);
  const outDir = join(root, 'dist');
  mkdirSync(join(outDir, 'a'), { recursive: true });
  writeFileSync(join(outDir, 'a', 'page.html'), 'hello');
  const store = openStore(join(root, 'cache'));
  saveOutputRecord(store, { outDir, pages: {} }, { written: new Map([['a/page.html', textHash('hello')]]), reused: new Set() }, undefined, noSearch);
  const record = readOutputRecord(store, outDir)!;
  const staging = join(root, 'staging');
  mkdirSync(staging);
  return { outDir, record, staging, previous: new PreviousOutput(outDir, record.files) };
}

describe('PreviousOutput', () => {
  it('links the very file the record stamped', () => {
    const { previous, staging, outDir } = setup();
    expect(previous.link('a/page.html', textHash('hello'), join(staging, 'page.html'))).toBe(true);
    expect(statSync(join(staging, 'page.html')).ino).toBe(statSync(join(outDir, 'a', 'page.html')).ino);
  });

  it('refuses other content, a file edited in place (even with its old time put back), a file replaced, a file gone', () => {
    const { previous, staging, outDir } = setup();
    const file = join(outDir, 'a', 'page.html');
    expect(previous.link('a/page.html', textHash('other'), join(staging, '1'))).toBe(false);
    const { atime, mtime } = statSync(file);
    writeFileSync(file, 'HELLO');
    expect(previous.link('a/page.html', textHash('hello'), join(staging, '2'))).toBe(false);
    // Same size and the old modification time restored: the time in nanoseconds still differs
    // unless set exactly; a replaced file has another inode either way.
    writeFileSync(join(outDir, 'new'), 'hello');
    utimesSync(join(outDir, 'new'), atime, mtime);
    renameSync(join(outDir, 'new'), file);
    expect(previous.link('a/page.html', textHash('hello'), join(staging, '3'))).toBe(false);
    rmSync(file);
    expect(previous.link('a/page.html', textHash('hello'), join(staging, '4'))).toBe(false);
    // Nothing is left behind by a refused link.
    expect(() => readFileSync(join(staging, '2'))).toThrow();
  });
});

describe('saveOutputRecord', () => {
  it('writes nothing when every file was linked and the record is the same', () => {
    const { record, outDir } = setup();
    const store = openStore(join(outDir, '..', 'cache'));
    const written = new Map([['a/page.html', textHash('hello')]]);
    saveOutputRecord(store, { outDir, pages: {} }, { written, reused: new Set(written.keys()) }, record, noSearch);
    expect(store.writes).toBe(0);
    saveOutputRecord(store, { outDir, pages: {}, links: 'checked' }, { written, reused: new Set(written.keys()) }, record, noSearch);
    expect(store.writes).toBeGreaterThan(0);
    expect(readOutputRecord(store, outDir)?.links).toBe('checked');
  });
});

describe('the record in shards', () => {
  /** A record of `count` pages (each a search fixture page), as a build that counted them all saves it. */
  function savedSite(count: number) {
    const { outDir } = setup();
    const store = openStore(join(outDir, '..', 'cache'));
    const infos = generatedPages(count);
    const feed = createSearchFeed();
    for (const info of infos) feed.add(info);
    const pages = Object.fromEntries(infos.map((info) => [info.route, { compiledHash: `hash of ${info.route}`, outputs: [], info: { ...info, sections: [] } } as unknown as PageRecord]));
    const written = new Map([['a/page.html', textHash('hello')]]);
    saveOutputRecord(store, { outDir, pages }, { written, reused: new Set() }, undefined, feed);
    return { store, outDir, infos, written, record: readOutputRecord(store, outDir)! };
  }

  it('reads back every page and the search pack of a site of many shards', () => {
    const { store, record, infos } = savedSite(700);
    expect(Object.keys(record.pages)).toHaveLength(700);
    expect(record.pages['/p5']?.compiledHash).toBe('hash of /p5');
    expect(record.searchPack).toHaveLength(8);
    const pack = readSearchPack(store, record)!;
    for (const info of infos) expect(pack.hashOf(info.route)).toBe(`hash of ${info.route}`);
  });

  it('a build that changed one page writes its page shard, its search shard and the record, nothing else', () => {
    const { store, outDir, record, infos, written } = savedSite(700);
    const edited = infos[42]!;
    const feed = createSearchFeed();
    const pack = readSearchPack(store, record)!;
    for (const info of infos) {
      if (info === edited) feed.add({ ...info, title: 'Edited' });
      else feed.addCounted(info, pack.page(info.route, feed.termId)!);
    }
    const pages = { ...record.pages, [edited.route]: { ...record.pages[edited.route]!, compiledHash: 'new hash' } };
    const before = store.writes;
    saveOutputRecord(store, { outDir, pages }, { written, reused: new Set(written.keys()) }, record, feed);
    expect(store.writes - before).toBe(3);
    const after = readOutputRecord(store, outDir)!;
    expect(after.pages[edited.route]?.compiledHash).toBe('new hash');
    expect(after.pages).toEqual(pages);
    expect(readSearchPack(store, after)!.hashOf(edited.route)).toBe('new hash');
    // The shards replaced are gone; the record names only stored ones.
    expect(after.searchPack!.filter((key) => !record.searchPack!.includes(key))).toHaveLength(1);
    for (const key of record.searchPack!) expect(store.touch(key)).toBe(after.searchPack!.includes(key));
  });

  it('a lost page shard: no record; a lost search shard: a record without its pack', () => {
    const a = savedSite(300);
    a.store.delete(a.record.searchPack![1]!);
    const withoutPack = readOutputRecord(a.store, a.outDir)!;
    expect(withoutPack.searchPack).toBeUndefined();
    expect(Object.keys(withoutPack.pages)).toHaveLength(300);

    const b = savedSite(300);
    const entries = readdirSync(join(b.outDir, '..', 'cache'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    // Every shard of the record's pages is an entry of its own: remove them all but the record's and the pack's.
    const keep = new Set([...b.record.searchPack!]);
    let removed = 0;
    for (const entry of entries) {
      const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
      if (!keep.has(entry.name) && text.includes('"compiledHash"') && !text.includes('"pageShards"')) {
        rmSync(join(entry.parentPath, entry.name));
        removed++;
      }
    }
    expect(removed).toBe(4);
    expect(readOutputRecord(b.store, b.outDir)).toBeUndefined();
  });
});
