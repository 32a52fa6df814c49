/**
 * Finds, bundles (or reuses a cached bundle of), imports and validates a site's docsgen.config.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleConfig, localDependencies } from './bundle.js';
import { readCachedBundle } from './cache.js';
import { cacheFolder } from './cache-files.js';
import { ConfigError } from './errors.js';
import type { ResolvedConfig } from './types.js';
import { validateConfig } from './validate.js';

/** In order of preference. */
export const CONFIG_FILES = ['docsgen.config.ts', 'docsgen.config.tsx', 'docsgen.config.js', 'docsgen.config.mjs'];

export interface LoadConfigOptions {
  /** Where bundles are kept; default `<root>/.docsgen-cache/config/`. */
  cacheDir?: string;
  /** Bundle the config afresh, without looking at the bundles kept (`build --no-cache` or `--clean`). */
  fresh?: boolean;
}

export interface LoadedConfig {
  config: ResolvedConfig;
  /** Absolute path of the config file, null when the site has none. */
  file: string | null;
  /** The bundle that was imported, null when the site has no config file. */
  bundleFile: string | null;
  /**
   * Absolute paths of the files the config was built from, outside node_modules (the config, the
   * files it imports, tsconfig.json), for the dev server to watch.
   */
  dependencies: string[];
}

/** The site's config file, or null. Two of them is an error: which one wins would be a guess. */
export function findConfigFile(root: string): string | null {
  const found = CONFIG_FILES.map((name) => join(root, name)).filter((file) => existsSync(file));
  if (found.length > 1) {
    throw new ConfigError({
      file: found[0]!,
      diagnostics: [{ file: found[0]!, text: `several config files: ${found.join(', ')}`, hint: 'keep only one' }],
      dependencies: found,
    });
  }
  return found[0] ?? null;
}

/** `<root>/.docsgen-cache/config`, made a real folder (a link found there is replaced: cache-files.ts); as it is when it cannot be made (the bundle then goes elsewhere). */
function configCacheDir(siteRoot: string): string {
  try {
    return cacheFolder(siteRoot, '.docsgen-cache', 'config');
  } catch {
    return join(siteRoot, '.docsgen-cache', 'config');
  }
}

async function importDefault(bundleFile: string, file: string): Promise<unknown> {
  let module: { default?: unknown };
  try {
    module = (await import(pathToFileURL(bundleFile).href)) as { default?: unknown };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new ConfigError({
      file,
      diagnostics: [
        {
          file,
          text: `loading the config failed: ${error instanceof Error ? error.message : String(error)}`,
          // E.g. a package "exports" entry pointing at TypeScript, which Node 20 cannot import.
          ...(code === 'ERR_UNKNOWN_FILE_EXTENSION'
            ? { hint: 'an import resolved to a file type Node cannot run; shared imports must resolve to JavaScript' }
            : {}),
        },
      ],
    });
  }
  if (module.default === undefined) {
    throw new ConfigError({
      file,
      diagnostics: [{ file, text: 'the config file has no default export', hint: 'end it with: export default defineConfig({ … })' }],
    });
  }
  return module.default;
}

export async function loadConfig(root: string, options: LoadConfigOptions = {}): Promise<LoadedConfig> {
  const siteRoot = resolve(root);
  const file = findConfigFile(siteRoot);
  if (file === null) return { config: validateConfig({}), file: null, bundleFile: null, dependencies: [] };

  const cacheDir = resolve(options.cacheDir ?? configCacheDir(siteRoot));
  const bundle = (options.fresh ? undefined : readCachedBundle(cacheDir, file)) ?? (await bundleConfig(file, siteRoot, cacheDir));
  const dependencies = localDependencies(bundle.inputs);
  try {
    const config = validateConfig(await importDefault(bundle.bundleFile, file));
    return { config, file, bundleFile: bundle.bundleFile, dependencies };
  } catch (error) {
    throw error instanceof ConfigError ? error.withFile(file, dependencies) : error;
  }
}
