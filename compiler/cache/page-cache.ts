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
import { DependencyChecker, type Dependency } from './dependencies.js';
import { docsgenFingerprint } from './docsgen-fingerprint.js';
import { cacheKey, type CacheStore } from './store.js';
import { dependencyListHolds, withCodeCache } from './code-cache.js';
import { isConfinedAsset } from '../mdx/page-assets.js';
import { siteRootOf } from '../mdx/site-root.js';
import { documentedKey, mayUseApi, type DocumentedSymbol } from '../api/documented.js';

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
    JSON.stringify(options.bundle ?? null),
  );
}

/** The compiler, with compiled pages read from and written to the store. */
export function withPageCache(compiler: PageCompiler, compileOptions: PageCompilerOptions, cache: PageCacheOptions): PageCompiler {
  if (cache.store.dir === null) return compiler;
  const optionsKey = compileOptionsKey(compileOptions);
  const apiIndex = apiIndexKey(compileOptions.documented);
  return {
    ...compiler,
    async compile(input: CompilePageInput) {
      const key = compiledPageKey(optionsKey, input, apiIndex);
      const checker = cache.checker();
      const found = cache.store.get<PageEntry>(key);
      if (found && isEntry(found) && assetsConfined(found.page, input, compileOptions.assetsDir) && storedPageHolds(found, cache.store, checker)) {
        fromCache.add(found.page);
        stored.set(found.page, { key, files: found.files, ...(found.twoslash ? { twoslash: found.twoslash } : {}) });
        return found.page;
      }
      // Its twoslash blocks are read from and written to the same store (code-cache.ts).
      const page = await withCodeCache({ store: cache.store, checker, filesChange: cache.filesChange ?? false }, () => compiler.compile(input));
      if (page.dependencies) {
        const { files, twoslash } = page.dependencies;
        const { dependencies: _dependencies, ...rest } = page;
        cache.store.set(key, { v: 2, page: rest, files, ...(twoslash ? { twoslash } : {}) } satisfies PageEntry);
        stored.set(page, { key, files, ...(twoslash ? { twoslash } : {}) });
      }
      return page;
    },
  };
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
