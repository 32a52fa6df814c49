// `docsgen build`: pages → compiled MDX → rendered HTML, written to a staging folder that replaces
// the output only when every page succeeded and every link holds.
//
// The order is chosen so both cores stay busy: workers start compiling pages at once, while the
// main thread bundles the theme (and the few pages that import components), then the browser
// assets; as soon as those exist, the workers render every page they compiled and go on
// compiling-and-rendering the rest.
//
// Nothing outside the output is ever written or deleted: the output folder is checked first
// (output-guard.ts), the build writes only into a staging folder it created, and the staging
// folder and temporary bundles are removed however the build ends (interrupt.ts).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { cacheFolder, isRealFolder } from '../../config/cache-files.js';
import { cacheSecret, MIN_SECRET_LENGTH, SECRET_ENV } from '../../config/cache-seal.js';
import type { LoadedConfig } from '../../config/load.js';
import type { ResolvedConfig } from '../../config/types.js';
import type { PageSummary } from '../../theme/shared/page-types.js';
import { bundleClient } from '../bundle/client-bundles.js';
import { inputsChangedSince } from '../bundle/inputs-changed.js';
import { clientCodeCheck, resolveOverrides } from '../bundle/overrides-plugin.js';
import { BuildFailure, DocsgenError, formatDocsgenError } from '../errors.js';
import { brokenBuiltLinks } from '../links/check-built.js';
import type { LinkPattern } from '../links/ignore.js';
import { compileOptionsFor, type SiteSource } from '../mdx/compile-options.js';
import type { PageWarning } from '../mdx/compile-page.js';
import { findPages, type PageFile, type SkippedFile } from '../pages/discover.js';
import { sitePages } from '../pages/site-pages.js';
import { referencePages } from '../api/reference-pages.js';
import { lastUpdatedTimes } from '../pages/git-times.js';
import { readPageSource } from '../pages/read-source.js';
import { NOT_FOUND_ROUTE, outputFilesForRoute } from '../pages/routes.js';
import { scanPage } from '../pages/scan.js';
import { createSearchFeed } from '../search/search-feed.js';
import { searchLanguages, SiteSearch } from '../search/site-search.js';
import { checkAssetsDir } from './assets-dir.js';
import { bundleSite, esmPageSources } from './esm-pages.js';
import { sitemapPages, writeHostFiles } from './host-files.js';
import { formatLinkWarning } from '../links/locale-links.js';
import { undoOnInterrupt } from './interrupt.js';
import { createStagingDir, type StagingDir } from './output-dir.js';
import { checkOutputFolder, OUTPUT_MARKER } from './output-guard.js';
import { budgetErrors } from './page-budget.js';
import { createPageRunner } from './page-runner.js';
import { createPageWeigher, type PageWeight } from './page-weight.js';
import { createPhaseTimer } from './phase-timer.js';
import { createProgress } from './progress.js';
import { copyPublicFiles, publicConflicts, publicHeaders, scanPublicDir } from './public-dir.js';
import { removeInBackground, removeLeftovers, runFolderName } from './run-folders.js';
import { writeHeadersFile } from './write-headers.js';
import { llmsFiles, llmsFilesKey, llmsFullFiles, llmsFullPages, writeLlms, type WriteLlmsOptions } from './write-llms.js';
import { buildCacheDir } from '../cache/cache-dir.js';
import { twoslashBlockCount } from '../mdx/twoslash-code.js';
import { pruneStore } from '../cache/store.js';
import { pageModuleHashes, renderContextKey } from '../cache/html-cache.js';
import { pagesProjections } from '../cache/tracked-pages.js';
import type { BuildTiming } from './build-report.js';
import { apiIndexKey, compileOptionsKey } from '../cache/page-cache.js';
import { documentedSymbols } from '../api/documented.js';
import { NO_CACHE, openStore } from '../cache/store.js';
import { PreviousOutput, readOutputRecord, saveOutputRecord, textHash, type OutputRecord, type PageRecord } from '../cache/output-record.js';
import type { BuiltLinks } from '../links/check-built.js';
import { compiledHits, compiledKeysOf, derivedFileKey, linkSiteKey, linksToJudge, notFoundKey, storedFile, withLinkTargets, writeWarmPages } from './warm-pages.js';
import { OutputPlacer } from './output-placer.js';
import { reuseOrMake } from './reuse-or-make.js';
import { gitVersionPages, sectionHits, sectionPages, sectionSettingsKey, sectionsHeldByFiles, sectionsToRecord, type GitVersionPages, type SectionPage } from './version-sections.js';
import { serializeError, type CompiledInfo, type CompileJob, type PageResult, type RenderSetup, type SerializedError } from './protocol.js';

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
  /** Replace a non-empty output folder docsgen did not write (`--force`). */
  force?: boolean;
  /** Seconds a page may take (`--render-timeout`); default: the config's renderTimeout. */
  renderTimeout?: number;
  /** More links to leave unchecked (`--ignore-link`), besides the config's links.ignore. */
  ignoreLinks?: LinkPattern[];
  /** Where warnings go (skipped files); default: stderr. */
  warn?: (message: string) => void;
  /** Where notes go (what is no fault of the site's, e.g. a cache sealed elsewhere); default: stderr. */
  note?: (message: string) => void;
  /** Read and write the persistent cache, ROOT/.docsgen-cache/build (default true; `--no-cache`). */
  cache?: boolean;
  /** Empty the persistent cache first (`--clean`). */
  clean?: boolean;
  /** The cache's size bound, in bytes; the entries used longest ago go first. */
  cacheMaxBytes?: number;
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
  /** The blocks the build's type-checking thread checked, and its time on them (beside the phases). */
  typeChecked?: { blocks: number; ms: number };
  /** How long each phase took on the main thread. */
  timings: BuildTiming[];
  /** What plugins reported without failing a page, by page. */
  warnings: PageWarnings[];
  /**
   * Pages the persistent cache gave: compiled results reused, HTML reused (a subset of those); and
   * the versions from git whose pages' compiled results were all taken whole, by their section
   * (version-sections.ts), none of them read.
   */
  reused: { compiled: number; html: number; versions: string[] };
}

export interface PageWarnings {
  relativePath: string;
  warnings: PageWarning[];
}

export { BuildFailure };

/** Folders under ROOT/.docsgen-cache that live only while one process runs. */
const RUN_FOLDERS = ['server', 'dev'];

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const root = resolve(options.root);
  const outDir = resolve(options.outDir ?? join(root, 'dist'));
  const { config } = options.config;
  const basePath = options.basePath ?? config.basePath;
  const warn = options.warn ?? ((message: string) => process.stderr.write(`warning: ${message}\n`));
  const note = options.note ?? ((message: string) => process.stderr.write(`note: ${message}\n`));
  checkOutputFolder({ root, outDir, force: options.force });
  const progress = createProgress({ interactive: options.interactive ?? false });
  const timer = createPhaseTimer();

  const own = findPages(root);
  // Reference pages generated from declarations (config `reference`); the site's own page wins a route.
  const reference = await referencePages(root, config, { taken: new Set(own.pages.map((page) => page.route)), store: options.cache === false ? undefined : openStore(buildCacheDir(root)), configFile: options.config.file });
  // Every version's pages (site-pages.ts), and on a site of several languages the pages a locale builds from the root locale's.
  const found = sitePages(root, config, { found: own, generated: reference.pages });
  const files = found.pages;
  if (files.length === 0) {
    throw new DocsgenError('NoPages', `no pages in ${join(root, 'pages')}`, { hint: 'add pages/index.mdx' });
  }
  checkAssetsDir(files, config.assetsDir);
  warnSkipped(found.skipped, warn);
  const cacheDir = buildCacheDir(root);
  // Run folders of killed builds, and caches emptied by an earlier `--clean` whose removal did
  // not finish (see setAside): looked for in real folders only, never through a link.
  for (const dir of RUN_FOLDERS) if (isRealFolder(join(root, '.docsgen-cache', dir))) removeLeftovers(join(root, '.docsgen-cache', dir), ['']);
  if (isRealFolder(dirname(cacheDir))) removeLeftovers(dirname(cacheDir), [CLEANED_CACHE], removeInBackground);
  const cleaned = options.clean ? setAside(cacheDir) : undefined;
  // A cache `--clean` could not empty (a read-only folder) is not used either: built from scratch, as asked.
  const notEmptied = cleaned === false;
  if (notEmptied) warn(`the build cache (${shownPath(cacheDir)}) could not be emptied (it is read-only?): built without it, as with --no-cache`);
  const usedCacheDir = options.cache === false || notEmptied || !cacheUsable(warn) ? null : cacheDir;
  // Every problem found on the way, reported together at the end.
  const problems: DocsgenError[] = [...found.problems, ...reference.problems];

  // The site's plugins are loaded here first, so a missing one stops the build as a config error
  // (exit 2) before any page; each worker then loads them again from the same config bundle.
  const site: SiteSource = { basePath, configModule: options.config.bundleFile, siteRoot: root };
  const compileOptions = await compileOptionsFor(site, config, options.config.file);
  const configDir = options.config.file ? dirname(options.config.file) : root;
  const overrides = await resolveOverrides(configDir, config.components, options.config.file, { clientCode: clientCodeCheck(root), warn });
  // A page of a version from git has its time from that version's commit (site-pages.ts); the others from the working tree's history.
  const times = lastUpdatedTimes(root, files.flatMap((f) => (found.times.has(f.filePath) ? [] : [f.filePath])));
  for (const [file, ms] of found.times) times.set(file, ms);
  // What the previous build recorded (warm-pages.ts), read before the pages: a version from git
  // whose pages are the same files as then is taken whole (version-sections.ts), its pages not read.
  const store = usedCacheDir ? openStore(usedCacheDir) : undefined;
  const record = store && readOutputRecord(store, outDir);
  if (store && !record && store.refused > 0) {
    // Expected on a fresh CI runner without the secret: not a warning, one line saying what it costs.
    note(`the build cache (${shownPath(cacheDir)}) was sealed elsewhere (another machine or CI run) or altered: none of it is used, every page is built again (slower, the same site); to reuse a CI cache, give every run the same ${SECRET_ENV}, e.g. a repository secret (see "A cache restored from elsewhere" in docsgen's manual)`);
  }
  const gitVersions = store ? gitVersionPages(root, files, config.versions, found.gitCopies, times) : new Map<string, GitVersionPages>();
  let held = sectionsHeldByFiles(record?.sections, gitVersions);
  let scanned = scanPages(files, times, sectionPages(held));
  // Where the pages document API symbols: every thread that compiles a page links to them.
  // Only the current version's own pages document symbols: the reference shows today's API.
  const documented = documentedSymbols(
    files.flatMap((f) => (scanned.sources.has(f.route) && !f.version?.prefix && !f.fallback && f.source === undefined ? [{ route: f.route, filePath: f.filePath, source: scanned.sources.get(f.route)! }] : [])),
    reference.documented,
  );
  site.documented = documented;
  compileOptions.documented = documented;
  const optionsKey = compileOptionsKey({ ...compileOptions, sourceMaps: true, assetsDir: config.assetsDir });
  const sitePlugins = compileOptions.site?.identity ?? 'none';
  // The compile settings, known only now (the documented symbols are read from the current version's pages): a section compiled otherwise is read page by page after all.
  const sectionSettings = sectionSettingsKey(optionsKey, sitePlugins, apiIndexKey(documented));
  if ([...held.values()].some((section) => section.settings !== sectionSettings)) {
    held = new Map([...held].filter(([, section]) => section.settings === sectionSettings));
    scanned = scanPages(files, times, sectionPages(held));
  }
  const { summaries, esmPages, unreadable, twoslashBlocks, sources, sourceHashes } = scanned;
  for (const problem of unreadable.values()) problems.push(problem);
  const heldPages = sectionPages(held);
  // Each route is built once: a second page with the same route is reported above, not built.
  const routes = new Set<string>();
  const bundled = new Set(esmPages.map(({ file }) => file.route));
  const jobs: CompileJob[] = files
    .filter((f) => sourceHashes.has(f.route) && !routes.has(f.route) && routes.add(f.route))
    .map((f) => ({
      filePath: f.filePath,
      relativePath: f.relativePath,
      route: f.route,
      lastUpdatedAt: times.get(f.filePath),
      sourceHash: sourceHashes.get(f.route)!,
      ...(bundled.has(f.route) ? { bundled: true } : {}),
      ...(f.translations ? { translations: f.translations } : {}),
      ...(f.fallback ? { fallback: true } : {}),
      ...(f.source !== undefined ? { source: f.source } : {}),
      ...(f.version ? { version: f.version } : {}),
      ...(f.versions ? { versions: f.versions } : {}),
    }))
    // Pages that import components first: the theme's bundle, and so every render, waits for
    // them. Then those with the most type-checked blocks: they are the long ones, and started
    // last they would leave one thread working alone at the end.
    .sort((a, b) => Number(b.bundled ?? false) - Number(a.bundled ?? false) || (twoslashBlocks.get(b.route) ?? 0) - (twoslashBlocks.get(a.route) ?? 0));
  const renderTimeout = options.renderTimeout ?? config.renderTimeout;
  // Pages shown untranslated: the root locale's, already in its search index and sitemap.
  const fallbacks = new Set(files.flatMap((f) => (f.fallback ? [f.route] : [])));
  const fileOf = new Map(files.map((f) => [f.route, f.relativePath]));
  let runnerStarted = false;
  // Set when a signal stops the build (undoOnInterrupt below): the build goes on between its
  // awaits while the writers stop, and must not start another, whose files would land in a
  // staging folder being removed.
  let stopping = false;
  // `typeChecked`: the pages to compile with type-checked blocks, whose workers send the blocks
  // to a thread of their own (pages rendered again take theirs from the cache).
  const startRunner = (list: CompileJob[], { typeChecked = new Set<string>() } = {}) => {
    if (stopping) throw new DocsgenError('Interrupted', 'interrupted');
    runnerStarted = true;
    const started = createPageRunner({ site, assetsDir: config.assetsDir, cacheDir: usedCacheDir, pageCount: list.length, renderTimeoutMs: renderTimeout * 1000, fileOf: (route) => fileOf.get(route) ?? route, typeChecked });
    started.start(list);
    return started;
  };
  // Pages the previous build compiled that are still valid wait for the bundles, to be written
  // here if their HTML is too; the others go to the workers now, which start while this thread
  // bundles and writes the rest. A held version's pages are known valid by its section's key.
  const compiledKeys = store ? compiledKeysOf(jobs, sources, optionsKey, apiIndexKey(documented), sitePlugins) : { keys: new Map<string, string>(), shared: new Map<string, string>() };
  for (const [route, page] of heldPages) if (store && !compiledKeys.keys.has(route)) compiledKeys.keys.set(route, page.compiledKey);
  const fromSections = store ? sectionHits(record, held, gitVersions, store) : { hits: new Map<string, PageRecord>(), whole: [] };
  const compiledFromRecord = store ? compiledHits(record, jobs.filter((job) => !heldPages.has(job.route)), compiledKeys, store) : new Map<string, PageRecord>();
  for (const [route, page] of fromSections.hits) compiledFromRecord.set(route, page);
  const toCompile = jobs.filter((job) => !compiledFromRecord.has(job.route));
  // One search index per locale, each in its language's words.
  const search = await SiteSearch.create({ config, basePath, pages: files, store, record, configModule: options.config.bundleFile });
  let runner = toCompile.length > 0 ? startRunner(toCompile, { typeChecked: new Set(toCompile.flatMap((job) => (twoslashBlocks.has(job.route) ? [job.route] : []))) }) : undefined;

  // A previous output the record describes is patched: its files this build would write with the
  // same bytes stay where they are (output-dir.ts, output-placer.ts).
  // With no output folder left (a CI job that restored only the cache), nothing can be linked from it: not even tried, file by file.
  const previousFiles = record && existsSync(outDir) ? record.files : undefined;
  let staging: StagingDir;
  try {
    staging = createStagingDir(outDir, { patch: previousFiles !== undefined && Object.keys(previousFiles).length > 0 });
  } catch (error) {
    await runner?.close();
    throw unwritableOutput(outDir, error);
  }
  const placer = new OutputPlacer(staging, new PreviousOutput(outDir, previousFiles), store ?? NO_CACHE);
  const serverDir = serverBundlesDir(root);
  const removeTemporary = () => {
    staging.discard();
    rmSync(serverDir, { recursive: true, force: true, maxRetries: 3 });
  };
  // esbuild writes a bundle's files itself, after the call that started it: an interrupted build
  // waits for a bundle under way before removing the folders, or its last files would land there
  // after the removal.
  const bundling = new Set<Promise<unknown>>();
  const tracked = <T>(work: Promise<T>): Promise<T> => {
    bundling.add(work);
    work.then(
      () => bundling.delete(work),
      () => bundling.delete(work),
    );
    return work;
  };
  const stopWriters = async () => {
    stopping = true;
    await Promise.all([runner?.close(), placer.stop(), ...[...bundling].map((work) => work.catch(() => undefined))]);
  };
  const done = undoOnInterrupt({ stop: stopWriters, remove: removeTemporary });
  try {
    const publicDir = scanPublicDir(root);
    for (const path of publicDir.skipped) warn(`skipped ${path}: not a regular file or folder`);
    for (const problem of publicDir.errors) problems.push(problem);
    problems.push(
      ...publicConflicts(publicDir.files, {
        pages: files.map(({ route, relativePath }) => ({ route, relativePath })),
        folders: [config.assetsDir],
        files: [OUTPUT_MARKER, ...search.files],
      }),
    );
    timer.mark('scan pages');
    // Pages with ESM are bundled with the theme, so their islands share one client build.
    const compiling = new Set(toCompile.map((job) => job.route));
    const moduleFromWorkers = (route: string) => (runner && compiling.has(route) ? runner.moduleOf(route) : undefined);
    const esmSources = await esmPageSources(esmPages, moduleFromWorkers, compileOptions, config.assetsDir, usedCacheDir);
    // From here on, a component saved is read by one bundle and not the other (inputs-changed.ts).
    const bundlingStarted = Date.now();
    const server = await tracked(bundleSite({ siteRoot: root, outDir: serverDir, pages: esmSources, markdown: compileOptions, overrides, store }));
    const pageModules: Record<string, string> = {};
    for (const page of esmSources) if (server.outputs.has(page.name)) pageModules[page.route] = server.outputs.get(page.name)!;
    const brokenPages: Record<string, SerializedError> = {};
    for (const [route, error] of server.broken) brokenPages[route] = serializeError(error);
    timer.mark('bundle theme and page modules');

    const place = (file: string, h: string, data: () => Buffer) => void placer.place(file, h, data);
    const assets = await tracked(bundleClient({ siteRoot: root, outDir: staging.path, basePath, assetsDir: config.assetsDir, islands: server.islands, css: server.css, store, place, configDir, searchLanguages: searchLanguages(config.locales), ...(compileOptions.bundle ? { bundle: compileOptions.bundle } : {}) })).catch((error: unknown) => {
      // A broken stylesheet or island fails the build, but the pages are still built, so their
      // own errors are reported in the same run; nothing of this output is kept.
      problems.push(error instanceof DocsgenError ? error : new DocsgenError('CompileError', String(error), { cause: error }));
      return unbuiltAssets(server.islands);
    });
    for (const file of inputsChangedSince([...[...server.inputs.values()].flat(), ...server.islands.values(), ...server.css, ...assets.inputs], bundlingStarted, root)) {
      problems.push(
        new DocsgenError('ChangedDuringBuild', "the file changed while the site's components were being bundled: the pages' HTML and their islands' JavaScript could be of different versions", {
          location: { file },
          hint: 'build again once it is saved',
        }),
      );
    }
    const conflicting = new Set(problems.flatMap((p) => (p.location?.file.startsWith('public/') ? [p.location.file.slice('public/'.length)] : [])));
    const copiedPublic = publicDir.files.filter((file) => !conflicting.has(file.path) && file.path !== '_headers');
    copyPublicFiles(copiedPublic, staging.path);
    timer.mark('bundle browser assets');
    const hasOwnNotFound = files.some((f) => f.route === NOT_FOUND_ROUTE);
    const setup: RenderSetup = {
      themeModule: server.outputs.get('theme')!,
      configModule: options.config.bundleFile,
      basePath,
      outDir: staging.path,
      siteRoot: root,
      bundlesDir: serverDir,
      assets: { stylesheet: assets.stylesheet, loader: assets.loader, islands: assets.islands, ...search.urls() },
      pageModules,
      brokenPages,
      notFoundRoute: hasOwnNotFound ? NOT_FOUND_ROUTE : null,
      ...(config.reference.length > 0 ? { sidebar: reference.sidebar } : {}),
    };
    if (usedCacheDir) {
      setup.cacheKey = renderContextKey({ bundlesDir: serverDir, configModule: setup.configModule, basePath, assets: setup.assets, notFoundRoute: setup.notFoundRoute, pageModules, sidebar: setup.sidebar });
      setup.moduleHashes = pageModuleHashes(pageModules);
    }
    let warm: PageResult[] = [];
    // Each compiled page's words are counted for search as its result is known, not all at the end;
    // the pages written from the record were counted by the build that stored their index parts.
    // The workers render what they compiled while this thread writes the pages from the record.
    runner?.setup(setup, summaries);
    if (compiledFromRecord.size > 0) {
      const written = await writeWarmPages({ hits: compiledFromRecord, jobs: jobs.filter((job) => compiledFromRecord.has(job.route)), setup, pages: summaries, placer, assetsDir: config.assetsDir, searchParts: search });
      warm = written.results;
      if (written.rest.length > 0) {
        if (runner) runner.add(written.rest);
        else {
          runner = startRunner(written.rest);
          runner.setup(setup, summaries);
        }
      }
      timer.mark('write pages from the record');
    }
    const heldSource = (route: string) => {
      const file = files.find((f) => f.route === route)!;
      return readPageSource(file.filePath, file.relativePath);
    };
    const llmsOptions: WriteLlmsOptions = {
      root,
      outDir: staging.path,
      basePath,
      config,
      pages: summaries,
      // A held version's pages were not read: read here if the llms files are made again.
      sources: { get: (route) => sources.get(route) ?? (heldPages.has(route) ? heldSource(route) : undefined) },
      publicFiles: new Set(copiedPublic.map((file) => file.path)),
      // A page's Markdown is kept in the cache as a file of its own, like its HTML: a build whose output is gone links it back.
      place: (file, text, kind) => placer.place(file, textHash(text), text, { stored: kind === 'page' }),
      room: () => placer.room(),
      store,
      // A page as the previous build saw it (source, and every file it read, the same): its Markdown
      // file there is the one this build would write, and so is its part of the previous llms-full.txt.
      keptMarkdown: (route, file) => {
        if (!compiledFromRecord.has(route)) return undefined;
        const inFull = previousFull?.get(route);
        if (!inFull) return placer.keepText(file);
        return placer.keep(file) ? inFull : undefined;
      },
    };
    // Every page's source and the files it reads as the build that wrote them saw them: its llms files are kept as they are.
    const llmsKey = store && compiledKeys.keys.size === jobs.length ? llmsFilesKey(llmsOptions, compiledKeys.keys) : undefined;
    // Read by keptMarkdown above, as writeLlms goes.
    let previousFull: Map<string, Buffer> | undefined;
    const llms = reuseOrMake({
      key: llmsKey,
      previous: record?.llms !== undefined ? { key: record.llms } : undefined,
      // Every page's compiled result taken from the record: no page changed what its Markdown says.
      alsoSame: () => compiledFromRecord.size === jobs.length,
      keep: () => placer.keepAll(llmsFiles(llmsOptions)),
      make: () => {
        previousFull = record?.llmsFull ? previousLlmsFull(placer, record.llmsFull, config) : undefined;
        return writeLlms(llmsOptions);
      },
    });
    const llmsFull = 'kept' in llms ? record?.llmsFull : await llms.made;
    timer.mark('write llms files');
    const showProgress = progress.phase('building', jobs.length);
    const results = runner
      ? await runner.finished((batch, count) => {
          for (const result of batch) if (result.ok) search.add(result.info, fallbacks.has(result.route));
          showProgress(warm.length + count);
        })
      : [];
    for (const result of results) if (result.ok && result.record) for (const file of result.record.outputs) placer.noteWritten(file, result.record.written);
    for (const result of warm) results.push(result);
    let notFound: OutputRecord['notFound'] | undefined;
    if (!hasOwnNotFound) {
      const projection = pagesProjections(summaries, root);
      const previous = record?.notFound;
      const page = reuseOrMake({
        // Rendered with the same bundles, config and assets, and the same values of the page list's fields it read last time.
        key: previous && Array.isArray(previous.fields) ? notFoundKey(setup, previous.fields, projection) : undefined,
        previous,
        keep: (kept) => placer.place('404.html', kept.written, () => storedFile(store!, derivedFileKey('not-found page', kept.key), kept.written)),
        make: async (): Promise<OutputRecord['notFound'] | undefined> => {
          runner ??= startRunner([]);
          const rendered = await runner.notFound(setup, summaries);
          results.push(rendered);
          const html = rendered.ok ? readFileSync(join(staging.path, '404.html'), 'utf8') : '';
          const written = textHash(html);
          placer.noteWritten('404.html', written);
          const key = rendered.ok && rendered.pagesRead ? notFoundKey(setup, rendered.pagesRead, projection) : undefined;
          if (key === undefined || !rendered.ok) return undefined;
          store!.set(derivedFileKey('not-found page', key), html);
          return { key, fields: rendered.pagesRead!, written, bytes: rendered.bytes };
        },
      });
      if ('kept' in page) {
        notFound = page.kept;
        results.push({ ok: true, route: '/404', bytes: page.kept.bytes, islands: [], info: { route: '/404', relativePath: '', title: 'Page Not Found', frontmatter: {}, headings: [], ids: [], links: [], sections: [], format: 'function-body' } });
      } else notFound = await page.made;
    }
    // Every page is done: the workers exit while the links are checked and the search index is written.
    void runner?.close();
    progress.done();
    timer.mark('render pages (waiting for workers)');

    for (const problem of pageErrors(results)) problems.push(problem);
    const compiled = results.flatMap((r) => (r.ok && r.route !== '/404' ? [r.info] : [])).sort((a, b) => a.route.localeCompare(b.route));
    const linkInput: BuiltLinks = {
      root,
      basePath,
      pages: files,
      compiled: results.flatMap((r) => (r.ok && (r.route !== '/404' || hasOwnNotFound) ? [r.info] : [])),
      publicFiles: publicDir.files.map((file) => file.path),
      sitemap: config.baseUrl !== undefined,
      config: { file: options.config.file, bundleFile: options.config.bundleFile },
      ignore: [...config.links.ignore, ...(options.ignoreLinks ?? [])],
      locales: config.locales,
      ...(config.versions ? { versions: config.versions } : {}),
    };
    // After a check that found every link holding on the same site, only the pages that changed
    // and those leading to them are judged again.
    const linksKey = store ? linkSiteKey(linkInput) : undefined;
    const checked = await brokenBuiltLinks({ ...linkInput, only: record && linksKey !== undefined && record.links === linksKey ? linksToJudge(results, record) : undefined });
    // Config links.check: 'warn' prints broken links and builds, false lets them be.
    const brokenLinks = config.links.check === true ? checked.broken : [];
    if (config.links.check === 'warn') for (const link of checked.broken) warn(`broken link: ${formatDocsgenError(link, { oneLine: true })}`);
    for (const warning of checked.warnings) warn(formatLinkWarning(warning));
    // A check that did not hold is judged again next time, whatever it did to this build.
    const linksHeld = checked.broken.length === 0;
    timer.mark('check links');
    if (problems.length > 0 || brokenLinks.length > 0) throw new BuildFailure(sortByFile(problems), brokenLinks);

    const indexes = search.place({ results, fallbacks, placer, store, optionsKey });
    // Everything placed is on disk before the files that list or weigh the output.
    await placer.settled();
    writeHostFiles({ outDir: staging.path, basePath, baseUrl: config.baseUrl, pages: sitemapPages(jobs, config.locales, config.versions) });
    // Last: its rules cover every top-level name of the output.
    writeHeadersFile(staging.path, staging.files(), basePath, config.assetsDir, publicHeaders(publicDir.files));
    timer.mark('write search index, _headers, sitemap');
    const weigh = options.report || Object.keys(config.budget).length > 0;
    const weights = weigh ? weighPages(compiled, { fileOf: staging.pathOf, basePath, hydrate: assets.hydrate, scriptImports: assets.scriptImports }) : undefined;
    if (weights) {
      const pageBudgets = new Map(compiled.flatMap((page) => (page.frontmatter.budget ? [[page.route, page.frontmatter.budget] as const] : [])));
      const overBudget = budgetErrors(weights, config.budget, pageBudgets);
      if (overBudget.length > 0) throw new BuildFailure(overBudget);
      timer.mark('weigh pages');
    }
    try {
      staging.commit();
    } catch (error) {
      throw unwritableOutput(outDir, error, 'bringing the new output in');
    }
    timer.mark('swap output folder');
    // The output is in: whatever happens to the cache now costs the next build, never this one.
    try {
      if (store) {
        const pages = Object.fromEntries(withLinkTargets(results, checked.linksTo, record));
        const localeSearch = Object.keys(indexes.locales).length > 0 ? { localeSearch: indexes.locales } : {};
        const summaryOf = new Map(summaries.map((summary) => [summary.path, summary]));
        const sections = sectionsToRecord(gitVersions, sectionSettings, pages, (file) => {
          const summary = summaryOf.get(file.route);
          return {
            scan: file.fallback || !summary ? undefined : { title: summary.title, ...(summary.description !== undefined ? { description: summary.description } : {}), frontmatter: summary.frontmatter },
            sourceHash: sourceHashes.get(file.route),
            compiledKey: compiledKeys.keys.get(file.route),
            esm: bundled.has(file.route),
            twoslash: twoslashBlocks.get(file.route) ?? 0,
          };
        }, record?.sections);
        saveOutputRecord(store, { outDir, pages, notFound, search: indexes.root.search, links: linksHeld ? linksKey : undefined, llms: llmsKey, llmsFull, searchParts: indexes.root.searchParts, ...localeSearch, ...(sections ? { sections } : {}) }, placer, record);
        // The derived file's bytes the record no longer names are of no use to any build.
        if (record?.notFound && record.notFound.key !== notFound?.key) store.delete(derivedFileKey('not-found page', record.notFound.key));
        timer.mark('record output');
      }
      // Nothing written to the cache (every page and bundle as recorded): it has not grown.
      if (usedCacheDir && (runnerStarted || esmPages.length > 0 || store!.writes > 0)) {
        pruneStore(usedCacheDir, options.cacheMaxBytes);
        timer.mark('prune cache');
      }
    } catch (error) {
      warn(`the build cache could not be updated (${error instanceof Error ? error.message : String(error)}): the next build does more work`);
    }
    const bytes = results.reduce((sum, r) => sum + (r.ok ? r.bytes : 0), 0);
    const warnings = compiled.flatMap((page) => (page.warnings ? [{ relativePath: page.relativePath, warnings: page.warnings }] : []));
    const reused = {
      compiled: results.filter((r) => r.ok && r.reused !== undefined).length,
      html: results.filter((r) => r.ok && r.reused === 'html').length,
      versions: fromSections.whole,
    };
    return { outDir, pages: files.length, bytes, seconds: (performance.now() - started) / 1000, compiled, weights, timings: timer.timings, typeChecked: runner?.typeChecked, warnings, reused };
  } catch (error) {
    progress.done();
    throw error;
  } finally {
    await Promise.all([runner?.close(), placer.stop()]);
    removeTemporary();
    if (cleaned) removeInBackground(cleaned);
    done();
  }
}

/**
 * Whether the build cache can be used: it needs the secret that seals it (config/cache-seal.ts).
 * A secret given too short is a usage error; no place to keep one turns the cache off, with a warning.
 */
function cacheUsable(warn: (message: string) => void): boolean {
  const secret = cacheSecret();
  if (secret.ok) return true;
  if (secret.usage) throw new DocsgenError('CacheSecretRefused', secret.problem, { hint: `unset ${SECRET_ENV} to use a secret made for this machine` });
  warn(`the build cache is off: ${secret.problem} (set ${SECRET_ENV} to a secret of at least ${MIN_SECRET_LENGTH} characters to keep it)`);
  return false;
}

/**
 * A fresh folder for this build's server bundles: in ROOT/.docsgen-cache/server (a real folder,
 * cache-files.ts), or, when that cannot be written (a read-only or full disk), in the system's
 * temporary folder (the bundles import nothing by a relative path: React is resolved absolutely).
 */
function serverBundlesDir(root: string): string {
  try {
    const parent = cacheFolder(root, '.docsgen-cache', 'server');
    if (!hasRoomForBundles(parent)) throw new Error('no room');
    const dir = join(parent, runFolderName());
    mkdirSync(dir);
    return dir;
  } catch {
    return mkdtempSync(join(tmpdir(), 'docsgen-server-'));
  }
}

/**
 * Whether the disk holding `dir` has room for a build's server bundles (a few MB in a few dozen
 * files; the margins are generous): a cache on a disk that is full, or out of inodes, would fail
 * esbuild's writes and the build with them, where a cache must cost only speed. A file system
 * that does not count inodes (files: 0) is judged by its space alone.
 */
function hasRoomForBundles(dir: string): boolean {
  try {
    const disk = statfsSync(dir);
    return disk.bavail * disk.bsize >= 64 * 1024 * 1024 && (disk.files === 0 || disk.ffree >= 1000);
  } catch {
    return true;
  }
}

/** The output folder could not be written (read-only, no permission, a full disk): exit 2, naming it, rather than a stack. */
function unwritableOutput(outDir: string, error: unknown, doing = 'writing the new output beside it'): DocsgenError {
  if (error instanceof DocsgenError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  const why = code === 'EACCES' || code === 'EPERM' ? 'permission denied' : code === 'EROFS' ? 'a read-only file system' : code === 'ENOSPC' ? 'no space left on the disk' : code === 'ENOTDIR' ? 'a file is in the way' : error instanceof Error ? error.message : String(error);
  return new DocsgenError('OutputNotWritable', `cannot build into ${outDir}: ${doing} failed (${why}); the previous output was left as it was`, {
    hint: 'make the folder and the one holding it writable, or choose another with --out',
    cause: error,
  });
}

/** A path as the user would type it: relative to where the command runs when it is inside, absolute otherwise. */
function shownPath(path: string): string {
  const inside = relative(process.cwd(), path);
  return inside === '' ? '.' : inside.startsWith('..') || isAbsolute(inside) ? path : inside;
}

/** Where `--clean` moves the cache (beside it, `<prefix><pid>-<time>`). */
const CLEANED_CACHE = 'build.cleaned-';

/**
 * Empties the cache for `--clean` by renaming it aside, and returns where it went: deleting a
 * large cache takes seconds (2 s for the 28,000 files of a 4000-page site), and deleting it while
 * the build creates files slows that too, so it is deleted in the background once the build is
 * done (or, should the build stop before, by the next one). Undefined when there was none or it
 * was deleted here; false when it could be neither moved nor deleted (a read-only folder).
 */
function setAside(cacheDir: string): string | undefined | false {
  const aside = join(dirname(cacheDir), runFolderName(CLEANED_CACHE));
  try {
    renameSync(cacheDir, aside);
    return aside;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    try {
      rmSync(cacheDir, { recursive: true, force: true, maxRetries: 3 });
      return undefined;
    } catch {
      // Neither moved nor deleted: the caller builds without it.
      return false;
    }
  }
}

/** The unchanged pages' Markdown as the previous output's llms-full.txt holds it, when that file is still the one recorded. */
function previousLlmsFull(placer: OutputPlacer, written: readonly [route: string, bytes: number][], config: Pick<ResolvedConfig, 'locales' | 'versions'>): Map<string, Buffer> | undefined {
  if (!Array.isArray(written)) return undefined;
  const pages = new Map<string, Buffer>();
  // Each locale's file holds its pages (one file on a site of one language); a file that is not as written gives none.
  for (const [name, entries] of llmsFullFiles(written, config)) {
    const file = placer.previousBytes(name);
    const split = file && llmsFullPages(file, entries);
    for (const [route, markdown] of split ?? []) pages.set(route, markdown);
  }
  return pages;
}

/** Stand-ins for browser assets that failed to build: pages render, and the build fails anyway. */
function unbuiltAssets(islands: ReadonlyMap<string, string>): Awaited<ReturnType<typeof bundleClient>> {
  return { loader: '#', stylesheet: '#', hydrate: '#', islands: Object.fromEntries([...islands.keys()].map((id) => [id, '#'])), scriptImports: {}, files: [], inputs: [] };
}

function warnSkipped(skipped: SkippedFile[], warn: (message: string) => void): void {
  for (const { path, reason } of skipped) warn(`skipped ${path}: ${reason}`);
}

function weighPages(compiled: CompiledInfo[], options: Parameters<typeof createPageWeigher>[0]): PageWeight[] {
  const weigh = createPageWeigher(options);
  return compiled.map((page) => weigh(page.route, page.relativePath, options.fileOf(outputFilesForRoute(page.route)[0]!)));
}

/**
 * The page list every page renders with, the pages whose ESM needs the bundler, and the pages
 * that cannot be read (not UTF-8), by route; each page's source, and its hash. The pages of a
 * version taken whole (`held`, by route: version-sections.ts) are not read: their section says
 * what reading them would (an imported component's page is read all the same, for the bundler).
 */
function scanPages(files: PageFile[], times: Map<string, number>, held: ReadonlyMap<string, SectionPage>) {
  const summaries: PageSummary[] = [];
  const esmPages: { file: PageFile; source: string }[] = [];
  const unreadable = new Map<string, DocsgenError>();
  const twoslashBlocks = new Map<string, number>();
  const sources = new Map<string, string>();
  const sourceHashes = new Map<string, string>();
  // A fallback page is its root page's file again (listed after it): read and scanned once.
  const read = new Map<string, { source: string; scan: ReturnType<typeof scanPage> } | DocsgenError>();
  for (const file of files) {
    const section = held.get(file.route);
    if (section && !sourceHashes.has(file.route)) {
      if (section.esm) {
        try {
          const source = readPageSource(file.filePath, file.relativePath);
          sources.set(file.route, source);
          esmPages.push({ file, source });
        } catch (error) {
          if (!(error instanceof DocsgenError)) throw error;
          unreadable.set(file.route, error);
          continue;
        }
      }
      sourceHashes.set(file.route, section.sourceHash);
      if (section.twoslash) twoslashBlocks.set(file.route, section.twoslash);
      // The same object, with the same fields in the same order, as a page read below gives.
      if (!file.fallback && section.scan) {
        const { title, description, frontmatter } = section.scan;
        summaries.push({ path: file.route, type: 'mdx', filePath: file.relativePath, title, description, frontmatter, lastUpdatedAt: times.get(file.filePath) });
      }
      continue;
    }
    let known = read.get(file.filePath);
    if (!known) {
      try {
        const source = file.source ?? readPageSource(file.filePath, file.relativePath);
        known = { source, scan: scanPage(source, file.filePath.endsWith('.md')) };
      } catch (error) {
        if (!(error instanceof DocsgenError)) throw error;
        known = error;
      }
      read.set(file.filePath, known);
    }
    if (known instanceof DocsgenError) {
      // Reported once, for the file's own page; its fallbacks are not built either.
      if (!file.fallback) unreadable.set(file.route, known);
      continue;
    }
    const { source, scan } = known;
    // The first page of a route is the one built (a second is a collision, reported): its text is the route's.
    if (!sources.has(file.route)) {
      sources.set(file.route, source);
      sourceHashes.set(file.route, textHash(source));
    }
    if (scan.usesEsm) esmPages.push({ file, source });
    const blocks = twoslashBlockCount(source);
    if (blocks > 0) twoslashBlocks.set(file.route, blocks);
    // The page list holds the site's own pages: a fallback is one of them shown elsewhere.
    if (file.fallback) continue;
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
  return { summaries, esmPages, unreadable, twoslashBlocks, sources, sourceHashes };
}

/** Every page's problems, each on its own (a page may have several: every frontmatter mistake). */
function pageErrors(results: PageResult[]): DocsgenError[] {
  return results.flatMap((r) => (r.ok ? [] : toDocsgenError(r.error).flatten()));
}

function toDocsgenError(error: SerializedError): DocsgenError {
  return new DocsgenError(error.code, error.message, { hint: error.hint, location: error.location, page: error.page, more: (error.more ?? []).map(toDocsgenError) });
}

function sortByFile(errors: DocsgenError[]): DocsgenError[] {
  return errors.sort((a, b) => (a.location?.file ?? '').localeCompare(b.location?.file ?? ''));
}
