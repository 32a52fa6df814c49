// `docsgen build`: pages → compiled MDX → rendered HTML, written to a staging folder that replaces
// the output only when every page succeeded.
//
// The order is chosen so both cores stay busy: workers start compiling pages at once, while the
// main thread bundles the theme (and the few pages that import components), then the browser
// assets; as soon as those exist, the workers render every page they compiled and go on
// compiling-and-rendering the rest.
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { LoadedConfig } from '../../config/load.js';
import type { PageSummary } from '../../theme/lib/page-types.js';
import { bundleClient } from '../bundle/client-bundles.js';
import { bundleServer, type PageModuleSource } from '../bundle/server-bundles.js';
import { BuildFailure, DocsgenError } from '../errors.js';
import { discoverPages, type PageFile } from '../pages/discover.js';
import { lastUpdatedTimes } from '../pages/git-times.js';
import { NOT_FOUND_ROUTE, outputFilesForRoute } from '../pages/routes.js';
import { scanPage } from '../pages/scan.js';
import { createSearchFeed } from '../search/search-feed.js';
import { searchIndexInputsHash, writeSearchIndex } from '../search/write-search-index.js';
import { checkAssetsDir } from './assets-dir.js';
import { writeHostFiles } from './host-files.js';
import { copyPublicDir, createStagingDir } from './output-dir.js';
import { budgetErrors } from './page-budget.js';
import { createPageRunner } from './page-runner.js';
import { createPageWeigher, type PageWeight } from './page-weight.js';
import { createPhaseTimer } from './phase-timer.js';
import { createProgress } from './progress.js';
import { writeHeadersFile } from './write-headers.js';
import { writeLlms } from './write-llms.js';
import type { BuildTiming } from './build-report.js';
import type { CompiledInfo, PageResult, RenderSetup, SerializedError } from './protocol.js';

export interface BuildOptions {
  root: string;
  config: LoadedConfig;
  outDir?: string;
  /** Overrides config.basePath (--base). */
  basePath?: string;
  /** Show a live progress line (a terminal, not CI, not --silent). */
  interactive?: boolean;
  /** Weigh every page (`--report`); a config budget weighs them anyway. */
  report?: boolean;
}

export interface BuildResult {
  outDir: string;
  pages: number;
  bytes: number;
  seconds: number;
  /** What compiling taught the build of each page (search index, link checks, reports). */
  compiled: CompiledInfo[];
  /** Each page's weight, when asked for (`report`) or when the config sets a budget. */
  weights?: PageWeight[];
  /** How long each phase took on the main thread. */
  timings: BuildTiming[];
}

export { BuildFailure };

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const root = resolve(options.root);
  const outDir = resolve(options.outDir ?? join(root, 'dist'));
  const { config } = options.config;
  const basePath = options.basePath ?? config.basePath;
  const progress = createProgress({ interactive: options.interactive ?? false });
  const timer = createPhaseTimer();

  const files = discoverPages(root);
  if (files.length === 0) {
    throw new DocsgenError('usage', `no pages in ${join(root, 'pages')}`, { hint: 'add pages/index.mdx' });
  }
  checkAssetsDir(root, files, config.assetsDir);
  const times = lastUpdatedTimes(root, files.map((f) => f.filePath));
  const jobs = files.map((f) => ({ filePath: f.filePath, relativePath: f.relativePath, route: f.route, lastUpdatedAt: times.get(f.filePath) }));
  const runner = createPageRunner(basePath, files.length);
  runner.start(jobs);

  const staging = createStagingDir(outDir);
  const serverDir = join(root, '.docsgen-cache', 'server', `${process.pid}-${Date.now().toString(36)}`);
  try {
    const searchInputs = searchIndexInputsHash(config, basePath);
    const { summaries, esmPages } = scanPages(files, times, searchInputs);
    const searchIndex = searchInputs.finish();
    timer.mark('scan pages');
    // Pages with ESM are bundled with the theme, so their islands share one client build.
    const esmSources = await compileEsmPages(esmPages, basePath);
    const server = await bundleServer({ siteRoot: root, outDir: serverDir, pages: esmSources });
    const pageModules: Record<string, string> = {};
    for (const page of esmSources) pageModules[page.route] = server.outputs.get(page.name)!;
    timer.mark('bundle theme and page modules');

    const assets = await bundleClient({ siteRoot: root, outDir: staging.path, basePath, assetsDir: config.assetsDir, islands: server.islands, css: server.css });
    copyPublicDir(root, staging.path);
    timer.mark('bundle browser assets');
    const hasOwnNotFound = files.some((f) => f.route === NOT_FOUND_ROUTE);
    const setup: RenderSetup = {
      themeModule: server.outputs.get('theme')!,
      configModule: options.config.bundleFile,
      basePath,
      outDir: staging.path,
      siteRoot: root,
      assets: { stylesheet: assets.stylesheet, loader: assets.loader, islands: assets.islands, searchIndex: searchIndex.url },
      pageModules,
      notFoundRoute: hasOwnNotFound ? NOT_FOUND_ROUTE : null,
    };
    runner.setup(setup, summaries);
    await writeLlms({ root, outDir: staging.path, basePath, config, pages: summaries });
    // Each page's words are counted for search as its result arrives, not all at the end.
    const searchFeed = createSearchFeed();
    const showProgress = progress.phase('building', jobs.length);
    const results = await runner.finished((batch, done) => {
      for (const result of batch) if (result.ok) searchFeed.add(result.info);
      showProgress(done);
    });
    if (!hasOwnNotFound) results.push(await runner.notFound(setup, summaries));
    // Every page is done: the workers exit while the search index is written.
    void runner.close();
    failIfErrors(results);
    progress.done();
    timer.mark('render pages (waiting for workers)');

    const compiled = results.flatMap((r) => (r.ok && r.route !== '/404' ? [r.info] : [])).sort((a, b) => a.route.localeCompare(b.route));
    await writeSearchIndex({ pages: searchFeed, outDir: staging.path, basePath, config, name: searchIndex.name });
    writeHostFiles({ outDir: staging.path, basePath, baseUrl: config.baseUrl, pages: jobs.map((job) => ({ route: job.route, lastUpdatedAt: job.lastUpdatedAt })) });
    // Last: its rules cover every top-level name of the output.
    writeHeadersFile(staging.path, basePath, config.assetsDir);
    timer.mark('write search index, _headers, sitemap');
    const weigh = options.report || Object.keys(config.budget).length > 0;
    const weights = weigh ? weighPages(compiled, { outDir: staging.path, basePath, hydrate: assets.hydrate, scriptImports: assets.scriptImports }) : undefined;
    if (weights) {
      const pageBudgets = new Map(compiled.flatMap((page) => (page.frontmatter.budget ? [[page.route, page.frontmatter.budget] as const] : [])));
      const overBudget = budgetErrors(weights, config.budget, pageBudgets);
      if (overBudget.length > 0) throw new BuildFailure(overBudget);
      timer.mark('weigh pages');
    }
    staging.commit();
    timer.mark('swap output folder');
    const bytes = results.reduce((sum, r) => sum + (r.ok ? r.bytes : 0), 0);
    return { outDir, pages: files.length, bytes, seconds: (performance.now() - started) / 1000, compiled, weights, timings: timer.timings };
  } catch (error) {
    progress.done();
    staging.discard();
    throw error;
  } finally {
    await runner.close();
    rmSync(serverDir, { recursive: true, force: true });
  }
}

function weighPages(compiled: CompiledInfo[], options: Parameters<typeof createPageWeigher>[0]): PageWeight[] {
  const weigh = createPageWeigher(options);
  return compiled.map((page) => weigh(page.route, page.relativePath, join(options.outDir, outputFilesForRoute(page.route)[0]!)));
}

/** The page list every page renders with, and the pages whose ESM needs the bundler. */
function scanPages(files: PageFile[], times: Map<string, number>, searchInputs: { addPage(path: string, source: string): void }) {
  const summaries: PageSummary[] = [];
  const esmPages: { file: PageFile; source: string }[] = [];
  for (const file of files) {
    const source = readFileSync(file.filePath, 'utf8');
    searchInputs.addPage(file.relativePath, source);
    const scan = scanPage(source, file.filePath.endsWith('.md'));
    if (scan.usesEsm) esmPages.push({ file, source });
    summaries.push({
      path: file.route,
      type: 'mdx',
      filePath: file.relativePath,
      title: scan.title ?? file.route,
      description: scan.description,
      frontmatter: scan.frontmatter,
      lastUpdatedAt: times.get(file.filePath),
    });
  }
  return { summaries, esmPages };
}

/** Compiles the (few) pages with imports on the main thread, as ES modules for the bundler. */
async function compileEsmPages(pages: { file: PageFile; source: string }[], basePath: string): Promise<(PageModuleSource & { route: string })[]> {
  if (pages.length === 0) return [];
  const { createPageCompiler } = await import('../mdx/compile-page.js');
  const compiler = createPageCompiler({ basePath });
  const out: (PageModuleSource & { route: string })[] = [];
  for (const [index, { file, source }] of pages.entries()) {
    let compiled;
    try {
      compiled = await compiler.compile({ source, filePath: file.filePath, relativePath: file.relativePath, route: file.route });
    } catch {
      // The page's worker reports the error with its location; nothing to bundle.
      continue;
    }
    if (compiled.format !== 'program') continue;
    out.push({ name: `page-${index}`, route: file.route, filePath: file.filePath, relativePath: file.relativePath, code: compiled.code, source });
  }
  return out;
}

function failIfErrors(results: PageResult[]): void {
  const errors = results.flatMap((r) => (r.ok ? [] : [toDocsgenError(r.error)]));
  if (errors.length === 0) return;
  errors.sort((a, b) => (a.location?.file ?? '').localeCompare(b.location?.file ?? ''));
  throw new BuildFailure(errors);
}

function toDocsgenError(error: SerializedError): DocsgenError {
  return new DocsgenError(error.kind, error.message, { hint: error.hint, location: error.location });
}
