// The plan of a build, made before any page is compiled: which pages the site has (its own, the
// generated reference, every version's and locale's), what each says of itself (title,
// frontmatter: the page list every page renders with), what the previous build recorded, and so
// which pages the cache still holds and which the workers must compile. The output is not touched
// yet: a site with no pages, or a cache secret refused, stops the build before any folder is made.
import { renameSync, rmSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { isRealFolder } from '../../config/cache-files.js';
import { cacheSecret, MIN_SECRET_LENGTH, SECRET_ENV } from '../../config/cache-seal.js';
import type { PageSummary } from '../../theme/shared/page-types.js';
import { DocsgenError } from '../errors/docsgen-error.js';
import { compileOptionsFor, type SiteSource } from '../mdx/compile-options.js';
import { findPages, type PageFile, type SkippedFile } from '../pages/discover.js';
import { sitePages, type SitePages } from '../pages/site-pages.js';
import { pageSummary } from '../pages/page-summary.js';
import { referencePages } from '../mdx/api/reference-pages.js';
import { lastUpdatedTimes } from '../pages/git-times.js';
import { readPageSource } from '../pages/read-source.js';
import { scanPage } from '../mdx/scan-page.js';
import { SiteSearch } from './site-files/site-search.js';
import { clientCodeCheck, resolveOverrides } from '../bundle/overrides-plugin.js';
import { checkAssetsDir } from './assets-dir.js';
import { checkOutputFolder } from '../writer/output-guard.js';
import { createPhaseTimer } from './phase-timer.js';
import { createProgress } from './progress.js';
import { removeInBackground, removeLeftovers, runFolderName } from '../run/run-folders.js';
import { buildCacheDir } from '../store/cache-dir.js';
import { twoslashBlockCount } from '../mdx/twoslash/twoslash-code.js';
import { apiIndexKey, compileOptionsKey } from '../cache/page-cache.js';
import { documentedSymbols } from '../mdx/api/documented.js';
import { openStore, type DiskStore } from '../store/store.js';
import { readOutputRecord, textHash, type OutputRecord, type PageRecord } from '../cache/output-record.js';
import { compiledHits, compiledKeysOf } from './warm-pages.js';
import { gitVersionPages, sectionHits, sectionPages, sectionSettingsKey, sectionsHeldByFiles, type GitVersionPages, type SectionPage, type VersionSection } from './version-sections.js';
import type { CompileJob } from '../page/page-model.js';
import type { BuildOptions } from './build-site.js';

/** What every phase of one build is given: the site, where its output goes, where it speaks. */
export interface BuildRun {
  options: BuildOptions;
  root: string;
  outDir: string;
  config: BuildOptions['config']['config'];
  basePath: string;
  warn: (message: string) => void;
  note: (message: string) => void;
  progress: ReturnType<typeof createProgress>;
  timer: ReturnType<typeof createPhaseTimer>;
}

/** The run's settings; the output folder is checked first, before anything is read or written. */
export function startRun(options: BuildOptions): BuildRun {
  const root = resolve(options.root);
  const outDir = resolve(options.outDir ?? join(root, 'dist'));
  const { config } = options.config;
  const basePath = options.basePath ?? config.basePath;
  const warn = options.warn ?? ((message: string) => process.stderr.write(`warning: ${message}\n`));
  const note = options.note ?? ((message: string) => process.stderr.write(`note: ${message}\n`));
  checkOutputFolder({ root, outDir, force: options.force });
  const progress = createProgress({ interactive: options.interactive ?? false });
  const timer = createPhaseTimer();
  return { options, root, outDir, config, basePath, warn, note, progress, timer };
}

export type BuildPlan = Awaited<ReturnType<typeof planBuild>>;

/** Folders under ROOT/.docsgen-cache that live only while one process runs. */
const RUN_FOLDERS = ['server', 'dev'];

/**
 * The plan, as the list of its steps. Their order is the build's: the pages are found before the
 * cache folder is touched (a site with no pages stops first), the site's plugins load before any
 * page is read (a missing one is a config error), and the record is read before the pages are, so
 * a version it holds whole is not read at all.
 */
export async function planBuild(run: BuildRun) {
  const { options, root, config, basePath } = run;
  // Which pages the site has: a site with none stops here, before the cache folder is touched.
  const { found, reference, files } = await findSitePages(run);
  // The cache folder made ready: leftovers of killed runs removed, emptied for --clean, or left unused.
  const { cacheDir, cleaned, usedCacheDir } = prepareCache(run);
  // Every problem found on the way, reported together at the end.
  const problems: DocsgenError[] = [...found.problems, ...reference.problems];
  // The site's plugins and component overrides, so a missing one stops the build before any page.
  const { site, compileOptions, configDir, overrides } = await loadSiteCode(run);
  // Each page's "last updated", part of what it compiles to (and so of its cache key).
  const times = pageTimes(root, files, found);
  // What the previous build recorded, before the pages are read: it may spare reading some.
  const { store, record } = readRecord(run, cacheDir, usedCacheDir);
  // The pages read and scanned, with the compile settings that only their documented symbols complete.
  const { gitVersions, held, scanned, documented, optionsKey, sitePlugins, sectionSettings } = scanSite(run, { files, found, reference, times, store, record, site, compileOptions });
  const { summaries, esmPages, unreadable, twoslashBlocks, sources, sourceHashes } = scanned;
  for (const problem of unreadable.values()) problems.push(problem);
  const heldPages = sectionPages(held);
  // One job per route, those the theme's bundle waits for first.
  const { jobs, bundled } = compileJobs(files, scanned, times);
  const renderTimeout = options.renderTimeout ?? config.renderTimeout;
  // Pages shown untranslated: the root locale's, already in its search index and sitemap.
  const fallbacks = new Set(files.flatMap((f) => (f.fallback ? [f.route] : [])));
  const fileOf = new Map(files.map((f) => [f.route, f.relativePath]));
  // Which of those jobs the cache still holds, and so which the workers must compile.
  const { compiledKeys, fromSections, compiledFromRecord, toCompile } = chooseJobs({ jobs, sources, optionsKey, documented, sitePlugins, held, heldPages, gitVersions, store, record });
  // One search index per locale, each in its language's words.
  const search = await SiteSearch.create({ config, basePath, pages: files, store, record, configModule: options.config.bundleFile });
  return {
    files, found, reference, problems, site, compileOptions, configDir, overrides, times, cacheDir, cleaned, usedCacheDir, store, record,
    gitVersions, held, sectionSettings, summaries, esmPages, twoslashBlocks, sources, sourceHashes, heldPages, bundled, jobs, fallbacks,
    optionsKey, sitePlugins, compiledKeys, fromSections, compiledFromRecord, toCompile, search, renderTimeout, fileOf,
    // The pages to compile with type-checked blocks: their workers send the blocks to a thread of their own.
    typeChecked: new Set(toCompile.flatMap((job) => (twoslashBlocks.has(job.route) ? [job.route] : []))),
  };
}

/**
 * Every page of the site: its own, the reference generated from declarations (config
 * `reference`; the site's own page wins a route), every version's, and on a site of several
 * languages the pages a locale builds from the root locale's (site-pages.ts). A site without
 * pages stops here, as does an assets folder that shadows a page.
 */
async function findSitePages(run: BuildRun) {
  const { options, root, config, warn } = run;
  const own = findPages(root);
  const reference = await referencePages(root, config, { taken: new Set(own.pages.map((page) => page.route)), store: options.cache === false ? undefined : openStore(buildCacheDir(root)), configFile: options.config.file });
  const found = sitePages(root, config, { found: own, generated: reference.pages });
  const files = found.pages;
  if (files.length === 0) {
    throw new DocsgenError('NoPages', `no pages in ${join(root, 'pages')}`, { hint: 'add pages/index.mdx' });
  }
  checkAssetsDir(files, config.assetsDir);
  warnSkipped(found.skipped, warn);
  return { found, reference, files };
}

/**
 * The cache folder before anything reads it. Run folders of killed builds, and caches emptied by
 * an earlier `--clean` whose removal did not finish (see setAside), are removed: looked for in
 * real folders only, never through a link. `usedCacheDir` is null when the build runs without a
 * cache: `--no-cache`, no secret to seal it, or a `--clean` that could not empty it.
 */
function prepareCache(run: BuildRun) {
  const { options, root, warn } = run;
  const cacheDir = buildCacheDir(root);
  for (const dir of RUN_FOLDERS) if (isRealFolder(join(root, '.docsgen-cache', dir))) removeLeftovers(join(root, '.docsgen-cache', dir), ['']);
  if (isRealFolder(dirname(cacheDir))) removeLeftovers(dirname(cacheDir), [CLEANED_CACHE], removeInBackground);
  const cleaned = options.clean ? setAside(cacheDir) : undefined;
  // A cache `--clean` could not empty (a read-only folder) is not used either: built from scratch, as asked.
  const notEmptied = cleaned === false;
  if (notEmptied) warn(`the build cache (${shownPath(cacheDir)}) could not be emptied (it is read-only?): built without it, as with --no-cache`);
  const usedCacheDir = options.cache === false || notEmptied || !cacheUsable(warn) ? null : cacheDir;
  return { cacheDir, cleaned, usedCacheDir };
}

/**
 * The site's plugins are loaded here first, so a missing one stops the build as a config error
 * (exit 2) before any page; each worker then loads them again from the same config bundle.
 */
async function loadSiteCode(run: BuildRun) {
  const { options, root, config, basePath, warn } = run;
  const site: SiteSource = { basePath, configModule: options.config.bundleFile, siteRoot: root };
  const compileOptions = await compileOptionsFor(site, config, options.config.file);
  const configDir = options.config.file ? dirname(options.config.file) : root;
  const overrides = await resolveOverrides(configDir, config.components, options.config.file, { clientCode: clientCodeCheck(root), warn });
  return { site, compileOptions, configDir, overrides };
}

/** "Last updated": a page of a version from git has its time from that version's commit (site-pages.ts); the others from the working tree's history. */
function pageTimes(root: string, files: PageFile[], found: SitePages): Map<string, number> {
  const times = lastUpdatedTimes(root, files.flatMap((f) => (found.times.has(f.filePath) ? [] : [f.filePath])));
  for (const [file, ms] of found.times) times.set(file, ms);
  return times;
}

/**
 * What the previous build recorded (warm-pages.ts), read before the pages: a version from git
 * whose pages are the same files as then is taken whole (version-sections.ts), its pages not read.
 */
function readRecord(run: BuildRun, cacheDir: string, usedCacheDir: string | null) {
  const store = usedCacheDir ? openStore(usedCacheDir) : undefined;
  const record = store && readOutputRecord(store, run.outDir);
  if (store && !record && store.refused > 0) {
    // Expected on a fresh CI runner without the secret: not a warning, one line saying what it costs.
    run.note(`the build cache (${shownPath(cacheDir)}) was sealed elsewhere (another machine or CI run) or altered: none of it is used, every page is built again (slower, the same site); to reuse a CI cache, give every run the same ${SECRET_ENV}, e.g. a repository secret (see "A cache restored from elsewhere" in docsgen's manual)`);
  }
  return { store, record };
}

/**
 * The pages read and scanned (scanPages), but for the versions the record holds whole. Scanning
 * comes before the compile settings are complete: the symbols the pages document are part of
 * them, so a held version compiled with other settings is dropped and the pages scanned again.
 */
function scanSite(run: BuildRun, input: { files: PageFile[]; found: SitePages; reference: Awaited<ReturnType<typeof referencePages>>; times: Map<string, number>; store: DiskStore | undefined; record: OutputRecord | undefined; site: SiteSource; compileOptions: Awaited<ReturnType<typeof compileOptionsFor>> }) {
  const { root, config } = run;
  const { files, found, reference, times, store, record, site, compileOptions } = input;
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
  return { gitVersions, held, scanned, documented, optionsKey, sitePlugins, sectionSettings };
}

/** One compile job per route (a second page with the same route is reported, not built), in the order the workers take them. */
function compileJobs(files: PageFile[], scanned: ReturnType<typeof scanPages>, times: Map<string, number>) {
  const { esmPages, twoslashBlocks, sourceHashes } = scanned;
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
  return { jobs, bundled };
}

/**
 * Pages the previous build compiled that are still valid wait for the bundles, to be written
 * here if their HTML is too; the others go to the workers now, which start while this thread
 * bundles and writes the rest. A held version's pages are known valid by its section's key.
 */
function chooseJobs(input: {
  jobs: CompileJob[];
  sources: Map<string, string>;
  optionsKey: string;
  documented: ReturnType<typeof documentedSymbols>;
  sitePlugins: string;
  held: Map<string, VersionSection>;
  heldPages: Map<string, SectionPage>;
  gitVersions: Map<string, GitVersionPages>;
  store: DiskStore | undefined;
  record: OutputRecord | undefined;
}) {
  const { jobs, sources, optionsKey, documented, sitePlugins, held, heldPages, gitVersions, store, record } = input;
  const compiledKeys = store ? compiledKeysOf(jobs, sources, optionsKey, apiIndexKey(documented), sitePlugins) : { keys: new Map<string, string>(), shared: new Map<string, string>() };
  for (const [route, page] of heldPages) if (store && !compiledKeys.keys.has(route)) compiledKeys.keys.set(route, page.compiledKey);
  const fromSections = store ? sectionHits(record, held, gitVersions, store) : { hits: new Map<string, PageRecord>(), whole: [] };
  const compiledFromRecord = store ? compiledHits(record, jobs.filter((job) => !heldPages.has(job.route)), compiledKeys, store) : new Map<string, PageRecord>();
  for (const [route, page] of fromSections.hits) compiledFromRecord.set(route, page);
  const toCompile = jobs.filter((job) => !compiledFromRecord.has(job.route));
  return { compiledKeys, fromSections, compiledFromRecord, toCompile };
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

function warnSkipped(skipped: SkippedFile[], warn: (message: string) => void): void {
  for (const { path, reason } of skipped) warn(`skipped ${path}: ${reason}`);
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
      // Made as a page read below is made (its recorded title is already the route when it had none).
      if (!file.fallback && section.scan) summaries.push(pageSummary(file, section.scan, times.get(file.filePath)));
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
    summaries.push(pageSummary(file, scan, times.get(file.filePath)));
  }
  return { summaries, esmPages, unreadable, twoslashBlocks, sources, sourceHashes };
}

