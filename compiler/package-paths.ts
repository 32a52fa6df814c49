// Where docsgen's own files are, wherever the site being built lives.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findPackageRoot(): string {
  // This module is bundled into .build/ or run from compiler/ by tests: walk up to package.json.
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) || !existsSync(join(dir, 'theme'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('internal: cannot find the docsgen package root');
    dir = parent;
  }
  return dir;
}

export const PACKAGE_ROOT = findPackageRoot();
export const PACKAGE_NODE_MODULES = join(PACKAGE_ROOT, 'node_modules');
export const THEME_DIR = join(PACKAGE_ROOT, 'theme');
export const RUNTIME_DIR = join(PACKAGE_ROOT, 'runtime');

const requireFromPackage = createRequire(join(PACKAGE_ROOT, 'package.json'));

/** Resolve a module specifier as docsgen itself would (for React: one instance everywhere). */
export function resolveFromPackage(specifier: string): string {
  return requireFromPackage.resolve(specifier);
}
