// The build writes into a fresh folder beside the output and swaps it in only when everything
// succeeded: a failed build leaves the previous dist/ untouched, never half-written.
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
      if (hadPrevious) rmSync(old, { recursive: true, force: true });
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
