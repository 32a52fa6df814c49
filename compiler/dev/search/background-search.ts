// The dev server's side of the search worker: it says which pages exist and which changed, and
// answers "where is the current index?" — waiting for the first one when asked early.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { CompileJob, SerializedError } from '../../page/page-model.js';
import type { LinkFacts } from '../../links/check-built.js';
import { PACKAGE_ROOT } from '../../package-paths.js';
import type { SearchRequest, SearchResponse } from './search-protocol.js';

/** How long after the last change the index is brought up to date. */
const UPDATE_DELAY_MS = 300;

export interface IndexReport {
  pages: number;
  milliseconds: number;
  failed: { route: string; error: SerializedError }[];
  /** The ids and links of the pages compiled since the last report (for the link check). */
  links: LinkFacts[];
  /** False when the site has nothing to search. */
  enabled: boolean;
  first: boolean;
}

export class BackgroundSearch {
  private worker?: Worker;
  /** The newest index: its file relative to the output folder (undefined: nothing to search). */
  private latest: { file: string | undefined; locales: Record<string, string> } | undefined;
  private waiting: (() => void)[] = [];
  private written = 0;
  private older: string[] = [];
  private queued = { changed: new Map<string, CompileJob>(), removed: new Set<string>() };
  private flushTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly options: { outDir: string; workerFile?: string; onIndex(report: IndexReport): void; onError(message: string): void },
  ) {}

  /** Starts (or restarts) indexing every page. */
  configure(basePath: string, configModule: string | null, siteRoot: string, jobs: CompileJob[]): void {
    this.latest = undefined;
    clearTimeout(this.flushTimer);
    this.queued = { changed: new Map(), removed: new Set() };
    this.send({ type: 'configure', basePath, configModule, siteRoot, outDir: this.options.outDir, jobs });
  }

  /**
   * Queues pages to index again or drop. They are sent after a quiet moment: the index is
   * background work, and right after a save the CPU belongs to the reloading tab (a burst of
   * saves also costs one index, not one each).
   */
  update(changed: CompileJob[], removed: string[]): void {
    // Before the first configure there is nothing to update: it will index every page anyway.
    if (!this.worker || (changed.length === 0 && removed.length === 0)) return;
    for (const job of changed) this.queued.changed.set(job.route, job);
    for (const route of removed) {
      this.queued.changed.delete(route);
      this.queued.removed.add(route);
    }
    clearTimeout(this.flushTimer);
    this.flushTimer = setTimeout(() => this.flush(), UPDATE_DELAY_MS);
    this.flushTimer.unref();
  }

  private flush(): void {
    const changed = [...this.queued.changed.values()];
    const removed = [...this.queued.removed];
    this.queued = { changed: new Map(), removed: new Set() };
    if (this.worker) this.send({ type: 'update', changed, removed });
  }

  /**
   * The newest index file of the root locale, or of the locale `key`, relative to the output
   * folder (undefined when it has nothing to search).
   */
  async indexFile(key?: string): Promise<string | undefined> {
    if (!this.latest) await new Promise<void>((resolve) => this.waiting.push(resolve));
    return key === undefined ? this.latest?.file : this.latest?.locales[key];
  }

  async close(): Promise<void> {
    clearTimeout(this.flushTimer);
    const worker = this.worker;
    this.worker = undefined;
    for (const resolve of this.waiting.splice(0)) resolve();
    await worker?.terminate();
  }

  private send(request: SearchRequest): void {
    this.worker ??= this.start();
    this.worker.postMessage(request);
  }

  private start(): Worker {
    const file = this.options.workerFile ?? join(PACKAGE_ROOT, '.build', 'dev-search-worker.mjs');
    if (!existsSync(file)) throw new Error(`internal: the search worker is missing (${file}); run docsgen through bin/docsgen.mjs`);
    const worker = new Worker(file);
    // Indexing is background work: it must never keep the process alive on its own.
    worker.unref();
    worker.on('message', (message: SearchResponse) => this.receive(message));
    worker.on('error', (error) => this.fail(error.message));
    return worker;
  }

  /** Requests waiting for an index get what there is (maybe none) rather than waiting forever. */
  private fail(message: string): void {
    for (const resolve of this.waiting.splice(0)) resolve();
    this.options.onError(message);
  }

  private receive(message: SearchResponse): void {
    if (message.type === 'error') {
      this.fail(message.message);
      return;
    }
    // Index files are replaced, not kept: a long session would otherwise pile up one per edit.
    // The one before is kept a little longer, for a request that was just told its name.
    const previous = this.latest ? filesOf(this.latest) : [];
    const now = filesOf({ file: message.file, locales: message.locales ?? {} });
    for (const old of this.older) if (!now.includes(old) && !previous.includes(old)) rmSync(join(this.options.outDir, old), { force: true });
    this.older = previous;
    this.latest = { file: message.file, locales: message.locales ?? {} };
    for (const resolve of this.waiting.splice(0)) resolve();
    this.options.onIndex({ pages: message.pages, milliseconds: message.milliseconds, failed: message.failed, links: message.links, enabled: message.url !== undefined, first: this.written++ === 0 });
  }
}

/** Every index file of one version of the indexes (each locale's). */
function filesOf(latest: { file: string | undefined; locales: Record<string, string> }): string[] {
  return [...(latest.file ? [latest.file] : []), ...Object.values(latest.locales)];
}
