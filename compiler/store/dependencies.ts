// What a cached result read from disk besides its own source, recorded while it was computed and
// checked again before it is reused: a file's content (by hash), whether a path exists, a folder's
// listing, where a link points. A result is reused only when every one of them still holds, so a
// file that changed, appeared or went away since is never hidden by the cache.
//
// The state recorded is the state of what was read (the hash of the very text the compiler got),
// never a second read after the fact: an edit made while a page compiles must not be stamped onto
// the older result.
import { hash } from 'node:crypto';
import { readdirSync, realpathSync, statSync } from 'node:fs';
import { readRegularFile } from '../../config/cache-files.js';
import { declarationFingerprint } from './declaration-fingerprint.js';

export type Dependency =
  /** A file read as UTF-8 text: the SHA-1 of that text ('absent' when it could not be read). */
  | { k: 'text'; p: string; h: string }
  /** The same, read the way TypeScript reads a file (a UTF-8 byte order mark left out). */
  | { k: 'tstext'; p: string; h: string }
  /** A file read as bytes: their SHA-1. */
  | { k: 'bytes'; p: string; h: string }
  /** Whether a regular file exists at the path. */
  | { k: 'file'; p: string; e: boolean }
  /** Whether a folder exists at the path. */
  | { k: 'dir'; p: string; e: boolean }
  /** The names of a folder's sub-folders, sorted, hashed ('absent' without the folder). */
  | { k: 'dirs'; p: string; h: string }
  /** The names of every entry of a folder, sorted, hashed ('absent' without the folder); run folders left out. */
  | { k: 'names'; p: string; h: string }
  /** Where the path really is (symbolic links followed); the path itself when it does not exist. */
  | { k: 'real'; p: string; r: string }
  /**
   * A declaration file (or package.json) of an API reference, read the way TypeScript reads it:
   * the SHA-1 of its text (`h`) and the fingerprint of the parts of it the reference used (`f`,
   * for the declarations of the names `n`: store/declaration-fingerprint.ts). It holds while the text is the
   * same, or while the fingerprint of the new text is.
   */
  | { k: 'tsdecl'; p: string; h: string; f: string; n: string[] };

/** SHA-1 of a text or of bytes, hex: what dependencies and output files are compared by. */
export const textHash = (text: string | Uint8Array): string => hash('sha1', text);
export const bytesHash = (bytes: Uint8Array): string => hash('sha1', bytes);

/** The key a dependency is known by in a set (the same path may be read and probed). */
export const dependencyKey = (dep: Dependency): string => `${dep.k}\0${dep.p}`;

export function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

export function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

export function subfolderHash(path: string): string {
  try {
    const names = readdirSync(path, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() || (entry.isSymbolicLink() && isDirectory(`${path}/${entry.name}`)) ? [entry.name] : []));
    return textHash(names.sort().join('\n'));
  } catch {
    return 'absent';
  }
}

/**
 * Folders named after a running process (a build's staging folder beside the output, the
 * previous output on its way out: run-folders.ts) come and go with every build and are no input.
 */
const RUN_FOLDER = /^\..*-\d+-[0-9a-z]+$/;

export function namesHash(path: string): string {
  try {
    return textHash(readdirSync(path).filter((name) => !RUN_FOLDER.test(name)).sort().join('\n'));
  } catch {
    return 'absent';
  }
}

export function realPath(path: string): string {
  try {
    return realpathSync.native(path);
  } catch {
    return path;
  }
}

/**
 * The dependency as it is on disk now. Paths come from cache entries: only regular files are read
 * (a FIFO or a device named there reads as absent rather than blocking or never ending).
 */
export function currentState(dep: Dependency): Dependency {
  const { p } = dep;
  switch (dep.k) {
    case 'text': {
      const text = readRegularFile(p)?.toString('utf8');
      return { k: 'text', p, h: text === undefined ? 'absent' : textHash(text) };
    }
    case 'tstext': {
      const text = readTypeScriptText(p);
      return { k: 'tstext', p, h: text === undefined ? 'absent' : textHash(text) };
    }
    case 'tsdecl': {
      const text = readTypeScriptText(p);
      // `n` comes from a cache entry: anything but a list of names is no state to compare with.
      if (text === undefined || !Array.isArray(dep.n)) return { k: 'tsdecl', p, h: 'absent', f: 'absent', n: dep.n };
      const h = textHash(text);
      // The same text has the same fingerprint: parsed only when it changed.
      return { k: 'tsdecl', p, h, f: h === dep.h ? dep.f : declarationFingerprint(p, text, dep.n), n: dep.n };
    }
    case 'bytes': {
      const bytes = readRegularFile(p);
      return { k: 'bytes', p, h: bytes === undefined ? 'absent' : bytesHash(bytes) };
    }
    case 'file':
      return { k: 'file', p, e: isFile(p) };
    case 'dir':
      return { k: 'dir', p, e: isDirectory(p) };
    case 'dirs':
      return { k: 'dirs', p, h: subfolderHash(p) };
    case 'names':
      return { k: 'names', p, h: namesHash(p) };
    case 'real':
      return { k: 'real', p, r: realPath(p) };
  }
}

/** A file as TypeScript reads it: UTF-8, a byte order mark left out; undefined when it cannot be read. */
function readTypeScriptText(path: string): string | undefined {
  const text = readRegularFile(path)?.toString('utf8');
  return text !== undefined && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function sameState(a: Dependency, b: Dependency): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Whether `now` (currentState of `recorded`) still satisfies it: a declaration file by its fingerprint. */
function stillHolds(recorded: Dependency, now: Dependency): boolean {
  if (recorded.k === 'tsdecl' && now.k === 'tsdecl') return recorded.f === now.f && Array.isArray(recorded.n);
  return sameState(recorded, now);
}

/**
 * Checks dependencies against the disk, each once: a build checks the same type packages for many
 * pages. Make a new checker whenever files may have changed since (the dev server: per request).
 */
export class DependencyChecker {
  private readonly known = new Map<string, boolean>();

  /** `stamps`: a process that checks the same files again and again keeps their hashes by stamp. */
  constructor(private readonly stamps?: FileStamps) {}

  holds(deps: readonly Dependency[]): boolean {
    for (const dep of deps) {
      if (!dep || typeof dep !== 'object' || typeof dep.p !== 'string') return false;
      const key = JSON.stringify(dep);
      let ok = this.known.get(key);
      if (ok === undefined) {
        ok = stillHolds(dep, this.stamps ? this.stamps.state(dep) : currentState(dep));
        this.known.set(key, ok);
      }
      if (!ok) return false;
    }
    return true;
  }
}

/**
 * The content hashes of files, kept with each file's stamp (device, inode, size, modification and
 * change times in nanoseconds, taken before reading): while the stamp is the same, the file is
 * not read and hashed again. For the dev server, which checks the same type declarations (several
 * megabytes: TypeScript's lib, React's and the site's packages' types) for every compile of a page
 * with type-checked blocks; a build checks each file once anyway. A write changes the change time,
 * which no tool can set back.
 */
export class FileStamps {
  private readonly known = new Map<string, { stamp: string; state: Dependency }>();

  state(dep: Dependency): Dependency {
    if (dep.k !== 'text' && dep.k !== 'tstext' && dep.k !== 'bytes') return currentState(dep);
    const stamp = fileStamp(dep.p);
    const key = dependencyKey(dep);
    const known = this.known.get(key);
    if (stamp !== undefined && known?.stamp === stamp) return known.state;
    const state = currentState(dep);
    if (stamp !== undefined) this.known.set(key, { stamp, state });
    else this.known.delete(key);
    return state;
  }
}

function fileStamp(path: string): string | undefined {
  try {
    const stats = statSync(path, { bigint: true });
    return stats.isFile() ? `${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeNs}:${stats.ctimeNs}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Collects a computation's dependencies, each once. The same thing seen in two states (a file
 * edited while it was read) makes the result `unstable`: it must not be cached.
 */
export class DependencyRecorder {
  private readonly deps = new Map<string, Dependency>();
  unstable = false;

  add(dep: Dependency): void {
    const key = dependencyKey(dep);
    const before = this.deps.get(key);
    if (before && !sameState(before, dep)) this.unstable = true;
    this.deps.set(key, dep);
  }

  addAll(deps: Iterable<Dependency>): void {
    for (const dep of deps) this.add(dep);
  }

  list(): Dependency[] {
    return [...this.deps.values()];
  }
}
