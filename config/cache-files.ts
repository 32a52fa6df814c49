// Files and folders of docsgen's caches (ROOT/.docsgen-cache/…), which may have been restored
// from elsewhere and hold anything:
// - cache folders are real folders, never symbolic links: a link where a folder should be
//   (`build/ab` → your home folder) would have writes, pruning and deletions reach files outside
//   the cache. A link found where a cache folder belongs is removed (the link itself: what it
//   points to is never touched) and a folder made in its place;
// - a file a cache names (an entry, or a path an entry records) is read only when it is a regular
//   file: a FIFO would block the build for ever, `/dev/zero` would never end.
import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, readSync, statSync, unlinkSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';

/** Folders already checked by this thread. */
const checked = new Set<string>();

/**
 * `join(parent, ...names)`, each level under `parent` a real folder (made when missing). `parent`
 * itself (the site folder) is the user's and is left as it is. Throws when a folder cannot be made
 * (a read-only or full disk): callers decide whether that costs the cache or the command.
 */
export function cacheFolder(parent: string, ...names: string[]): string {
  let path = parent;
  for (const name of names) {
    path = join(path, name);
    if (!checked.has(path)) {
      realFolder(path);
      checked.add(path);
    }
  }
  return path;
}

/**
 * Makes `path` a real folder: kept when it is one, made when missing, the link removed first when
 * it is a symbolic link. Anything else in the way (a file) is left alone, and this throws.
 */
export function realFolder(path: string): void {
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (stat?.isDirectory()) return;
  if (stat?.isSymbolicLink()) unlinkSync(path);
  else if (stat) throw Object.assign(new Error(`${path} is not a folder`), { code: 'ENOTDIR' });
  try {
    mkdirSync(path);
  } catch (error) {
    // Made meanwhile by another build: fine when it is a folder.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || !lstatSync(path).isDirectory()) throw error;
  }
}

/** Whether `path` is a real folder (not a link to one). */
export function isRealFolder(path: string): boolean {
  return lstatSync(path, { throwIfNoEntry: false })?.isDirectory() === true;
}

/** O_NOFOLLOW where the platform has it (not Windows, where the file is lstat-ed first instead). */
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;

/**
 * The bytes of `path` when it is a regular file; undefined when it is missing, unreadable, or
 * anything else (a FIFO is opened without blocking and refused, a device is refused). `follow`:
 * a symbolic link is followed (a site's files may be links, node_modules often are); otherwise a
 * link is refused (a cache's own files never are links).
 */
export function readRegularFile(path: string, { follow = true }: { follow?: boolean } = {}): Buffer | undefined {
  let fd: number;
  try {
    if (!follow && NO_FOLLOW === 0 && !lstatSync(path).isFile()) return undefined;
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (follow ? 0 : NO_FOLLOW));
  } catch {
    return undefined;
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return undefined;
    // Read to the end, whatever the size said (a file being written may grow meanwhile).
    const chunks: Buffer[] = [];
    let total = 0;
    for (let size = stat.size + 1; ; size = 64 * 1024) {
      const buffer = Buffer.allocUnsafe(size);
      const read = readSync(fd, buffer, 0, size, null);
      chunks.push(buffer.subarray(0, read));
      total += read;
      // A regular file reads short only at its end.
      if (read < size) break;
    }
    return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total);
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/**
 * Whether `path`, read from a cache, is a relative path that stays inside the folder it is joined
 * to: not empty, not absolute, no `..` segment, no NUL.
 */
export function isConfinedPath(path: unknown): path is string {
  return typeof path === 'string' && path !== '' && !isAbsolute(path) && !/^[a-zA-Z]:/.test(path) && !path.includes('\0') && !path.split(/[\\/]/).includes('..');
}

/**
 * Whether `file` changed at or after `since` (ms since the epoch), or is gone: by its change time
 * (ctime), which the kernel sets on every write and rename and no tool sets back. A tool that read
 * files from `since` on (esbuild) and whose inputs are then hashed has read what is hashed only
 * when none of them changed since.
 */
export function changedSince(file: string, since: number): boolean {
  let ctime: number;
  try {
    ctime = statSync(file).ctimeMs;
  } catch {
    return true;
  }
  // File times come from a coarse clock, up to a tick (10 ms) behind the time Date.now() gives.
  return ctime >= since - CLOCK_TICK_MS;
}

const CLOCK_TICK_MS = 20;
