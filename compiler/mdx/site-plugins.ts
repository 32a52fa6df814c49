// The site's own remark and rehype plugins (config `markdown`), ready for the pipeline.
//
// Worker threads: a plugin function from the config cannot be sent to another thread (functions
// and many option values are not cloneable). So nothing is sent: every thread that compiles pages
// (build workers, the dev server's render and search workers, check-links' parser threads)
// imports the same config bundle the main thread loaded (config/cache.ts keeps it on disk, named
// by its content hash), and calls `loadSitePlugins` on the config it holds. Plugins named by
// package are resolved from the site folder and imported in each thread the same way.
//
// Each plugin is wrapped so that a throw names it (`PluginFailure`), and `identity` says what the
// pipeline's output depends on, for caches.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { resolve as resolveModule } from 'import-meta-resolve';
import type { Pluggable } from 'unified';
import { configIssue, ConfigError, type ConfigIssue } from '../../config/errors.js';
import type { MarkdownPlugin, MarkdownPluginEntry, ResolvedConfig } from '../../config/types.js';
import { PACKAGE_ROOT } from '../package-paths.js';
import { pluginBegins } from './plugin-watch.js';

export type PluginStage = 'remark' | 'rehype';

export interface SitePlugin {
  stage: PluginStage;
  /** What messages call it: the package name, else the function's name. */
  name: string;
  /** Where the config declares it, e.g. `markdown.remarkPlugins[0]`. */
  keyPath: string;
  plugin: (...args: unknown[]) => unknown;
  options: unknown;
  /** `remark-math@6.0.0`, or `config:<bundle hash>#markdown.remarkPlugins[1]` for a function. */
  identity: string;
}

export interface SitePlugins {
  remark: SitePlugin[];
  rehype: SitePlugin[];
  /** A hash of every plugin's identity and place: equal identities give equal output. */
  identity: string;
}

export const NO_SITE_PLUGINS: SitePlugins = { remark: [], rehype: [], identity: 'none' };

export interface LoadPluginsOptions {
  /** Where plugin packages are resolved from. */
  siteRoot: string;
  /** The config bundle (its name carries the hash of everything it was built from). */
  bundleFile: string | null;
  /** The config file, for error messages. */
  configFile?: string | null;
}

/** A plugin threw (or failed) while compiling a page. */
export class PluginFailure extends Error {
  constructor(
    readonly plugin: Pick<SitePlugin, 'stage' | 'name' | 'keyPath' | 'identity'>,
    override readonly cause: unknown,
  ) {
    super(`${plugin.stage} plugin ${plugin.name} (${plugin.keyPath}) failed: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'PluginFailure';
  }
}

function bundleHashOf(bundleFile: string | null): string {
  return bundleFile ? basename(bundleFile).replace(/^config\.|\.mjs$/g, '') : 'no-config';
}

function identityHash(bundleHash: string, plugins: [keyPath: string, identity: string][]): string {
  // Options live in the config bundle, whose hash is part of the identity either way.
  return createHash('sha1').update(JSON.stringify({ bundleHash, plugins })).digest('hex');
}

/**
 * The identity `loadSitePlugins` would give, without importing any plugin (cheap: a few file
 * reads), for caches that must know whether the pipeline changed before compiling anything.
 */
export function sitePluginsIdentity(markdown: ResolvedConfig['markdown'], options: LoadPluginsOptions): string {
  if (markdown.remarkPlugins.length === 0 && markdown.rehypePlugins.length === 0) return NO_SITE_PLUGINS.identity;
  const bundleHash = bundleHashOf(options.bundleFile);
  const entries = (stage: PluginStage, list: MarkdownPluginEntry[]) =>
    list.map((entry, index): [string, string] => {
      const keyPath = `markdown.${stage}Plugins[${index}]`;
      const reference = Array.isArray(entry) ? entry[0] : entry;
      if (typeof reference !== 'string') return [keyPath, `config:${bundleHash}#${keyPath}`];
      const url = resolvePackage(reference, options.siteRoot);
      return [keyPath, `${reference}@${(url && packageVersion(url)) ?? 'unknown'}`];
    });
  return identityHash(bundleHash, [...entries('remark', markdown.remarkPlugins), ...entries('rehype', markdown.rehypePlugins)]);
}

const NOT_INSTALLED = 'an installed package';

/** Imports and checks the config's plugins. Throws a ConfigError naming the key of each bad one. */
export async function loadSitePlugins(markdown: ResolvedConfig['markdown'], options: LoadPluginsOptions): Promise<SitePlugins> {
  if (markdown.remarkPlugins.length === 0 && markdown.rehypePlugins.length === 0) return NO_SITE_PLUGINS;
  const issues: ConfigIssue[] = [];
  const bundleHash = bundleHashOf(options.bundleFile);
  const load = async (stage: PluginStage, entries: MarkdownPluginEntry[]) => {
    const loaded: SitePlugin[] = [];
    for (const [index, entry] of entries.entries()) {
      const keyPath = `markdown.${stage}Plugins[${index}]`;
      const [reference, pluginOptions] = Array.isArray(entry) ? entry : [entry, undefined];
      const plugin = await loadPlugin(reference, Array.isArray(entry) ? `${keyPath}[0]` : keyPath, options, issues);
      if (!plugin) continue;
      loaded.push({ stage, keyPath, options: pluginOptions, ...plugin, identity: plugin.identity ?? `config:${bundleHash}#${keyPath}` });
    }
    return loaded;
  };
  const remark = await load('remark', markdown.remarkPlugins);
  const rehype = await load('rehype', markdown.rehypePlugins);
  if (issues.length > 0) {
    // Only packages missing: the section that says where to install them; otherwise the config's values.
    const code = issues.every((issue) => issue.expected === NOT_INSTALLED) ? 'PackageNotInstalled' : 'ConfigInvalid';
    throw new ConfigError({ code, file: options.configFile ?? null, issues });
  }
  return { remark, rehype, identity: identityHash(bundleHash, [...remark, ...rehype].map((p) => [p.keyPath, p.identity])) };
}

async function loadPlugin(
  reference: MarkdownPlugin,
  keyPath: string,
  options: LoadPluginsOptions,
  issues: ConfigIssue[],
): Promise<{ name: string; plugin: SitePlugin['plugin']; identity?: string } | undefined> {
  if (typeof reference === 'function') {
    return { name: reference.name || 'an unnamed plugin', plugin: reference as SitePlugin['plugin'] };
  }
  const url = resolvePackage(reference, options.siteRoot);
  if (url === undefined) {
    issues.push(configIssue({
      path: keyPath,
      expected: NOT_INSTALLED,
      found: `the string ${JSON.stringify(reference)}, which is not installed`,
      hint: `install it in the site (npm install -D ${reference}) or import the plugin in the config and pass the function`,
    }));
    return undefined;
  }
  let module: { default?: unknown };
  try {
    module = (await import(url)) as { default?: unknown };
  } catch (error) {
    issues.push(configIssue({ path: keyPath, expected: 'a package that loads', found: `an error: ${error instanceof Error ? error.message : String(error)}` }));
    return undefined;
  }
  if (typeof module.default !== 'function') {
    issues.push(configIssue({
      path: keyPath,
      expected: 'a package whose default export is a unified plugin',
      found: `${JSON.stringify(reference)} exporting ${module.default === undefined ? 'no default' : `a default ${typeof module.default}`}`,
      hint: 'import the plugin in the config and pass the function itself',
    }));
    return undefined;
  }
  return { name: reference, plugin: module.default as SitePlugin['plugin'], identity: `${reference}@${packageVersion(url) ?? 'unknown'}` };
}

/** The module URL of a package as the site would import it; from docsgen's own packages as a fallback. */
function resolvePackage(specifier: string, siteRoot: string): string | undefined {
  for (const from of [siteRoot, PACKAGE_ROOT]) {
    try {
      return resolveModule(specifier, pathToFileURL(join(from, 'docsgen.config.mjs')).href);
    } catch {
      // Not found from here; try the next place.
    }
  }
  return undefined;
}

/** The version in the package.json nearest above a resolved module. */
function packageVersion(url: string): string | undefined {
  if (!url.startsWith('file:')) return undefined;
  for (let dir = dirname(fileURLToPath(url)); ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
        if (name && version) return version;
      } catch {
        return undefined;
      }
    }
    if (dirname(dir) === dir) return undefined;
  }
}

/** The plugins as unified takes them, each wrapped so that a failure names it. */
export function pluggables(plugins: readonly SitePlugin[]): Pluggable[] {
  return plugins.map((plugin) => (plugin.options === undefined ? [named(plugin)] : [named(plugin), plugin.options]) as Pluggable);
}

/** The path of the file (a VFile) a transformer runs on. */
function pathOf(file: unknown): string {
  const path = (file as { path?: unknown } | null)?.path;
  return typeof path === 'string' ? path : '';
}

type Transformer = (this: unknown, tree: unknown, file: unknown, next?: (error?: unknown, ...rest: unknown[]) => void) => unknown;

/**
 * The plugin with its setup and its transformer wrapped: any failure becomes a PluginFailure, and
 * each run is noted (plugin-watch.ts) until it returns, settles or calls back, so the thread that
 * started this one can stop a plugin that never ends and name it.
 */
function named(plugin: SitePlugin) {
  const fail = (cause: unknown) => (cause instanceof PluginFailure ? cause : new PluginFailure(plugin, cause));
  function attacher(this: unknown, ...args: unknown[]) {
    let transformer: unknown;
    const setUp = pluginBegins(plugin, '');
    try {
      transformer = plugin.plugin.apply(this, args);
    } catch (error) {
      throw fail(error);
    } finally {
      setUp();
    }
    if (typeof transformer !== 'function') return transformer;
    const inner = transformer as Transformer;
    // unified passes a callback only to transformers that declare a third parameter: keep the arity.
    if (inner.length >= 3) {
      return function (this: unknown, tree: unknown, file: unknown, next: (error?: unknown, ...rest: unknown[]) => void) {
        const done = pluginBegins(plugin, pathOf(file));
        try {
          return inner.call(this, tree, file, (error?: unknown, ...rest: unknown[]) => {
            done();
            next(error ? fail(error) : error, ...rest);
          });
        } catch (error) {
          done();
          throw fail(error);
        }
      };
    }
    return function (this: unknown, tree: unknown, file: unknown) {
      let result: unknown;
      const done = pluginBegins(plugin, pathOf(file));
      try {
        result = inner.call(this, tree, file);
      } catch (error) {
        done();
        throw fail(error);
      }
      if (result && typeof (result as Promise<unknown>).then === 'function') {
        return (result as Promise<unknown>).then(
          (value) => (done(), value),
          (error: unknown) => (done(), Promise.reject(fail(error))),
        );
      }
      done();
      if (result instanceof Error) return fail(result);
      return result;
    };
  }
  Object.defineProperty(attacher, 'name', { value: plugin.name });
  return attacher;
}
