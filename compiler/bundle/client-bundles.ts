// Browser assets of a site, all content-hashed in the generated files' folder, <base>/<assetsDir>/
// (config `assetsDir`, "docsgen" by default):
// - one module per island plus the hydrate runtime, code-split so React and shared code are
//   downloaded once;
// - the page script ("loader"), tiny and React-free, on every page: it imports the hydrate runtime
//   only when an island's strategy fires, and prefetches links;
// - the one stylesheet: the theme's CSS, CSS imported by components, and the site's styles.css.
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { BuildOptions, Metafile } from 'esbuild';
import { PACKAGE_NODE_MODULES, RUNTIME_DIR, THEME_DIR } from '../package-paths.js';
import { docsgenAliasPlugin, lunrLanguagesPlugin } from './esbuild-plugins.js';
import { siteImportsPlugin } from './site-imports-plugin.js';
import type { SiteBundling } from '../mdx/compile-page.js';
import { cachedBundle, writeInto, type PlaceFile } from './bundle-cache.js';
import { isFile, type Dependency } from '../store/dependencies.js';
import { processSiteStyles } from './site-styles.js';
import { docsgenFingerprint } from '../store/docsgen-fingerprint.js';
import { cacheKey, type CacheStore } from '../store/store.js';
import { bundleError } from './server-bundles.js';
import { isConfinedPath } from '../../config/cache-files.js';

export interface ClientAssets {
  /** URLs (with base path) of the outputs. */
  loader: string;
  stylesheet: string;
  islands: Record<string, string>;
  /** URL of the React hydrate runtime, which the loader imports when the first island hydrates. */
  hydrate: string;
  /** Script URL → URLs of the chunks it imports statically (what loading it downloads too). */
  scriptImports: Record<string, string[]>;
  /** Every file written, relative to the output folder. */
  files: string[];
  /** Absolute paths of the local files the bundles read (the dev server rebuilds when one changes). */
  inputs: string[];
}

export interface ClientBundleOptions {
  siteRoot: string;
  outDir: string;
  basePath: string;
  /** The generated files' folder under the output (config `assetsDir`). */
  assetsDir: string;
  islands: Map<string, string>;
  css: Set<string>;
  minify?: boolean;
  /** Keep the assets in the build cache, and take them from there when nothing they read changed (bundle-cache.ts). */
  store?: CacheStore;
  /** How a kept asset is put into the output (default: written); the build hard-links unchanged ones from the previous output. */
  place?: PlaceFile;
  /** The lunr-languages codes of the site's locales: the stemmers search may load (none for a site in English). */
  searchLanguages?: readonly string[];
  /** The site's import aliases and constants (config `bundle`), for its islands. */
  bundle?: SiteBundling;
  /** The config's folder, when it is not the site's: a PostCSS config there applies to styles.css too. */
  configDir?: string;
}

export async function bundleClient(options: ClientBundleOptions): Promise<ClientAssets> {
  const { siteRoot, outDir } = options;
  const siteStyles = join(siteRoot, 'styles.css');
  const key = cacheKey(
    'browser assets',
    docsgenFingerprint(),
    siteRoot,
    options.basePath,
    options.assetsDir,
    options.minify ?? true,
    JSON.stringify([...options.islands].sort(([a], [b]) => a.localeCompare(b))),
    JSON.stringify([...options.css].sort()),
    ...(options.searchLanguages?.length ? [JSON.stringify(options.searchLanguages)] : []),
    JSON.stringify(options.bundle ?? null),
  );
  return cachedBundle({
    store: options.store,
    key,
    outDir,
    run: async () => {
      // Independent builds: esbuild runs them at the same time.
      const [scripts, styles] = await Promise.all([scriptsBuild(options), stylesheetBuild(options)]);
      const metafiles = [...scripts.metafiles, styles.metafile];
      const metafile: Metafile = { inputs: Object.assign({}, ...metafiles.map((m) => m.inputs)), outputs: Object.assign({}, ...metafiles.map((m) => m.outputs)) };
      const value = { ...scripts.assets, stylesheet: styles.assets.stylesheet, files: [...scripts.assets.files, ...styles.assets.files], inputs: [...scripts.assets.inputs, ...styles.assets.inputs] };
      return { metafile, root: siteRoot, files: value.files, value, extra: [{ k: 'file', p: siteStyles, e: isFile(siteStyles) }, ...styles.deps] };
    },
    toStored: (value) => value,
    fromStored: (stored) => (assetsConfined(stored, options) ? stored : undefined),
    place: options.place ?? writeInto(outDir),
  });
}

/**
 * Whether stored assets are what this module makes: every URL one of a generated file of the
 * assets folder under the base path, every file inside the output. Whatever wrote the entry, a
 * page never gets a script or stylesheet from elsewhere, and nothing is written outside.
 */
function assetsConfined(stored: unknown, options: Pick<ClientBundleOptions, 'basePath' | 'assetsDir'>): stored is ClientAssets {
  if (typeof stored !== 'object' || stored === null) return false;
  const assets = stored as Partial<ClientAssets>;
  const prefix = `${options.basePath}/${options.assetsDir}/`;
  const isUrl = (url: unknown) => typeof url === 'string' && url.startsWith(prefix) && isConfinedPath(url.slice(prefix.length));
  const urls = [assets.loader, assets.stylesheet, assets.hydrate, ...Object.values(assets.islands ?? {}), ...Object.entries(assets.scriptImports ?? {}).flat(2)];
  return (
    typeof assets.islands === 'object' &&
    typeof assets.scriptImports === 'object' &&
    urls.every(isUrl) &&
    Array.isArray(assets.files) &&
    assets.files.every(isConfinedPath) &&
    Array.isArray(assets.inputs) &&
    assets.inputs.every((input) => typeof input === 'string')
  );
}

/** The island modules, the hydrate runtime and the loader (the dev server rebuilds them apart from the stylesheet). */
export async function bundleScripts(options: Omit<ClientBundleOptions, 'css'>): Promise<Pick<ClientAssets, 'loader' | 'islands' | 'hydrate' | 'scriptImports' | 'files' | 'inputs'>> {
  return (await scriptsBuild(options)).assets;
}

async function scriptsBuild(options: Omit<ClientBundleOptions, 'css'>): Promise<{ assets: Pick<ClientAssets, 'loader' | 'islands' | 'hydrate' | 'scriptImports' | 'files' | 'inputs'>; metafiles: Metafile[] }> {
  const { siteRoot, outDir, basePath, islands } = options;
  const assetsDir = join(outDir, options.assetsDir);
  const publicUrl = publicUrlFor(outDir, basePath);
  const common = commonOptions(options);
  // Loaded on use: a build whose bundles all come from the cache never starts esbuild.
  const { build } = await import('esbuild');
  try {
    // Islands and the hydrate runtime, split so shared code (React) is one chunk.
    const islandEntries = [...islands].sort(([a], [b]) => a.localeCompare(b));
    const islandBuild = await build({
      ...common,
      splitting: true,
      entryPoints: [{ in: join(RUNTIME_DIR, 'islands', 'hydrate.ts'), out: 'hydrate' }, ...islandEntries.map(([, file]) => file)],
    });
    const outputFor = entryOutputs(islandBuild.metafile!, siteRoot);
    const hydrateFile = outputFor.get(join(RUNTIME_DIR, 'islands', 'hydrate.ts'))!;
    const islandUrls: Record<string, string> = {};
    for (const [id, file] of islandEntries) islandUrls[id] = publicUrl(outputFor.get(file)!);

    // The loader imports the hydrate runtime by its hashed name, relative to itself.
    const loaderBuild = await build({
      ...common,
      entryPoints: [{ in: join(RUNTIME_DIR, 'page', 'loader.ts'), out: 'loader' }],
      external: ['./hydrate-*'],
      define: { ...common.define, __DOCSGEN_HYDRATE__: JSON.stringify('./' + relative(assetsDir, hydrateFile)) },
    });
    const loaderFile = [...entryOutputs(loaderBuild.metafile!, siteRoot).values()][0]!;

    const files = [islandBuild, loaderBuild].flatMap((r) => Object.keys(r.metafile!.outputs).map((f) => relative(outDir, join(siteRoot, f))));
    const inputs = [...localInputs(islandBuild.metafile!, siteRoot), ...localInputs(loaderBuild.metafile!, siteRoot)];
    const scriptImports = { ...staticImports(islandBuild.metafile!, siteRoot, publicUrl), ...staticImports(loaderBuild.metafile!, siteRoot, publicUrl) };
    return { assets: { loader: publicUrl(loaderFile), islands: islandUrls, hydrate: publicUrl(hydrateFile), scriptImports, files, inputs }, metafiles: [islandBuild.metafile!, loaderBuild.metafile!] };
  } catch (error) {
    throw bundleError(error, siteRoot);
  }
}

/** The one stylesheet alone: a CSS-only change needs nothing else rebuilt. */
export async function bundleStylesheet(options: Omit<ClientBundleOptions, 'islands'>): Promise<{ stylesheet: string; files: string[]; inputs: string[]; deps: Dependency[] }> {
  const built = await stylesheetBuild(options);
  return { ...built.assets, deps: built.deps };
}

async function stylesheetBuild(options: Omit<ClientBundleOptions, 'islands'>): Promise<{ assets: { stylesheet: string; files: string[]; inputs: string[] }; metafile: Metafile; deps: Dependency[] }> {
  const { siteRoot, outDir } = options;
  const siteStyles = join(siteRoot, 'styles.css');
  // Through the site's PostCSS config or Tailwind, when it uses them (site-styles.ts).
  const processed = existsSync(siteStyles) ? await processSiteStyles(siteStyles, [...new Set([siteRoot, options.configDir ?? siteRoot])]) : undefined;
  const { build } = await import('esbuild');
  try {
    const cssBuild = await build({
      ...commonOptions(options),
      entryPoints: [{ in: 'docsgen-styles', out: 'style' }],
      loader: { '.woff2': 'file', '.woff': 'file', '.ttf': 'file', '.otf': 'file', '.eot': 'file', '.svg': 'file', '.png': 'file', '.jpg': 'file', '.webp': 'file' },
      plugins: [stylesheetEntryPlugin(siteRoot, options.css, processed?.css)],
    });
    const stylesheetFile = [...entryOutputs(cssBuild.metafile!, siteRoot).values()][0]!;
    const files = Object.keys(cssBuild.metafile!.outputs).map((f) => relative(outDir, join(siteRoot, f)));
    return { assets: { stylesheet: publicUrlFor(outDir, options.basePath)(stylesheetFile), files, inputs: localInputs(cssBuild.metafile!, siteRoot) }, metafile: cssBuild.metafile!, deps: processed?.deps ?? [] };
  } catch (error) {
    throw bundleError(error, siteRoot);
  }
}

function publicUrlFor(outDir: string, basePath: string): (file: string) => string {
  return (file) => `${basePath}/${relative(outDir, file).split('\\').join('/')}`;
}

function commonOptions(options: Pick<ClientBundleOptions, 'siteRoot' | 'outDir' | 'assetsDir' | 'minify' | 'searchLanguages' | 'bundle'>): BuildOptions & { define: Record<string, string> } {
  const minify = options.minify ?? true;
  return {
    absWorkingDir: options.siteRoot,
    bundle: true,
    minify,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    jsx: 'automatic',
    outdir: join(options.outDir, options.assetsDir),
    metafile: true,
    logLevel: 'silent',
    nodePaths: [PACKAGE_NODE_MODULES],
    define: { 'process.env.NODE_ENV': '"production"', ...options.bundle?.define },
    legalComments: 'none',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    loader: { '.css': 'empty', '.svg': 'text' },
    plugins: [docsgenAliasPlugin(), lunrLanguagesPlugin('browser', options.searchLanguages ?? []), siteImportsPlugin(options.bundle?.alias ?? {})],
  };
}

/** The files a build read that belong to the site or docsgen (not virtual modules, not node_modules). */
function localInputs(metafile: Metafile, root: string): string[] {
  return Object.keys(metafile.inputs)
    .filter((input) => !input.includes(':') && !input.split(/[\\/]/).includes('node_modules'))
    .map((input) => join(root, input));
}

/** Output URL → URLs of the outputs it imports with a static `import` (shared chunks). */
function staticImports(metafile: Metafile, root: string, publicUrl: (file: string) => string): Record<string, string[]> {
  const imports: Record<string, string[]> = {};
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!file.endsWith('.js')) continue;
    imports[publicUrl(join(root, file))] = output.imports
      .filter((i) => i.kind === 'import-statement' && !i.external)
      .map((i) => publicUrl(join(root, i.path)));
  }
  return imports;
}

/** Entry source file (absolute) → output file (absolute). */
function entryOutputs(metafile: Metafile, root: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (output.entryPoint && !file.endsWith('.map')) map.set(join(root, output.entryPoint), join(root, file));
  }
  return map;
}

/** A virtual stylesheet that imports the theme, component CSS (sorted, for stable output), then the site's own. */
/** `siteCss`: the site's styles.css as processed (site-styles.ts), in place of the file's text. */
function stylesheetEntryPlugin(siteRoot: string, css: Set<string>, siteCss?: string) {
  const siteStyles = join(siteRoot, 'styles.css');
  return {
    name: 'docsgen-stylesheet',
    setup(b: import('esbuild').PluginBuild) {
      if (siteCss !== undefined) b.onLoad({ filter: /styles\.css$/ }, (args) => (args.path === siteStyles ? { contents: siteCss, loader: 'css', resolveDir: siteRoot } : undefined));
      b.onResolve({ filter: /^docsgen-styles$/ }, () => ({ path: 'docsgen-styles', namespace: 'docsgen-styles' }));
      b.onLoad({ filter: /.*/, namespace: 'docsgen-styles' }, () => {
        const files = [join(THEME_DIR, 'styles', 'index.css'), ...[...css].sort()];
        const siteStyles = join(siteRoot, 'styles.css');
        if (existsSync(siteStyles)) files.push(siteStyles);
        return { contents: files.map((f) => `@import ${JSON.stringify(f)};`).join('\n'), loader: 'css', resolveDir: siteRoot };
      });
    },
  };
}
