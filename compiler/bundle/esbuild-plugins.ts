// esbuild plugins shared by the server and client builds of a site.
import { readFileSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import type { Plugin } from 'esbuild';
import { PACKAGE_ROOT, resolveFromPackage } from '../package-paths.js';
import { VOCS_SPECIFIER, vocsModules } from '../../config/vocs/modules.js';

const ISLAND_FILE = /\.island\.[cm]?[jt]sx?$/;
/** How the overrides module imports an override that hydrates (overrides-plugin.ts slotsModule). */
export const OVERRIDE_ISLAND_PREFIX = 'docsgen-override-island:';
const OVERRIDE_ISLAND = /^docsgen-override-island:/;
const ISLAND_IMPORT = /\.island(\.[cm]?[jt]sx?)?$/;

/** An island's stable id: where it lives, relative to the site or to docsgen. */
export function islandId(filePath: string, siteRoot: string): string {
  const fromSite = relative(siteRoot, filePath);
  if (!fromSite.startsWith('..')) return 'site:' + fromSite.split(sep).join('/');
  return 'docsgen:' + relative(PACKAGE_ROOT, filePath).split(sep).join('/');
}

export function islandName(filePath: string): string {
  return basename(filePath).replace(ISLAND_FILE, '').replace(/\.[cm]?[jt]sx?$/, '');
}

/**
 * Server builds: React must be ONE instance shared by the theme, the pages and the config, so it
 * is never bundled; imports of it become absolute paths into docsgen's node_modules (which also
 * works for sites that live outside the package and have no node_modules of their own).
 */
export function sharedReactPlugin(): Plugin {
  return {
    name: 'docsgen-shared-react',
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => ({ path: resolveFromPackage(args.path), external: true }));
    },
  };
}

/**
 * `docsgen/config` and `docsgen/theme` from a site resolve to this package's sources, and so do
 * `vocs` and `vocs/components` (config/vocs/modules.ts).
 */
export function docsgenAliasPlugin(): Plugin {
  return {
    name: 'docsgen-alias',
    setup(build) {
      build.onResolve({ filter: /^docsgen(\/.*)?$/ }, (args) => {
        const sub = args.path === 'docsgen' ? 'config' : args.path.slice('docsgen/'.length);
        return { path: join(PACKAGE_ROOT, sub, 'index.ts') };
      });
      const vocs = vocsModules(PACKAGE_ROOT);
      build.onResolve({ filter: VOCS_SPECIFIER }, (args) => ({ path: vocs[args.path]! }));
    },
  };
}

/**
 * Server builds: every `*.island.*` import becomes a wrapper that renders the island marker
 * (theme/islands/server-island.tsx) around the real component. The ids of the islands the bundle
 * contains are collected, so the client build knows what to bundle.
 */
export function serverIslandsPlugin(siteRoot: string, found: Map<string, string>): Plugin {
  const wrapperModule = join(PACKAGE_ROOT, 'theme', 'islands', 'server-island.tsx');
  return {
    name: 'docsgen-server-islands',
    setup(build) {
      // An override hydrated by config (`hydrate` on a component override): `<prefix><strategy>:<path>`.
      build.onResolve({ filter: OVERRIDE_ISLAND }, (args) => {
        const rest = args.path.slice(OVERRIDE_ISLAND_PREFIX.length);
        const colon = rest.indexOf(':/');
        return { path: rest.slice(colon + 1), namespace: 'docsgen-island', pluginData: { strategy: rest.slice(0, colon) } };
      });
      build.onResolve({ filter: ISLAND_IMPORT }, async (args) => {
        if (args.pluginData?.islandImplementation) return undefined;
        // The wrapper imports the real file by absolute path: let it through unwrapped.
        if (args.namespace === 'docsgen-island') return { path: args.path };
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: { islandImplementation: true },
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        return { path: resolved.path, namespace: 'docsgen-island' };
      });
      build.onLoad({ filter: /.*/, namespace: 'docsgen-island' }, (args) => {
        const id = islandId(args.path, siteRoot);
        found.set(id, args.path);
        const source = readFileSync(args.path, 'utf8');
        const given = (args.pluginData as { strategy?: string } | undefined)?.strategy;
        const hasStrategy = given === undefined && /export\s+const\s+hydrate\b/.test(source);
        return {
          resolveDir: dirname(args.path),
          loader: 'tsx',
          contents: [
            `import Component${hasStrategy ? ', { hydrate }' : ''} from ${JSON.stringify(args.path)};`,
            `import { serverIsland } from ${JSON.stringify(wrapperModule)};`,
            `export default serverIsland(${JSON.stringify(id)}, ${JSON.stringify(islandName(args.path))}, Component, ${hasStrategy ? 'hydrate' : given !== undefined ? JSON.stringify(given) : 'undefined'});`,
          ].join('\n'),
        };
      });
    },
  };
}

/** CSS imported by any component goes into the one site stylesheet, not into a JS bundle. */
export function collectCssPlugin(found: Set<string>): Plugin {
  return {
    name: 'docsgen-collect-css',
    setup(build) {
      build.onLoad({ filter: /\.css$/ }, (args) => {
        found.add(args.path);
        return { contents: '', loader: 'js' };
      });
    },
  };
}

/**
 * lunr-languages, as site bundles need it (the search engine loads a language's stemmer with
 * import(), theme/shared/search/languages.ts):
 * - server builds leave it out: pages render without searching, so its modules are never run
 *   there, and bundling them into every theme bundle would cost each build;
 * - browser builds get the table of loaders (language-loaders.ts) with only `languages`, the
 *   lunr-languages codes of the site's locales: a site in English ships no stemmer at all;
 * - and give the Arabic and Hebrew stemmers the scratch object they expect. Written for scripts,
 *   they keep their state on `this` (the global object outside strict mode); in an ES module
 *   `this` is undefined and the stemmer throws on its first word.
 */
export function lunrLanguagesPlugin(target: 'server'): Plugin;
export function lunrLanguagesPlugin(target: 'browser', languages: readonly string[]): Plugin;
export function lunrLanguagesPlugin(target: 'server' | 'browser', languages: readonly string[] = []): Plugin {
  return {
    name: 'docsgen-lunr-languages',
    setup(build) {
      if (target === 'server') {
        build.onResolve({ filter: /^lunr-languages(\/|$)/ }, (args) => ({ path: args.path, external: true }));
        return;
      }
      build.onLoad({ filter: /[\\/]theme[\\/]shared[\\/]search[\\/]language-loaders\.ts$/ }, (args) => ({
        contents: siteLanguageLoaders(readFileSync(args.path, 'utf8'), languages),
        loader: 'ts',
      }));
      build.onLoad({ filter: /[\\/]lunr-languages[\\/]lunr\.(ar|he)\.js$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        const scratch = 'var self = this;';
        return source.includes(scratch) ? { contents: source.replace(scratch, 'var self = {};'), loader: 'js' } : undefined;
      });
    },
  };
}

/** language-loaders.ts with the loaders of `languages` only (its lines `  fr: () => …,`); STEMMED_LANGUAGES still names them all. */
export function siteLanguageLoaders(source: string, languages: readonly string[]): string {
  const wanted = new Set(languages);
  return source
    .split('\n')
    .filter((line) => {
      const code = /^ {2}([a-z]+): \(\) => /.exec(line)?.[1];
      return code === undefined || wanted.has(code);
    })
    .join('\n')
    .replace('Object.keys(LANGUAGE_LOADERS)', JSON.stringify([...source.matchAll(/^ {2}([a-z]+): \(\) => /gm)].map((match) => match[1])));
}
