// Pages built on request and kept in memory: compiled once, bundled when they import components,
// rendered with the theme, each step kept until a change makes it stale. Compiling and rendering
// happen in the render worker (page-renderer.ts); bundling stays here, with esbuild. A page that
// fails gives an error document instead (the overlay, with file:line:column and a code frame);
// it never throws, so one broken page cannot take the server down.
import { createHash } from 'node:crypto';
import { documentedKey } from '../mdx/api/documented.js';
import type { RenderSetup } from '../page/page-model.js';
import type { LinkFacts } from '../links/check-built.js';
import type { PageCompilerOptions } from '../mdx/compile-page.js';
import { DocsgenError } from '../errors/docsgen-error.js';
import { isPageFileGone } from '../pages/read-source.js';
import { NOT_FOUND_ROUTE } from '../pages/routes.js';
import { DependencyGraph } from './watch/dependency-graph.js';
import type { DevAssets } from './dev-assets.js';
import { reportPageError, titleFor, type ReportedError } from './live/overlay-error.js';
import { bundlePage, type PageBundle } from './page-bundle.js';
import { errorDocument, injectClient, pageVersion, type ClientTag } from './page-html.js';
import { PageRenderer } from './render/page-renderer.js';
import type { PageTable } from './page-table.js';
import type { CompileReply } from './render/render-protocol.js';
import { Serial } from './serial.js';
import type { Terminal } from './terminal.js';

export interface PageOutcome {
  status: 200 | 404 | 500 | 503;
  /** The document to send, live-reload client included. */
  html: string;
  /** Tells whether a tab shows the current page (see pageVersion). */
  version: string;
  /** Island ids the page uses: a change to island code reloads it. */
  islands: string[];
  error?: ReportedError;
  /** Not kept: the next request builds the page again (its file was missing for a moment). */
  transient?: true;
}

export interface BuildContext {
  root: string;
  /** Where page bundles are written. */
  bundlesDir: string;
  table: PageTable;
  assets: DevAssets;
  terminal: Terminal;
  /** What the theme renders with, as of now. */
  setup(pageModules: Record<string, string>): RenderSetup;
  /** How pages compile, as of now (partials a page imports are compiled in this thread). */
  compileOptions(): PageCompilerOptions;
  /** URL prefix of the client assets (left out of page versions). */
  assetsUrlPrefix(): string;
  clientTag(version: string): ClientTag;
  /** A page compiled: its ids and links, for the link check. */
  onCompiled(facts: LinkFacts): void;
}

interface PageState {
  compiled: CompileReply;
  bundle?: PageBundle;
}

/** The not-found page is cached under a key no route can have. */
const NOT_FOUND_KEY = '\0not-found';

export type Staleness = 'render' | 'bundle' | 'compile';

export class PageBuilds {
  private readonly renderer: PageRenderer;
  private readonly states = new Map<string, PageState>();
  private readonly outcomes = new Map<string, PageOutcome>();
  private readonly pageModules: Record<string, string> = {};
  private readonly failedBundles = new Set<string>();
  private readonly serial = new Serial();
  /** Whether a page was asked for yet (warm-ups give way to it). */
  private asked = false;
  private closed = false;
  readonly graph = new DependencyGraph();
  /** Which pages' compiles read which files (included code, partials): such a page compiles again when one changes. */
  readonly reads = new DependencyGraph();

  constructor(
    private readonly context: BuildContext,
    basePath: string,
    configModule: string | null,
    assetsDir: string,
  ) {
    this.renderer = new PageRenderer({
      root: context.root,
      bundlesDir: context.bundlesDir,
      basePath,
      configModule,
      assetsDir,
      onRestart: (reason) => {
        // The new worker has compiled nothing yet.
        context.terminal.problem('render-worker', reason);
        this.states.clear();
        this.outcomes.clear();
      },
    });
  }

  /** The page at `route`, or the not-found page when there is none. */
  async outcome(route: string): Promise<PageOutcome> {
    const cached = this.outcomes.get(this.keyOf(route));
    if (cached) return cached;
    this.asked = true;
    // The key is taken again in the queue: the page list may have changed while waiting.
    return this.serial.run(async () => {
      const key = this.keyOf(route);
      return this.outcomes.get(key) ?? this.produce(key);
    });
  }

  /** Runs `task` while no page builds: changes to the site state go through here. */
  exclusive<T>(task: () => Promise<T>): Promise<T> {
    return this.serial.run(task);
  }

  /**
   * Start-up warm-up, before anyone asks: compiles a page (loading and warming the MDX pipeline)
   * and renders the not-found page (loading the theme and React). Skipped once a real request
   * is waiting: it would only delay that one.
   */
  warmUp(route: string): void {
    const unlessAsked = (task: () => Promise<unknown>) => this.serial.run(async () => (this.asked ? undefined : task())).catch(() => undefined);
    if (this.context.table.has(route)) void unlessAsked(() => this.compiled(route));
    void unlessAsked(() => this.produce(NOT_FOUND_KEY));
  }

  /** Forgets what a change made stale. Call inside `exclusive`. */
  forget(route: string, staleness: Staleness): void {
    this.outcomes.delete(route);
    if (route === NOT_FOUND_ROUTE) this.outcomes.delete(NOT_FOUND_KEY);
    if (staleness === 'render') return;
    const state = this.states.get(route);
    if (!state) return;
    delete state.bundle;
    delete this.pageModules[route];
    if (staleness === 'compile') {
      this.states.delete(route);
      this.renderer.forget(route);
      this.graph.delete(route);
      this.reads.delete(route);
      this.failedBundles.delete(route);
    }
  }

  /** Every rendered page is stale (the page list, the config or the assets changed). */
  forgetRendered(): void {
    this.outcomes.clear();
  }

  /**
   * Everything is stale, compiled code included (a new config, maybe a new base path, or other
   * places where the pages document API symbols: what API references link to).
   */
  reset(basePath: string, configModule: string | null, assetsDir: string): void {
    this.outcomes.clear();
    this.states.clear();
    this.graph.clear();
    this.reads.clear();
    this.failedBundles.clear();
    for (const route of Object.keys(this.pageModules)) delete this.pageModules[route];
    const documented = this.context.table.documented();
    this.documentedKey = documentedKey(documented);
    this.renderer.reset(basePath, configModule, assetsDir, documented);
  }

  private documentedKey = '';

  /** Resets when the pages now document API symbols elsewhere than the worker was told; true if it did. */
  followDocumented(basePath: string, configModule: string | null, assetsDir: string): boolean {
    if (documentedKey(this.context.table.documented()) === this.documentedKey) return false;
    this.reset(basePath, configModule, assetsDir);
    return true;
  }

  /** Pages whose bundle failed: any new or changed source file may be their fix. */
  routesWithFailedBundles(): string[] {
    return [...this.failedBundles];
  }

  close(): Promise<void> {
    this.closed = true;
    return this.renderer.close();
  }

  private keyOf(route: string): string {
    return route !== NOT_FOUND_ROUTE && this.context.table.has(route) ? route : NOT_FOUND_KEY;
  }

  private async produce(key: string): Promise<PageOutcome> {
    const { table } = this.context;
    let outcome: PageOutcome;
    try {
      if (key !== NOT_FOUND_KEY) outcome = await this.page(key, 200);
      else if (table.has(NOT_FOUND_ROUTE)) outcome = await this.page(NOT_FOUND_ROUTE, 404);
      else outcome = await this.builtInNotFound();
    } catch (error) {
      // The server is stopping: nothing to report, the answer will not be read.
      if (this.closed) return { status: 500, html: '', version: '', islands: [] };
      // The render worker was replaced under this request (see page-renderer.ts).
      const failure = new DocsgenError('RenderError', error instanceof Error ? error.message : String(error), { location: { file: table.job(key)?.relativePath ?? key } });
      outcome = this.failure(key, reportPageError(failure, 'Rendering stopped'));
    }
    if (!outcome.transient) this.outcomes.set(key, outcome);
    return outcome;
  }

  private async compiled(route: string): Promise<PageState> {
    let state = this.states.get(route);
    if (!state) {
      state = { compiled: await this.renderer.compile(this.context.table.job(route)!) };
      this.states.set(route, state);
      if (state.compiled.ok) {
        this.reads.set(route, state.compiled.reads);
        this.context.onCompiled({ route, ids: state.compiled.ids, links: state.compiled.links });
      }
    }
    return state;
  }

  private async page(route: string, status: 200 | 404): Promise<PageOutcome> {
    const { context } = this;
    const state = await this.compiled(route);
    if (!state.compiled.ok) {
      // The file was not there (pages/ renamed away and back, a save through a rename): that
      // failure is not kept, or the page would answer it until its file is saved again.
      if (isPageFileGone(state.compiled.error.overlay)) {
        this.states.delete(route);
        this.renderer.forget(route);
        return { ...this.failure(route, state.compiled.error), transient: true };
      }
      return this.failure(route, state.compiled.error);
    }

    if (state.compiled.format === 'program') {
      const failed = await this.bundle(route, state, state.compiled);
      if (failed) return failed;
    }
    const reply = await this.renderer.render(route, context.setup(this.pageModules), context.table.summaries());
    return reply.ok ? this.success(route, reply.html, reply.islands, status) : this.failure(route, reply.error);
  }

  /** Bundles a page that imports components; returns the failure, if it fails. */
  private async bundle(route: string, state: PageState, compiled: Extract<CompileReply, { ok: true }>): Promise<PageOutcome | undefined> {
    const { context } = this;
    if (!state.bundle) {
      const job = context.table.job(route)!;
      try {
        state.bundle = await bundlePage({
          root: context.root,
          bundlesDir: context.bundlesDir,
          filePath: job.filePath,
          relativePath: job.relativePath,
          code: compiled.code!,
          source: compiled.source!,
          markdown: context.compileOptions(),
        });
      } catch (error) {
        this.failedBundles.add(route);
        const failure = asDocsgenError(error);
        return this.failure(route, reportPageError(failure, titleFor(failure, 'bundle')));
      }
      this.failedBundles.delete(route);
      this.graph.set(route, state.bundle.inputs);
      this.pageModules[route] = state.bundle.module;
    }
    try {
      // A page with an island nobody used before cannot render until the island has a client module.
      await context.assets.include(state.bundle.islands, state.bundle.css);
    } catch (error) {
      return this.failure(route, reportPageError(asDocsgenError(error), 'Island build failed'));
    }
    return undefined;
  }

  private async builtInNotFound(): Promise<PageOutcome> {
    const reply = await this.renderer.renderNotFound(this.context.setup(this.pageModules), this.context.table.summaries());
    return reply.ok ? this.success(NOT_FOUND_KEY, reply.html, reply.islands, 404) : this.failure(NOT_FOUND_KEY, reply.error);
  }

  /** The error document of a site-wide problem that leaves no page to serve (503: try again later), not cached. */
  unavailable(error: ReportedError): PageOutcome {
    const version = `e${createHash('sha1').update(error.text).digest('base64url').slice(0, 15)}`;
    return { status: 503, html: errorDocument(error.overlay, this.context.clientTag(version)), version, islands: [], error };
  }

  private success(route: string, html: string, islands: string[], status: 200 | 404): PageOutcome {
    this.context.terminal.resolved(route, this.context.table.job(route)?.relativePath ?? route);
    const version = pageVersion(html, this.context.assetsUrlPrefix());
    return { status, html: injectClient(html, this.context.clientTag(version)), version, islands };
  }

  private failure(route: string, error: ReportedError): PageOutcome {
    this.context.terminal.problem(route, error.text);
    const version = `e${createHash('sha1').update(error.text).digest('base64url').slice(0, 15)}`;
    return { status: 500, html: errorDocument(error.overlay, this.context.clientTag(version)), version, islands: [], error };
  }
}

function asDocsgenError(error: unknown): DocsgenError {
  if (error instanceof DocsgenError) return error;
  return new DocsgenError('CompileError', error instanceof Error ? error.message : String(error), { cause: error });
}
