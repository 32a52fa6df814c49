// The site as `docsgen dev` holds it in memory: config, page list, browser assets, the theme's
// server bundle and the pages built so far. Start-up builds only what every page needs (the
// theme, the client assets, the page list from a cheap scan); pages compile when first asked for.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { RenderSetup } from '../build/protocol.js';
import { bundleServer } from '../bundle/server-bundles.js';
import { DocsgenError } from '../errors.js';
import { sitePathFromUrl } from '../preview/request-path.js';
import { NOT_FOUND_ROUTE } from '../pages/routes.js';
import { BackgroundSearch } from './background-search.js';
import { bundleDevClient, type DevClientScript } from './client-script.js';
import { ConfigState } from './config-state.js';
import { DevAssets } from './dev-assets.js';
import { devPaths, type DevPaths } from './dev-paths.js';
import { reportConfigError, reportPageError, type ReportedError } from './overlay-error.js';
import { PageBuilds, type PageOutcome } from './page-builds.js';
import { PageTable } from './page-table.js';
import { routeForSitePath } from './route-path.js';
import type { Terminal } from './terminal.js';

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
  ) {}

  static async start(root: string, terminal: Terminal, onSearchIndex: ConstructorParameters<typeof BackgroundSearch>[0]['onIndex']): Promise<DevSite> {
    const config = await ConfigState.load(root);
    const outDir = join(root, '.docsgen-cache', 'dev', `${process.pid}-${Date.now().toString(36)}`);
    mkdirSync(outDir, { recursive: true });
    const { basePath, assetsDir } = config;
    const assets = new DevAssets({ root, outDir, basePath, assetsDir });
    const table = new PageTable(root);
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
        assetsUrlPrefix: () => site!.config.basePath + site!.paths.assets,
        clientTag: (version) => ({
          src: `${site!.config.basePath}${site!.paths.clientScript}?v=${site!.clientScript.hash}`,
          socket: site!.config.basePath + site!.paths.socket,
          version,
          stylesheet: assets.current.stylesheet,
        }),
      },
      basePath,
    );
    try {
      const theme = bundleServer({ siteRoot: root, outDir: join(outDir, 'server', 'theme'), pages: [] });
      const scripts = assets.rebuildScripts();
      // A broken stylesheet is the site's content: the server starts anyway and says why.
      const stylesheet = assets.rebuildStylesheet().then(() => undefined, (error: unknown) => error);
      const script = bundleDevClient();
      table.refresh();
      const [themeBundle, , stylesheetError] = await Promise.all([theme, scripts, stylesheet]);
      const includeError = await assets.include(themeBundle.islands, themeBundle.css).then(() => undefined, (error: unknown) => error);
      const search = new BackgroundSearch({
        outDir,
        onIndex: (report) => {
          site?.searchFound(report.enabled);
          onSearchIndex(report);
        },
        onError: (message) => terminal.problem('search', `search index: ${message}`),
      });
      site = new DevSite(root, outDir, config, table, assets, builds, search, terminal, themeBundle.outputs.get('theme')!, await script);
      if (config.error) site.problems.set('config', reportConfigError(config.error));
      const cssError = stylesheetError ?? includeError;
      if (cssError) {
        const reported = reportPageError(cssError instanceof DocsgenError ? cssError : new DocsgenError('content', String(cssError)), 'CSS error');
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
      },
      pageModules,
      notFoundRoute: this.table.has(NOT_FOUND_ROUTE) ? NOT_FOUND_ROUTE : null,
    };
  }

  /** Starts indexing every page in the background (again, after a config change). */
  indexAll(): void {
    this.search.configure(this.basePath, this.config.loaded.bundleFile, this.table.jobs());
  }

  /** The first index tells whether the site has anything to search at all. */
  searchFound(enabled: boolean): void {
    if (enabled === this.searchEnabled) return;
    this.searchEnabled = enabled;
    // Pages name the index only when there is one; no tab needs to reload for that.
    void this.builds.exclusive(async () => this.builds.forgetRendered());
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
