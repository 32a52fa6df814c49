import { mkdirSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../../compiler/store/store.js';
import { PreviousOutput, readOutputRecord, saveOutputRecord, textHash, type PageRecord } from '../../../compiler/cache/output-record.js';
import { partKey, type PartRecord } from '../../../compiler/search/search-parts.js';
import { generatedPages } from '../../search/fixtures.js';
import { tempDir } from '../../support/temp-dir.js';

function setup() {
  const root = tempDir('output-record-', { in: 'system' });
  const outDir = join(root, 'dist');
  mkdirSync(join(outDir, 'a'), { recursive: true });
  writeFileSync(join(outDir, 'a', 'page.html'), 'hello');
  const store = openStore(join(root, 'cache'));
  saveOutputRecord(store, { outDir, pages: {} }, { written: new Map([['a/page.html', textHash('hello')]]), reused: new Set() }, undefined);
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

describe('PreviousOutput.read', () => {
  it('gives the bytes of the very file recorded, and nothing once it changed or is gone', () => {
    const { previous, outDir } = setup();
    expect(previous.read('a/page.html')?.toString()).toBe('hello');
    expect(previous.read('a/other.html')).toBeUndefined();
    writeFileSync(join(outDir, 'a', 'page.html'), 'hello again');
    expect(previous.read('a/page.html')).toBeUndefined();
    rmSync(join(outDir, 'a', 'page.html'));
    expect(previous.read('a/page.html')).toBeUndefined();
  });
});

describe('saveOutputRecord', () => {
  it('writes nothing when every file was linked and the record is the same', () => {
    const { record, outDir } = setup();
    const store = openStore(join(outDir, '..', 'cache'));
    const written = new Map([['a/page.html', textHash('hello')]]);
    saveOutputRecord(store, { outDir, pages: {} }, { written, reused: new Set(written.keys()) }, record);
    expect(store.writes).toBe(0);
    saveOutputRecord(store, { outDir, pages: {}, links: 'checked' }, { written, reused: new Set(written.keys()) }, record);
    expect(store.writes).toBeGreaterThan(0);
    expect(readOutputRecord(store, outDir)?.links).toBe('checked');
  });
});

describe('the record in shards', () => {
  /** A record of `count` pages (each a search fixture page) and its search index parts, as a build saves it. */
  function savedSite(count: number) {
    const { outDir } = setup();
    const store = openStore(join(outDir, '..', 'cache'));
    const infos = generatedPages(count);
    const pages = Object.fromEntries(infos.map((info) => [info.route, { compiledHash: `hash of ${info.route}`, outputs: [], info: { ...info, sections: [] } } as unknown as PageRecord]));
    const searchParts = partsOf(store, infos.map((info) => [info.route, pages[info.route]!.compiledHash]));
    const written = new Map([['a/page.html', textHash('hello')]]);
    saveOutputRecord(store, { outDir, pages, searchParts }, { written, reused: new Set() }, undefined);
    return { store, outDir, infos, written, record: readOutputRecord(store, outDir)! };
  }

  /** Parts of ten pages each, stored (their text does not matter here). */
  function partsOf(store: ReturnType<typeof openStore>, pages: [string, string][]): PartRecord[] {
    const parts: PartRecord[] = [];
    for (let i = 0; i < pages.length; i += 10) {
      const part = { key: partKey(pages.slice(i, i + 10)), pages: pages.slice(i, i + 10), written: textHash(`part ${i}`) };
      if (!store.touch(part.key)) store.set(part.key, `part ${i}`);
      parts.push(part);
    }
    return parts;
  }

  it('reads back every page and the search index parts of a site of many shards', () => {
    const { record } = savedSite(700);
    expect(Object.keys(record.pages)).toHaveLength(700);
    expect(record.pages['/p5']?.compiledHash).toBe('hash of /p5');
    expect(record.searchParts).toHaveLength(70);
    expect(record.searchParts![0]!.pages[3]).toEqual(['/p3', 'hash of /p3']);
  });

  it('a build that changed one page writes its page shard and the record, nothing else, and deletes the part no record names', () => {
    const { store, outDir, record, infos, written } = savedSite(700);
    const edited = infos[42]!;
    const pages = { ...record.pages, [edited.route]: { ...record.pages[edited.route]!, compiledHash: 'new hash' } };
    const searchParts = partsOf(store, infos.map((info) => [info.route, pages[info.route]!.compiledHash]));
    const before = store.writes;
    saveOutputRecord(store, { outDir, pages, searchParts }, { written, reused: new Set(written.keys()) }, record);
    // One page shard and the record (the new part was stored by the build that made it, above).
    expect(store.writes - before).toBe(2);
    const after = readOutputRecord(store, outDir)!;
    expect(after.pages[edited.route]?.compiledHash).toBe('new hash');
    expect(after.pages).toEqual(pages);
    expect(after.searchParts).toEqual(searchParts);
    const replaced = record.searchParts!.filter((part) => !searchParts.some((now) => now.key === part.key));
    expect(replaced).toHaveLength(1);
    for (const part of record.searchParts!) expect(store.touch(part.key)).toBe(part !== replaced[0]);
  });

  it('a lost page shard: no record', () => {
    const b = savedSite(300);
    const entries = readdirSync(join(b.outDir, '..', 'cache'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    // Every shard of the record's pages is an entry of its own: remove them all but the record's.
    let removed = 0;
    for (const entry of entries) {
      const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
      if (text.includes('"compiledHash"') && !text.includes('"pageShards"')) {
        rmSync(join(entry.parentPath, entry.name));
        removed++;
      }
    }
    expect(removed).toBe(4);
    expect(readOutputRecord(b.store, b.outDir)).toBeUndefined();
  });
});
