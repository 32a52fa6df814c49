// A page worker's line to the build's type-checking thread (build/type-check-worker.ts). One
// thread type-checks every block of a build: two TypeScripts side by side each ran at about half
// speed (type-checking is memory-bound here), and each parsed the same declaration files again,
// while the pages' other work (MDX, Shiki, React) can run beside a single one.
import type { MessagePort } from 'node:worker_threads';
import { TwoslashCodeError } from './twoslash-code.js';
import { typeCheckBlock, type TypeChecked, type TypeCheckRequest } from './type-check-block.js';

/** The thread's answer to request `id`. */
export type TypeCheckReply =
  | { id: number; ok: true; checked: TypeChecked }
  | { id: number; ok: false; error: { message: string; line?: number; column?: number; inCode: boolean } };

interface Waiting {
  request: TypeCheckRequest;
  resolve(checked: TypeChecked): void;
  reject(error: Error): void;
}

let line: { port: MessagePort; waiting: Map<number, Waiting>; next: number } | undefined;

/** From now on, blocks are type-checked through `port`. */
export function typeCheckThrough(port: MessagePort): void {
  const current = { port, waiting: new Map<number, Waiting>(), next: 0 };
  line = current;
  port.on('message', (reply: TypeCheckReply) => {
    const waiter = current.waiting.get(reply.id);
    if (!waiter) return;
    current.waiting.delete(reply.id);
    if (reply.ok) waiter.resolve(reply.checked);
    else waiter.reject(reply.error.inCode ? new TwoslashCodeError(reply.error.message, reply.error.line, reply.error.column) : new Error(reply.error.message));
  });
  // The thread stopped (it crashed, or the build is ending): what it did not answer is checked here.
  port.on('close', () => {
    if (line === current) line = undefined;
    for (const { request, resolve, reject } of current.waiting.values()) typeCheckBlock(request).then(resolve, reject);
    current.waiting.clear();
  });
  // The page worker lives as long as the build wants it; this line alone must not keep it.
  port.unref();
}

/** The block type-checked by the build's type-checking thread; undefined when there is none. */
export function typeCheckElsewhere(request: TypeCheckRequest): Promise<TypeChecked> | undefined {
  const current = line;
  if (!current) return undefined;
  const id = current.next++;
  return new Promise((resolve, reject) => {
    current.waiting.set(id, { request, resolve, reject });
    current.port.postMessage({ id, ...request });
  });
}
