// The build writes into a fresh folder beside the output and swaps it in only when everything
// succeeded: a failed build leaves the previous dist/ untouched, never half-written.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export interface StagingDir {
  /** Where the build writes. */
  path: string;
  /** Replace the output folder with what was written. */
  commit(): void;
  /** Throw away what was written. */
  discard(): void;
}

export function createStagingDir(outDir: string): StagingDir {
  const parent = dirname(outDir);
  mkdirSync(parent, { recursive: true });
  const path = join(parent, `.${basename(outDir)}.staging-${process.pid}-${Date.now().toString(36)}`);
  mkdirSync(path);
  return {
    path,
    commit() {
      const old = join(parent, `.${basename(outDir)}.old-${process.pid}-${Date.now().toString(36)}`);
      const hadPrevious = existsSync(outDir);
      if (hadPrevious) renameSync(outDir, old);
      try {
        renameSync(path, outDir);
      } catch (error) {
        if (hadPrevious) renameSync(old, outDir);
        throw error;
      }
      if (hadPrevious) removeInBackground(old);
    },
    discard() {
      rmSync(path, { recursive: true, force: true });
    },
  };
}

/** Copies ROOT/public/ into the output as it is. */
export function copyPublicDir(root: string, outDir: string): void {
  const publicDir = join(root, 'public');
  if (existsSync(publicDir)) cpSync(publicDir, outDir, { recursive: true });
}

/**
 * Deleting the previous output (thousands of files) takes seconds on a large site and nothing
 * waits for it: it is already renamed out of the way, so a detached `rm` finishes it after the
 * build has returned.
 */
function removeInBackground(dir: string): void {
  if (process.platform === 'win32') {
    rmSync(dir, { recursive: true, force: true });
    return;
  }
  const child = spawn('rm', ['-rf', dir], { detached: true, stdio: 'ignore' });
  child.on('error', () => rmSync(dir, { recursive: true, force: true }));
  child.unref();
}
