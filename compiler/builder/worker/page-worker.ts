// A build worker thread. It takes pages from the build's shared job list one at a time (a counter
// shared by every worker: no page waits for the main thread to hand it out, and the workers
// finish together), compiles each as soon as it has it, and renders it as soon as the render
// setup (theme bundle, assets, page list) is known; until then compiled pages wait here, so the
// workers never sit idle while the main thread bundles.
//
// On a site with type-checked blocks, a worker has up to three pages in hand: while some wait for
// the build's type-checking thread, the next is compiled, so that thread (the longest path of
// such a build) always has a page's blocks waiting. Renders still run one at a time: the main
// thread times each, as site code runs there.
import { parentPort } from 'node:worker_threads';
import type { PageSummary } from '../../../theme/shared/page-types.js';
import { guardProcessExit } from '../../run/exit-guard.js';
import { PageProcessor } from './page-processor.js';
import { typeCheckThrough } from '../../mdx/twoslash/type-check-remote.js';
import { watchPluginsIn } from '../../mdx/plugin-watch.js';
import type { PageResult, WorkerRequest, WorkerResponse } from './protocol.js';
import type { CompileJob, RenderResult, RenderSetup } from '../../page/page-model.js';

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
 * What the main thread knows of this thread's pages: every page it takes (given to another
 * worker should this one stop), and the one being rendered, whose render (where site code runs)
 * is stopped when it takes too long. With several pages in hand, the page rendered is the one it
 * must see, whatever the other pages do meanwhile.
 */
class BusyPages {
  private readonly compiling = new Map<string, number>();
  private rendering: { route: string; at: number } | undefined;

  compile(route: string): void {
    const at = Date.now();
    this.compiling.set(route, at);
    reply({ type: 'busy', route, phase: 'compile', at });
    if (this.rendering) reply({ type: 'busy', ...this.rendering, phase: 'render' });
  }

  render(route: string): void {
    this.compiling.delete(route);
    this.rendering = { route, at: Date.now() };
    reply({ type: 'busy', ...this.rendering, phase: 'render' });
  }

  /** The page is done here: a page still being compiled is what the main thread sees now, not a finished render. */
  done(route: string): void {
    this.compiling.delete(route);
    if (this.rendering?.route !== route) return;
    this.rendering = undefined;
    const [other] = this.compiling;
    if (other) reply({ type: 'busy', route: other[0], phase: 'compile', at: other[1] });
  }
}
const busy = new BusyPages();

/**
 * Pages compiled at once: three when blocks go to the type-checking thread (see the top; with
 * two, that thread still waited a quarter of a second at a time), else one.
 */
let lanes = 1;

/** Renders run one after the other (see `BusyPages`). */
let renderQueue: Promise<unknown> = Promise.resolve();

function render(job: CompileJob, given: NonNullable<typeof setup>): Promise<PageResult> {
  const result = renderQueue.then(async () => {
    busy.render(job.route);
    try {
      return await processor!.renderCompiled(job, given.setup, given.pages);
    } finally {
      busy.done(job.route);
    }
  });
  renderQueue = result.catch(() => {});
  return result;
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
 * Does all the work there is, in `lanes` loops: renders the compiled pages once the setup is
 * known, then takes pages until none is left. One pump at a time; a message that brings more work starts one if
 * none is running. Work that comes while a pump is finishing (its last report is being written,
 * and it will not look at the list again) starts a new pump once that one is done: without that,
 * pages added then ('more') would wait for ever.
 */
function pump(): Promise<void> {
  pumping ??= (async () => {
    await Promise.all(Array.from({ length: lanes }, () => lane()));
    await report();
    reply({ type: 'idle' });
  })().finally(() => {
    pumping = undefined;
    if (hasWork()) void pump().catch(rethrow);
  });
  return pumping;
}

/** Takes, compiles and renders pages until none is left. */
async function lane(): Promise<void> {
  for (;;) {
    if (setup && waiting.length > 0) {
      const compiled = waiting;
      waiting = [];
      for (const job of compiled) {
        // Awaited before `results` is read: another lane's report may replace the array meanwhile.
        const result = await render(job, setup);
        results.push(result);
      }
      void report();
    }
    const job = nextJob();
    if (!job) return;
    busy.compile(job.route);
    const compiled = await processor!.compile(job);
    if (job.bundled) reply({ type: 'module', route: job.route, code: compiled.ok ? compiled.code : undefined });
    if (!compiled.ok) {
      busy.done(job.route);
      results.push(compiled);
    } else if (!setup) waiting.push(job);
    else {
      const result = await render(job, setup);
      results.push(result);
    }
    if (results.length >= REPORT_EVERY) {
      const sent = report();
      // A disk slower than the pages: wait, rather than hold ever more pages' HTML in memory.
      if (processor!.pendingWrites > MAX_PENDING_WRITES) await sent;
    }
    // Until the setup is known, let its message in between pages.
    if (!setup) await new Promise((resolve) => setImmediate(resolve));
  }
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
      if (request.pluginWatch) watchPluginsIn(request.pluginWatch);
      processor = new PageProcessor(request.site, { sourceMaps: true, assetsDir: request.assetsDir, cacheDir: request.cacheDir });
      return;
    case 'type-check':
      typeCheckThrough(request.port);
      lanes = 3;
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
      busy.render('/404');
      let rendered: RenderResult;
      try {
        rendered = await processor!.renderBuiltInNotFound(request.setup, request.pages);
      } finally {
        busy.done('/404');
      }
      const [result] = await processor!.settleWrites([rendered]);
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
