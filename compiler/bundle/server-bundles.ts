// Server-side bundles of a site: the theme (once per build) and the pages that import
// components (pages without imports need no bundling; they are evaluated directly).
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { BuildFailure, BuildOptions, Message, Metafile } from 'esbuild';
import { DocsgenError, type SourceLocation } from '../errors/docsgen-error.js';
import { PACKAGE_NODE_MODULES, THEME_DIR } from '../package-paths.js';
import type { PageCompiler, PageCompilerOptions } from '../mdx/compile-page.js';
import { dialectModulesPlugin } from './dialect-modules.js';
import { collectCssPlugin, docsgenAliasPlugin, lunrLanguagesPlugin, serverIslandsPlugin, sharedReactPlugin } from './esbuild-plugins.js';
import { overridesPlugin, type ResolvedOverrides } from './overrides-plugin.js';
import { partialsPlugin } from './partials-plugin.js';
import { siteImportsPlugin } from './site-imports-plugin.js';
import { cachedBundle, outputFiles, writeInto } from './bundle-cache.js';
import { compileOptionsKey } from '../cache/page-cache.js';
import { docsgenFingerprint } from '../store/docsgen-fingerprint.js';
import { cacheKey, type CacheStore } from '../store/store.js';
import { isConfinedPath } from '../../config/cache-files.js';

export interface ServerBundleResult {
  /** Absolute path of each output module, by entry name. */
  outputs: Map<string, string>;
  /** Island id → source file, for every island the bundles contain. */
  islands: Map<string, string>;
  /** CSS files imported by the bundled components. */
  css: Set<string>;
  /** Local source files each entry read, for the dev server's dependency graph. */
  inputs: Map<string, string[]>;
}

export interface PageModuleSource {
  /** Entry name, unique within the build. */
  name: string;
  filePath: string;
  relativePath: string;
  code: string;
  /** The MDX source, to point errors at the right line. */
  source: string;
}

const SERVER_OPTIONS: BuildOptions = {
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  jsx: 'automatic',
  logLevel: 'silent',
  nodePaths: [PACKAGE_NODE_MODULES],
  loader: { '.svg': 'text', '.png': 'dataurl', '.jpg': 'dataurl', '.webp': 'dataurl' },
  define: { 'process.env.NODE_ENV': '"production"' },
  // A CommonJS package bundled here may require() a Node built-in (buffer, crypto…), which stays
  // outside the bundle: esbuild keeps the call, and an ES module has no `require` to answer it
  // ("Dynamic require of "buffer" is not supported"). Each output file gets one, Node's own.
  banner: { js: "import { createRequire as __docsgenCreateRequire } from 'node:module';\nconst require = __docsgenCreateRequire(import.meta.url);" },
};

export async function bundleServer(options: {
  siteRoot: string;
  outDir: string;
  pages: PageModuleSource[];
  /** Bundle the theme's server entry too (once per build). */
  includeTheme?: boolean;
  /** Write source maps beside the modules (the dev server maps a thrown error back to the component). */
  sourcemap?: boolean;
  /** How pages compile: .mdx partials imported by pages are compiled the same way. */
  markdown?: PageCompilerOptions;
  /** The site's theme component overrides (see overrides-plugin.ts). */
  overrides?: ResolvedOverrides;
  /** Keep the bundle in the build cache, and take it from there when nothing it read changed (bundle-cache.ts). */
  store?: CacheStore;
}): Promise<ServerBundleResult> {
  const { siteRoot, outDir, pages, includeTheme = true, sourcemap = false } = options;
  const key = cacheKey(
    'server bundle',
    docsgenFingerprint(),
    siteRoot,
    includeTheme,
    sourcemap,
    options.markdown ? compileOptionsKey(options.markdown) : null,
    JSON.stringify(options.overrides ? [...options.overrides] : null),
    JSON.stringify(pages.map((page) => [page.name, page.filePath, page.code])),
  );
  return cachedBundle({
    store: options.store,
    key,
    outDir,
    run: async () => {
      const { result, metafile } = await runServerBundle(options);
      return { metafile, root: siteRoot, files: outputFiles(metafile, siteRoot, outDir), value: result };
    },
    toStored: (result) => ({
      outputs: [...result.outputs].map(([name, file]) => [name, relative(outDir, file)]),
      islands: [...result.islands],
      css: [...result.css],
      inputs: [...result.inputs],
    }),
    fromStored: (stored, read) => {
      const value = stored as { outputs: [string, string][]; islands: [string, string][]; css: string[]; inputs: [string, string[]][] };
      // Modules inside the bundles' folder; islands and stylesheets among the files the bundle read.
      if (!pairs(value.outputs) || !value.outputs.every(([, file]) => isConfinedPath(file))) return undefined;
      if (!pairs(value.islands) || !value.islands.every(([, file]) => read.has(file)) || !Array.isArray(value.css) || !value.css.every((file) => read.has(file))) return undefined;
      if (!Array.isArray(value.inputs)) return undefined;
      return { outputs: new Map(value.outputs.map(([name, file]) => [name, join(outDir, file)])), islands: new Map(value.islands), css: new Set(value.css), inputs: new Map(value.inputs) };
    },
    place: writeInto(outDir),
  });
}

/** A stored list of [string, string] pairs. */
function pairs(value: unknown): value is [string, string][] {
  return Array.isArray(value) && value.every((pair) => Array.isArray(pair) && pair.length === 2 && typeof pair[0] === 'string' && typeof pair[1] === 'string');
}

async function runServerBundle(options: Parameters<typeof bundleServer>[0]): Promise<{ result: ServerBundleResult; metafile: Metafile }> {
  const { siteRoot, outDir, pages, includeTheme = true, sourcemap = false } = options;
  const { markdown } = options;
  let compiler: Promise<PageCompiler> | undefined;
  const partialsCompiler = () => (compiler ??= import('../mdx/compile-page.js').then(({ createPageCompiler }) => createPageCompiler(markdown!)));
  const partials = markdown ? [partialsPlugin(siteRoot, partialsCompiler)] : [];
  mkdirSync(outDir, { recursive: true });
  const islands = new Map<string, string>();
  const css = new Set<string>();
  const byName = new Map(pages.map((page) => [page.name, page]));
  const entryPoints: Record<string, string> = includeTheme ? { theme: join(THEME_DIR, 'server', 'entry.tsx') } : {};
  for (const page of pages) entryPoints[page.name] = `docsgen-page:${page.name}`;
  try {
    // Loaded on use: a build whose bundles all come from the cache never starts esbuild.
    const { build } = await import('esbuild');
    const result = await build({
      ...SERVER_OPTIONS,
      absWorkingDir: siteRoot,
      entryPoints,
      outdir: outDir,
      outExtension: { '.js': '.mjs' },
      splitting: true,
      metafile: true,
      write: true,
      sourcemap,
      define: { ...SERVER_OPTIONS.define, ...markdown?.bundle?.define },
      plugins: [
        sharedReactPlugin(),
        docsgenAliasPlugin(),
        dialectModulesPlugin(),
        lunrLanguagesPlugin('server'),
        siteImportsPlugin(markdown?.bundle?.alias ?? {}),
        serverIslandsPlugin(siteRoot, islands),
        collectCssPlugin(css),
        ...partials,
        ...(options.overrides ? [overridesPlugin(options.overrides)] : []),
        {
          name: 'docsgen-pages',
          setup(b) {
            b.onResolve({ filter: /^docsgen-page:/ }, (args) => ({ path: args.path.slice('docsgen-page:'.length), namespace: 'docsgen-page' }));
            b.onLoad({ filter: /.*/, namespace: 'docsgen-page' }, (args) => {
              const page = byName.get(args.path)!;
              return { contents: page.code, loader: 'jsx', resolveDir: dirname(page.filePath) };
            });
          },
        },
      ],
    });
    const outputs = new Map<string, string>();
    const inputs = new Map<string, string[]>();
    // A chunk loaded with import() also has an entryPoint: only the real entries are named.
    const entryNames = new Map(Object.entries(entryPoints).map(([name, entry]) => [entry.startsWith('docsgen-page:') ? entry : relative(siteRoot, entry).split(sep).join('/'), name]));
    for (const [file, output] of Object.entries(result.metafile!.outputs)) {
      const name = output.entryPoint === undefined ? undefined : entryNames.get(output.entryPoint);
      if (name === undefined) continue;
      outputs.set(name, join(siteRoot, file));
      inputs.set(name, entryInputs(result.metafile!, output.entryPoint!).filter((input) => !input.includes(':')).map((input) => join(siteRoot, input)));
    }
    return { result: { outputs, islands, css, inputs }, metafile: result.metafile! };
  } catch (error) {
    throw bundleError(error, siteRoot, byName);
  }
}

/**
 * Every file an entry reads, following imports from it. (An output's own `inputs` list only the
 * files that put bytes into it: an empty or tree-shaken module is missing there, yet editing it
 * can change the page.)
 */
function entryInputs(metafile: Metafile, entry: string): string[] {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imported of metafile.inputs[file]?.imports ?? []) if (!imported.external) pending.push(imported.path);
  }
  return [...seen];
}

/** esbuild's messages (a broken import, a syntax error in a component) as a docsgen error. */
export function bundleError(error: unknown, root: string, pages: Map<string, PageModuleSource> = new Map()): DocsgenError {
  const failure = error as BuildFailure;
  if (!Array.isArray(failure?.errors) || failure.errors.length === 0) {
    return new DocsgenError('CompileError', error instanceof Error ? error.message : String(error), { cause: error });
  }
  const first: Message = failure.errors[0]!;
  const more = failure.errors.length > 1 ? ` (and ${failure.errors.length - 1} more)` : '';
  const location = first.location;
  // esbuild names a virtual module's file "namespace:path" (and leaves `namespace` empty).
  const page = location?.file.startsWith('docsgen-page:') ? pages.get(location.file.slice('docsgen-page:'.length)) : undefined;
  let where: SourceLocation | undefined;
  if (page) {
    // The error is in the compiled page; point at the import as written in the MDX source.
    const specifier = /Could not resolve "([^"]+)"/.exec(first.text)?.[1];
    where = { file: page.relativePath, source: page.source, ...(specifier ? findInSource(page.source, specifier) : {}) };
  } else if (location) {
    where = { file: location.file, line: location.line, column: location.column + 1, source: readSource(join(root, location.file)) };
  }
  const note = first.notes?.[0]?.text;
  return new DocsgenError('CompileError', first.text + more, {
    location: where,
    hint: /Could not resolve/.test(first.text) ? 'check the import path; paths are relative to the file that imports' : note || undefined,
    cause: error,
  });
}

function findInSource(source: string, text: string): { line: number; column: number } | {} {
  const index = source.indexOf(text);
  if (index === -1) return {};
  const before = source.slice(0, index).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

function readSource(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
