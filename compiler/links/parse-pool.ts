// Runs the full parse over many pages: on worker threads when there are enough pages to repay
// starting them (each thread loads the pipeline itself, ~150 ms), in this thread otherwise.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SiteSource } from '../mdx/compile-options.js';
import { parsePage, useSite, type ParseJob } from './full-parse.js';
import type { PageFacts } from './page-facts.js';

/** Fewer pages than this are parsed in-process: a thread would cost more than it saves. */
const PAGES_PER_THREAD = 24;
/** Pages handed to a worker at a time: small enough to balance, large enough to keep messages few. */
const BATCH = 8;

export interface PoolOptions {
  /** Upper bound on threads; 0 parses in this thread. Default: one per core, at most 4. */
  threads?: number;
  /** The site's config bundle and folder: every thread loads its plugins from them. */
  site?: SiteSource;
}

export async function parseAll(jobs: ParseJob[], options: PoolOptions = {}): Promise<Map<string, PageFacts>> {
  const { PARSE_WORKER_URL, PARSE_WORKER_ROLE } = await import('./parse-worker.js');
  const limit = options.threads ?? Math.min(availableParallelism(), 4);
  const threads = Math.min(limit, Math.floor(jobs.length / PAGES_PER_THREAD));
  if (options.site) useSite(options.site);
  // Workers need JavaScript: under a TypeScript test runner this module is a .ts file.
  if (threads < 2 || !/\.m?js$/.test(new URL(PARSE_WORKER_URL).pathname)) return parseHere(jobs);
  return parseInWorkers(jobs, threads, new URL(PARSE_WORKER_URL), { role: PARSE_WORKER_ROLE, site: options.site });
}

async function parseHere(jobs: ParseJob[]): Promise<Map<string, PageFacts>> {
  const results = new Map<string, PageFacts>();
  for (const job of jobs) results.set(job.key, await parsePage(job));
  return results;
}

function parseInWorkers(jobs: ParseJob[], threads: number, url: URL, workerData: { role: string; site?: SiteSource }): Promise<Map<string, PageFacts>> {
  const results = new Map<string, PageFacts>();
  const workers: Worker[] = [];
  let next = 0;
  return new Promise<Map<string, PageFacts>>((resolve, reject) => {
    let running = threads;
    let done = false;
    const finish = (error?: unknown) => {
      if (done) return;
      done = true;
      for (const worker of workers) void worker.terminate();
      if (error) reject(error);
      else resolve(results);
    };
    const feed = (worker: Worker) => {
      if (next >= jobs.length) {
        if (--running === 0) finish();
        return;
      }
      worker.postMessage(jobs.slice(next, next + BATCH));
      next += BATCH;
    };
    for (let i = 0; i < threads; i++) {
      const worker = new Worker(url, { workerData });
      workers.push(worker);
      worker.on('message', (reply: [string, PageFacts][]) => {
        for (const [key, facts] of reply) results.set(key, facts);
        feed(worker);
      });
      worker.once('error', (error) => finish(error));
      feed(worker);
    }
  });
}
