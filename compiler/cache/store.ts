// The persistent cache's storage: entries addressed by a key (a SHA-256 of everything the entry's
// value depends on, see the keys in page-cache.ts and code-cache.ts), one file each under
// ROOT/.docsgen-cache/build/<first two hex digits>/<key>.
//
// - Written atomically (a temporary file, then rename), so a reader (another worker, a concurrent
//   build) sees a whole entry or none.
// - Each file starts with a line holding the SHA-1 and length of what follows: a truncated or
//   corrupt entry is a miss (and is deleted), never an error.
// - Reading an entry touches it; `prune` keeps the folder under a size by deleting the entries
//   used longest ago.
import { hash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MAGIC = 'docsgen-cache-entry 1';
/** A string value is kept as its very text: a search index is 10 MB, and as a JSON string every quote in it was escaped on the way in and out. */
const TEXT_MAGIC = 'docsgen-cache-text 1';
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
   * is, without the entries' header (stored-files.ts); null for a store that keeps nothing.
   */
  filePath(key: string): string | null;
}

/** A cache that keeps nothing (`--no-cache`). */
export const NO_CACHE: CacheStore = { dir: null, get: () => undefined, set: () => {}, touch: () => false, delete: () => {}, filePath: () => null };

const KEY = /^[0-9a-f]{64}$/;

/** A store on disk; `writes` counts the entries this instance wrote (a build that wrote none need not prune). */
export function openStore(dir: string): CacheStore & { readonly writes: number } {
  const madeDirs = new Set<string>();
  let writes = 0;
  const fileOf = (key: string) => join(dir, key.slice(0, 2), key);
  return {
    dir,
    get writes() {
      return writes;
    },
    get<T>(key: string): T | undefined {
      if (!KEY.test(key)) return undefined;
      const file = fileOf(key);
      let data: Buffer;
      try {
        data = readFileSync(file);
      } catch {
        return undefined;
      }
      const value = decode(data);
      if (value === undefined) {
        // Corrupt or truncated: rebuilt by whoever asked, and written again.
        rmSync(file, { force: true });
        return undefined;
      }
      touchFile(file);
      return value as T;
    },
    touch(key) {
      if (!KEY.test(key)) return false;
      const file = fileOf(key);
      return existsSync(file) && (touchFile(file), true);
    },
    delete(key) {
      if (KEY.test(key)) rmSync(fileOf(key), { force: true });
    },
    set(key, value) {
      if (!KEY.test(key)) throw new Error(`internal: bad cache key ${key}`);
      makeSub(key);
      writes++;
      // A full disk or a read-only folder costs a rebuild next time, never this build.
      writeAtomically(fileOf(key), encode(value));
    },
    filePath(key) {
      if (!KEY.test(key)) throw new Error(`internal: bad cache key ${key}`);
      try {
        makeSub(key);
      } catch {
        return null;
      }
      return fileOf(key);
    },
  };

  function makeSub(key: string): void {
    const sub = join(dir, key.slice(0, 2));
    if (madeDirs.has(sub)) return;
    mkdirSync(sub, { recursive: true });
    madeDirs.add(sub);
    ignoreInGit(dir);
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
    rmSync(temporary, { force: true });
    return false;
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

function encode(value: unknown): Buffer {
  const text = typeof value === 'string';
  const body = Buffer.from(text ? value : JSON.stringify(value));
  return Buffer.concat([Buffer.from(`${text ? TEXT_MAGIC : MAGIC} ${hash('sha1', body)} ${body.length}\n`), body]);
}

function decode(data: Buffer): unknown {
  const newline = data.indexOf(10);
  if (newline === -1) return undefined;
  const header = data.subarray(0, newline).toString('latin1').split(' ');
  const body = data.subarray(newline + 1);
  const [check, length] = header.slice(-2);
  const magic = header.slice(0, -2).join(' ');
  if ((magic !== MAGIC && magic !== TEXT_MAGIC) || Number(length) !== body.length || hash('sha1', body) !== check) return undefined;
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
 * build left. Returns how many entries it deleted.
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
    subs = readdirSync(dir).filter((sub) => /^[0-9a-f]{2}$/.test(sub));
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
        const stat = statSync(file);
        entries.push({ file, size: stat.size, used: stat.mtimeMs });
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
    rmSync(entry.file, { force: true });
    total -= entry.size;
    removed++;
  }
  // The subfolders changed: read again next time.
  rmSync(join(dir, SUMMARY), { force: true });
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

function folderTime(folder: string): string | undefined {
  try {
    return String(statSync(folder, { bigint: true }).mtimeNs);
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
      const stat = statSync(join(folder, name));
      if (name.endsWith('.tmp')) {
        if (stat.mtimeMs < hourAgo) unlinkSync(join(folder, name));
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
