// The persistent cache's storage: entries addressed by a key (a SHA-256 of everything the entry's
// value depends on, see the keys in page-cache.ts and code-cache.ts), one file each under
// ROOT/.docsgen-cache/build/<first two hex digits>/<key>.
//
// - Written atomically (a temporary file, then rename), so a reader (another worker, a concurrent
//   build) sees a whole entry or none.
// - Each file starts with a line holding a seal of the entry's key and body (an HMAC under the
//   cache secret, config/cache-seal.ts) and the body's length: an entry that is truncated,
//   damaged, forged by someone without the secret (a restored CI cache), or moved under another
//   key is a miss (and is deleted), never an error and never believed.
// - Nothing is followed out of the folder: its subfolders are real folders (a link found there is
//   replaced), and pruning looks at real folders and files only.
// - Reading an entry touches it; `prune` keeps the folder under a size by deleting the entries
//   used longest ago.
// - A cache that cannot be written (a read-only or full disk) costs the next build its entries,
//   never this build.
import { hash } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync, renameSync, rmSync, utimesSync, writeFileSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { readRegularFile, realFolder } from '../../config/cache-files.js';
import { cacheSecret, seal, sealHolds } from '../../config/cache-seal.js';

const MAGIC = 'docsgen-cache-entry 2';
/** A string value is kept as its very text: a search index is 10 MB, and as a JSON string every quote in it was escaped on the way in and out. */
const TEXT_MAGIC = 'docsgen-cache-text 2';
/** Default bound of the cache folder: enough for tens of thousands of pages. */
export const DEFAULT_CACHE_MAX_BYTES = 512 * 1024 * 1024;

export interface CacheStore {
  readonly dir: string | null;
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
  /** Marks the entry used now (pruning drops the entries used longest ago); false when there is none. */
  touch(key: string): boolean;
  /** Drops an entry no build will ask for again (one replaced by a newer version of the same thing). */
  delete(key: string): void;
  /**
   * Where the raw file kept under `key` lives (its folder made), for one written and read as it
   * is, without the entries' header (stored-files.ts); null for a store that keeps nothing, or
   * whose folder cannot be made.
   */
  filePath(key: string): string | null;
}

/** A cache that keeps nothing (`--no-cache`). */
export const NO_CACHE: CacheStore = { dir: null, get: () => undefined, set: () => {}, touch: () => false, delete: () => {}, filePath: () => null };

const KEY = /^[0-9a-f]{64}$/;

export interface DiskStore extends CacheStore {
  /** The entries this instance wrote (a build that wrote none need not prune). */
  readonly writes: number;
  /** Entries of this format refused because their seal did not hold: another secret's, or forged. */
  readonly refused: number;
}

/**
 * A store on disk, sealed with the cache secret (config/cache-seal.ts). Without a secret it keeps
 * nothing (the build warns once, before opening it: build-site.ts).
 */
export function openStore(dir: string): DiskStore {
  const secret = cacheSecret();
  if (!secret.ok) return { ...NO_CACHE, writes: 0, refused: 0 };
  const key = secret.key;
  // The folder and the one holding it are real folders (a link there is replaced, cache-files.ts);
  // a read-only cache whose folder is a link is not read through it.
  try {
    realFolder(join(dir, '..'));
    realFolder(dir);
  } catch {
    if (lstatQuietly(dir)?.isDirectory() === false) return { ...NO_CACHE, writes: 0, refused: 0 };
  }
  /** Subfolders known to be real folders (read through), and made (written into). */
  const realSubs = new Set<string>();
  const madeDirs = new Set<string>();
  let writes = 0;
  let refused = 0;
  const fileOf = (entry: string) => join(dir, entry.slice(0, 2), entry);
  return {
    dir,
    get writes() {
      return writes;
    },
    get refused() {
      return refused;
    },
    get<T>(entry: string): T | undefined {
      if (!KEY.test(entry) || !realSub(entry)) return undefined;
      const file = fileOf(entry);
      // Never through a link, never anything but a regular file (a FIFO put there would block the build).
      const data = readRegularFile(file, { follow: false });
      if (data === undefined) {
        removeIfOdd(file);
        return undefined;
      }
      const value = decode(key, entry, data);
      if (value === REFUSED) refused++;
      if (value === undefined || value === REFUSED) {
        // Corrupt, truncated, forged or another secret's: rebuilt by whoever asked, and written again.
        removeQuietly(file);
        return undefined;
      }
      touchFile(file);
      return value as T;
    },
    touch(entry) {
      if (!KEY.test(entry) || !realSub(entry)) return false;
      const file = fileOf(entry);
      return lstatQuietly(file)?.isFile() === true && (touchFile(file), true);
    },
    delete(entry) {
      if (KEY.test(entry)) removeQuietly(fileOf(entry));
    },
    set(entry, value) {
      if (!KEY.test(entry)) throw new Error(`internal: bad cache key ${entry}`);
      // A full disk or a read-only folder costs a rebuild next time, never this build.
      if (!makeSub(entry)) return;
      writes++;
      writeAtomically(fileOf(entry), encode(key, entry, value));
    },
    filePath(entry) {
      if (!KEY.test(entry)) throw new Error(`internal: bad cache key ${entry}`);
      return makeSub(entry) ? fileOf(entry) : null;
    },
  };

  /** Whether the entry's subfolder is a real folder or missing (then nothing is in it); a link there is removed, not followed. */
  function realSub(entry: string): boolean {
    const sub = join(dir, entry.slice(0, 2));
    if (realSubs.has(sub)) return true;
    const stat = lstatQuietly(sub);
    if (stat && !stat.isDirectory()) {
      removeQuietly(sub);
      return false;
    }
    if (stat) realSubs.add(sub);
    return true;
  }

  /** The entry's subfolder, a real folder (a link there is replaced, never written through); false when it cannot be made. */
  function makeSub(entry: string): boolean {
    const sub = join(dir, entry.slice(0, 2));
    if (madeDirs.has(sub)) return true;
    try {
      realFolder(dir);
      realFolder(sub);
    } catch {
      return false;
    }
    madeDirs.add(sub);
    realSubs.add(sub);
    ignoreInGit(dir);
    return true;
  }
}

/**
 * Writes a temporary file beside `file`, then renames it over `file`, so a reader (another worker,
 * a concurrent build) sees the whole file or the one before. False when it could not be written
 * (nothing is left behind).
 */
export function writeAtomically(file: string, data: string | Uint8Array): boolean {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    writeFileSync(temporary, data);
    renameSync(temporary, file);
    return true;
  } catch {
    removeQuietly(temporary);
    return false;
  }
}

/** Removes what is at `file` when it is not a regular file (a link, a FIFO: never ours); a link goes, not what it points to. */
function removeIfOdd(file: string): void {
  const stat = lstatQuietly(file);
  if (stat && !stat.isFile()) removeQuietly(file);
}

/** What is at `path` (not following a link); undefined when nothing is, or it cannot be known. */
function lstatQuietly(path: string): Stats | undefined {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}

/**
 * Removes a file of the cache (a link: the link itself), or a folder put where a file belongs;
 * a cache that cannot be written (read-only) keeps it, which costs nothing but its space.
 */
export function removeQuietly(path: string): void {
  try {
    rmSync(path, { recursive: true, force: true });
  } catch {
    // Read-only: left as it is.
  }
}

/** Used now: pruning drops the entries used longest ago. */
function touchFile(file: string): void {
  try {
    const now = new Date();
    utimesSync(file, now, now);
  } catch {
    // Read-only cache: still usable.
  }
}

function encode(secret: Buffer, entry: string, value: unknown): Buffer {
  const magic = typeof value === 'string' ? TEXT_MAGIC : MAGIC;
  const body = Buffer.from(typeof value === 'string' ? value : JSON.stringify(value));
  return Buffer.concat([Buffer.from(`${magic} ${seal(secret, [magic, entry, body])} ${body.length}\n`), body]);
}

/** An entry of this format whose seal does not hold. */
const REFUSED = Symbol('refused');

/** The value of an entry file; undefined when it is not one (truncated, damaged, an older format); REFUSED when its seal does not hold. */
function decode(secret: Buffer, entry: string, data: Buffer): unknown {
  const newline = data.indexOf(10);
  if (newline === -1 || newline > 200) return undefined;
  const header = data.subarray(0, newline).toString('latin1').split(' ');
  const body = data.subarray(newline + 1);
  const [mark, length] = header.slice(-2);
  const magic = header.slice(0, -2).join(' ');
  if ((magic !== MAGIC && magic !== TEXT_MAGIC) || Number(length) !== body.length) return undefined;
  // The entry's own key is sealed with it: an entry moved under another key is refused too.
  if (!sealHolds(secret, mark!, [magic, entry, body])) return REFUSED;
  if (magic === TEXT_MAGIC) return body.toString('utf8');
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Keeps the cache out of the site's repository even when its .gitignore does not mention it. */
function ignoreInGit(dir: string): void {
  const parent = join(dir, '..');
  try {
    if (!existsSync(join(parent, '.gitignore'))) writeFileSync(join(parent, '.gitignore'), '*\n');
  } catch {
    // Not ours to insist.
  }
}

/**
 * Deletes the entries used longest ago until the folder holds at most `maxBytes` (then down to
 * nine tenths of it, so the next builds do not prune again at once), and temporary files a killed
 * build left. Returns how many entries it deleted. Only real subfolders named by two hex digits
 * and the files in them are looked at: a link there (a restored cache can hold anything) is
 * neither followed nor counted, so pruning never deletes anything outside the folder.
 *
 * Most builds write a few entries into a few of the 256 subfolders: the size of each subfolder
 * is kept in a summary beside them, with the subfolder's modification time, and only the
 * subfolders whose time moved since (an entry written, replaced or deleted there) are read again.
 * Reading an entry changes its own time, not its folder's, and not its size. At 4000 pages,
 * reading every entry's size was 40–60 ms of every build that wrote anything.
 */
export function pruneStore(dir: string, maxBytes: number = DEFAULT_CACHE_MAX_BYTES): number {
  let subs: string[];
  try {
    if (!lstatSync(dir).isDirectory()) return 0;
    subs = readdirSync(dir, { withFileTypes: true }).filter((sub) => sub.isDirectory() && /^[0-9a-f]{2}$/.test(sub.name)).map((sub) => sub.name);
  } catch {
    return 0;
  }
  const known = readSummary(dir);
  const summary: PruneSummary = { v: 1, subs: {} };
  let total = 0;
  for (const sub of subs) {
    const time = folderTime(join(dir, sub));
    if (time === undefined) continue;
    const before = known?.subs[sub];
    const size = before && before.time === time && !before.temporary ? before : { time, ...folderSize(join(dir, sub)) };
    summary.subs[sub] = size;
    total += size.bytes;
  }
  if (total <= maxBytes) {
    writeAtomically(join(dir, SUMMARY), JSON.stringify(summary));
    return 0;
  }
  // Over the bound: every entry, by when it was used.
  const entries: { file: string; size: number; used: number }[] = [];
  for (const sub of subs) {
    let names: string[];
    try {
      names = readdirSync(join(dir, sub));
    } catch {
      continue;
    }
    for (const name of names) {
      if (name.endsWith('.tmp')) continue;
      const file = join(dir, sub, name);
      try {
        const stat = lstatSync(file);
        if (stat.isFile()) entries.push({ file, size: stat.size, used: stat.mtimeMs });
      } catch {
        // Gone meanwhile.
      }
    }
  }
  entries.sort((a, b) => a.used - b.used);
  const target = maxBytes * 0.9;
  let removed = 0;
  for (const entry of entries) {
    if (total <= target) break;
    removeQuietly(entry.file);
    total -= entry.size;
    removed++;
  }
  // The subfolders changed: read again next time.
  removeQuietly(join(dir, SUMMARY));
  return removed;
}

/** Each subfolder's bytes as last read, and its modification time then (nanoseconds). */
interface PruneSummary {
  v: 1;
  subs: Record<string, { time: string; bytes: number; temporary?: boolean }>;
}

const SUMMARY = 'sizes.json';

function readSummary(dir: string): PruneSummary | undefined {
  try {
    const summary = JSON.parse(readFileSync(join(dir, SUMMARY), 'utf8')) as PruneSummary;
    return summary.v === 1 && typeof summary.subs === 'object' && summary.subs !== null ? summary : undefined;
  } catch {
    return undefined;
  }
}

/** A real folder's modification time (nanoseconds); undefined for anything else. */
function folderTime(folder: string): string | undefined {
  try {
    const stat = lstatSync(folder, { bigint: true });
    return stat.isDirectory() ? String(stat.mtimeNs) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The bytes of a subfolder's entries. Temporary files a killed build left an hour ago or more
 * are deleted; younger ones (maybe a running build's) mark the folder to be read again next time.
 */
function folderSize(folder: string): { bytes: number; temporary?: boolean } {
  let bytes = 0;
  let temporary = false;
  const hourAgo = Date.now() - 3600_000;
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return { bytes };
  }
  for (const name of names) {
    try {
      const stat = lstatSync(join(folder, name));
      if (!stat.isFile()) continue;
      if (name.endsWith('.tmp')) {
        if (stat.mtimeMs < hourAgo) removeQuietly(join(folder, name));
        else temporary = true;
        continue;
      }
      bytes += stat.size;
    } catch {
      // Gone meanwhile.
    }
  }
  return temporary ? { bytes, temporary } : { bytes };
}

/** A key from parts: each part is length-prefixed, so no two lists of parts give the same text. */
export function cacheKey(...parts: (string | number | boolean | null | undefined)[]): string {
  const h = [];
  for (const part of parts) {
    const text = String(part);
    h.push(`${text.length}:${text}`);
  }
  return hash('sha256', h.join('\n'));
}
