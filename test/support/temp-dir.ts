// Fresh folders for a test to write in, removed when the test is done, pass or fail.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { ARTIFACTS_DIR } from './paths.js';

export interface TempDirOptions {
  /**
   * 'repository' (the default) makes it under the git-ignored test-artifacts/, where imports of
   * what the test writes (react, esbuild, docsgen/…) resolve from the repository's node_modules;
   * 'system' under the system's temp folder, for files that import nothing.
   */
  in?: 'repository' | 'system';
}

/**
 * Makes an empty folder named `<prefix><random>` and removes it with everything in it once the
 * current test has finished. Call it inside a test (vitest's `onTestFinished` needs one).
 */
export function tempDir(prefix: string, options: TempDirOptions = {}): string {
  const parent = options.in === 'system' ? tmpdir() : ARTIFACTS_DIR;
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, prefix));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
