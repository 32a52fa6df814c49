// A build worker thread. It takes pages from the build's shared job list one at a time (a counter
// shared by every worker: no page waits for the main thread to hand it out, and the workers
// finish together), compiles each as soon as it has it, and renders it as soon as the render
// setup (theme bundle, assets, page list) is known; until then compiled pages wait here, so the
// workers never sit idle while the main thread bundles.
import { parentPort } from 'node:worker_threads';
import type { PageSummary } from '../../theme/lib/page-types.js';
import { guardProcessExit } from './exit-guard.js';
import { PageProcessor } from './page-processor.js';
import { typeCheckThrough } from '../mdx/type-check-remote.js';
import type { CompileJob, PageResult, RenderSetup, WorkerRequest, WorkerResponse } from './protocol.js';

/** Results are sent in groups of this many pages: fewer messages, progress still fine-grained. */
const REPORT_EVERY = 8;
/** Pages whose HTML may wait to be written while this thread goes on. */
const MAX_PENDING_WRITES = 64;

let processor: PageProcessor | undefined;
let setup: { setup: RenderSetup; pages: PageSummary[] } | undefined;
let jobs: CompileJob[] = [];
let claim: Int32Array | undefined;
/** Pages to build before taking from the shared list (a stopped worker's unfinished ones). */
let first: CompileJob[] = [];
let waiting: CompileJob[] = [];
let results: PageResult[] = [];
let pumping: Promise<void> | undefined;

const reply = (response: WorkerResponse) => parentPort!.postMessage(response);

/** The reports sent so far, in order (each waits for its pages' files). */
let reported: Promise<void> = Promise.resolve();

/**
 * Reports the pages done so far once their files are written. The returned promise need not be
 * awaited: the writes overlap the next pages, and reports still go out in order.
 */
function report(): Promise<void> {
  if (results.length === 0) return reported;
  const batch = results;
  results = [];
  reported = reported.then(async () => reply({ type: 'results', results: await processor!.settleWrites(batch) }));
  return reported;
}

/**
 * Says which page this thread works on from now, and at what: the main thread stops a page whose
 * render (where site code runs) takes too long.
 */
function busy(route: string, phase: 'compile' | 'render'): void {
  reply({ type: 'busy', route, phase, at: Date.now() });
}

/**
 * The next page no other worker has taken, if any is left. The counter only moves when a page is
 * there to take: the list may grow later ('more'), and no index may be used up in between.
 */
function nextJob(): CompileJob | undefined {
  if (first.length > 0) return first.shift();
  if (!claim) return undefined;
  for (;;) {
    const index = Atomics.load(claim, 0);
    if (index >= jobs.length) return undefined;
    if (Atomics.compareExchange(claim, 0, index, index + 1) === index) return jobs[index];
  }
}

/** Whether there is work a pump would do now: compiled pages to render, or pages to take. */
function hasWork(): boolean {
  return (setup !== undefined && waiting.length > 0) || first.length > 0 || (claim !== undefined && Atomics.load(claim, 0) < jobs.length);
}

/**
 * Does all the work there is: renders the compiled pages once the setup is known, then takes
 * pages until none is left. One pump at a time; a message that brings more work starts one if
 * none is running. Work that comes while a pump is finishing (its last report is being written,
 * and it will not look at the list again) starts a new pump once that one is done: without that,
 * pages added then ('more') would wait for ever.
 */
function pump(): Promise<void> {
  pumping ??= (async () => {
    for (;;) {
      if (setup && waiting.length > 0) {
        for (const job of waiting) {
          busy(job.route, 'render');
          results.push(await processor!.renderCompiled(job, setup.setup, setup.pages));
        }
        waiting = [];
        void report();
      }
      const job = nextJob();
      if (!job) break;
      busy(job.route, 'compile');
      const compiled = await processor!.compile(job);
      if (job.bundled) reply({ type: 'module', route: job.route, code: compiled.ok ? compiled.code : undefined });
      if (!compiled.ok) results.push(compiled);
      else if (!setup) waiting.push(job);
      else {
        busy(job.route, 'render');
        results.push(await processor!.renderCompiled(job, setup.setup, setup.pages));
      }
      if (results.length >= REPORT_EVERY) {
        const sent = report();
        // A disk slower than the pages: wait, rather than hold ever more pages' HTML in memory.
        if (processor!.pendingWrites > MAX_PENDING_WRITES) await sent;
      }
      // Until the setup is known, let its message in between pages.
      if (!setup) await new Promise((resolve) => setImmediate(resolve));
    }
    await report();
    reply({ type: 'idle' });
  })().finally(() => {
    pumping = undefined;
    if (hasWork()) void pump().catch(rethrow);
  });
  return pumping;
}

/** A bug in docsgen itself: let the main thread fail the build with the stack. */
function rethrow(error: unknown): void {
  setImmediate(() => {
    throw error;
  });
}

async function handle(request: WorkerRequest): Promise<void> {
  switch (request.type) {
    case 'init':
      processor = new PageProcessor(request.site, { sourceMaps: true, assetsDir: request.assetsDir, cacheDir: request.cacheDir });
      return;
    case 'type-check':
      typeCheckThrough(request.port);
      return;
    case 'pages':
      jobs = request.jobs;
      claim = new Int32Array(request.next);
      first = request.first ?? [];
      await pump();
      return;
    case 'more':
      jobs = [...jobs, ...request.jobs];
      await pump();
      return;
    case 'setup':
      setup = { setup: request.setup, pages: request.pages };
      await pump();
      return;
    case 'not-found': {
      await pumping;
      busy('/404', 'render');
      const [result] = await processor!.settleWrites([await processor!.renderBuiltInNotFound(request.setup, request.pages)]);
      reply({ type: 'not-found', result: result!.ok ? { ...result!, info: notFoundInfo() } : result! });
      return;
    }
  }
}

function notFoundInfo() {
  return { route: '/404', relativePath: '', title: 'Page Not Found', frontmatter: {}, headings: [], ids: [], links: [], sections: [], format: 'function-body' as const };
}

// Components run in this thread: one that calls process.exit() fails its page instead of
// stopping the thread.
guardProcessExit();

parentPort!.on('message', (request: WorkerRequest) => {
  handle(request).catch(rethrow);
});
