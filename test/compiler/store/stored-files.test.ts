// Output files kept in the cache as they are (compiler/store/stored-files.ts): written once and
// linked into the output; taken back only while they hold exactly the content their name says,
// whatever was done to an output file linked to them; written directly where the cache cannot be
// linked from.
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { textHash } from '../../../compiler/store/dependencies.js';
import { linkStored, readStored, storedFileKey, writeNewFile, writeThroughStore } from '../../../compiler/store/stored-files.js';
import { NO_CACHE, openStore } from '../../../compiler/store/store.js';

const temporary: string[] = [];
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function scratch(parent = tmpdir()): string {
  const dir = mkdtempSync(join(parent, 'docsgen-stored-files-'));
  temporary.push(dir);
  return dir;
}

/** Overwrites bytes of `file` in place (same file, as an editor that saves in place does). */
function editInPlace(file: string, text: string): void {
  const fd = openSync(file, 'r+');
  writeSync(fd, text, 20);
  closeSync(fd);
}

const PAGE = '<!DOCTYPE html><html><body>A page of the site.</body></html>';

/** A scratch folder with a cache and an output folder, PAGE written to out/page.html through the cache. */
async function pageWrittenThroughStore(): Promise<{ dir: string; store: ReturnType<typeof openStore>; h: string; stored: string }> {
  const dir = scratch();
  const store = openStore(join(dir, 'cache'));
  mkdirSync(join(dir, 'out'));
  const h = textHash(PAGE);
  await writeThroughStore(store, h, PAGE, join(dir, 'out', 'page.html'));
  return { dir, store, h, stored: store.filePath(storedFileKey(h))! };
}

describe('stored output files', () => {
  it('are written once into the cache and linked to the output; a later build links them back', async () => {
    const { dir, store, h, stored } = await pageWrittenThroughStore();
    expect(readFileSync(stored, 'utf8')).toBe(PAGE);
    expect(statSync(join(dir, 'out', 'page.html')).ino).toBe(statSync(stored).ino);
    expect(readStored(store, h)?.toString('utf8')).toBe(PAGE);

    mkdirSync(join(dir, 'next'));
    expect(await linkStored(store, h, join(dir, 'next', 'page.html'))).toBe(true);
    expect(statSync(join(dir, 'next', 'page.html')).ino).toBe(statSync(stored).ino);
    // Nothing left behind but the stored file itself.
    expect(readdirNames(join(dir, 'cache'))).toEqual([storedFileKey(h)]);
  });

  it('are never taken back once an output linked to them was edited in place, and are deleted', async () => {
    const { dir, store, h, stored } = await pageWrittenThroughStore();
    // The same size, so only the content tells.
    editInPlace(join(dir, 'out', 'page.html'), 'EDITED');
    expect(readFileSync(stored, 'utf8')).toContain('EDITED');

    mkdirSync(join(dir, 'next'));
    expect(await linkStored(store, h, join(dir, 'next', 'page.html'))).toBe(false);
    expect(existsSync(join(dir, 'next', 'page.html'))).toBe(false);
    expect(existsSync(stored)).toBe(false);
    // Written again afresh: the output edited by hand keeps its own (unlinked) file.
    await writeThroughStore(store, h, PAGE, join(dir, 'next', 'page.html'));
    expect(readFileSync(join(dir, 'next', 'page.html'), 'utf8')).toBe(PAGE);
    expect(readFileSync(join(dir, 'out', 'page.html'), 'utf8')).toContain('EDITED');

    editInPlace(join(dir, 'next', 'page.html'), 'AGAIN');
    expect(readStored(store, h)).toBeUndefined();
    expect(existsSync(stored)).toBe(false);
  });

  it('are never written into: a file written where one of their names stands replaces that name', async () => {
    const { dir, store, h } = await pageWrittenThroughStore();
    await writeNewFile(join(dir, 'out', 'page.html'), 'another page');
    expect(readFileSync(join(dir, 'out', 'page.html'), 'utf8')).toBe('another page');
    expect(readStored(store, h)?.toString('utf8')).toBe(PAGE);
    // Through the store, when linking is refused for another content: the same.
    expect(await linkStored(store, h, join(dir, 'out', 'second.html'))).toBe(true);
    await writeThroughStore(store, textHash('second'), 'second', join(dir, 'out', 'second.html'));
    expect(readFileSync(join(dir, 'out', 'second.html'), 'utf8')).toBe('second');
    expect(readStored(store, h)?.toString('utf8')).toBe(PAGE);
  });

  it('are a miss when absent, and not kept at all without a cache', async () => {
    const dir = scratch();
    const store = openStore(join(dir, 'cache'));
    expect(await linkStored(store, textHash('never stored'), join(dir, 'x.html'))).toBe(false);
    expect(existsSync(join(dir, 'x.html'))).toBe(false);
    expect(readStored(store, textHash('never stored'))).toBeUndefined();

    await writeThroughStore(NO_CACHE, textHash(PAGE), PAGE, join(dir, 'plain.html'));
    expect(readFileSync(join(dir, 'plain.html'), 'utf8')).toBe(PAGE);
    expect(statSync(join(dir, 'plain.html')).nlink).toBe(1);
  });

  it('are copied where the output is on another file system than the cache', async (context) => {
    // /dev/shm is a memory file system on Linux: a link from there to the temporary folder fails.
    if (!existsSync('/dev/shm') || statSync('/dev/shm').dev === statSync(tmpdir()).dev) {
      context.skip();
      return;
    }
    const cacheSide = scratch('/dev/shm');
    const outSide = scratch();
    const store = openStore(join(cacheSide, 'cache'));
    const h = textHash(PAGE);
    await writeThroughStore(store, h, PAGE, join(outSide, 'page.html'));
    expect(readFileSync(join(outSide, 'page.html'), 'utf8')).toBe(PAGE);
    expect(statSync(join(outSide, 'page.html')).nlink).toBe(1);
    // Kept all the same, for a build whose output is on the cache's file system.
    expect(readStored(store, h)?.toString('utf8')).toBe(PAGE);
  });
});

/** The names of the files under `cacheDir` that are entries (64 hex digits). */
function readdirNames(cacheDir: string): string[] {
  return readdirSync(cacheDir, { recursive: true, withFileTypes: true }).flatMap((entry) => (entry.isFile() && /^[0-9a-f]{64}$/.test(entry.name) ? [entry.name] : []));
}
