// What site plugin runs, on which file, since when: written by a thread that compiles pages into
// memory it shares with the thread that started it, so that one can stop a plugin that never ends
// (a loop, or a promise that never settles) and name it, even while the compiling thread is stuck
// in it. The build (page-runner.ts) and check-links (links/parse-pool.ts) hold each compile to the
// site's time limit this way, as they hold renders.
//
// The memory is a few slots, each: the time the run began (ms since the epoch, 0 when free) and
// the text naming it ("remark plugin x (markdown.remarkPlugins[0])", then the file's path). A
// thread with several pages in hand may have several plugins running at once (async ones).
import { relative, sep } from 'node:path';
import { DocsgenError } from '../errors/docsgen-error.js';
import type { SitePlugin } from './site-plugins.js';

const SLOTS = 8;
/** UTF-16 units of text a slot holds: a plugin's name, its config key and a page's path. */
const TEXT = 512;
/** Per slot: a BigInt64 start time, an Int32 text length (padded to 8 bytes), the text. */
const SLOT_BYTES = 16 + TEXT * 2;

export interface PluginRun {
  /** `remark plugin remark-foo (markdown.remarkPlugins[0])` */
  plugin: string;
  /** The file it was running on (the page, or a partial the page imports). */
  file: string;
  /** When it began, ms since the epoch. */
  since: number;
}

/** Memory for a compiling thread's plugin runs: give it to the thread, and ask `overdue` now and then. */
export function createPluginWatch(): SharedArrayBuffer {
  return new SharedArrayBuffer(SLOTS * SLOT_BYTES);
}

/** The runs in `memory` that began more than `limitMs` ago, oldest first. */
export function overdue(memory: SharedArrayBuffer, limitMs: number, now = Date.now()): PluginRun[] {
  const runs: PluginRun[] = [];
  for (let slot = 0; slot < SLOTS; slot++) {
    const since = Number(Atomics.load(new BigInt64Array(memory, slot * SLOT_BYTES, 1), 0));
    if (since === 0 || now - since <= limitMs) continue;
    const length = new Int32Array(memory, slot * SLOT_BYTES + 8, 1)[0]!;
    const text = String.fromCharCode(...new Uint16Array(memory, slot * SLOT_BYTES + 16, Math.min(length, TEXT)));
    const [plugin = 'a plugin', file = ''] = text.split('\n');
    // Read again: a run that ended meanwhile is not overdue.
    if (Number(Atomics.load(new BigInt64Array(memory, slot * SLOT_BYTES, 1), 0)) === since) runs.push({ plugin, file, since });
  }
  return runs.sort((a, b) => a.since - b.since);
}

/**
 * The error for a run that did not finish within `limitMs`. A run on a file fails that page (a
 * content error; `page` is the page's file, to say so when the run was on a partial it imports);
 * a run with no file was the plugin setting itself up, before any page: the whole run fails once,
 * as a config error, rather than each page waiting out the limit in turn. `limit.setBy` says where
 * the limit is set (`renderTimeout in the config`, and a flag where the command has one).
 */
export function overdueError(run: PluginRun, limit: { ms: number; setBy: string }, siteRoot: string, page?: string): DocsgenError {
  const seconds = `${limit.ms / 1000} s`;
  if (!run.file) {
    return new DocsgenError('PluginSetupTimeout', `the ${run.plugin} did not finish setting up within ${seconds}`, {
      hint: `its function (called once, before any page) may loop for ever; the limit is ${limit.setBy}`,
    });
  }
  const onPartial = page !== undefined && page !== run.file ? ` on ${relative(siteRoot, run.file).split(sep).join('/')}` : '';
  return new DocsgenError('RenderTimeout', `the ${run.plugin} did not finish within ${seconds}${onPartial}`, {
    hint: `a plugin may loop for ever, or return a promise that never settles; the limit is ${limit.setBy}`,
  });
}

/** Where this thread notes its plugin runs; none until `watchPluginsIn` (the main thread, tests). */
let shared: SharedArrayBuffer | undefined;

/** This thread's plugin runs go into `memory` from now on. */
export function watchPluginsIn(memory: SharedArrayBuffer): void {
  shared = memory;
}

/**
 * Notes that `plugin` began on `file`; call the function returned when it is done (returned,
 * settled or called back). Without memory to note it in, or with every slot taken, it notes nothing.
 */
export function pluginBegins(plugin: Pick<SitePlugin, 'stage' | 'name' | 'keyPath'>, file: string): () => void {
  const memory = shared;
  if (!memory) return noop;
  for (let slot = 0; slot < SLOTS; slot++) {
    const time = new BigInt64Array(memory, slot * SLOT_BYTES, 1);
    if (Atomics.load(time, 0) !== 0n) continue;
    const text = `${plugin.stage} plugin ${plugin.name} (${plugin.keyPath})\n${file}`.slice(0, TEXT);
    const units = new Uint16Array(memory, slot * SLOT_BYTES + 16, TEXT);
    for (let i = 0; i < text.length; i++) units[i] = text.charCodeAt(i);
    new Int32Array(memory, slot * SLOT_BYTES + 8, 1)[0] = text.length;
    // Last, and atomically: the other thread reads the text only once it sees the time.
    Atomics.store(time, 0, BigInt(Date.now()));
    let done = false;
    return () => {
      if (done) return;
      done = true;
      Atomics.store(time, 0, 0n);
    };
  }
  return noop;
}

const noop = () => {};
