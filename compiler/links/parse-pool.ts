// Runs the full parse over many pages: on worker threads when there are enough pages to repay
// starting them (each thread loads the pipeline itself, ~150 ms), in this thread otherwise. A site
// with Markdown plugins of its own is always parsed in a worker: a plugin that runs longer than the
// site's time limit on a page (a loop, a promise that never settles) is stopped with its thread
// and named as that page's problem (mdx/plugin-watch.ts), and the other pages go on.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SiteSource } from '../mdx/compile-options.js';
import { createPluginWatch, overdue, overdueError } from '../mdx/plugin-watch.js';
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
  /** The site has plugins of its own: parse in workers, held to `timeoutMs` per plugin run. */
  plugins?: { timeoutMs: number };
}

/** The facts of each job, by key; `timedOut`: the keys whose facts say a plugin did not finish (not to be cached). */
export async function parseAll(jobs: ParseJob[], options: PoolOptions = {}): Promise<{ facts: Map<string, PageFacts>; timedOut: Set<string> }> {
  const { PARSE_WORKER_URL, PARSE_WORKER_ROLE } = await import('./parse-worker.js');
  const limit = options.threads ?? Math.min(availableParallelism(), 4);
  const threads = Math.min(limit, Math.floor(jobs.length / PAGES_PER_THREAD));
  if (options.site) useSite(options.site);
  // Workers need JavaScript: under a TypeScript test runner this module is a .ts file.
  const canStart = /\.m?js$/.test(new URL(PARSE_WORKER_URL).pathname) && limit > 0;
  if (!canStart || (threads < 2 && !options.plugins)) return { facts: await parseHere(jobs), timedOut: new Set() };
  return parseInWorkers(jobs, Math.max(1, threads), new URL(PARSE_WORKER_URL), { role: PARSE_WORKER_ROLE, site: options.site }, options.plugins?.timeoutMs);
}

async function parseHere(jobs: ParseJob[]): Promise<Map<string, PageFacts>> {
  const results = new Map<string, PageFacts>();
  for (const job of jobs) results.set(job.key, await parsePage(job));
  return results;
}

function parseInWorkers(
  jobs: ParseJob[],
  threads: number,
  url: URL,
  workerData: { role: string; site?: SiteSource },
  timeoutMs = Infinity,
): Promise<{ facts: Map<string, PageFacts>; timedOut: Set<string> }> {
  const results = new Map<string, PageFacts>();
  const timedOut = new Set<string>();
  const workers = new Map<Worker, { watch: SharedArrayBuffer; batch: ParseJob[] }>();
  const queue = [...jobs];
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = (error?: unknown) => {
      if (done) return;
      done = true;
      clearInterval(timer);
      for (const worker of workers.keys()) void worker.terminate();
      if (error) reject(error);
      else resolve({ facts: results, timedOut });
    };
    const feed = (worker: Worker) => {
      const state = workers.get(worker)!;
      state.batch = queue.splice(0, BATCH);
      if (state.batch.length > 0) worker.postMessage(state.batch);
      else {
        workers.delete(worker);
        void worker.terminate();
        if (workers.size === 0) finish();
      }
    };
    const start = () => {
      const watch = createPluginWatch();
      const worker = new Worker(url, { workerData: { ...workerData, pluginWatch: watch } });
      workers.set(worker, { watch, batch: [] });
      worker.on('message', (reply: [string, PageFacts][]) => {
        for (const [key, facts] of reply) results.set(key, facts);
        feed(worker);
      });
      worker.once('error', (error) => {
        if (workers.has(worker)) finish(error);
      });
      feed(worker);
    };
    // A plugin stuck on a page: that page's problem; its thread is stopped, and a new one takes
    // the rest of its batch.
    const timer = setInterval(() => {
      for (const [worker, state] of workers) {
        const [stuck] = overdue(state.watch, timeoutMs);
        if (!stuck) continue;
        workers.delete(worker);
        void worker.terminate();
        const job = state.batch.find((candidate) => candidate.filePath === stuck.file) ?? state.batch.find((candidate) => !results.has(candidate.key));
        const error = overdueError(stuck, { ms: timeoutMs, setBy: 'renderTimeout in the config' }, workerData.site?.siteRoot ?? '', job?.filePath);
        // Stuck setting itself up: every page would be, the run fails once (a config error).
        if (!stuck.file) return finish(error);
        if (job) {
          results.set(job.key, { problem: error.hint ? { message: error.message, hint: error.hint } : { message: error.message } });
          timedOut.add(job.key);
        }
        queue.unshift(...state.batch.filter((candidate) => !results.has(candidate.key)));
        start();
      }
    }, Math.min(1000, Math.max(50, timeoutMs / 4)));
    timer.unref();
    for (let i = 0; i < threads; i++) start();
  });
}
