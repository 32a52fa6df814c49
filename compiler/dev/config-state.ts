// The site config as the dev server holds it: the last one that loaded, and the error of the
// newest attempt when that failed. A broken config never stops the server; pages keep rendering
// with the last good one until the file is fixed. The config's folder (`configDir`) is the one the
// server was started in; the site's own folder (`root`: pages/, public/) is its `rootDir`, fixed
// for the life of the server.
import { dirname, join } from 'node:path';
import { ConfigError } from '../../config/errors.js';
import { ALL_CONFIG_FILES, loadConfig, type LoadedConfig } from '../../config/load.js';
import { validateConfig } from '../../config/validate.js';
import { clientCodeCheck, resolveOverrides, type ResolvedOverrides } from '../bundle/overrides-plugin.js';
import { compileOptionsFor } from '../mdx/compile-options.js';
import type { PageCompilerOptions } from '../mdx/compile-page.js';

export type ConfigReload = 'changed' | 'unchanged' | 'failed';

export class ConfigState {
  private constructor(
    /** Where the config file is looked for. */
    readonly configDir: string,
    /** The site's folder (config rootDir), as the server started. */
    readonly root: string,
    public loaded: LoadedConfig,
    /** How this thread compiles pages (partials imported by pages are compiled here). */
    public compileOptions: PageCompilerOptions,
    /** The site's theme component overrides, checked. */
    public overrides: ResolvedOverrides,
    public error: ConfigError | undefined,
  ) {}

  /** Never throws for a broken config: the defaults stand in until it is fixed. */
  static async load(configDir: string): Promise<ConfigState> {
    try {
      const loaded = await loadConfig(configDir);
      const overrides = await overridesOf(loaded);
      return new ConfigState(configDir, loaded.root, loaded, await compileOptionsOf(loaded.root, loaded), overrides, undefined);
    } catch (error) {
      const fallback: LoadedConfig = { config: validateConfig({}), root: configDir, file: null, dialect: 'docsgen', warnings: [], bundleFile: null, dependencies: [] };
      return new ConfigState(configDir, configDir, fallback, await compileOptionsOf(configDir, fallback), new Map(), asConfigError(error));
    }
  }

  async reload(): Promise<ConfigReload> {
    try {
      const next = await loadConfig(this.configDir);
      if (next.root !== this.root) {
        throw new ConfigError({
          file: next.file,
          diagnostics: [{ file: next.file ?? this.configDir, text: `rootDir now names ${next.root}; the server reads ${this.root}`, hint: 'restart docsgen dev to serve the other folder' }],
          dependencies: next.dependencies,
        });
      }
      const hadError = this.error !== undefined;
      // A plugin that does not load, or an override file that is missing, is a config error: the
      // last good config stays.
      const compileOptions = await compileOptionsOf(this.root, next);
      const overrides = await overridesOf(next);
      this.error = undefined;
      // Bundles are named by the hash of their inputs: the same name means the same config (and
      // the overrides the same, unless one of their files now hydrates, or no longer does).
      const sameOverrides = JSON.stringify([...overrides]) === JSON.stringify([...this.overrides]);
      if (next.bundleFile === this.loaded.bundleFile && next.file === this.loaded.file && sameOverrides && !hadError) return 'unchanged';
      this.loaded = next;
      this.compileOptions = compileOptions;
      this.overrides = overrides;
      return 'changed';
    } catch (error) {
      this.error = asConfigError(error);
      return 'failed';
    }
  }

  get basePath(): string {
    return this.loaded.config.basePath;
  }

  get assetsDir(): string {
    return this.loaded.config.assetsDir;
  }

  /** Files whose change means the config must be loaded again (a fix may be in any of them). */
  dependencies(): Set<string> {
    return new Set([...this.loaded.dependencies, ...(this.error?.dependencies ?? []), ...ALL_CONFIG_FILES.map((name) => join(this.configDir, name))]);
  }
}

/** The site's component overrides, checked, with `hydrate: 'auto'` decided. */
function overridesOf(loaded: LoadedConfig): Promise<ResolvedOverrides> {
  return resolveOverrides(loaded.file ? dirname(loaded.file) : loaded.root, loaded.config.components, loaded.file, { clientCode: clientCodeCheck(loaded.root) });
}

/** The site's plugins, loaded (and so checked) in this thread too. */
function compileOptionsOf(root: string, loaded: LoadedConfig): Promise<PageCompilerOptions> {
  return compileOptionsFor({ basePath: loaded.config.basePath, configModule: loaded.bundleFile, siteRoot: root }, loaded.config, loaded.file);
}

function asConfigError(error: unknown): ConfigError {
  if (error instanceof ConfigError) return error;
  const text = error instanceof Error ? error.message : String(error);
  return new ConfigError({ diagnostics: [{ file: 'docsgen config', text }] });
}
