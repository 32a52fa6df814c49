// Runs the pages of a build: in worker threads for real sites (both cores busy), in-process for
// small ones where starting workers would cost more than it saves. Either way: `start` hands out
// the pages, `setup` says how to render them (once the bundles exist), `finished` resolves with
// every page's result.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PageSummary } from '../../theme/lib/page-types.js';
import { PACKAGE_ROOT } from '../package-paths.js';
import { PageProcessor } from './page-processor.js';
import type { CompileJob, PageResult, RenderSetup, WorkerRequest, WorkerResponse } from './protocol.js';

const IN_PROCESS_LIMIT = 48;
const BATCH = 8;

export interface PageRunner {
  start(jobs: CompileJob[]): void;
  setup(setup: RenderSetup, pages: PageSummary[]): void;
  finished(onProgress: (done: number) => void): Promise<PageResult[]>;
  notFound(setup: RenderSetup, pages: PageSummary[]): Promise<PageResult>;
  close(): Promise<void>;
}

export function createPageRunner(basePath: string, pageCount: number): PageRunner {
  const threads = Math.min(availableParallelism(), 8, Math.ceil(pageCount / BATCH));
  if (pageCount <= IN_PROCESS_LIMIT || threads < 2) return inProcessRunner(basePath);
  return workerRunner(basePath, threads);
}

function inProcessRunner(basePath: string): PageRunner {
  const processor = new PageProcessor(basePath);
  let jobs: CompileJob[] = [];
  let ready: { setup: RenderSetup; pages: PageSummary[] } | undefined;
  return {
    start(list) {
      jobs = list;
    },
    setup(setup, pages) {
      ready = { setup, pages };
    },
    async finished(onProgress) {
      const results: PageResult[] = [];
      for (const job of jobs) {
        results.push(await processor.build(job, ready!.setup, ready!.pages));
        onProgress(results.length);
      }
      return results;
    },
    async notFound(setup, pages) {
      const result = await processor.renderBuiltInNotFound(setup, pages);
      return result.ok ? { ...result, info: { route: '/404', relativePath: '', title: 'Page Not Found', frontmatter: {}, headings: [], ids: [], links: [], sections: [], format: 'function-body' } } : result;
    },
    async close() {},
  };
}

function workerRunner(basePath: string, threads: number): PageRunner {
  const results: PageResult[] = [];
  let jobs: CompileJob[] = [];
  let next = 0;
  let progress: (done: number) => void = () => {};
  let settle: { resolve(results: PageResult[]): void; reject(error: Error): void } | undefined;
  let failure: Error | undefined;
  let notFoundWaiter: ((result: PageResult) => void) | undefined;

  const checkDone = () => {
    if (failure) settle?.reject(failure);
    else if (results.length === jobs.length) settle?.resolve(results);
  };
  const sendBatch = (worker: Worker) => {
    if (next >= jobs.length) return;
    const batch = jobs.slice(next, next + BATCH);
    next += batch.length;
    worker.postMessage({ type: 'pages', jobs: batch } satisfies WorkerRequest);
  };

  const workers = Array.from({ length: threads }, () => {
    // Compiling Markdown allocates many short-lived objects: a larger young generation means
    // fewer scavenges (measured: about a tenth less time in GC).
    const worker = new Worker(join(PACKAGE_ROOT, '.build', 'page-worker.mjs'), { resourceLimits: { maxYoungGenerationSizeMb: 32 } });
    worker.postMessage({ type: 'init', basePath } satisfies WorkerRequest);
    worker.on('message', (response: WorkerResponse) => {
      if (response.type === 'idle') {
        sendBatch(worker);
        return;
      }
      if (response.type === 'not-found') {
        notFoundWaiter?.(response.result);
        notFoundWaiter = undefined;
        return;
      }
      results.push(...response.results);
      progress(results.length);
      checkDone();
    });
    worker.on('error', (error) => {
      failure = error;
      checkDone();
    });
    return worker;
  });

  return {
    start(list) {
      jobs = list;
      for (const worker of workers) sendBatch(worker);
    },
    setup(setup, pages) {
      for (const worker of workers) worker.postMessage({ type: 'setup', setup, pages } satisfies WorkerRequest);
    },
    finished(onProgress) {
      progress = onProgress;
      return new Promise((resolve, reject) => {
        settle = { resolve, reject };
        checkDone();
      });
    },
    notFound(setup, pages) {
      return new Promise((resolve) => {
        notFoundWaiter = resolve;
        workers[0]!.postMessage({ type: 'not-found', setup, pages } satisfies WorkerRequest);
      });
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
