// docsgen's manual (manual/), built once and shared by every end-to-end test that needs it (see
// shared-build.ts for how: on disk, once per run, rebuilt only when its sources change).
import { join } from 'node:path';
import { REPO_ROOT } from './paths.js';
import { sharedBuild } from './shared-build.js';

export const MANUAL_ROOT = join(REPO_ROOT, 'manual');

/**
 * The folder of a complete build of manual/, built at most once per test run. Serve it with
 * `serveDist()`; never write into it (other test files share it).
 */
export function builtManual(): Promise<string> {
  return sharedBuild({ name: 'manual-dist', root: MANUAL_ROOT, label: 'manual/' });
}
