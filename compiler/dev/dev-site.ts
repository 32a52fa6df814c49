// The site as `docsgen dev` holds it in memory: config, page list, browser assets, the theme's
// server bundle and the pages built so far. Start-up builds only what every page needs (the
// theme, the client assets, the page list from a cheap scan); pages compile when first asked for.
import { mkdirSync, rmSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { RenderSetup } from '../page/page-model.js';
import { removeLeftovers, runFolderName } from '../run/run-folders.js';
import type { ResolvedOverrides } from '../bundle/overrides-plugin.js';
import { bundleServer, type ServerBundleResult } from '../bundle/server-bundles.js';
import { isInside } from './watch/change-kind.js';
import { DocsgenError } from '../errors/docsgen-error.js';
import { sitePathFromUrl } from '../preview/request-path.js';
import { NOT_FOUND_ROUTE } from '../pages/routes.js';
import { BackgroundSearch } from './search/background-search.js';
import { bundleDevClient, type DevClientScript } from './live/client-script.js';
import { ConfigState } from './config-state.js';
import type { PageCompilerOptions } from '../mdx/compile-page.js';
import { DevAssets } from './dev-assets.js';
import { devPaths, localeSearchIndex, type DevPaths } from './dev-paths.js';
import { searchScopeOf } from '../../theme/shared/versions.js';
import { reportConfigError, reportPageError, type ReportedError } from './live/overlay-error.js';
import { PageBuilds, type PageOutcome } from './page-builds.js';
import { PageTable } from './page-table.js';
import { routeForSitePath } from './route-path.js';
import { SiteLinks } from './site-links.js';
import { searchLanguages } from '../search/search-languages.js';
import type { Terminal } from './terminal.js';
import { referencePages, type ReferenceSite } from '../mdx/api/reference-pages.js';
import { buildCacheDir } from '../store/cache-dir.js';
import { openStore } from '../store/store.js';
import { discoverPages } from '../pages/discover.js';

let themeBuilds = 0;

/** The key of `problems` while the pages folder is gone (site-changes.ts): every page request answers 503. */
export const PAGES_FOLDER_MISSING = 'pages-folder';

/** The locales with pages of their own, by page list. */
const ownedScopes = new WeakMap<readonly unknown[], Set<string>>();

/** The theme's server bundle with the site's overrides; without them (and the error) when they fail. */
async function bundleTheme(root: string, outDir: string, overrides: ResolvedOverrides, markdown: PageCompilerOptions): Promise<{ bundle: ServerBundleResult; error?: unknown }> {
  // A new folder each time: Node caches an imported module by its URL.
  const dir = () => join(outDir, 'server', `theme-${++themeBuilds}`);
  try {
    return { bundle: await bundleServer({ siteRoot: root, outDir: dir(), pages: [], overrides, markdown }) };
  } catch (error) {
    if (overrides.size === 0) throw error;
    return { bundle: await bundleServer({ siteRoot: root, outDir: dir(), pages: [], markdown }), error };
  }
}

/** The site's own files among what a bundle read (docsgen's theme files are not the site's). */
function siteInputs(root: string, bundle: ServerBundleResult): Set<string> {
  return new Set((bundle.inputs.get('theme') ?? []).filter((file) => isInside(root, file) && !file.split(sep).includes('node_modules')));
}

export class DevSite {
  /** Site-wide problems (config, stylesheet, island scripts, page list): shown over every page. */
  readonly problems = new Map<string, ReportedError>();
  /** False once the index turned out empty: pages then render without search. */
  searchEnabled = true;

  private constructor(
    readonly root: string,
    /** The dev server's own folder (assets, bundles, search index), removed on close. */
    readonly outDir: string,
    readonly config: ConfigState,
    readonly table: PageTable,
    readonly assets: DevAssets,
    readonly builds: PageBuilds,
    readonly search: BackgroundSearch,
    readonly terminal: Terminal,
    private themeModule: string,
    readonly clientScript: DevClientScript,
    /** What is known of every page's ids and links, and which links are broken. */
    readonly links: SiteLinks,
  ) {}

  /** `dir`: the folder of the site's config (its pages' folder when it has none). */
  static async start(dir: string, terminal: Terminal, onSearchIndex: ConstructorParameters<typeof BackgroundSearch>[0]['onIndex']): Promise<DevSite> {
    const config = await ConfigState.load(dir);
    const root = config.root;
    // The folders of dev servers that were killed outright are removed (run-folders.ts).
    removeLeftovers(join(root, '.docsgen-cache', 'dev'), ['']);
    const outDir = join(root, '.docsgen-cache', 'dev', runFolderName());
    mkdirSync(outDir, { recursive: true });
    const { basePath, assetsDir } = config;
    const assets = new DevAssets({ root, outDir, basePath, assetsDir, searchLanguages: searchLanguages(config.loaded.config.locales), configDir: config.configDir, ...(config.compileOptions.bundle ? { bundle: config.compileOptions.bundle } : {}) });
    // The config's locales as of now: a config change that names others refreshes the table.
    const table = new PageTable(root, () => (site?.config ?? config).loaded.config);
    const links = new SiteLinks();
    let site: DevSite | undefined;
    // The render worker starts first: loading the MDX pipeline and React takes it a while, on the
    // other core, while esbuild bundles and this thread scans the pages.
    const builds = new PageBuilds(
      {
        root,
        bundlesDir: join(outDir, 'server'),
        table,
        assets,
        terminal,
        setup: (pageModules) => site!.setup(pageModules),
        compileOptions: () => site!.config.compileOptions,
        assetsUrlPrefix: () => site!.config.basePath + site!.paths.assets,
        clientTag: (version) => ({
          src: `${site!.config.basePath}${site!.paths.clientScript}?v=${site!.clientScript.hash}`,
          socket: site!.config.basePath + site!.paths.socket,
          version,
          stylesheet: assets.current.stylesheet,
        }),
        onCompiled: (facts) => links.update(facts),
      },
      basePath,
      config.loaded.bundleFile,
      assetsDir,
    );
    try {
      const theme = bundleTheme(root, outDir, config.overrides, config.compileOptions);
      const scripts = assets.rebuildScripts();
      // A broken stylesheet is the site's content: the server starts anyway and says why.
      const stylesheet = assets.rebuildStylesheet().then(() => undefined, (error: unknown) => error);
      const script = bundleDevClient();
      const reference = await generatedPages(root, config, table);
      table.refresh();
      builds.followDocumented(basePath, config.loaded.bundleFile, assetsDir);
      const [{ bundle: themeBundle, error: themeError }, , stylesheetError] = await Promise.all([theme, scripts, stylesheet]);
      const includeError = await assets.include(themeBundle.islands, themeBundle.css).then(() => undefined, (error: unknown) => error);
      const search = new BackgroundSearch({
        outDir,
        onIndex: (report) => {
          for (const facts of report.links) links.update(facts);
          site?.searchFound(report.enabled);
          onSearchIndex(report);
        },
        onError: (message) => terminal.problem('search', `search index: ${message}`),
      });
      site = new DevSite(root, outDir, config, table, assets, builds, search, terminal, themeBundle.outputs.get('theme')!, await script, links);
      site.reference = reference;
      site.referenceProblems(reference);
      site.themeInputs = siteInputs(root, themeBundle);
      if (themeError) site.themeProblem(themeError);
      if (config.error) {
        // The page shows it; the terminal says it too (the server still starts, on the defaults).
        const reported = reportConfigError(config.error, true);
        site.problems.set('config', reported);
        terminal.problem('config', reported.text);
      }
      const cssError = stylesheetError ?? includeError;
      if (cssError) {
        const reported = reportPageError(cssError instanceof DocsgenError ? cssError : new DocsgenError('StylesheetFailed', String(cssError)), 'CSS error');
        site.problems.set('stylesheet', reported);
        terminal.problem('stylesheet', reported.text);
      }
      // The first request is most likely for the home page.
      builds.warmUp(table.has('/') ? '/' : (table.routes()[0] ?? '/'));
      return site;
    } catch (error) {
      await builds.close();
      rmSync(outDir, { recursive: true, force: true });
      throw error;
    }
  }

  get basePath(): string {
    return this.config.basePath;
  }

  /** The reference pages generated from declarations (config `reference`), and the sidebar with them. */
  reference: ReferenceSite | undefined;

  /** Lists the reference pages again (the config changed); the next page list refresh shows them. */
  async refreshReference(): Promise<void> {
    this.reference = await generatedPages(this.root, this.config, this.table);
    this.referenceProblems(this.reference);
  }

  referenceProblems(reference: ReferenceSite): void {
    if (reference.problems.length === 0) {
      if (this.problems.delete('reference')) this.terminal.resolved('reference', 'the reference pages');
      return;
    }
    const reported = reportPageError(DocsgenError.all(reference.problems), 'Reference pages error');
    this.problems.set('reference', reported);
    this.terminal.problem('reference', reported.text);
  }

  /** Files of the site the theme bundle read (component overrides and what they import). */
  themeInputs = new Set<string>();

  /**
   * Bundles the theme again: the overrides or a file they import changed, or the config names
   * other overrides. A broken override is shown over every page while the theme renders without
   * the site's overrides.
   */
  async rebuildTheme(): Promise<void> {
    let error: unknown;
    try {
      const rebuilt = await bundleTheme(this.root, this.outDir, this.config.overrides, this.config.compileOptions);
      error = rebuilt.error;
      this.themeModule = rebuilt.bundle.outputs.get('theme')!;
      this.themeInputs = siteInputs(this.root, rebuilt.bundle);
      await this.assets.include(rebuilt.bundle.islands, rebuilt.bundle.css);
    } catch (failure) {
      // The theme stays as it was (a broken island or stylesheet an override imports, say).
      error = failure;
    }
    if (error) this.themeProblem(error);
    else if (this.problems.delete('theme')) this.terminal.resolved('theme', 'the theme overrides');
  }

  private themeProblem(error: unknown): void {
    const reported = reportPageError(error instanceof DocsgenError ? error : new DocsgenError('OverrideInvalid', String(error)), 'Theme override error (the original components are in use)');
    this.problems.set('theme', reported);
    this.terminal.problem('theme', reported.text);
  }

  get assetsDir(): string {
    return this.config.assetsDir;
  }

  /** The dev server's own addresses, in the site's generated files' folder. */
  get paths(): DevPaths {
    return devPaths(this.assetsDir);
  }

  /** The page (or not-found page, or error document) a browser path asks for. */
  outcome(path: string): Promise<PageOutcome> {
    return this.builds.outcome(this.routeOf(path));
  }

  /** The route a browser path names; one no page has when it is outside the base path. */
  routeOf(path: string): string {
    const sitePath = sitePathFromUrl(path, this.basePath);
    return sitePath === null ? NOT_FOUND_ROUTE : routeForSitePath(sitePath);
  }

  setup(pageModules: Record<string, string>): RenderSetup {
    const { current } = this.assets;
    return {
      themeModule: this.themeModule,
      configModule: this.config.loaded.bundleFile,
      basePath: this.basePath,
      outDir: this.outDir,
      assets: {
        stylesheet: current.stylesheet,
        loader: current.loader,
        islands: current.islands,
        searchIndex: this.searchEnabled ? this.basePath + this.paths.searchIndex : undefined,
        ...this.localeSearchIndexes(),
      },
      pageModules,
      notFoundRoute: this.table.has(NOT_FOUND_ROUTE) ? NOT_FOUND_ROUTE : null,
      ...(this.reference && this.config.loaded.config.reference.length > 0 ? { sidebar: this.reference.sidebar } : {}),
    };
  }

  /** The other indexes' addresses (each locale of each version with pages of its own: 'fr', 'v4', 'v4/fr'). */
  private localeSearchIndexes(): { localeSearchIndexes?: Record<string, string> } {
    const config = this.config.loaded.config;
    if (config.locales.length < 2 && (config.versions?.length ?? 0) < 2) return {};
    // The page list (the site's own pages) is made again only when it changes.
    const list = this.table.summaries();
    let owned = ownedScopes.get(list);
    if (!owned) ownedScopes.set(list, (owned = new Set(list.map((page) => searchScopeOf(config, page.path)))));
    const indexes = [...owned].filter((prefix) => prefix !== '').map((prefix) => [prefix.slice(1), this.basePath + localeSearchIndex.path(this.paths, prefix.slice(1))]);
    return indexes.length > 0 ? { localeSearchIndexes: Object.fromEntries(indexes) } : {};
  }

  /** Starts indexing every page in the background (again, after a config change); pages a locale shows untranslated are the root locale's. */
  indexAll(): void {
    this.search.configure(this.basePath, this.config.loaded.bundleFile, this.root, this.table.jobs().filter((job) => !job.fallback));
  }

  /** The first index tells whether the site has anything to search at all. */
  searchFound(enabled: boolean): void {
    if (enabled === this.searchEnabled) return;
    this.searchEnabled = enabled;
    // Pages name the index only when there is one; no tab needs to reload for that.
    void this.builds.exclusive(async () => this.builds.forgetRendered());
  }

  /**
   * While the pages folder is gone: the document every page request gets (503 Service
   * Unavailable: it is back once the folder is), naming the folder; undefined otherwise.
   */
  pagesFolderMissing(): PageOutcome | undefined {
    const problem = this.problems.get(PAGES_FOLDER_MISSING);
    return problem && this.builds.unavailable(problem);
  }

  /** The first site-wide problem, if any: it is what every tab's overlay shows. */
  problem(): ReportedError | undefined {
    return this.problems.values().next().value;
  }

  async close(): Promise<void> {
    await Promise.all([this.search.close(), this.builds.close()]);
    rmSync(this.outDir, { recursive: true, force: true });
  }
}

/** The site's reference pages (config `reference`), handed to the page table. */
async function generatedPages(root: string, config: ConfigState, table: PageTable): Promise<ReferenceSite> {
  const taken = new Set(discoverPagesQuietly(root).map((page) => page.route));
  const reference = await referencePages(root, config.loaded.config, { taken, store: openStore(buildCacheDir(root)), configFile: config.loaded.file });
  table.setGenerated(reference.pages, reference.documented);
  return reference;
}

/** The site's own pages, or none while two of them claim one route (the page table says so). */
function discoverPagesQuietly(root: string) {
  try {
    return discoverPages(root);
  } catch {
    return [];
  }
}
