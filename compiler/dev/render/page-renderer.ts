// The main thread's handle on the render worker: requests with replies, the page list sent only
// when it changed, and a time limit. A page that renders for longer than that (an endless loop in
// a component) gets an error, and the worker is replaced: the server itself never hangs. So does a
// site Markdown plugin that runs longer than a render may (mdx/plugin-watch.ts), named.
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PageSummary } from '../../../theme/shared/page-types.js';
import type { CompileJob, RenderSetup } from '../../page/page-model.js';
import { createPluginWatch, overdue } from '../../mdx/plugin-watch.js';
import { PACKAGE_ROOT } from '../../package-paths.js';
import type { CompileReply, RenderEnvelope, RenderReply, RenderRequest, RenderResponse } from './render-protocol.js';
import type { DocumentedSymbol } from '../../mdx/api/documented.js';

/** Compiling a page with type-checked code blocks can take seconds; rendering never should. */
const LIMITS = { compile: 120_000, render: 20_000 };

export interface RendererOptions {
  root: string;
  bundlesDir: string;
  basePath: string;
  /** The config bundle the worker imports (null: no config file). */
  configModule?: string | null;
  /** The generated files' folder (config `assetsDir`): images beside a page are copied there. */
  assetsDir: string;
  /** Where the pages document API symbols, for the links of API references. */
  documented?: DocumentedSymbol[];
  workerFile?: string;
  /** Time limits in milliseconds (defaults: two minutes to compile, 20 s to render). */
  limits?: { compile: number; render: number };
  /** The worker was replaced: every page it had compiled is gone. */
  onRestart(reason: string): void;
}

interface Pending {
  resolve(reply: RenderResponse['reply']): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
}

export class PageRenderer {
  private worker!: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private sentPages: PageSummary[] | undefined;
  private closed = false;
  private readonly limits: { compile: number; render: number };

  /** Where the worker notes its site plugins' runs (mdx/plugin-watch.ts): one that runs longer than a render may is stopped. */
  private plugins = createPluginWatch();
  private readonly pluginTimer: NodeJS.Timeout;

  constructor(private readonly options: RendererOptions) {
    this.limits = options.limits ?? LIMITS;
    this.spawn();
    this.pluginTimer = setInterval(() => this.checkPlugins(), Math.min(1000, this.limits.render / 4));
    this.pluginTimer.unref();
  }

  /** A site plugin stuck in the worker (a loop, a promise that never settles): named, and the worker replaced. */
  private checkPlugins(): void {
    const [stuck] = overdue(this.plugins, this.limits.render);
    if (!stuck) return;
    const where = stuck.file ? ` on ${relative(this.options.root, stuck.file).split(sep).join('/')}` : ' setting itself up';
    this.restart(`the ${stuck.plugin} did not finish within ${this.limits.render / 1000} s${where} (a loop, or a promise that never settles?); the render worker was restarted`);
  }

  async compile(job: CompileJob): Promise<CompileReply> {
    return (await this.ask({ type: 'compile', job }, this.limits.compile)) as CompileReply;
  }

  async render(route: string, setup: RenderSetup, pages: PageSummary[]): Promise<RenderReply> {
    return (await this.ask({ type: 'render', route, setup, pages: this.pagesToSend(pages) }, this.limits.render)) as RenderReply;
  }

  async renderNotFound(setup: RenderSetup, pages: PageSummary[]): Promise<RenderReply> {
    return (await this.ask({ type: 'not-found', setup, pages: this.pagesToSend(pages) }, this.limits.render)) as RenderReply;
  }

  forget(route: string): void {
    // Fire and forget: a worker restarted meanwhile has nothing to forget.
    this.ask({ type: 'forget', route }).catch(() => {});
  }

  reset(basePath: string, configModule: string | null, assetsDir: string, documented: DocumentedSymbol[]): void {
    this.options.basePath = basePath;
    this.options.configModule = configModule;
    this.options.assetsDir = assetsDir;
    this.options.documented = documented;
    this.ask({ type: 'reset', basePath, configModule, assetsDir, documented }).catch(() => {});
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.pluginTimer);
    this.failAll(new Error('the dev server is stopping'));
    await this.worker.terminate();
  }

  private spawn(): void {
    const file = this.options.workerFile ?? join(PACKAGE_ROOT, '.build', 'dev-page-worker.mjs');
    if (!existsSync(file)) throw new Error(`internal: the render worker is missing (${file}); run docsgen through bin/docsgen.mjs`);
    const worker = new Worker(file);
    this.worker = worker;
    // Fresh memory per worker: a stopped worker's stuck run is not the new one's.
    this.plugins = createPluginWatch();
    this.sentPages = undefined;
    worker.on('message', ({ id, reply }: RenderResponse) => {
      const pending = this.pending.get(id);
      if (!pending) return;
      this.pending.delete(id);
      clearTimeout(pending.timer);
      pending.resolve(reply);
    });
    worker.on('error', (error) => this.restart(`the render worker failed: ${error.message}`));
    worker.on('exit', () => {
      if (this.worker === worker && !this.closed) this.restart('the render worker stopped');
    });
    this.post({ type: 'init', basePath: this.options.basePath, configModule: this.options.configModule ?? null, root: this.options.root, bundlesDir: this.options.bundlesDir, assetsDir: this.options.assetsDir, pluginWatch: this.plugins, documented: this.options.documented ?? [] });
  }

  private restart(reason: string): void {
    if (this.closed) return;
    const old = this.worker;
    this.failAll(new Error(reason));
    this.spawn();
    void old.terminate();
    this.options.onRestart(reason);
  }

  private ask(request: RenderRequest, limit?: number): Promise<RenderResponse['reply']> {
    return new Promise((resolve, reject) => {
      const id = this.post(request);
      const pending: Pending = { resolve, reject };
      if (limit !== undefined) {
        pending.timer = setTimeout(() => this.restart(`${describe(request)} took longer than ${limit / 1000} s (an endless loop in a component?); the render worker was restarted`), limit);
      }
      this.pending.set(id, pending);
    });
  }

  private post(request: RenderRequest): number {
    const id = this.nextId++;
    this.worker.postMessage({ id, request } satisfies RenderEnvelope);
    return id;
  }

  /** The list is large on big sites: it crosses to the worker only when it is a new one. */
  private pagesToSend(pages: PageSummary[]): PageSummary[] | undefined {
    if (pages === this.sentPages) return undefined;
    this.sentPages = pages;
    return pages;
  }

  private failAll(error: Error): void {
    for (const pending of this.pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(error);
    }
    this.pending.clear();
  }
}

function describe(request: RenderRequest): string {
  if (request.type === 'compile') return `compiling ${request.job.relativePath}`;
  if (request.type === 'render') return `rendering ${request.route}`;
  return 'rendering';
}
