// Compiles and renders pages. One instance per build worker (and one in-process for small sites
// and the dev server). Compiled code stays here between the compile and render phases, so it
// never crosses threads.
//
// The jobs themselves live in their own modules; this one keeps what joins them (the compiled
// pages waiting for their render, the thread's compiler, renderer and HTML writer):
// page-compile.ts (source to compiled MDX), page-cached-html.ts (the HTML cache), page-render.ts
// (compiled MDX to HTML through the theme), page-html-writer.ts (HTML to the output),
// page-render-error.ts (what a failed render tells the reader).
import type { RenderedPage } from '../../../theme/server/render-types.js';
import type { PageSummary } from '../../../theme/shared/page-types.js';
import { DocsgenError, INTERNAL_ERROR } from '../../errors/docsgen-error.js';
import type { CompiledPage, PageCompiler } from '../../mdx/compile-page.js';
import type { SiteSource } from '../../mdx/compile-options.js';
import { outputFilesForRoute } from '../../pages/routes.js';
import { isCachedPage } from '../../cache/page-cache.js';
import { openStore, type CacheStore } from '../../store/store.js';
import { pageRecordOf } from '../../cache/output-record.js';
import { pagesProjections } from '../../cache/tracked-pages.js';
import { cachedHtml, type CacheHooks } from './page-cached-html.js';
import { compiledInfo, compileJob, pageCompilerFor } from './page-compile.js';
import { copyAssets, HtmlWriter } from './page-html-writer.js';
import { PageRenderer } from './page-render.js';
import { renderError } from './page-render-error.js';
import { type PageResult, type Reused } from './protocol.js';
import { serializeError, type CompileJob, type CompileResult, type RenderResult, type RenderSetup } from '../../page/page-model.js';

export class PageProcessor {
  /** Made on first use: the site's plugins are imported in this thread (see site-plugins.ts). */
  private compiler?: Promise<PageCompiler>;
  private readonly compiled = new Map<string, { page: CompiledPage; job: CompileJob }>();
  private readonly store?: CacheStore;
  private readonly renderer = new PageRenderer();
  private readonly writer = new HtmlWriter();
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
    const { cacheDir: _cacheDir, ...options } = this.options;
    this.compiler ??= pageCompilerFor(this.site, { ...options, store: this.store });
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
    const cacheContext = this.store && { store: this.store, writer: this.writer, projection: (list: PageSummary[], fields: string[], siteRoot: string | undefined) => this.projection(list, fields, siteRoot) };
    const cached = cachedHtml(cacheContext, job, entry.page, setup, pages, outputFilesFor(job.route, setup));
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
   * The files the compile of `route` read as text besides the page (partials, included code): the
   * dev server compiles the page again when one of them changes.
   */
  filesRead(route: string): string[] {
    const files = this.compiled.get(route)?.page.dependencies?.files ?? [];
    return files.flatMap((dep) => (dep.k === 'text' ? [dep.p] : []));
  }

  async compile(job: CompileJob): Promise<CompileResult> {
    const { result, page } = await compileJob(job, () => this.pageCompiler());
    if (page) this.compiled.set(job.route, { page, job });
    return result;
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
      this.renderer.tracked?.reset();
      const rendered = await this.renderToHtml(route, setup, pages);
      const tracked = this.renderer.tracked;
      const through = cache && tracked ? cache.save(rendered, tracked.fieldsRead()) : undefined;
      const bytes = this.writer.write(route, entry.job.relativePath, setup.outDir, outputFilesFor(route, setup), rendered.html, through);
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
      await this.renderer.prepare(setup, pages);
      copyAssets(entry.page.assets, setup.outDir);
      return await this.renderer.renderPage(entry, setup);
    } catch (error) {
      throw renderError(error, entry, setup);
    }
  }

  /** The built-in not-found page, for sites without pages/404.mdx. */
  async renderBuiltInNotFound(setup: RenderSetup, pages: PageSummary[]): Promise<RenderResult> {
    await this.renderer.prepare(setup, pages);
    this.renderer.tracked!.reset();
    const rendered = await this.renderer.renderBuiltInNotFound(setup, pages);
    const pagesRead = this.renderer.tracked!.fieldsRead();
    return { ok: true, route: '/404', bytes: this.writer.write('/404', '404.html', setup.outDir, ['404.html'], rendered.html), islands: rendered.islands, pagesRead };
  }

  async renderBuiltInNotFoundHtml(setup: RenderSetup, pages: PageSummary[]): Promise<RenderedPage> {
    return this.renderer.renderBuiltInNotFound(setup, pages);
  }

  /** How many pages' HTML is being written. */
  get pendingWrites(): number {
    return this.writer.pending;
  }

  /** `results` once their pages' files are written; a page whose files could not be written fails. */
  settleWrites<T extends PageResult | RenderResult>(results: T[]): Promise<T[]> {
    return this.writer.settle(results);
  }

  /** The compiled code of a page (for the dev server's bundler). */
  compiledPage(route: string): CompiledPage | undefined {
    return this.compiled.get(route)?.page;
  }

  forget(route: string): void {
    this.compiled.delete(route);
  }
}

export { serializeError };

function outputFilesFor(route: string, setup: RenderSetup): string[] {
  return route === setup.notFoundRoute ? ['404.html'] : outputFilesForRoute(route);
}
