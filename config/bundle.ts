/**
 * Bundles a config file (TypeScript, JSX, local imports) into one ES module Node can import, and
 * stores it in the cache. Build errors become a `ConfigError` with file:line:column.
 */
import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { BuildFailure, Message } from 'esbuild';
import { writeCachedBundle, type CachedBundle } from './cache.js';
import { changedSince } from './cache-files.js';
import { ConfigError, type ConfigDiagnostic } from './errors.js';
import { packageRoot, sharedImportsPlugin } from './externals.js';
import { vocsModulesPlugin } from './vocs/modules.js';
import { filePathsPlugin } from './file-paths-plugin.js';

// A bundled CommonJS package may require() a shared import (react), which stays external, so the
// call remains at run time; an ES module has no `require`, so give it one.
const REQUIRE_SHIM =
  "import { createRequire as __docsgenCreateRequire } from 'node:module';\n" +
  'const require = __docsgenCreateRequire(import.meta.url);';

function isBuildFailure(error: unknown): error is BuildFailure {
  return error instanceof Error && Array.isArray((error as Partial<BuildFailure>).errors);
}

function toDiagnostic(message: Message, root: string, entry: string): ConfigDiagnostic {
  const location = message.location;
  if (!location) return { file: entry, text: message.text };
  return {
    file: resolve(root, location.file),
    line: location.line,
    column: location.column + 1, // esbuild columns are 0-based
    lineText: location.lineText,
    text: message.text,
  };
}

/** Files the bundle read, as absolute paths; esbuild lists them relative to `absWorkingDir`. */
function inputsOf(inputs: Record<string, unknown>, root: string): string[] {
  return Object.keys(inputs)
    .map((input) => resolve(root, input))
    .filter((file) => existsSync(file));
}

export interface BundleConfigOptions {
  /** Code added after the bundle (a Vocs config's marker export, see load.ts). */
  footer?: string;
}

export async function bundleConfig(entry: string, root: string, cacheDir: string, options: BundleConfigOptions = {}): Promise<CachedBundle> {
  // Imported here, not at the top: a cache hit must not pay for loading esbuild.
  const { build } = await import('esbuild');
  const externals = new Map<string, string>();
  // What esbuild reads is hashed after it: kept only if nothing it read changed from here on.
  const started = Date.now();
  let result;
  try {
    result = await build({
      entryPoints: [entry],
      absWorkingDir: root,
      outfile: join(cacheDir, 'config.mjs'), // never written (write: false); anchors the source map
      write: false,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      jsx: 'automatic',
      metafile: true,
      sourcemap: 'inline',
      logLevel: 'silent',
      banner: { js: REQUIRE_SHIM },
      ...(options.footer ? { footer: { js: options.footer } } : {}),
      plugins: [vocsModulesPlugin(packageRoot()), sharedImportsPlugin(externals), filePathsPlugin()],
    });
  } catch (error) {
    if (!isBuildFailure(error)) throw error;
    const diagnostics = error.errors.map((message) => toDiagnostic(message, root, entry));
    // No metafile on failure: watch the files the errors are in, which is where the fix will be.
    const dependencies = localDependencies([...new Set([entry, ...diagnostics.map((d) => d.file)])]);
    throw new ConfigError({ file: entry, diagnostics, dependencies });
  }
  const output = result.outputFiles.find((file) => file.path.endsWith('.mjs'));
  if (!output) throw new Error(`esbuild produced no module for ${entry}`);
  // tsconfig.json changes how the config compiles (paths, jsx options) without being an input.
  const read = inputsOf(result.metafile.inputs, root);
  const inputs = [...read, join(root, 'tsconfig.json')];
  const stable = !read.some((file) => changedSince(file, started));
  return writeCachedBundle(cacheDir, entry, output.contents, inputs, externals, { stable });
}

/** The inputs worth watching: files of the site, not of installed packages. */
export function localDependencies(inputs: readonly string[]): string[] {
  return inputs.filter((file) => existsSync(file) && !file.split(sep).includes('node_modules'));
}
