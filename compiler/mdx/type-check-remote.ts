// A page worker's line to the build's type-checking thread (build/type-check-worker.ts). One
// thread runs twoslash for every block of a build: two TypeScripts side by side each ran at about
// half speed (type-checking is memory-bound here), and each parsed the same declaration files
// again, while the pages' other work (MDX, Shiki, React) can run beside a single one.
import type { MessagePort } from 'node:worker_threads';
import { TwoslashCodeError } from './twoslash-code.js';
import type { TwoslashCall, Twoslashed } from './twoslash-render.js';
import { twoslashHere } from './type-check-block.js';

/** What the worker asks: twoslash's result for `call` on the site at `root`. */
export interface TwoslashRequest {
  id: number;
  call: TwoslashCall;
  root: string;
}

/** The thread's answer to request `id`. */
export type TwoslashReply =
  | { id: number; ok: true; twoslashed: Twoslashed }
  | { id: number; ok: false; error: { message: string; line?: number; column?: number; inCode: boolean } };

interface Waiting {
  request: TwoslashRequest;
  resolve(twoslashed: Twoslashed): void;
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
    if (reply.ok) waiter.resolve(reply.twoslashed);
    else waiter.reject(reply.error.inCode ? new TwoslashCodeError(reply.error.message, reply.error.line, reply.error.column) : new Error(reply.error.message));
  });
  // The thread stopped (it crashed, or the build is ending): what it did not answer runs here.
  port.on('close', () => {
    if (line === current) line = undefined;
    const left = [...current.waiting.values()];
    current.waiting.clear();
    for (const { request, resolve, reject } of left) twoslashHere(request.call, request.root).then(resolve, reject);
  });
  // The page worker lives as long as the build wants it; this line alone must not keep it.
  port.unref();
}

/** Twoslash's result for `call` from the build's type-checking thread; undefined when there is none. */
export function twoslashElsewhere(call: TwoslashCall, root: string): Promise<Twoslashed> | undefined {
  const current = line;
  if (!current) return undefined;
  const id = current.next++;
  return new Promise((resolve, reject) => {
    const request: TwoslashRequest = { id, call, root };
    current.waiting.set(id, { request, resolve, reject });
    current.port.postMessage(request);
  });
}
