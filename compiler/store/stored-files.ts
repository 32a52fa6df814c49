// Output files kept in the cache as they are, named by their content (its SHA-1, as the output
// record knows it): each page's HTML. A build hard-links them into its output instead of writing
// the bytes again. On this project's machines creating a file costs twenty to fifty times as much
// as giving an existing one another name, and a build that restored only `.docsgen-cache` (a CI
// job) spent most of its time creating the pages' HTML files.
//
// A stored file is the same file as every output file linked to it, so a tool that edits one of
// those in place edits the stored file too. Every use therefore reads the linked file back and
// takes it only when it holds exactly the content wanted; a stored file found holding something
// else is deleted. Stored files are never touched when used (that would change the modification
// time of the output files linked to them, which the output record compares); pruning sees them
// by when they were written. Only a regular file is taken: a link put in the cache is never
// linked into the output (it would publish what it points to), nor read through.
import { lstatSync, rmSync } from 'node:fs';
import { readRegularFile } from '../../config/cache-files.js';
import { link, unlink, writeFile } from 'node:fs/promises';
import { textHash } from './dependencies.js';
import { cacheKey, removeQuietly, writeAtomically, type CacheStore } from './store.js';

/** The store key of the output file whose content has SHA-1 `h`. */
export function storedFileKey(h: string): string {
  return cacheKey('output file', 1, h);
}

/** The stored file with content `h`, read, when it still holds that content (a missing or altered one is a miss). */
export function readStored(store: CacheStore, h: string): Buffer | undefined {
  const path = store.filePath(storedFileKey(h));
  if (!path) return undefined;
  const content = readRegularFile(path, { follow: false });
  if (content !== undefined && textHash(content) === h) return content;
  if (lstatSync(path, { throwIfNoEntry: false })) removeQuietly(path);
  return undefined;
}

/**
 * Puts the stored file with content `h` at `target` (its folder made): true when `target` then
 * holds exactly that content; otherwise nothing is left at `target`.
 */
export async function linkStored(store: CacheStore, h: string, target: string): Promise<boolean> {
  const path = store.filePath(storedFileKey(h));
  if (!path) return false;
  try {
    await link(path, target);
  } catch {
    return false;
  }
  // Read back at once (a few kilobytes from the page cache: an asynchronous read would cost more
  // in round trips). A link in the store was linked as a link: refused without following it.
  const content = readRegularFile(target, { follow: false });
  if (content !== undefined && textHash(content) === h) return true;
  rmSync(target, { force: true });
  // Altered in place through an output that was linked to it, or not a file of ours.
  removeQuietly(path);
  return false;
}

/**
 * Writes `data` (content hash `h`) to `target` (its folder made) through the store: kept there and
 * linked, or, when the store cannot keep it or be linked from (another file system), written
 * to `target` directly. The stored file is written as the store writes its entries (a temporary
 * file renamed into place): when it is linked, nothing else can have a name for it yet (another
 * build may have renamed its own copy over it, with the same content), so it is not read back.
 */
export async function writeThroughStore(store: CacheStore, h: string, data: string | Uint8Array, target: string): Promise<void> {
  const path = store.filePath(storedFileKey(h));
  if (path && writeAtomically(path, data)) {
    try {
      await link(path, target);
      return;
    } catch {
      // Written below.
    }
  }
  await writeNewFile(target, data);
}

/**
 * Puts `data` (content hash `h`) at `target` (its folder made): the stored copy linked when there
 * is one still holding it, else written through the store.
 */
export async function placeThroughStore(store: CacheStore, h: string, data: string | Uint8Array, target: string): Promise<void> {
  if (!(await linkStored(store, h, target))) await writeThroughStore(store, h, data, target);
}

/**
 * Writes `data` to `target` as a file of its own. A file already there is unlinked first, never
 * written into: it may be another name of a stored file, and so of the cache's copy and of the
 * output files linked to it (the output being served, when the build patches it).
 */
export async function writeNewFile(target: string, data: string | Uint8Array): Promise<void> {
  try {
    await writeFile(target, data, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    await unlink(target);
    await writeFile(target, data, { flag: 'wx' });
  }
}
