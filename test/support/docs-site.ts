// The Get Starknet site (docs/), built once and shared by every end-to-end test that needs it
// (see shared-build.ts for how: on disk, once per run, rebuilt only when its sources change).
//
// Set DOCS_DIST=/path/to/a/built/site to test a site you built yourself (nothing is built then).
import { join, resolve } from 'node:path';
import { ARTIFACTS_DIR, REPO_ROOT } from './paths.js';
import { sharedBuild } from './shared-build.js';

export const DOCS_ROOT = join(REPO_ROOT, 'docs');
/** Where the shared build lives. */
export const DOCS_DIST = join(ARTIFACTS_DIR, 'docs-dist');

/**
 * The folder of a complete build of docs/, built at most once per test run. Serve it with
 * `serveDist()`; never write into it (other test files share it).
 */
export function builtDocsSite(): Promise<string> {
  const override = process.env.DOCS_DIST;
  if (override) return Promise.resolve(resolve(override));
  return sharedBuild({ name: 'docs-dist', root: DOCS_ROOT, label: 'docs/', notSources: ['test'] });
}
