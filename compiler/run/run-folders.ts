// Folders that live only while one docsgen process runs (the build's staging folder, its
// temporary server bundles, the dev server's assets) are named after that process:
// `<prefix><pid>-<time>`. A process killed outright (SIGKILL, a power cut) cannot remove its own,
// so each run removes those whose process is gone.
import { spawn } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** A fresh name for this process: `<prefix><pid>-<time in base 36>`. */
export function runFolderName(prefix = ''): string {
  return `${prefix}${process.pid}-${Date.now().toString(36)}`;
}

/** True while a process with this id exists (one of another user counts). */
export function isProcessAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the entries of `dir` named `<prefix><pid>-<time>` whose process has ended. Only names of
 * exactly that shape are touched, nothing else in `dir`. Returns the names removed (or, with
 * `remove` = `removeInBackground`, being removed).
 */
export function removeLeftovers(dir: string, prefixes: readonly string[], remove: (path: string) => void = removeNow): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const prefix = prefixes.find((p) => name.startsWith(p));
    if (prefix === undefined) continue;
    const match = /^(\d+)-[0-9a-z]+$/.exec(name.slice(prefix.length));
    if (!match || isProcessAlive(Number(match[1]))) continue;
    try {
      remove(join(dir, name));
      removed.push(name);
    } catch {
      // Another run may be removing it at the same moment; the next run tries again.
    }
  }
  return removed;
}

function removeNow(path: string): void {
  rmSync(path, { recursive: true, force: true, maxRetries: 3 });
}

/**
 * Deleting a folder already renamed out of the way (the previous output, a cache emptied by
 * `--clean`: thousands of files) takes seconds on a large site, and nothing waits for it: a
 * detached `rm` finishes it after the build has returned.
 */
export function removeInBackground(dir: string): void {
  if (process.platform === 'win32') {
    rmSync(dir, { recursive: true, force: true });
    return;
  }
  const child = spawn('rm', ['-rf', dir], { detached: true, stdio: 'ignore' });
  child.on('error', () => rmSync(dir, { recursive: true, force: true }));
  child.unref();
}
