// Compiled pages, kept between builds (the persistent cache, see CONTRIBUTING "The build cache").
//
// An entry is found by a key made of everything the compile reads up front: docsgen itself (its
// sources, or its version when installed, and the versions of Shiki, TypeScript…), the compile
// options (base path, assets folder, source maps, the site plugins' identity, the frontmatter's
// extra keys) and the page (its path, route and source). What the compile read on the way (partials,
// images beside the page, the files twoslash's compiler read, as the dependency lists its code
// blocks' entries share) is recorded in the entry and checked again before the entry is used: an
// entry whose files changed is a miss.
import type { CompilePageInput, CompiledPage, PageCompiler, PageCompilerOptions } from '../mdx/compile-page.js';
import { DependencyChecker, realPath, type Dependency } from '../store/dependencies.js';
import { docsgenFingerprint } from '../store/docsgen-fingerprint.js';
import { cacheKey, type CacheStore } from '../store/store.js';
import { dependencyListHolds, withCodeCache } from '../mdx/highlight/code-cache.js';
import { isConfinedAsset } from '../mdx/page-assets.js';
import { siteRootOf } from '../mdx/site-root.js';
import { documentedKey, mayUseApi, type DocumentedSymbol } from '../mdx/api/documented.js';
import { inVersion, neutralCompile, type NeutralCompile } from '../mdx/version-neutral.js';
import type { PageAsset } from '../mdx/remark/remark-page-data.js';
import { isAbsolute, join, sep } from 'node:path';

interface PageEntry {
  v: 2;
  page: Omit<CompiledPage, 'dependencies'>;
  files: Dependency[];
  /** The store keys of its twoslash blocks' dependency lists (code-cache.ts), when it has some. */
  twoslash?: string[];
}

export interface PageCacheOptions {
  store: CacheStore;
  /** A checker for each page (the dev server: files change between pages) or one for all (a build). */
  checker(): DependencyChecker;
  /** Files may change while the process lives (the dev server). */
  filesChange?: boolean;
}

/** What every page's compile depends on besides the page itself. */
export function compileOptionsKey(options: PageCompilerOptions): string {
  return cacheKey(
    'compiled page',
    docsgenFingerprint(),
    options.basePath,
    options.site?.identity ?? 'none',
    JSON.stringify(options.extraKeys ?? {}),
    options.assetsDir ?? '',
    Boolean(options.sourceMaps),
    JSON.stringify(options.twoslash ?? null),
    JSON.stringify(options.codeThemes ?? null),
    Boolean(options.autoFrames),
    JSON.stringify(options.bundle ?? null),
  );
}

/**
 * The compiler, with compiled pages read from and written to the store. A page of a site with
 * versions is compiled once for every version (mdx/version-neutral.ts), with the cache or
 * without it, so both give the same bytes; with the cache, that compile is kept under a key
 * without the page's paths (`sharedPageKey`) when everything it read is inside its version's site
 * folder, and then serves the same page in any version whose files read the same.
 */
export function withPageCache(compiler: PageCompiler, compileOptions: PageCompilerOptions, cache: PageCacheOptions): PageCompiler {
  const sitePlugins = compileOptions.site?.identity ?? 'none';
  if (cache.store.dir === null) {
    return {
      ...compiler,
      async compile(input: CompilePageInput) {
        const neutral = neutralCompile(input, sitePlugins);
        if (!neutral) return compiler.compile(input);
        return inVersion(await compiler.compile(neutral.input), input, input.version!.prefix, neutral.input);
      },
    };
  }
  const optionsKey = compileOptionsKey(compileOptions);
  const apiIndex = apiIndexKey(compileOptions.documented);
  const { store } = cache;
  return {
    ...compiler,
    async compile(input: CompilePageInput) {
      const neutral = neutralCompile(input, sitePlugins);
      const compiled = neutral?.input ?? input;
      // The page in its version: the shared compile with the version's prefix put in.
      const ownPage = (page: CompiledPage) => (neutral ? inVersion(page, input, input.version!.prefix, neutral.input) : page);
      const key = compiledPageKey(optionsKey, compiled, apiIndex);
      const checker = cache.checker();
      const shared = neutral && sharedPageKey(optionsKey, neutral, apiIndex);
      // Whether the shared entry is another version's whose files differ from this version's.
      let sharedTaken = false;
      if (shared) {
        const root = neutral.input.version.siteRoot;
        const found = store.get<PageEntry>(shared.key);
        const entry = found && isEntry(found) ? inRoot(found, root) : undefined;
        if (entry && assetsConfined(entry.page, compiled, compileOptions.assetsDir) && storedPageHolds(entry, store, checker)) return remember(ownPage(entry.page), shared.key, entry, true);
        sharedTaken = entry !== undefined;
      }
      const found = store.get<PageEntry>(key);
      if (found && isEntry(found) && assetsConfined(found.page, compiled, compileOptions.assetsDir) && storedPageHolds(found, store, checker)) return remember(ownPage(found.page), key, found, true);
      // Its twoslash blocks are read from and written to the same store (code-cache.ts).
      const page = await withCodeCache({ store, checker, filesChange: cache.filesChange ?? false }, () => compiler.compile(compiled));
      const own = ownPage(page);
      if (page.dependencies) {
        const { files, twoslash } = page.dependencies;
        const { dependencies: _dependencies, ...rest } = page;
        const entry: PageEntry = { v: 2, page: rest, files, ...(twoslash ? { twoslash } : {}) };
        // Kept for every version when what it read is all inside its site folder, unless the shared
        // entry is another version's that reads differently (a partial edited in one version): this
        // version's result is then its own, so the two do not replace each other build after build.
        const portable = shared && neutral && !twoslash && !sharedTaken ? relativeEntry(entry, neutral.input.version.siteRoot) : undefined;
        if (shared && portable) {
          store.set(shared.key, portable);
          remember(own, shared.key, entry, false);
        } else {
          store.set(key, entry);
          remember(own, key, entry, false);
        }
      }
      return own;
    },
  };
}

/** Notes where a page is stored and what it depends on (its own files), and whether it came from the store. */
function remember(page: CompiledPage, key: string, entry: Pick<PageEntry, 'files' | 'twoslash'>, cached: boolean): CompiledPage {
  if (cached) fromCache.add(page);
  stored.set(page, { key, files: entry.files, ...(entry.twoslash ? { twoslash: entry.twoslash } : {}) });
  return page;
}

/**
 * The entry with every path it names relative to the site folder `root` (its files, the images
 * it copies), or undefined when it read something outside that folder: such a result holds for
 * this version's folder only.
 */
function relativeEntry(entry: PageEntry, root: string): PageEntry | undefined {
  const realRoot = realFolder(root);
  const inside = (path: string, folder = root): string | undefined => {
    if (path === folder) return '.';
    if (!path.startsWith(folder + sep)) return undefined;
    return path.slice(folder.length + 1).split(sep).join('/');
  };
  const files: Dependency[] = [];
  for (const dep of entry.files) {
    const p = inside(dep.p);
    if (p === undefined) return undefined;
    if (dep.k === 'real') {
      // Where the path really is, within where the folder really is (the same unless the site's path has a symbolic link).
      const r = inside(dep.r, realRoot);
      if (r === undefined) return undefined;
      files.push({ ...dep, p, r });
    } else files.push({ ...dep, p });
  }
  const assets: PageAsset[] = [];
  for (const asset of entry.page.assets) {
    const source = inside(asset.source);
    if (source === undefined) return undefined;
    assets.push({ ...asset, source });
  }
  return { ...entry, page: { ...entry.page, assets }, files };
}

const realFolders = new Map<string, string>();

/** Where a site folder really is (symbolic links followed), once per folder and thread. */
function realFolder(root: string): string {
  let real = realFolders.get(root);
  if (real === undefined) realFolders.set(root, (real = realPath(root)));
  return real;
}

/** A shared entry (relativeEntry) for the site folder `root`: its paths made absolute there. Undefined when it is malformed. */
function inRoot(entry: PageEntry, root: string): PageEntry | undefined {
  const at = (path: unknown, folder = root): string | undefined => {
    if (typeof path !== 'string' || isAbsolute(path) || path.split('/').includes('..')) return undefined;
    return path === '.' ? folder : join(folder, ...path.split('/'));
  };
  const files: Dependency[] = [];
  for (const dep of entry.files) {
    const p = at(dep.p);
    if (p === undefined) return undefined;
    if (dep.k === 'real') {
      const r = at(dep.r, realFolder(root));
      if (r === undefined) return undefined;
      files.push({ ...dep, p, r });
    } else files.push({ ...dep, p });
  }
  if (!Array.isArray(entry.page.assets)) return undefined;
  const assets: PageAsset[] = [];
  for (const asset of entry.page.assets) {
    const source = at((asset as Partial<PageAsset> | null)?.source);
    if (source === undefined) return undefined;
    assets.push({ ...asset, source });
  }
  return { ...entry, page: { ...entry.page, assets }, files };
}

const fromCache = new WeakSet<object>();

/** Whether the page came from the cache rather than the compiler (for the build's report). */
export function isCachedPage(page: CompiledPage): boolean {
  return fromCache.has(page);
}

/** The page's images are files of its site copied right into the assets folder (page-assets.ts): nothing else is copied from a cache entry. */
function assetsConfined(page: PageEntry['page'], input: CompilePageInput, assetsDir: string | undefined): boolean {
  if (!Array.isArray(page.assets)) return false;
  if (page.assets.length === 0) return true;
  const siteRoot = input.version?.siteRoot ?? siteRootOf(input.filePath, input.route);
  return assetsDir !== undefined && siteRoot !== undefined && page.assets.every((asset) => isConfinedAsset(asset, siteRoot, assetsDir));
}

function isEntry(value: unknown): value is PageEntry {
  const entry = value as PageEntry;
  return typeof entry === 'object' && entry !== null && entry.v === 2 && (entry.twoslash === undefined || (Array.isArray(entry.twoslash) && entry.twoslash.every((list) => typeof list === 'string'))) && typeof entry.page === 'object' && entry.page !== null && Array.isArray(entry.files);
}

/** Where a compiled page is in the store, and what it depends on (an output record's page, output-record.ts). */
export interface StoredPage {
  key: string;
  files: Dependency[];
  /** The store keys of its twoslash blocks' dependency lists (code-cache.ts). */
  twoslash?: string[];
}

const stored = new WeakMap<object, StoredPage>();

/** The store entry a page was read from or written to; undefined when it was not cacheable. */
export function storedPageOf(page: CompiledPage): StoredPage | undefined {
  return stored.get(page);
}

/**
 * The store key of a page's compiled result: what compile() above looks up. `optionsKey` is
 * compileOptionsKey(options); `apiIndex`, apiIndexKey(options.documented): the links of an API
 * reference depend on where the site documents every symbol, so a page that may show one (an
 * API directive in its text, or in a partial it imports) is keyed with it.
 */
export function compiledPageKey(optionsKey: string, input: Pick<CompilePageInput, 'filePath' | 'relativePath' | 'route' | 'source' | 'version'>, apiIndex?: string): string {
  const parts = [optionsKey, input.filePath, input.relativePath, input.route, input.source];
  if (input.version) parts.push(JSON.stringify(input.version));
  if (apiIndex !== undefined && (mayUseApi(input.source) || IMPORTS_PARTIAL.test(input.source))) parts.push(apiIndex);
  return cacheKey(...parts);
}

/**
 * The keys a page's compiled result may be stored under (what compile() above looks up): its own
 * (`key`, compiledPageKey of what is compiled: for a page of a site with versions, its
 * version-independent form), and for a page compiled once for every version, the key shared by
 * every version (`shared`). `sitePlugins`: the site plugins' identity.
 */
export function compiledPageKeys(optionsKey: string, input: CompilePageInput, sitePlugins: string, apiIndex?: string): { key: string; shared?: string } {
  const neutral = neutralCompile(input, sitePlugins);
  const key = compiledPageKey(optionsKey, neutral?.input ?? input, apiIndex);
  const shared = neutral && sharedPageKey(optionsKey, neutral, apiIndex);
  return shared ? { key, shared: shared.key } : { key };
}

/**
 * The key of a page compiled once for every version: what the compile reads up front without a
 * path of its version (the page's file within its version's site folder, its route within the
 * version, its text, every version's prefix, the compile options). What it reads on the way is in
 * the entry, relative to the site folder, and checked in the folder of the version that uses it.
 * Undefined for a page whose file is not under its version's site folder.
 */
function sharedPageKey(optionsKey: string, neutral: NeutralCompile, apiIndex?: string): { key: string } | undefined {
  const { input, within } = neutral;
  const root = input.version.siteRoot;
  if (!input.filePath.startsWith(root + sep)) return undefined;
  const file = input.filePath.slice(root.length + 1).split(sep).join('/');
  const parts = ['shared compiled page', optionsKey, file, within, input.source, JSON.stringify(input.version.prefixes)];
  if (apiIndex !== undefined && IMPORTS_PARTIAL.test(input.source)) parts.push(apiIndex);
  return { key: cacheKey(...parts) };
}

/** An ESM import of an .md/.mdx file (a partial, which may hold an API directive). */
const IMPORTS_PARTIAL = /^import\s[^\n]*\.mdx?['"]/m;

/** The index of documented API symbols, for compiledPageKey. */
export function apiIndexKey(documented: readonly DocumentedSymbol[] | undefined): string {
  return documentedKey(documented ?? []);
}

/** Whether a compiled page's recorded dependencies (and its twoslash blocks' lists) still hold. */
export function storedPageHolds(page: Pick<StoredPage, 'files' | 'twoslash'>, store: CacheStore, checker: DependencyChecker): boolean {
  const lists = page.twoslash ?? [];
  return Array.isArray(lists) && checker.holds(page.files) && lists.every((list) => typeof list === 'string' && dependencyListHolds(store, checker, list));
}
