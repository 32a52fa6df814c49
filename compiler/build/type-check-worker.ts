// A build's type-checking thread: the page workers send it their twoslash blocks, each worker
// through a port of its own (mdx/type-check-remote.ts), and it answers with twoslash's result and
// what it depends on; the workers render the blocks. One TypeScript for the whole build: its
// parsed declaration files, module resolutions and programs serve every page.
import { parentPort, type MessagePort } from 'node:worker_threads';
import { TwoslashCodeError } from '../mdx/twoslash-code.js';
import { twoslashHere } from '../mdx/type-check-block.js';
import type { TwoslashReply, TwoslashRequest } from '../mdx/type-check-remote.js';
import type { TypeCheckerNews } from './protocol.js';

// One block at a time, in the order asked, whichever worker asked: TypeScript's work is
// synchronous anyway, and each block's time is then its own.
let queue: Promise<void> = Promise.resolve();

function serve(port: MessagePort): void {
  port.on('message', (request: TwoslashRequest) => {
    queue = queue.then(() => answer(port, request));
  });
}

async function answer(port: MessagePort, { id, call, root }: TwoslashRequest): Promise<void> {
  const started = performance.now();
  let reply: TwoslashReply;
  try {
    reply = { id, ok: true, twoslashed: await twoslashHere(call, root) };
  } catch (error) {
    reply =
      error instanceof TwoslashCodeError
        ? { id, ok: false, error: { message: error.message, line: error.line, column: error.column, inCode: true } }
        : { id, ok: false, error: { message: error instanceof Error ? (error.stack ?? error.message) : String(error), inCode: false } };
  }
  // Counted before the answer goes out: the build's report has every block by the time the
  // pages are done.
  parentPort!.postMessage({ type: 'checked', ms: performance.now() - started } satisfies TypeCheckerNews);
  port.postMessage(reply);
}

parentPort!.on('message', (message: { type: 'port'; port: MessagePort }) => {
  if (message.type === 'port') serve(message.port);
});
