// Where things are, for helpers that run from any working directory.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Git-ignored output of test runs: screenshots, copied fixtures, logs. */
export const ARTIFACTS_DIR = join(REPO_ROOT, 'test-artifacts');
