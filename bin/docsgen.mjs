#!/usr/bin/env node
// Launcher. An installed docsgen runs the bundle built when the package was packed (npm's prepack,
// bin/build-package.mjs): it never writes into node_modules. In a clone of the repository it runs
// the TypeScript sources without a compile step to remember: the Node side (bin/, compiler/,
// config/) is bundled by esbuild into .build/ whenever a source file is newer than the bundle;
// otherwise this costs a few stat calls.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// React (external to every server bundle, so one instance is shared) picks its build from
// NODE_ENV when first loaded: docsgen renders with the production build unless told otherwise.
process.env.NODE_ENV ??= 'production';

const packageRoot = dirname(dirname(fileURLToPath(import.meta.url)));
const outDir = join(packageRoot, '.build');
const cliBundle = join(outDir, 'cli.mjs');
const SOURCE_DIRS = ['bin', 'compiler', 'config'];
/** The published package has no compiler/ sources: they are in the bundle. */
const fromSources = existsSync(join(packageRoot, 'compiler'));

function newestSourceTime(dir, newest = 0) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = newestSourceTime(path, newest);
    else if (/\.(ts|tsx|mjs)$/.test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

function isStale() {
  if (!existsSync(cliBundle)) return true;
  const built = statSync(cliBundle).mtimeMs;
  return SOURCE_DIRS.some((dir) => newestSourceTime(join(packageRoot, dir)) > built);
}

if (fromSources && isStale()) {
  const { bundleCli } = await import('./bundle-cli.mjs');
  await bundleCli(packageRoot, outDir);
} else if (!existsSync(cliBundle)) {
  console.error(`docsgen: this installation is incomplete (${cliBundle} is missing); reinstall the docsgen package`);
  process.exit(70);
}
await import(pathToFileURL(cliBundle).href);
