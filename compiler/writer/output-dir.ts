// The build writes into a fresh staging folder and swaps it in only when everything succeeded: a
// failed build leaves the previous output untouched, never half-written.
//
// A build that starts from a previous output it recorded (a warm build) patches it instead: it
// stages only what it writes afresh, keeps in place the files its record says are untouched, and
// on success moves its files in one by one and the output's others aside (output-patch.ts). When it
// wrote more files than it keeps, it fills the staging folder with links to the kept ones and
// swaps the contents whole, as below.
//
// The swap is two renames beside the output folder. When a rename is impossible (the output is
// a mount point of its own, as a container volume is: EBUSY or EXDEV), the contents are replaced
// instead, entry by entry, with renames inside the output folder itself: the previous entries
// are moved aside first and put back if anything fails. Folders whose run was killed are removed
// by the next build (run-folders.ts).
import { cpSync, linkSync, lstatSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join, parse } from 'node:path';
import { OUTPUT_MARKER, OUTPUT_MARKER_TEXT } from './output-guard.js';
import { linkKept, patchContents, removeEmptyFolders, stagedFiles, walkOutput, type OutputTree } from './output-patch.js';
import { removeInBackground, removeLeftovers, runFolderName } from '../run/run-folders.js';

export interface StagingDir {
  /** Where the build writes. */
  path: string;
  /** The previous output when the build patches it (files there can be kept); undefined otherwise. */
  readonly previous: OutputTree | undefined;
  /** Keeps the previous output's file `file` as it is (the caller checked it is the one wanted). */
  keep(file: string): void;
  /** Where the output's file `file` is before the commit: kept in the output, else staged. */
  pathOf(file: string): string;
  /** Every file the output will hold (relative, '/'), as far as written so far. */
  files(): string[];
  /** Replace the output folder with what was written. */
  commit(): void;
  /** Throw away what was written. */
  discard(): void;
}

export interface StagingOptions {
  /** Renames (tests put their own in). */
  fs?: OutputFs;
  /** Patch the output in place when it is a folder a build wrote (the caller knows its files). */
  patch?: boolean;
}

/** The file-system calls that can fail for reasons of the mount (tests put their own in). */
export interface OutputFs {
  rename(from: string, to: string): void;
  /** A hard link; some file systems have none (exFAT, some network shares). */
  link(existing: string, to: string): void;
}

const nodeFs: OutputFs = { rename: renameSync, link: linkSync };

/** Prefixes of this module's run folders: beside the output, and inside it. */
const beside = (outDir: string) => [`.${basename(outDir)}.staging-`, `.${basename(outDir)}.old-`];
const INSIDE = ['.docsgen-staging-', '.docsgen-incoming-', '.docsgen-previous-'];

export function createStagingDir(outDir: string, options: StagingOptions = {}): StagingDir {
  const fs = options.fs ?? nodeFs;
  // checkOutputFolder refuses these first; this is the last line, should a caller forget it.
  if (parse(outDir).root === outDir || outDir === homedir()) throw new Error(`internal: refusing to replace ${outDir}`);
  const parent = dirname(outDir);
  mkdirSync(parent, { recursive: true });
  // Beside the output, a previous output swapped out (`.dist.old-…`, thousands of files) is often
  // still being deleted by the detached `rm` its build started when the next build begins: deleting
  // it here again made that build wait for it (0.6 s of a 2.6 s warm build of 5000 pages right after
  // a cold one). Nothing needs them gone, so they go in the background too. Inside the output, the
  // folders must be gone before this build's files are moved in.
  removeLeftovers(parent, beside(outDir), removeInBackground);
  removeLeftovers(outDir, INSIDE);
  const discard = (path: string) => rmSync(path, { recursive: true, force: true, maxRetries: 3 });
  // Walked before a staging folder may exist in it; run folders of other builds are not the output's.
  const tree = options.patch && isOutputFolder(outDir) ? walkOutput(outDir, (name) => INSIDE.some((prefix) => name.startsWith(prefix))) : undefined;
  const inside = stagesInside(outDir, parent);
  const path = inside ? join(outDir, runFolderName(INSIDE[0])) : join(parent, runFolderName(beside(outDir)[0]));
  mkdirSync(path);
  const replaceWhole = () => {
    if (inside) replaceContents(outDir, path, fs);
    else swap(outDir, path, fs);
  };
  if (!tree) {
    return {
      path,
      previous: undefined,
      keep() {
        throw new Error('internal: a staging folder that replaces the output keeps nothing of it');
      },
      pathOf: (file) => join(path, file),
      files: () => [...stagedFiles(path)],
      commit() {
        writeFileSync(join(path, OUTPUT_MARKER), OUTPUT_MARKER_TEXT);
        replaceWhole();
      },
      discard: () => discard(path),
    };
  }
  const kept = new Set<string>();
  return {
    path,
    previous: tree,
    keep: (file) => void kept.add(file),
    pathOf: (file) => join(kept.has(file) ? outDir : path, file),
    files: () => [...new Set([...kept, ...stagedFiles(path)])],
    commit() {
      writeFileSync(join(path, OUTPUT_MARKER), OUTPUT_MARKER_TEXT);
      const staged = stagedFiles(path);
      if (staged.size - 1 > kept.size) {
        // Most of the output is new (the marker aside): one swap costs less than a rename per file.
        linkKept(outDir, path, kept, fs.link);
        replaceWhole();
        return;
      }
      const aside = join(outDir, runFolderName(INSIDE[2]));
      mkdirSync(aside);
      try {
        patchContents({ outDir, tree, kept, staging: path, staged, aside, rename: fs.rename, link: fs.link });
      } catch (error) {
        // Everything was put back; should a step of that have failed, what it could not put
        // back stays aside (the next build removes the folder) rather than being deleted now.
        try {
          removeEmptyFolders(aside);
        } catch {
          // Not empty: left as it is.
        }
        throw error;
      }
      // Only empty folders are left in it.
      discard(path);
      // Few files (those replaced or no longer part of the site), and inside the output: removed
      // now, so nothing of the build is left there for a deploy that starts when it returns.
      discard(aside);
    },
    discard: () => discard(path),
  };
}

/** A real folder (not a link to one) that a build wrote: only such a folder is patched. */
function isOutputFolder(outDir: string): boolean {
  try {
    return lstatSync(outDir).isDirectory() && lstatSync(join(outDir, OUTPUT_MARKER)).isFile();
  } catch {
    return false;
  }
}

/**
 * Staging goes inside the output when the output is a mount point (a rename across it cannot
 * work), or when its parent cannot be written to.
 */
function stagesInside(outDir: string, parent: string): boolean {
  let out;
  try {
    out = statSync(outDir);
  } catch {
    return false;
  }
  if (out.dev !== statSync(parent).dev) return true;
  const probe = join(parent, runFolderName(beside(outDir)[0]));
  try {
    mkdirSync(probe);
    rmSync(probe, { recursive: true });
    return false;
  } catch {
    return true;
  }
}

/** The previous output renamed aside, the new one renamed in; contents replaced if that fails. */
function swap(outDir: string, staging: string, fs: OutputFs): void {
  const old = join(dirname(outDir), runFolderName(beside(outDir)[1]));
  const hadPrevious = exists(outDir);
  try {
    if (hadPrevious) fs.rename(outDir, old);
  } catch {
    // Nothing moved yet: the output cannot be renamed (a mount point), so fill it instead.
    return replaceFromOutside(outDir, staging, fs);
  }
  try {
    fs.rename(staging, outDir);
  } catch (error) {
    if (hadPrevious) fs.rename(old, outDir);
    if (!isMountError(error)) throw error;
    return replaceFromOutside(outDir, staging, fs);
  }
  if (hadPrevious) removeInBackground(old);
}

function isMountError(error: unknown): boolean {
  return ['EXDEV', 'EBUSY', 'EPERM', 'EACCES', 'ENOTEMPTY', 'EEXIST'].includes((error as NodeJS.ErrnoException).code ?? '');
}

/** Brings the staging folder into the output folder (copied when renaming fails), then replaces the contents. */
function replaceFromOutside(outDir: string, staging: string, fs: OutputFs): void {
  mkdirSync(outDir, { recursive: true });
  const incoming = join(outDir, runFolderName(INSIDE[1]));
  try {
    fs.rename(staging, incoming);
  } catch {
    try {
      cpSync(staging, incoming, { recursive: true });
    } catch (error) {
      rmSync(incoming, { recursive: true, force: true });
      throw error;
    }
    rmSync(staging, { recursive: true, force: true, maxRetries: 3 });
  }
  replaceContents(outDir, incoming, fs);
}

/**
 * Replaces every entry of `outDir` with the entries of `incoming` (a folder inside it, on the
 * same mount): the previous entries are moved into a folder of their own first, and moved back if
 * any rename fails, so a failure leaves the previous output as it was.
 */
function replaceContents(outDir: string, incoming: string, fs: OutputFs): void {
  const previous = join(outDir, runFolderName(INSIDE[2]));
  mkdirSync(previous);
  const keep = new Set([basename(incoming), basename(previous)]);
  const movedAside: string[] = [];
  const placed: string[] = [];
  try {
    for (const name of readdirSync(outDir)) {
      if (keep.has(name)) continue;
      fs.rename(join(outDir, name), join(previous, name));
      movedAside.push(name);
    }
    for (const name of readdirSync(incoming)) {
      fs.rename(join(incoming, name), join(outDir, name));
      placed.push(name);
    }
  } catch (error) {
    for (const name of placed) renameQuietly(join(outDir, name), join(incoming, name));
    for (const name of movedAside) renameQuietly(join(previous, name), join(outDir, name));
    rmSync(incoming, { recursive: true, force: true, maxRetries: 3 });
    rmSync(previous, { recursive: true, force: true, maxRetries: 3 });
    throw error;
  }
  rmSync(incoming, { recursive: true, force: true, maxRetries: 3 });
  removeInBackground(previous);
}

function renameQuietly(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch {
    // Best effort while undoing; the error that caused it is what gets reported.
  }
}

function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}
