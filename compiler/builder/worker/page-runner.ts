// Runs the pages of a build in worker threads: `start` hands out the pages, `setup` says how to
// render them (once the bundles exist), `finished` reports results as they come and resolves
// with every page's result.
//
// Site code runs in the workers, never on the main thread, so the main thread can always stop
// it: a page whose render takes longer than the time limit fails the build, naming the page, and
// so does a site Markdown plugin that runs longer than that on a page (the worker notes each
// plugin run in memory this thread reads, mdx/plugin-watch.ts, so even a plugin stuck in a loop
// is named). The worker is then replaced; so is a worker that stops (a crash, an uncaught error
// thrown later by a component). The pages a stopped worker had taken but not reported are given
// to its replacement; every page gets exactly one result.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import type { PageSummary } from '../../../theme/shared/page-types.js';
import type { SiteSource } from '../../mdx/compile-options.js';
import { DocsgenError } from '../../errors/docsgen-error.js';
import { MAX_PAGE_MB } from '../../pages/read-source.js';
import { NOT_FOUND_ROUTE } from '../../pages/routes.js';
import { PACKAGE_ROOT } from '../../package-paths.js';
import { createPluginWatch, overdue, overdueError, type PluginRun } from '../../mdx/plugin-watch.js';
import { type TypeCheckerNews, type PageResult, type WorkerRequest, type WorkerResponse } from './protocol.js';
import { serializeError, type CompileJob, type RenderSetup } from '../../page/page-model.js';

/** Fewer pages than this per thread would not pay for starting the thread. */
const MIN_PAGES_PER_THREAD = 8;
/** How often the time limit is checked, at most. */
const CHECK_EVERY_MS = 1000;

export interface PageRunnerOptions {
  /** What each worker needs to compile the site's pages (it imports the config bundle itself). */
  site: SiteSource;
  /** The generated files' folder (config `assetsDir`): images beside a page are copied there. */
  assetsDir: string;
  /** The persistent cache's folder, or null (`--no-cache`). */
  cacheDir: string | null;
  pageCount: number;
  /** A page whose render takes longer than this fails the build; so does a site plugin that runs longer on a page. */
  renderTimeoutMs: number;
  /** Where a page's file is, for messages (route → site-relative path). */
  fileOf(route: string): string;
  /**
   * The pages to compile that have type-checked (twoslash) blocks, by route: the blocks are
   * checked in a thread of their own, which has a core to itself until those pages are done.
   */
  typeChecked?: ReadonlySet<string>;
}

export interface PageRunner {
  start(jobs: CompileJob[]): void;
  /** More pages, after `start` and before `finished` (more threads are started if they pay). */
  add(jobs: CompileJob[]): void;
  /**
   * The compiled module of a `bundled` job, once a worker has compiled it; undefined when the page
   * did not compile to one (its result says why).
   */
  moduleOf(route: string): Promise<string | undefined>;
  setup(setup: RenderSetup, pages: PageSummary[]): void;
  /** `onResults` hears of every result once (those already in first), with the count so far. */
  finished(onResults: (results: readonly PageResult[], done: number) => void): Promise<PageResult[]>;
  notFound(setup: RenderSetup, pages: PageSummary[]): Promise<PageResult>;
  /** Stops the workers; may be called again (it then waits for the same stop). */
  close(): Promise<void>;
  /** The blocks the type-checking thread checked so far, and its time on them. */
  readonly typeChecked: { blocks: number; ms: number };
}

interface Slot {
  worker: Worker;
  /** Routes this worker took and has not reported yet. */
  taken: Set<string>;
  /** The page it works on now, at what, since when. */
  busy?: { route: string; phase: 'compile' | 'render'; at: number };
  /** It began work on a page: a stop from now on is the site's doing, not docsgen's. */
  started: boolean;
  /** Where it notes the site plugins it runs (mdx/plugin-watch.ts). */
  plugins: SharedArrayBuffer;
  stopping: boolean;
}

/** How many threads `pageCount` pages pay for. */
function threadsFor(pageCount: number): number {
  return Math.max(1, Math.min(availableParallelism(), 8, Math.ceil(pageCount / MIN_PAGES_PER_THREAD)));
}

export function createPageRunner(options: PageRunnerOptions): PageRunner {
  const typeCheckedPages = options.typeChecked ?? new Set<string>();
  // The type-checking thread is the longest path of a build that has one (a page's blocks take
  // a tenth of a second each): a page worker beside it on every core would slow it, and only
  // finish its own pages sooner to wait for it. Its core goes to a page worker once the pages it
  // checks are done, if enough pages are left to pay for starting one.
  let checking = typeCheckedPages.size;
  /** The page workers `pageCount` pages pay for, less the core the type-checking thread has while it checks. */
  const workersFor = (pageCount: number) => Math.max(1, threadsFor(pageCount) - (checking > 0 ? 1 : 0));
  let threads = workersFor(options.pageCount);
  const results: PageResult[] = [];
  const reported = new Set<string>();
  let jobs: CompileJob[] = [];
  let next: SharedArrayBuffer | undefined;
  let renderSetup: { setup: RenderSetup; pages: PageSummary[] } | undefined;
  let onResults: ((results: readonly PageResult[], done: number) => void) | undefined;
  let settle: { resolve(results: PageResult[]): void; reject(error: Error): void } | undefined;
  let failure: Error | undefined;
  let notFoundWaiter: ((result: PageResult) => void) | undefined;
  let closing: Promise<void> | undefined;
  /** A worker that stops with no page in hand is replaced, but not for ever. */
  let replacements = 0;

  /** Bundled pages' modules, by route: settled once, by the worker's message or the page's result. */
  const modules = new Map<string, { promise: Promise<string | undefined>; resolve(code: string | undefined): void; reject(error: Error): void }>();
  const moduleEntry = (route: string) => {
    let entry = modules.get(route);
    if (!entry) {
      let resolve!: (code: string | undefined) => void;
      let reject!: (error: Error) => void;
      const promise = new Promise<string | undefined>((yes, no) => ((resolve = yes), (reject = no)));
      // A build that fails before asking for a module must not report it as unhandled.
      promise.catch(() => {});
      entry = { promise, resolve, reject };
      modules.set(route, entry);
    }
    return entry;
  };

  const checkDone = () => {
    if (failure) {
      settle?.reject(failure);
      for (const entry of modules.values()) entry.reject(failure);
    } else if (results.length === jobs.length) settle?.resolve(results);
  };

  const accept = (batch: PageResult[]) => {
    const fresh = batch.filter((result) => !reported.has(result.route));
    // A page with a result and no module (it failed, or its worker stopped) has none to give.
    for (const result of fresh) moduleEntry(result.route).resolve(undefined);
    for (const result of fresh) reported.add(result.route);
    if (fresh.length === 0) return;
    results.push(...fresh);
    onResults?.(fresh, results.length);
    checkDone();
    const wasChecking = checking > 0;
    for (const result of fresh) if (typeCheckedPages.has(result.route)) checking--;
    if (wasChecking && checking === 0) moreThreads();
  };

  /** Starts the workers that the pages not taken yet pay for, up to what the whole list wants. */
  const moreThreads = () => {
    if (!next || failure || closing) return;
    const untaken = jobs.length - Atomics.load(new Int32Array(next), 0);
    const wanted = Math.min(workersFor(jobs.length), threads + Math.floor(untaken / MIN_PAGES_PER_THREAD));
    for (; threads < wanted; threads++) spawn();
  };

  const fail = (route: string, error: DocsgenError): PageResult => ({ ok: false, route, error: serializeError(error) });

  const slots = new Set<Slot>();

  // One thread type-checks the twoslash blocks of every worker (builder/worker/type-check-worker.ts):
  // started with the first worker, each worker gets a port to it. Should it stop, the workers
  // type-check their blocks themselves (mdx/twoslash/type-check-remote.ts).
  let typeChecker: Worker | undefined;
  let typeCheckerStopped = false;
  const typeChecked = { blocks: 0, ms: 0 };
  const typeCheckPort = (): MessagePort | undefined => {
    if (typeCheckedPages.size === 0 || typeCheckerStopped) return undefined;
    if (!typeChecker) {
      const started = new Worker(join(PACKAGE_ROOT, '.build', 'type-check-worker.mjs'), { resourceLimits: { maxYoungGenerationSizeMb: 32 } });
      started.on('message', (news: TypeCheckerNews) => {
        typeChecked.blocks += news.blocks;
        typeChecked.ms += news.ms;
      });
      // Should it crash, the workers type-check their blocks themselves and the build goes on.
      started.on('error', () => {});
      started.on('exit', () => {
        typeCheckerStopped = true;
        typeChecker = undefined;
      });
      typeChecker = started;
    }
    const { port1, port2 } = new MessageChannel();
    typeChecker.postMessage({ type: 'port', port: port2 }, [port2]);
    return port1;
  };

  const spawn = (first: CompileJob[] = []): Slot => {
    // Compiling Markdown allocates many short-lived objects: a larger young generation means
    // fewer scavenges (measured: about a tenth less time in GC).
    const worker = new Worker(join(PACKAGE_ROOT, '.build', 'page-worker.mjs'), { resourceLimits: { maxYoungGenerationSizeMb: 32 } });
    const slot: Slot = { worker, taken: new Set(), started: false, stopping: false, plugins: createPluginWatch() };
    slots.add(slot);
    let thrown: Error | undefined;
    worker.postMessage({ type: 'init', site: options.site, assetsDir: options.assetsDir, cacheDir: options.cacheDir, pluginWatch: slot.plugins } satisfies WorkerRequest);
    const port = typeCheckPort();
    if (port) worker.postMessage({ type: 'type-check', port } satisfies WorkerRequest, [port]);
    worker.on('message', (response: WorkerResponse) => {
      switch (response.type) {
        case 'busy':
          slot.busy = { route: response.route, phase: response.phase, at: response.at };
          slot.started = true;
          if (response.route !== NOT_FOUND_ROUTE || jobs.some((job) => job.route === NOT_FOUND_ROUTE)) slot.taken.add(response.route);
          return;
        case 'idle':
          slot.busy = undefined;
          return;
        case 'not-found':
          slot.busy = undefined;
          notFoundWaiter?.(response.result);
          notFoundWaiter = undefined;
          return;
        case 'module':
          moduleEntry(response.route).resolve(response.code);
          return;
        case 'results':
          for (const result of response.results) slot.taken.delete(result.route);
          accept(response.results);
          return;
      }
    });
    worker.on('error', (error) => {
      thrown = error;
    });
    worker.on('exit', () => {
      slots.delete(slot);
      if (slot.stopping || closing) return;
      if (thrown && !slot.started) {
        // It failed before running any site code: a bug in docsgen, reported with its stack.
        failure = thrown;
        checkDone();
        return;
      }
      replace(slot, thrown ? stoppedBy(thrown, slot) : undefined);
    });
    if (next) worker.postMessage({ type: 'pages', jobs, next, first } satisfies WorkerRequest);
    if (renderSetup) worker.postMessage({ type: 'setup', ...renderSetup } satisfies WorkerRequest);
    return slot;
  };

  /** Why a worker stopped, as the error of the page it was working on. */
  const stoppedBy = (error: Error, slot: Slot): DocsgenError => {
    if (error instanceof DocsgenError) return error;
    if ((error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY') {
      const rendering = slot.busy?.phase === 'render';
      return new DocsgenError('PageCrashed', `${rendering ? 'rendering' : 'compiling'} the page ran out of memory`, {
        hint: rendering ? 'a component may keep allocating (a loop that grows an array or a string)' : `a page of megabytes takes gigabytes to compile: split it into several pages (pages over ${MAX_PAGE_MB} MB are refused before they are compiled)`,
      });
    }
    const where = slot.busy ? '' : ' (after its page had rendered)';
    return new DocsgenError('RenderError', `a component threw outside of rendering${where}: ${error.message}`, {
      hint: 'an error thrown in a timer or callback ends the render thread; catch it in the component',
    });
  };

  /** A worker stopped (time limit, crash): its page fails, its other pages go to a new worker. */
  const replace = (slot: Slot, reason?: DocsgenError) => {
    const busyRoute = slot.busy?.route;
    if (busyRoute === NOT_FOUND_ROUTE && notFoundWaiter) {
      notFoundWaiter(fail(NOT_FOUND_ROUTE, reason ?? new DocsgenError('PageCrashed', 'the built-in not-found page stopped its render thread')));
      notFoundWaiter = undefined;
    }
    if (busyRoute !== undefined) {
      slot.taken.delete(busyRoute);
      const doing = slot.busy?.phase === 'compile' ? 'compiling' : 'rendering';
      const error = reason ?? new DocsgenError('PageCrashed', `${doing} the page stopped its thread (a crash, or the thread ran out of memory)`);
      const located = error.location ? error : new DocsgenError(error.code, error.message, { hint: error.hint, location: { file: options.fileOf(busyRoute) }, cause: error });
      if (jobs.some((job) => job.route === busyRoute)) accept([fail(busyRoute, located)]);
    } else if (reason) {
      // Thrown by site code between pages: no page to blame, but the build must fail.
      failure = reason;
      checkDone();
      return;
    }
    const unfinished = jobs.filter((job) => slot.taken.has(job.route) && !reported.has(job.route));
    if (results.length === jobs.length && !notFoundWaiter) return;
    if (++replacements > jobs.length + threads) {
      failure = new Error('internal: build workers keep stopping');
      checkDone();
      return;
    }
    const fresh = spawn(unfinished);
    if (notFoundWaiter && renderSetup) fresh.worker.postMessage({ type: 'not-found', ...renderSetup } satisfies WorkerRequest);
  };

  /**
   * A site plugin ran longer than the time limit in this worker: the page it ran on fails, named
   * with the plugin; a plugin stuck setting itself up fails the build once (every worker would).
   */
  const stopPlugin = (slot: Slot, run: PluginRun) => {
    slot.stopping = true;
    void slot.worker.terminate();
    const job = run.file ? jobs.find((candidate) => candidate.filePath === run.file) : undefined;
    const route = job?.route ?? slot.busy?.route;
    const pageFile = route === undefined ? undefined : jobs.find((candidate) => candidate.route === route)?.filePath;
    const reason = overdueError(run, { ms: options.renderTimeoutMs, setBy: 'renderTimeout in the config or --render-timeout <seconds>' }, options.site.siteRoot, pageFile);
    if (!run.file) {
      failure = reason;
      checkDone();
      return;
    }
    if (route !== undefined) slot.busy = { route, phase: 'compile', at: run.since };
    replace(slot, reason);
  };

  const timer = setInterval(() => {
    const now = Date.now();
    for (const slot of slots) {
      const stuck = slot.stopping ? undefined : overdue(slot.plugins, options.renderTimeoutMs, now)[0];
      if (stuck) {
        stopPlugin(slot, stuck);
        continue;
      }
      // Compiling runs only docsgen's code, and twoslash type-checking may take long on a busy
      // machine: only rendering, where the site's components run, is held to the limit.
      if (!slot.busy || slot.busy.phase !== 'render' || slot.stopping || now - slot.busy.at <= options.renderTimeoutMs) continue;
      slot.stopping = true;
      const seconds = options.renderTimeoutMs / 1000;
      const reason = new DocsgenError('RenderTimeout', `the page did not finish rendering within ${seconds} s`, {
        hint: `a component may loop for ever or wait for something that never comes; the limit is renderTimeout in the config or --render-timeout <seconds>`,
      });
      void slot.worker.terminate();
      replace(slot, reason);
    }
  }, Math.min(CHECK_EVERY_MS, Math.max(50, options.renderTimeoutMs / 4)));
  timer.unref();

  for (let i = 0; i < threads; i++) spawn();

  const checkRoutes = (list: CompileJob[]) => {
    // Results are counted by route: two jobs for one route would never add up.
    if (new Set(list.map((job) => job.route)).size !== list.length) throw new Error('internal: two pages for one route reached the page runner');
  };

  return {
    typeChecked,
    start(list) {
      checkRoutes(list);
      jobs = list;
      // The workers share one counter into the job list: each takes its next page itself, so none
      // waits for this thread (busy bundling) to hand out work.
      next = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
      for (const { worker } of slots) worker.postMessage({ type: 'pages', jobs, next } satisfies WorkerRequest);
    },
    add(list) {
      if (!next || settle) throw new Error('internal: pages added to a page runner not started or already finishing');
      if (list.length === 0) return;
      checkRoutes([...jobs, ...list]);
      jobs = [...jobs, ...list];
      for (const { worker } of slots) worker.postMessage({ type: 'more', jobs: list } satisfies WorkerRequest);
      // New workers get the whole list (spawn) and take from the same counter.
      moreThreads();
    },
    moduleOf(route) {
      if (failure) {
        // Awaited later, maybe after other work: handled now, so the rejection is not reported as unhandled.
        const failed = Promise.reject(failure);
        failed.catch(() => {});
        return failed;
      }
      return moduleEntry(route).promise;
    },
    setup(setup, pages) {
      renderSetup = { setup, pages };
      for (const { worker } of slots) worker.postMessage({ type: 'setup', setup, pages } satisfies WorkerRequest);
    },
    finished(listener) {
      onResults = listener;
      if (results.length > 0) listener(results.slice(), results.length);
      return new Promise((resolve, reject) => {
        settle = { resolve, reject };
        checkDone();
      });
    },
    notFound(setup, pages) {
      return new Promise((resolve) => {
        notFoundWaiter = resolve;
        const slot = [...slots].find((s) => !s.stopping) ?? spawn();
        slot.worker.postMessage({ type: 'not-found', setup, pages } satisfies WorkerRequest);
      });
    },
    close() {
      clearInterval(timer);
      typeCheckerStopped = true;
      closing ??= Promise.all([...[...slots].map((slot) => ((slot.stopping = true), slot.worker.terminate())), typeChecker?.terminate()]).then(() => {});
      return closing;
    },
  };
}
