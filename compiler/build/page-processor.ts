// Compiles and renders pages. One instance per build worker (and one in-process for small sites
// and the dev server). Compiled code stays here between the compile and render phases, so it
// never crosses threads.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { link, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { run } from '@mdx-js/mdx';
import * as jsxRuntime from 'react/jsx-runtime';
import type { ResolvedConfig } from '../../config/types.js';
import type { MdxContent, PageAssets, RenderedPage, ThemeServerModule } from '../../theme/server/render-types.js';
import type { PageData, PageSummary } from '../../theme/shared/page-types.js';
import { DocsgenError, INTERNAL_ERROR } from '../errors.js';
import { createPageCompiler, toPageError, type CompiledPage, type PageCompiler } from '../mdx/compile-page.js';
import { compileOptionsFor, type SiteSource } from '../mdx/compile-options.js';
import { treeContent, UnknownComponentError } from '../mdx/render-tree.js';
import type { PageAsset } from '../mdx/remark-page-data.js';
import { siteRootOf } from '../mdx/site-root.js';
import { thrownInPackage, thrownLocation } from '../bundle/thrown-location.js';
import { readPageSource } from '../pages/read-source.js';
import { outputFilesForRoute } from '../pages/routes.js';
import { loadResolvedConfig } from './load-resolved-config.js';
import { DependencyChecker, FileStamps } from '../cache/dependencies.js';
import { isCachedPage, withPageCache } from '../cache/page-cache.js';
import { openStore, type CacheStore } from '../cache/store.js';
import { compiledJsonHash, isHtmlEntry, pageHtmlKey, type HtmlEntry } from '../cache/html-cache.js';
import { placeThroughStore, readStored, writeNewFile } from '../cache/stored-files.js';
import { pageRecordOf, textHash, type HtmlNote } from '../cache/output-record.js';
import { pagesProjections, trackedPages, type TrackedPages } from '../cache/tracked-pages.js';
import { pageHeadTags } from './page-head.js';
import { serializeError, type CompiledInfo, type CompileJob, type CompileResult, type PageResult, type RenderResult, type RenderSetup, type Reused } from './protocol.js';

/** How a build renders a page it caches: the HTML kept, and noted as written (see html-cache.ts). */
interface CacheHooks {
  /** Keeps the page's entry and returns how its HTML is written: through the store (stored-files.ts). */
  save(rendered: RenderedPage, fields: string[]): StoredHtml;
  /** What the next build's output record keeps of this render (cache/output-record.ts). */
  note: HtmlNote;
}

export class PageProcessor {
  /** Made on first use: the site's plugins are imported in this thread (see site-plugins.ts). */
  private compiler?: Promise<PageCompiler>;
  private readonly compiled = new Map<string, { page: CompiledPage; job: CompileJob }>();
  private pages: PageSummary[] = [];
  private pagesGiven: PageSummary[] | undefined;
  private setupKey = '';
  private theme?: ThemeServerModule;
  private config?: ResolvedConfig;
  private readonly store?: CacheStore;
  /** The page list as given to the theme, watched (cache/tracked-pages.ts). */
  private tracked?: TrackedPages;
  /** Pages whose HTML is being written (see `writeHtml`), by route: settled before they are reported. */
  private readonly writing = new Map<string, { file: string; done: Promise<void> }>();
  /** Hashes of a page list by the fields a render read (for the last list asked about). */
  private projections?: { pages: PageSummary[]; of: (fields: readonly string[]) => string };

  /**
   * `sourceMaps`: keep maps of compiled code, so a render error names the page's line.
   * `assetsDir`: the output's assets folder, where images beside a page are copied.
   * `cacheDir`: the persistent cache's folder (ROOT/.docsgen-cache/build), or none.
   * `filesChange`: files may change between two pages (the dev server): what a cached page
   * depends on is checked anew for each.
   */
  constructor(
    private readonly site: SiteSource,
    private readonly options: { sourceMaps?: boolean; assetsDir?: string; cacheDir?: string | null; filesChange?: boolean } = {},
  ) {
    if (options.cacheDir) this.store = openStore(options.cacheDir);
  }

  private pageCompiler(): Promise<PageCompiler> {
    const { cacheDir, filesChange, ...compilerOptions } = this.options;
    this.compiler ??= compileOptionsFor(this.site).then((compileOptions) => {
      const options = { ...compileOptions, ...compilerOptions };
      const compiler = createPageCompiler(options);
      if (!cacheDir) return compiler;
      const buildChecker = new DependencyChecker();
      // Files may change: a checker per compile, with the hashes of files whose stamps hold.
      const stamps = new FileStamps();
      return withPageCache(compiler, options, { store: this.store!, checker: () => (filesChange ? new DependencyChecker(stamps) : buildChecker), filesChange });
    });
    return this.compiler;
  }

  /** Compile, render and write one page (setup known): the build's unit of work. */
  async build(job: CompileJob, setup: RenderSetup, pages: PageSummary[]): Promise<PageResult> {
    const compiled = await this.compile(job);
    if (!compiled.ok) return compiled;
    const [result] = await this.settleWrites([await this.renderCompiled(job, setup, pages)]);
    return result!;
  }

  /** Render and write a page compiled earlier, then let its compiled code go. */
  async renderCompiled(job: CompileJob, setup: RenderSetup, pages: PageSummary[]): Promise<PageResult> {
    const entry = this.compiled.get(job.route)!;
    const cached = this.cachedHtml(job, entry.page, setup, pages);
    const rendered = cached?.result ?? (await this.render(job.route, setup, pages, cached));
    this.compiled.delete(job.route);
    if (!rendered.ok) return rendered;
    const reused: Reused | undefined = cached?.result ? 'html' : isCachedPage(entry.page) ? 'compiled' : undefined;
    const info = compiledInfo(entry.page, job);
    const record = cached && pageRecordOf(entry.page, cached.note, { info, bytes: rendered.bytes, outputs: outputFilesFor(job.route, setup) });
    return { ...rendered, info, ...(reused ? { reused } : {}), ...(record ? { record } : {}) };
  }

  /** The hash of `fields` of every entry of `pages` (computed once per list and fields). */
  private projection(pages: PageSummary[], fields: string[], siteRoot: string | undefined): string {
    if (this.projections?.pages !== pages) this.projections = { pages, of: pagesProjections(pages, siteRoot) };
    return this.projections.of(fields);
  }

  /**
   * The page's HTML from the persistent cache, written to the output (and its images copied), or
   * how to save it once rendered. Nothing when the build has no cache or the page is broken.
   */
  private cachedHtml(job: CompileJob, page: CompiledPage, setup: RenderSetup, pages: PageSummary[]): ({ result?: RenderResult } & CacheHooks) | undefined {
    if (!this.store || !setup.cacheKey || setup.brokenPages?.[job.route]) return undefined;
    const { dependencies: _dependencies, ...stored } = page;
    const files = outputFilesFor(job.route, setup);
    const compiledHash = compiledJsonHash(JSON.stringify(stored));
    const key = pageHtmlKey(setup.cacheKey, { ...job, files }, compiledHash, setup.moduleHashes?.[job.route]);
    const note: HtmlNote = { htmlKey: key, compiledHash };
    const store = this.store;
    const siteRoot = setup.siteRoot;
    const save = (rendered: RenderedPage, fields: string[]): StoredHtml => {
      const written = textHash(rendered.html);
      const entry = { v: 4, written, islands: rendered.islands, fields, pages: this.projection(pages, fields, siteRoot) } satisfies HtmlEntry;
      Object.assign(note, { fields, pagesHash: entry.pages, islands: entry.islands, written });
      store.set(key, entry);
      return { store, h: written };
    };
    const found = store.get<HtmlEntry>(key);
    if (!found || !isHtmlEntry(found) || found.pages !== this.projection(pages, found.fields, siteRoot)) return { save, note };
    // The HTML itself is a stored file of its own, which may have been pruned or altered.
    const html = readStored(store, found.written);
    if (!html) return { save, note };
    Object.assign(note, { fields: found.fields, pagesHash: found.pages, islands: found.islands, written: found.written });
    copyAssets(page.assets, setup.outDir);
    const bytes = this.writeHtml(job.route, job.relativePath, setup.outDir, files, html, { store, h: found.written });
    return { result: { ok: true, route: job.route, bytes, islands: found.islands }, save, note };
  }

  /**
   * The files the compile of `route` read as text besides the page (partials, included code): the
   * dev server compiles the page again when one of them changes.
   */
  filesRead(route: string): string[] {
    const files = this.compiled.get(route)?.page.dependencies?.files ?? [];
    return files.flatMap((dep) => (dep.k === 'text' ? [dep.p] : []));
  }

  async compile(job: CompileJob): Promise<CompileResult> {
    let source = '';
    try {
      source = job.source ?? readPageSource(job.filePath, job.relativePath);
      if (job.sourceHash !== undefined && textHash(source) !== job.sourceHash) {
        throw new DocsgenError('ChangedDuringBuild', 'the page changed while it was being built: its HTML and its Markdown copy would be of different versions', {
          location: { file: job.relativePath },
          hint: 'build again once it is saved',
        });
      }
      const compiler = await this.pageCompiler();
      const page = await compiler.compile({ source, filePath: job.filePath, relativePath: job.relativePath, route: job.route, ...(job.version ? { version: job.version } : {}) });
      this.compiled.set(job.route, { page, job });
      return {
        ok: true,
        ...compiledInfo(page, job),
        // Only pages that import components travel to the bundler.
        code: page.format === 'program' ? page.code : undefined,
        source: page.format === 'program' ? source : undefined,
      };
    } catch (error) {
      return { ok: false, route: job.route, error: serializeError(toPageError(error, job.relativePath, source)) };
    }
  }

  /** `cache`: keep the HTML as rendered. */
  async render(route: string, setup: RenderSetup, pages: PageSummary[], cache?: CacheHooks): Promise<RenderResult> {
    const entry = this.compiled.get(route);
    if (!entry) return { ok: false, route, error: { message: `internal: ${route} was not compiled here`, code: INTERNAL_ERROR, kind: 'content' } };
    const broken = setup.brokenPages?.[route];
    if (broken) {
      this.compiled.delete(route);
      return { ok: false, route, error: broken };
    }
    try {
      this.tracked?.reset();
      const rendered = await this.renderToHtml(route, setup, pages);
      const through = cache && this.tracked ? cache.save(rendered, this.tracked.fieldsRead()) : undefined;
      const bytes = this.writeHtml(route, entry.job.relativePath, setup.outDir, outputFilesFor(route, setup), rendered.html, through);
      return { ok: true, route, bytes, islands: rendered.islands };
    } catch (error) {
      return { ok: false, route, error: serializeError(error instanceof DocsgenError ? error : renderError(error, entry, setup)) };
    }
  }

  /**
   * A compiled page as HTML, kept in memory (the dev server serves it from there; `render` writes
   * it). Throws a DocsgenError naming the page when a component throws.
   */
  async renderToHtml(route: string, setup: RenderSetup, pages: PageSummary[]): Promise<RenderedPage> {
    const entry = this.compiled.get(route);
    if (!entry) throw new Error(`internal: ${route} was not compiled here`);
    try {
      await this.prepare(setup, pages);
      const { page, job } = entry;
      copyAssets(page.assets, setup.outDir);
      const Content = await this.loadContent(page, setup.pageModules[route]);
      const data: PageData = {
        frontmatter: page.frontmatter,
        // A generated page has no file to edit.
        filePath: job.source !== undefined ? '' : job.relativePath,
        path: route,
        title: page.title,
        description: page.description,
        headings: page.headings,
        lastUpdatedAt: job.lastUpdatedAt,
        ...(job.translations ? { translations: job.translations } : {}),
        ...(job.fallback ? { fallback: true } : {}),
        ...(job.versions ? { versions: job.versions } : {}),
      };
      return await this.renderHtml(data, Content, setup);
    } catch (error) {
      throw renderError(error, entry, setup);
    }
  }

  /** The built-in not-found page, for sites without pages/404.mdx. */
  async renderBuiltInNotFound(setup: RenderSetup, pages: PageSummary[]): Promise<RenderResult> {
    await this.prepare(setup, pages);
    this.tracked!.reset();
    const rendered = await this.renderBuiltInNotFoundHtml(setup, pages);
    const pagesRead = this.tracked!.fieldsRead();
    return { ok: true, route: '/404', bytes: this.writeHtml('/404', '404.html', setup.outDir, ['404.html'], rendered.html), islands: rendered.islands, pagesRead };
  }

  async renderBuiltInNotFoundHtml(setup: RenderSetup, pages: PageSummary[]): Promise<RenderedPage> {
    await this.prepare(setup, pages);
    const data: PageData = { frontmatter: { layout: 'minimal' }, filePath: '', path: '/404', title: 'Page Not Found', headings: [] };
    return this.renderHtml(data, undefined, setup);
  }

  private async renderHtml(page: PageData, Content: MdxContent | undefined, setup: RenderSetup): Promise<RenderedPage> {
    const config = this.config!;
    const head = await pageHeadTags(config, page);
    // A fresh array each time: a component that memoizes by the list's identity still reads its
    // fields in every render, so the HTML cache sees what each page depends on.
    return this.theme!.renderPage({ page, Content, pages: this.pages.slice(), config, assets: setup.assets as PageAssets, head });
  }

  private async prepare(setup: RenderSetup, pages: PageSummary[]): Promise<void> {
    if (pages !== this.pagesGiven) {
      this.pagesGiven = pages;
      this.tracked = trackedPages(pages, setup.siteRoot);
      this.pages = this.tracked.pages;
    }
    const key = `${setup.themeModule}|${setup.configModule}|${setup.basePath}|${setup.sidebar ? JSON.stringify(setup.sidebar) : ''}`;
    if (key === this.setupKey) return;
    this.theme = (await import(pathToFileURL(setup.themeModule).href)) as ThemeServerModule;
    this.config = { ...(await loadResolvedConfig(setup.configModule)), basePath: setup.basePath, ...(setup.sidebar ? { sidebar: setup.sidebar } : {}) };
    this.setupKey = key;
  }

  private async loadContent(page: CompiledPage, bundled: string | undefined): Promise<MdxContent> {
    if (page.format === 'tree') return treeContent(page.tree!);
    if (page.format === 'program') {
      if (!bundled) throw new Error(`internal: ${page.route} imports components but was not bundled`);
      return ((await import(pathToFileURL(bundled).href)) as { default: MdxContent }).default;
    }
    const module = await run(page.code, { ...jsxRuntime, baseUrl: import.meta.url });
    return module.default as MdxContent;
  }

  /**
   * Starts writing a page's HTML and returns its size. The files are written while this thread
   * goes on with the next page (creating files and folders waits on the disk, not the CPU):
   * `settleWrites` waits for them before the pages are reported done.
   */
  private writeHtml(route: string, relativePath: string, outDir: string, files: string[], html: string | Buffer, through?: StoredHtml): number {
    const previous = this.writing.get(route)?.done ?? Promise.resolve();
    const done = previous.then(() => writeHtmlFiles(outDir, files, html, through));
    // Reported by settleWrites, which may come after the failure: not an unhandled rejection,
    // which would end the worker thread (a full disk is the page's error, not a crash).
    done.catch(() => undefined);
    this.writing.set(route, { file: relativePath, done });
    return Buffer.byteLength(html);
  }

  /** How many pages' HTML is being written. */
  get pendingWrites(): number {
    return this.writing.size;
  }

  /** `results` once their pages' files are written; a page whose files could not be written fails. */
  async settleWrites<T extends PageResult | RenderResult>(results: T[]): Promise<T[]> {
    return Promise.all(
      results.map(async (result) => {
        const writing = this.writing.get(result.route);
        if (!writing) return result;
        this.writing.delete(result.route);
        try {
          await writing.done;
          return result;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const failed = new DocsgenError('OutputNotWritable', `writing the page's HTML failed: ${message}`, { location: { file: writing.file }, hint: 'is the disk full, or the output folder read-only?' });
          return { ok: false, route: result.route, error: serializeError(failed) } as T;
        }
      }),
    );
  }

  /** The compiled code of a page (for the dev server's bundler). */
  compiledPage(route: string): CompiledPage | undefined {
    return this.compiled.get(route)?.page;
  }

  forget(route: string): void {
    this.compiled.delete(route);
  }
}

// Folders this thread already created: a recursive mkdir per file is a measurable share of a
// large build, so each folder is made once, parent first, without the recursive walk.
const createdDirs = new Set<string>();

function ensureDir(dir: string): void {
  if (createdDirs.has(dir)) return;
  const parent = dirname(dir);
  if (parent !== dir) ensureDir(parent);
  try {
    mkdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  createdDirs.add(dir);
}

function pageSource(filePath: string): string | undefined {
  try {
    return readFileSync(filePath, 'utf8');
  } catch {
    return undefined;
  }
}

/** Images beside pages, copied into the output once each (their names carry their content's hash). */
const copiedAssets = new Set<string>();

function copyAssets(assets: readonly PageAsset[], outDir: string): void {
  for (const { source, file } of assets) {
    const target = join(outDir, file);
    if (copiedAssets.has(target)) continue;
    ensureDir(dirname(target));
    copyFileSync(source, target);
    copiedAssets.add(target);
  }
}

// Folders the asynchronous writes created or are creating, shared by every write of this thread.
const dirsMade = new Map<string, Promise<void>>();

function ensureDirAsync(dir: string): Promise<void> {
  let made = dirsMade.get(dir);
  if (!made) {
    const parent = dirname(dir);
    made = (parent === dir || createdDirs.has(parent) ? Promise.resolve() : ensureDirAsync(parent)).then(() =>
      mkdir(dir).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      }),
    );
    dirsMade.set(dir, made);
  }
  return made;
}

/** A page's HTML kept in the cache as a file of its own, with content hash `h` (cache/stored-files.ts). */
interface StoredHtml {
  store: CacheStore;
  h: string;
}

/**
 * Writes the page once and links its other forms to it (`x/index.html` and `x.html` are the same
 * document): half the bytes written, and the same files for any host that copies the folder. With
 * `through`, the first is linked to the cache's copy of the HTML (written first when new).
 */
async function writeHtmlFiles(outDir: string, files: string[], html: string | Buffer, through?: StoredHtml): Promise<void> {
  let first: string | undefined;
  for (const file of files) {
    const target = join(outDir, file);
    const dir = dirname(target);
    if (!createdDirs.has(dir)) await ensureDirAsync(dir);
    if (first === undefined) {
      if (through) await placeThroughStore(through.store, through.h, html, target);
      else await writeNewFile(target, html);
      first = target;
    } else {
      try {
        await link(first, target);
      } catch {
        await writeNewFile(target, html);
      }
    }
  }
}

/**
 * A component that throws while rendering: which page, and the line of the site's source that
 * threw (a component, or the page itself), mapped through the source maps of the temporary
 * bundles, which are gone by the time anyone reads the message.
 */
function renderError(error: unknown, entry: { page: CompiledPage; job: CompileJob }, setup: RenderSetup): DocsgenError {
  const page = entry.job.relativePath;
  if (error instanceof DocsgenError && error.location) return error;
  const message = error instanceof Error ? error.message : String(error);
  const root = setup.siteRoot ?? siteRootOf(entry.job.filePath, entry.job.route);
  const thrownAt = root ? thrownLocation(error, root, setup.bundlesDir, entry.page.map ? { map: entry.page.map } : undefined) : undefined;
  if (error instanceof DocsgenError) {
    return new DocsgenError(error.code, error.message, { location: thrownAt ?? { file: page }, hint: error.hint, page, cause: error });
  }
  // Thrown by docsgen itself about a line of the page (an unknown component).
  if (error instanceof UnknownComponentError && error.line !== undefined) {
    return new DocsgenError('CompileError', error.message, { location: { file: page, line: error.line, column: error.column, source: pageSource(entry.job.filePath) }, page, cause: error });
  }
  const inPage = !thrownAt || thrownAt.file === page;
  // Thrown by an installed package: say which, and how the page reached it (page → component → package).
  const inPackage = thrownInPackage(error, setup.bundlesDir);
  if (inPackage) {
    const chain = [page, ...(thrownAt && !inPage ? [thrownAt.file] : []), inPackage.name].join(' → ');
    return new DocsgenError('RenderError', `rendering ${page} failed in the package ${inPackage.name} (${inPackage.file}:${inPackage.line}:${inPackage.column}): ${message}`, {
      location: thrownAt ?? { file: page },
      page,
      cause: error,
      hint: `imported through ${chain}; ${packageHint(message)}`,
    });
  }
  // An island given props JSON cannot carry (theme/islands/serialize-props.ts, thrown from the
  // site's bundled copy of the theme, so known by name): its own entry, whose section explains the contract.
  const code = error instanceof Error && error.name === 'IslandPropsError' ? 'IslandPropsInvalid' : 'RenderError';
  return new DocsgenError(code, inPage ? `rendering failed: ${message}` : `rendering ${page} failed: ${message}`, {
    location: thrownAt ?? { file: page },
    page,
    cause: error,
  });
}

/** What to do about a package that fails on the server, by what it said. */
function packageHint(message: string): string {
  if (/\b(window|document|navigator|localStorage|self) is not defined\b/.test(message)) {
    return 'pages render in Node first, where the package finds no browser: import it inside an effect of an island (*.island.tsx), e.g. `useEffect(() => { import(\'pkg\').then(…) }, [])`';
  }
  if (/Cannot find (module|package)/.test(message)) return 'install the package it asks for in the site (npm install …), or ask the package why it needs it';
  return 'the package throws when Node runs it: check that it supports server rendering, or load it in the browser only (an island\'s effect)';
}

export { serializeError };

function outputFilesFor(route: string, setup: RenderSetup): string[] {
  return route === setup.notFoundRoute ? ['404.html'] : outputFilesForRoute(route);
}

function compiledInfo(page: CompiledPage, job: CompileJob): CompiledInfo {
  return {
    route: job.route,
    relativePath: job.relativePath,
    title: page.title,
    description: page.description,
    frontmatter: page.frontmatter,
    headings: page.headings,
    ids: page.ids,
    links: page.links,
    sections: page.sections,
    format: page.format,
    ...(page.warnings.length > 0 ? { warnings: page.warnings } : {}),
  };
}

/**
 * The page list as the theme sees it: each entry's `content` (the page source, spec §3 "Docs page
 * entry") is read from disk the first time something asks, so the list crossing to every worker
 * stays small.
 */
