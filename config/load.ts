/**
 * Finds, bundles (or reuses a cached bundle of), imports and validates a site's config: its
 * docsgen.config, or else a Vocs v1 site's vocs.config, mapped onto docsgen's (vocs/adapt.ts).
 */
import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleConfig, localDependencies } from './bundle.js';
import { readCachedBundle } from './cache.js';
import { cacheFolder } from './cache-files.js';
import { ConfigError } from './errors.js';
import { configBundleFooter, configOfModule } from './module-config.js';
import type { ResolvedConfig } from './types.js';
import { validateConfig } from './validate.js';
import type { VocsWarning } from './vocs/adapt.js';

/** In order of preference. */
export const CONFIG_FILES = ['docsgen.config.ts', 'docsgen.config.tsx', 'docsgen.config.js', 'docsgen.config.mjs'];

/** A Vocs v1 site's config, read when the folder has no docsgen config (as Vocs looks for it, in its module forms). */
export const VOCS_CONFIG_FILES = ['vocs.config.ts', 'vocs.config.tsx', 'vocs.config.js', 'vocs.config.jsx', 'vocs.config.mjs', 'vocs.config.mts'];

/** Every file name that is a site's config, for watchers. */
export const ALL_CONFIG_FILES = [...CONFIG_FILES, ...VOCS_CONFIG_FILES];

export function isVocsConfigFile(file: string): boolean {
  return VOCS_CONFIG_FILES.includes(basename(file));
}

export interface LoadConfigOptions {
  /** Where bundles are kept; default `<root>/.docsgen-cache/config/`. */
  cacheDir?: string;
  /** Bundle the config afresh, without looking at the bundles kept (`build --no-cache` or `--clean`). */
  fresh?: boolean;
}

export interface LoadedConfig {
  config: ResolvedConfig;
  /**
   * The site's folder as docsgen reads it (pages/, public/, styles.css, dist/): config `rootDir`
   * from the config's folder; the folder given when the site has no config.
   */
  root: string;
  /** Absolute path of the config file, null when the site has none. */
  file: string | null;
  /** 'vocs' for a vocs.config.* read as docsgen's. */
  dialect: 'docsgen' | 'vocs';
  /** Fields of a Vocs config docsgen does not honour, and why (printed by the commands). */
  warnings: ConfigWarning[];
  /** The bundle that was imported, null when the site has no config file. */
  bundleFile: string | null;
  /**
   * Absolute paths of the files the config was built from, outside node_modules (the config, the
   * files it imports, tsconfig.json), for the dev server to watch.
   */
  dependencies: string[];
}

/** A config warning: the file, the key path and why the value is not honoured. */
export interface ConfigWarning extends VocsWarning {
  file: string;
}

/** `<root>/.docsgen-cache/config`, made a real folder (a link found there is replaced: cache-files.ts); as it is when it cannot be made (the bundle then goes elsewhere). */
function configCacheDir(siteRoot: string): string {
  try {
    return cacheFolder(siteRoot, '.docsgen-cache', 'config');
  } catch {
    return join(siteRoot, '.docsgen-cache', 'config');
  }
}

/**
 * The site's config file, or null: its docsgen config, or else its Vocs config. Two of one kind is
 * an error (which one wins would be a guess); a docsgen config beside a Vocs config wins (a site
 * moved to docsgen for good, its Vocs config kept for reference).
 */
export function findConfigFile(root: string): string | null {
  for (const names of [CONFIG_FILES, VOCS_CONFIG_FILES]) {
    const found = names.map((name) => join(root, name)).filter((file) => existsSync(file));
    if (found.length > 1) {
      throw new ConfigError({
        file: found[0]!,
        diagnostics: [{ file: found[0]!, text: `several config files: ${found.join(', ')}`, hint: 'keep only one' }],
        dependencies: found,
      });
    }
    if (found.length === 1) return found[0]!;
  }
  return null;
}

/** The Vocs config beside a docsgen one, which is then not read. */
function shadowedVocsConfig(root: string, file: string): string | undefined {
  if (isVocsConfigFile(file)) return undefined;
  return VOCS_CONFIG_FILES.map((name) => join(root, name)).find((candidate) => existsSync(candidate));
}

async function importModule(bundleFile: string, file: string): Promise<Record<string, unknown>> {
  let module: Record<string, unknown>;
  try {
    module = (await import(pathToFileURL(bundleFile).href)) as Record<string, unknown>;
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
  if (module['default'] === undefined) {
    throw new ConfigError({
      file,
      diagnostics: [{ file, text: 'the config file has no default export', hint: 'end it with: export default defineConfig({ … })' }],
    });
  }
  return module;
}

export interface ImportedConfigFile {
  /** The config file's module: its default export as written, before any mapping. */
  module: Record<string, unknown>;
  bundleFile: string;
  /** As `LoadedConfig.dependencies`. */
  dependencies: string[];
}

/**
 * A config file (docsgen's or Vocs') bundled (or its cached bundle reused) and imported, as the
 * site's config is read: `loadConfig` maps and validates it; `docsgen migrate` reads a Vocs
 * config's default export as written. A file that fails to bundle or throws is a `ConfigError`.
 */
export async function importConfigFile(file: string, configDir: string, options: LoadConfigOptions = {}): Promise<ImportedConfigFile> {
  const cacheDir = resolve(options.cacheDir ?? configCacheDir(configDir));
  // The bundle says where it came from and in which dialect: every thread reads it the same way.
  const footer = configBundleFooter({ dir: configDir, dialect: isVocsConfigFile(file) ? 'vocs' : 'docsgen' });
  const bundle = (options.fresh ? undefined : readCachedBundle(cacheDir, file)) ?? (await bundleConfig(file, configDir, cacheDir, { footer }));
  const dependencies = localDependencies(bundle.inputs);
  try {
    const module = await importModule(bundle.bundleFile, file);
    return { module, bundleFile: bundle.bundleFile, dependencies };
  } catch (error) {
    throw error instanceof ConfigError ? error.withFile(file, dependencies) : error;
  }
}

/**
 * The config of the site in `dir` (the folder holding its config file, or its pages when it has
 * none). The site's own folder is `root` in the result: `dir` itself, or its config's `rootDir`.
 */
export async function loadConfig(dir: string, options: LoadConfigOptions = {}): Promise<LoadedConfig> {
  const configDir = resolve(dir);
  const file = findConfigFile(configDir);
  if (file === null) return { config: validateConfig({}), root: configDir, file: null, dialect: 'docsgen', warnings: [], bundleFile: null, dependencies: [] };

  const { module, bundleFile, dependencies } = await importConfigFile(file, configDir, options);
  try {
    const written = await configOfModule(module);
    const config = validateConfig(written.config);
    const warnings: ConfigWarning[] = written.warnings.map((warning) => ({ file, ...warning }));
    const shadowed = shadowedVocsConfig(configDir, file);
    if (shadowed) warnings.push({ file: shadowed, path: '', reason: `not read: ${basename(file)} is the site's config` });
    const root = resolve(configDir, config.rootDir);
    return { config, root, file, dialect: written.dialect, warnings, bundleFile, dependencies };
  } catch (error) {
    throw error instanceof ConfigError ? error.withFile(file, dependencies) : error;
  }
}

/** A config warning as one line: `vocs.config.ts: vite.plugins: docsgen does not run Vite plugins (…)`. */
export function formatConfigWarning(warning: ConfigWarning, cwd = process.cwd()): string {
  const file = relativeTo(cwd, warning.file);
  return warning.path ? `${file}: ${warning.path}: ${warning.reason}` : `${file}: ${warning.reason}`;
}

function relativeTo(cwd: string, file: string): string {
  const rel = file.startsWith(cwd + '/') ? file.slice(cwd.length + 1) : file;
  return rel === '' ? basename(file) : rel;
}
