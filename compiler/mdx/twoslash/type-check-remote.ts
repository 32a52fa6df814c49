// A page worker's line to the build's type-checking thread (builder/worker/type-check-worker.ts). One
// thread runs twoslash for every page of a build: two TypeScripts side by side each ran at about
// half speed (type-checking is memory-bound here), and each parsed the same declaration files
// again, while the pages' other work (MDX, Shiki, React) can run beside a single one.
import type { MessagePort } from 'node:worker_threads';
import type { TwoslashCall, TwoslashedPage } from './twoslash-render.js';
import { twoslashHere } from './type-check-block.js';
import type { TwoslashSite } from './twoslash-site.js';

/** What the worker asks: twoslash's results for the blocks of a page (`calls`) of `site`. */
export interface TwoslashRequest {
  id: number;
  calls: TwoslashCall[];
  site: TwoslashSite;
}

/** The thread's answer to request `id`: each block's result or error, or the thread's own failure. */
export type TwoslashReply = { id: number; ok: true; page: TwoslashedPage } | { id: number; ok: false; error: string };

interface Waiting {
  request: TwoslashRequest;
  resolve(page: TwoslashedPage): void;
  reject(error: Error): void;
}

let line: { port: MessagePort; waiting: Map<number, Waiting>; next: number } | undefined;

/** From now on, twoslash runs through `port`. */
export function typeCheckThrough(port: MessagePort): void {
  const current = { port, waiting: new Map<number, Waiting>(), next: 0 };
  line = current;
  port.on('message', (reply: TwoslashReply) => {
    const waiter = current.waiting.get(reply.id);
    if (!waiter) return;
    current.waiting.delete(reply.id);
    if (reply.ok) waiter.resolve(reply.page);
    else waiter.reject(new Error(reply.error));
  });
  // The thread stopped (it crashed, or the build is ending): what it did not answer runs here.
  port.on('close', () => {
    if (line === current) line = undefined;
    const left = [...current.waiting.values()];
    current.waiting.clear();
    for (const { request, resolve, reject } of left) twoslashHere(request.calls, request.site).then(resolve, reject);
  });
  // The page worker lives as long as the build wants it; this line alone must not keep it.
  port.unref();
}

/** Twoslash's results for a page's `calls` from the build's type-checking thread; undefined when there is none. */
export function twoslashElsewhere(calls: TwoslashCall[], site: TwoslashSite): Promise<TwoslashedPage> | undefined {
  const current = line;
  if (!current) return undefined;
  const id = current.next++;
  return new Promise((resolve, reject) => {
    const request: TwoslashRequest = { id, calls, site };
    current.waiting.set(id, { request, resolve, reject });
    current.port.postMessage(request);
  });
}
