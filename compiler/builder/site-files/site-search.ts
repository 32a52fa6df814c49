// A build's search indexes: one per locale (theme/shared/locales.ts) of each version
// (theme/shared/versions.ts), each made of the pages of its route prefix in its language's words
// (theme/shared/search/analyzer.ts), at `<prefix>/search-index.json` ('v4/fr/search-index.json'; the
// current version's root locale's at `search-index.json`, where a site of one language and one
// version has its only one). A reader searches the index of the version and language of the page.
// Pages shown untranslated are no locale's own: the root locale's index holds them once. Each
// index is kept from the previous output, or assembled from its parts (search/search-parts.ts),
// on its own: an edit to a French page rewrites the French index only.
import type { ResolvedConfig, ResolvedLocale } from '../../../config/types.js';
import { withBasePath } from '../../../theme/shared/links.js';
import { searchScopeOf } from '../../../theme/shared/versions.js';
import type { Analyzer } from '../../../theme/shared/search/analyzer.js';
import { loadAnalyzer } from '../../../theme/shared/search/languages.js';
import type { PageResult } from '../worker/protocol.js';
import type { OutputPlacer } from '../../writer/output-placer.js';
import { recountPage, searchIndexKey } from '../warm-pages.js';
import { reuseOrMake } from './reuse-or-make.js';
import type { OutputRecord } from '../../cache/output-record.js';
import { isPartHash, partsInline, searchIndexFiles, storedPart, StoredParts, type PartRecord } from '../../search/search-parts.js';
import { NO_CACHE, type CacheStore } from '../../store/store.js';
import type { PageFile } from '../../pages/discover.js';
import { searchIndexHeader } from '../../search/build-index.js';
import { documentBoosts } from '../../search/document-boosts.js';
import { byRoute, isSearchable, type SearchablePage } from '../../search/documents.js';
import { createSearchFeed, type SearchFeed } from '../../search/search-feed.js';
import { SEARCH_INDEX_FILE, searchIndexSettings, searchPartFile } from '../../search/write-search-index.js';

/** What the output record keeps of one locale's index (the root locale's in `search` and `searchParts`). */
export interface IndexRecord {
  search?: OutputRecord['search'];
  searchParts?: PartRecord[];
}

interface Scope {
  /** The route prefix of its pages, version then locale: '' (the root index), '/fr', '/v4', '/v4/fr'. */
  prefix: string;
  locale: ResolvedLocale;
  /** Relative to the output folder. */
  file: string;
  analyzer: Analyzer;
  /** The locale's search options (the site's, with the locale's over them). */
  options: ResolvedConfig['search'];
  feed: SearchFeed;
  stored: StoredParts;
  previous: IndexRecord;
  /** The format, the locale's search options and language, the base path: what its index depends on besides its pages. */
  settings: string;
}

/** The index file of a locale, relative to the output folder: `search-index.json`, `fr/search-index.json`. */
export function searchIndexFileOf(locale: { prefix: string }): string {
  return `${locale.prefix.slice(1)}${locale.prefix ? '/' : ''}${SEARCH_INDEX_FILE}`;
}

export class SiteSearch {
  private constructor(
    private readonly scopes: Map<string, Scope>,
    private readonly config: Pick<ResolvedConfig, 'locales' | 'versions'>,
    private readonly basePath: string,
    private readonly assetsDir: string,
    /** Where documents are named from for config search.boostDocument (document-boosts.ts). */
    private readonly rootDir: string,
  ) {}

  /**
   * The indexes of a build: one per locale with a page of its own (`pages`: the build's, fallbacks
   * included), with what the previous build recorded of each and its parts still stored.
   */
  static async create(options: { config: ResolvedConfig; basePath: string; pages: readonly PageFile[]; store: CacheStore | undefined; record: OutputRecord | undefined; configModule: string | null }): Promise<SiteSearch> {
    const { config, basePath, record } = options;
    const locales = config.locales;
    const owned = new Set(options.pages.flatMap((page) => (page.fallback || !isSearchable(page) ? [] : [searchScopeOf(config, page.route)])));
    const scopes = new Map<string, Scope>();
    for (const version of config.versions ?? [{ prefix: '' }]) {
      for (const locale of locales) {
        const prefix = version.prefix + locale.prefix;
        // The root index always exists (a site of one language, as before); another only with pages of its own.
        if (prefix !== '' && !owned.has(prefix)) continue;
        const analyzer = await loadAnalyzer(locale.lang);
        const searchOptions = locale.search ?? config.search;
        const previous: IndexRecord = prefix === '' ? { search: record?.search, searchParts: record?.searchParts } : (record?.localeSearch?.[prefix.slice(1)] ?? {});
        scopes.set(prefix, {
          prefix,
          locale,
          file: searchIndexFileOf({ prefix }),
          analyzer,
          options: searchOptions,
          feed: createSearchFeed(analyzer),
          stored: new StoredParts(options.store ?? NO_CACHE, Array.isArray(previous.searchParts) ? previous.searchParts : []),
          previous,
          settings: searchIndexSettings({ search: searchOptions, rootDir: config.rootDir }, basePath, analyzer.lang, options.configModule),
        });
      }
    }
    return new SiteSearch(scopes, config, basePath, config.assetsDir, config.rootDir);
  }

  private scopeOf(route: string): Scope | undefined {
    return this.scopes.get(searchScopeOf(this.config, route));
  }

  /** The index files, relative to the output folder (no public file may take their place). */
  get files(): string[] {
    return [...this.scopes.values()].map((scope) => scope.file);
  }

  /**
   * The root index's URL and the others' by their prefix without its slash ('fr', 'v4', 'v4/fr';
   * a locale's is its key), as pages name them (RenderSetup.assets).
   */
  urls(): { searchIndex: string; localeSearchIndexes?: Record<string, string> } {
    const url = (scope: Scope) => withBasePath(this.basePath, `/${scope.file}`);
    const others = [...this.scopes.values()].filter((scope) => scope.prefix !== '');
    const root = this.scopes.get('')!;
    return others.length === 0 ? { searchIndex: url(root) } : { searchIndex: url(root), localeSearchIndexes: Object.fromEntries(others.map((scope) => [scope.prefix.slice(1), url(scope)])) };
  }

  /** Counts a compiled page's words into its locale's index (pages shown untranslated are in the root locale's already). */
  add(page: SearchablePage, fallback: boolean): void {
    if (!fallback) this.scopeOf(page.route)?.feed.add(page);
  }

  /** Whether a stored part of its locale's previous index holds the page compiled so (the page then needs no counting). */
  holds(route: string, hash: string | undefined): boolean {
    return this.scopeOf(route)?.stored.holds(route, hash) ?? false;
  }

  /**
   * Places every index and its parts in the output: each as the previous output holds it when its
   * pages are all as recorded, else made from its parts. `results`: every page of the build
   * (`fallbacks`: the routes shown untranslated). Returns what the output record keeps.
   */
  place(options: { results: readonly PageResult[]; fallbacks: ReadonlySet<string>; placer: OutputPlacer; store: CacheStore | undefined; optionsKey: string }): { root: IndexRecord; locales: Record<string, IndexRecord> } {
    const { results, fallbacks, placer, store, optionsKey } = options;
    const byPage = new Map(results.map((r) => [r.route, r]));
    const pagesOf = new Map<Scope, PageResult[]>();
    for (const result of results) {
      if (!result.ok || !isSearchable(result) || fallbacks.has(result.route)) continue;
      const scope = this.scopeOf(result.route);
      // Appended in place: a copy per page made this quadratic in a scope's pages.
      if (scope) {
        const list = pagesOf.get(scope);
        if (list) list.push(result);
        else pagesOf.set(scope, [result]);
      }
    }
    const partFile = (hash: string) => searchPartFile(this.assetsDir, hash);
    const placed: { root: IndexRecord; locales: Record<string, IndexRecord> } = { root: {}, locales: {} };
    for (const scope of this.scopes.values()) {
      const pages = pagesOf.get(scope) ?? [];
      const key = store ? searchIndexKey(scope.settings, optionsKey, pages.map((r) => [r.route, r.ok ? r.record?.compiledHash : undefined])) : undefined;
      const { search: before, searchParts: partsBefore } = scope.previous;
      // Every page as recorded: the previous output's index and parts stay, when they are still the files written
      // (a part's file is named by its hash, never by a path from the record).
      const keptParts = () =>
        partsBefore !== undefined &&
        (partsInline(partsBefore.length) || partsBefore.every((part) => isPartHash(part.written) && placer.place(partFile(part.written), part.written, () => storedPart(store, part.key))));
      const index = reuseOrMake({
        key,
        previous: before,
        alsoSame: (previous) => previous.file === scope.file,
        keep: (previous) => keptParts() && placer.place(scope.file, previous.written, () => undefined),
        make: (): IndexRecord => {
          const files = searchIndexFiles({
            pages: pages.map((r) => ({ route: r.route, hash: r.ok ? r.record?.compiledHash : undefined })).sort(byRoute),
            header: searchIndexHeader({ ...scope.options, basePath: this.basePath, lang: scope.analyzer.lang }, documentBoosts(pages.flatMap((r) => (r.ok ? [r.info] : [])), { rootDir: this.rootDir, search: scope.options })),
            feed: scope.feed,
            store,
            previous: scope.stored,
            recount: (route) => recountPage(scope.feed, byPage.get(route), store ?? NO_CACHE),
            partFile,
            lang: scope.analyzer.lang,
          });
          if (!files) return {};
          for (const part of files.partFiles) placer.place(part.file, part.hash, part.text);
          placer.place(scope.file, files.hash, files.text);
          return { searchParts: files.parts, ...(key !== undefined ? { search: { key, file: scope.file, written: files.hash } } : {}) };
        },
      });
      const made: IndexRecord = 'kept' in index ? { search: index.kept, searchParts: partsBefore } : index.made;
      if (scope.prefix === '') placed.root = made;
      else placed.locales[scope.prefix.slice(1)] = made;
    }
    return placed;
  }
}

