// Browser assets of a site, all content-hashed under <base>/.docsgen/assets/:
// - one module per island plus the hydrate runtime, code-split so React and shared code are
//   downloaded once;
// - the island loader, tiny and React-free, which imports the hydrate runtime only when an
//   island's strategy fires;
// - the one stylesheet: the theme's CSS, CSS imported by components, and the site's styles.css.
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { PACKAGE_NODE_MODULES, RUNTIME_DIR, THEME_DIR } from '../package-paths.js';
import { docsgenAliasPlugin } from './esbuild-plugins.js';
import { bundleError } from './server-bundles.js';

export const ASSETS_DIR = '.docsgen/assets';

export interface ClientAssets {
  /** URLs (with base path) of the outputs. */
  loader: string;
  stylesheet: string;
  islands: Record<string, string>;
  /** Every file written, relative to the output folder. */
  files: string[];
}

export async function bundleClient(options: {
  siteRoot: string;
  outDir: string;
  basePath: string;
  islands: Map<string, string>;
  css: Set<string>;
  minify?: boolean;
}): Promise<ClientAssets> {
  const { siteRoot, outDir, basePath, islands } = options;
  const assetsDir = join(outDir, ASSETS_DIR);
  const publicUrl = (file: string) => `${basePath}/${relative(outDir, file).split('\\').join('/')}`;
  const minify = options.minify ?? true;
  const common = {
    absWorkingDir: siteRoot,
    bundle: true,
    minify,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    jsx: 'automatic',
    outdir: assetsDir,
    metafile: true,
    logLevel: 'silent',
    nodePaths: [PACKAGE_NODE_MODULES],
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    loader: { '.css': 'empty', '.svg': 'text' },
    plugins: [docsgenAliasPlugin()],
  } as const;
  try {
    // Islands and the hydrate runtime, split so shared code (React) is one chunk.
    const islandEntries = [...islands].sort(([a], [b]) => a.localeCompare(b));
    const islandBuild = await build({
      ...common,
      splitting: true,
      entryPoints: [{ in: join(RUNTIME_DIR, 'islands', 'hydrate.ts'), out: 'hydrate' }, ...islandEntries.map(([, file]) => file)],
    });
    const outputFor = entryOutputs(islandBuild.metafile, siteRoot);
    const hydrateFile = outputFor.get(join(RUNTIME_DIR, 'islands', 'hydrate.ts'))!;
    const islandUrls: Record<string, string> = {};
    for (const [id, file] of islandEntries) islandUrls[id] = publicUrl(outputFor.get(file)!);

    // The loader imports the hydrate runtime by its hashed name, relative to itself.
    const loaderBuild = await build({
      ...common,
      entryPoints: [{ in: join(RUNTIME_DIR, 'islands', 'loader.ts'), out: 'loader' }],
      external: ['./hydrate-*'],
      define: { ...common.define, __DOCSGEN_HYDRATE__: JSON.stringify('./' + relative(assetsDir, hydrateFile)) },
    });
    const loaderFile = [...entryOutputs(loaderBuild.metafile, siteRoot).values()][0]!;

    const cssBuild = await build({
      ...common,
      entryPoints: [{ in: 'docsgen-styles', out: 'style' }],
      loader: { '.woff2': 'file', '.woff': 'file', '.svg': 'file', '.png': 'file', '.jpg': 'file', '.webp': 'file' },
      plugins: [stylesheetEntryPlugin(siteRoot, options.css)],
    });
    const stylesheetFile = [...entryOutputs(cssBuild.metafile, siteRoot).values()][0]!;

    const files = [islandBuild, loaderBuild, cssBuild].flatMap((r) => Object.keys(r.metafile.outputs).map((f) => relative(outDir, join(siteRoot, f))));
    return { loader: publicUrl(loaderFile), stylesheet: publicUrl(stylesheetFile), islands: islandUrls, files };
  } catch (error) {
    throw bundleError(error, siteRoot);
  }
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
function stylesheetEntryPlugin(siteRoot: string, css: Set<string>) {
  return {
    name: 'docsgen-stylesheet',
    setup(b: import('esbuild').PluginBuild) {
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
