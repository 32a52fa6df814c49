// Runs the compile and render phases over all pages: in worker threads for real sites (both
// cores busy), in-process for small ones where starting workers would cost more than it saves.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PageSummary } from '../../theme/lib/page-types.js';
import { PACKAGE_ROOT } from '../package-paths.js';
import { PageProcessor } from './page-processor.js';
import type { CompileJob, CompileResult, RenderResult, RenderSetup, WorkerRequest, WorkerResponse } from './protocol.js';

const IN_PROCESS_LIMIT = 48;
const BATCH = 8;

export interface PageRunner {
  compile(jobs: CompileJob[], onProgress: (done: number) => void): Promise<CompileResult[]>;
  render(setup: RenderSetup, pages: PageSummary[], routes: string[], onProgress: (done: number) => void): Promise<RenderResult[]>;
  renderNotFound(setup: RenderSetup, pages: PageSummary[]): Promise<RenderResult>;
  close(): Promise<void>;
}

export function createPageRunner(basePath: string, pageCount: number): PageRunner {
  const threads = Math.min(availableParallelism(), 8, Math.ceil(pageCount / BATCH));
  if (pageCount <= IN_PROCESS_LIMIT || threads < 2) return inProcessRunner(basePath);
  return workerRunner(basePath, threads);
}

function inProcessRunner(basePath: string): PageRunner {
  const processor = new PageProcessor(basePath);
  return {
    async compile(jobs, onProgress) {
      const results: CompileResult[] = [];
      for (const job of jobs) {
        results.push(await processor.compile(job));
        onProgress(results.length);
      }
      return results;
    },
    async render(setup, pages, routes, onProgress) {
      const results: RenderResult[] = [];
      for (const route of routes) {
        results.push(await processor.render(route, setup, pages));
        onProgress(results.length);
      }
      return results;
    },
    renderNotFound: (setup, pages) => processor.renderBuiltInNotFound(setup, pages),
    async close() {},
  };
}

function workerRunner(basePath: string, threads: number): PageRunner {
  const workers = Array.from({ length: threads }, () => {
    const worker = new Worker(join(PACKAGE_ROOT, '.build', 'page-worker.mjs'));
    worker.postMessage({ type: 'init', basePath } satisfies WorkerRequest);
    return worker;
  });
  // Which worker compiled which route: it keeps the compiled code, so it renders the page too.
  const owner = new Map<string, Worker>();

  const ask = (worker: Worker, request: WorkerRequest) =>
    new Promise<WorkerResponse>((resolve, reject) => {
      const onMessage = (response: WorkerResponse) => {
        worker.off('error', onError);
        resolve(response);
      };
      const onError = (error: Error) => {
        worker.off('message', onMessage);
        reject(error);
      };
      worker.once('message', onMessage);
      worker.once('error', onError);
      worker.postMessage(request);
    });

  return {
    async compile(jobs, onProgress) {
      const results: CompileResult[] = [];
      let next = 0;
      // Each worker takes a small batch whenever it is free, so a slow page does not stall the rest.
      await Promise.all(
        workers.map(async (worker) => {
          while (next < jobs.length) {
            const batch = jobs.slice(next, next + BATCH);
            next += batch.length;
            const response = await ask(worker, { type: 'compile', jobs: batch });
            if (response.type !== 'compiled') throw new Error('internal: unexpected worker reply');
            for (const result of response.results) {
              owner.set(result.route, worker);
              results.push(result);
            }
            onProgress(results.length);
          }
        }),
      );
      return results;
    },
    async render(setup, pages, routes, onProgress) {
      const results: RenderResult[] = [];
      await Promise.all(
        workers.map(async (worker) => {
          const mine = routes.filter((route) => owner.get(route) === worker);
          let sentPages = false;
          for (let i = 0; i < mine.length; i += BATCH) {
            const response = await ask(worker, { type: 'render', setup, routes: mine.slice(i, i + BATCH), pages: sentPages ? undefined : pages });
            sentPages = true;
            if (response.type !== 'rendered') throw new Error('internal: unexpected worker reply');
            results.push(...response.results);
            onProgress(results.length);
          }
        }),
      );
      return results;
    },
    async renderNotFound(setup, pages) {
      const response = await ask(workers[0]!, { type: 'render-not-found', setup, pages });
      if (response.type !== 'rendered') throw new Error('internal: unexpected worker reply');
      return response.results[0]!;
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
