import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync, renameSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../../../compiler/cache/store.js';
import { PreviousOutput, readOutputRecord, saveOutputRecord, textHash } from '../../../compiler/cache/output-record.js';
import { createSearchFeed } from '../../../compiler/search/search-feed.js';

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
