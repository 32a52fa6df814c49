// Pages built on request and kept in memory: compiled once, bundled when they import components,
// rendered with the theme, each step kept until a change makes it stale. A page that fails gives
// an error document instead (the overlay, with file:line:column and a code frame); it never
// throws, so one broken page cannot take the server down.
import { createHash } from 'node:crypto';
import type { PageSummary } from '../../theme/lib/page-types.js';
import { PageProcessor } from '../build/page-processor.js';
import type { CompileResult, RenderSetup, SerializedError } from '../build/protocol.js';
import { DocsgenError } from '../errors.js';
import { NOT_FOUND_ROUTE } from '../pages/routes.js';
import { DependencyGraph } from './dependency-graph.js';
import type { DevAssets } from './dev-assets.js';
import { reportPageError, titleFor, type ReportedError } from './overlay-error.js';
import { bundlePage, type PageBundle } from './page-bundle.js';
import { errorDocument, injectClient, pageVersion, type ClientTag } from './page-html.js';
import type { PageTable } from './page-table.js';
import { Serial } from './serial.js';
import type { Terminal } from './terminal.js';
import { thrownLocation } from './thrown-location.js';

export interface PageOutcome {
  status: 200 | 404 | 500;
  /** The document to send, live-reload client included. */
  html: string;
  /** Tells whether a tab shows the current page (see pageVersion). */
  version: string;
  /** Island ids the page uses: a change to island code reloads it. */
  islands: string[];
  error?: ReportedError;
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
  /** URL prefix of the client assets (left out of page versions). */
  assetsUrlPrefix(): string;
  clientTag(version: string): ClientTag;
}

type Compiled = Extract<CompileResult, { ok: true }>;

interface PageState {
  compiled?: Compiled;
  compileError?: SerializedError;
  bundle?: PageBundle;
}

/** The not-found page is cached under a key no route can have. */
const NOT_FOUND_KEY = '\0not-found';

export type Staleness = 'render' | 'bundle' | 'compile';

export class PageBuilds {
  private processor: PageProcessor;
  private readonly states = new Map<string, PageState>();
  private readonly outcomes = new Map<string, PageOutcome>();
  private readonly pageModules: Record<string, string> = {};
  private readonly failedBundles = new Set<string>();
  private readonly serial = new Serial();
  readonly graph = new DependencyGraph();

  constructor(
    private readonly context: BuildContext,
    basePath: string,
  ) {
    this.processor = new PageProcessor(basePath);
  }

  /** The page at `route`, or the not-found page when there is none. */
  outcome(route: string): Promise<PageOutcome> {
    const key = this.keyOf(route);
    return this.outcomes.get(key) ?? this.serial.run(async () => this.outcomes.get(key) ?? this.produce(key));
  }

  /** Runs `task` while no page builds: changes to the site state go through here. */
  exclusive<T>(task: () => Promise<T>): Promise<T> {
    return this.serial.run(task);
  }

  /** Compiles a page before anyone asks (start-up warm-up); errors wait for the request. */
  compileAhead(route: string): Promise<void> {
    return this.serial.run(async () => {
      if (this.context.table.has(route)) await this.compiled(route);
    });
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
      this.processor.forget(route);
      this.graph.delete(route);
      this.failedBundles.delete(route);
    }
  }

  /** Every rendered page is stale (the page list, the config or the assets changed). */
  forgetRendered(): void {
    this.outcomes.clear();
  }

  /** Everything is stale, compiled code included (a new config, maybe a new base path). */
  reset(basePath: string): void {
    this.outcomes.clear();
    this.states.clear();
    this.graph.clear();
    this.failedBundles.clear();
    for (const route of Object.keys(this.pageModules)) delete this.pageModules[route];
    this.processor = new PageProcessor(basePath);
  }

  /** Pages whose bundle failed: any new or changed source file may be their fix. */
  routesWithFailedBundles(): string[] {
    return [...this.failedBundles];
  }

  private keyOf(route: string): string {
    return route !== NOT_FOUND_ROUTE && this.context.table.has(route) ? route : NOT_FOUND_KEY;
  }

  private async produce(key: string): Promise<PageOutcome> {
    const { table } = this.context;
    let outcome: PageOutcome;
    if (key !== NOT_FOUND_KEY) outcome = await this.page(key, 200);
    else if (table.has(NOT_FOUND_ROUTE)) outcome = await this.page(NOT_FOUND_ROUTE, 404);
    else outcome = await this.builtInNotFound();
    this.outcomes.set(key, outcome);
    return outcome;
  }

  private async compiled(route: string): Promise<PageState> {
    let state = this.states.get(route);
    if (!state) {
      const result = await this.processor.compile(this.context.table.job(route)!);
      state = result.ok ? { compiled: result } : { compileError: result.error };
      this.states.set(route, state);
    }
    return state;
  }

  private async page(route: string, status: 200 | 404): Promise<PageOutcome> {
    const { context } = this;
    const job = context.table.job(route)!;
    const state = await this.compiled(route);
    if (!state.compiled) return this.failure(route, reportPageError(state.compileError!, titleFor(state.compileError!, 'compile')));

    if (state.compiled.format === 'program') {
      if (!state.bundle) {
        try {
          state.bundle = await bundlePage({ root: context.root, bundlesDir: context.bundlesDir, filePath: job.filePath, relativePath: job.relativePath, code: state.compiled.code!, source: state.compiled.source! });
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
        await context.assets.include(state.bundle.islands, state.bundle.css);
      } catch (error) {
        const failure = asDocsgenError(error);
        return this.failure(route, reportPageError(failure, 'Island build failed'));
      }
    }

    try {
      const rendered = await this.processor.renderToHtml(route, context.setup(this.pageModules), this.pages());
      return this.success(route, rendered.html, rendered.islands, status);
    } catch (error) {
      const failure = asDocsgenError(error);
      const thrownAt = thrownLocation(failure.cause, context.root, context.bundlesDir);
      return this.failure(route, reportPageError(failure, titleFor(failure, 'render'), thrownAt));
    }
  }

  private async builtInNotFound(): Promise<PageOutcome> {
    try {
      const rendered = await this.processor.renderBuiltInNotFoundHtml(this.context.setup(this.pageModules), this.pages());
      return this.success(NOT_FOUND_KEY, rendered.html, rendered.islands, 404);
    } catch (error) {
      return this.failure(NOT_FOUND_KEY, reportPageError(asDocsgenError(error), 'Error while rendering the not-found page'));
    }
  }

  private pages(): PageSummary[] {
    return this.context.table.summaries();
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
  return new DocsgenError('content', error instanceof Error ? error.message : String(error), { cause: error });
}
