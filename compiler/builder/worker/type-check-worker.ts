// A build's type-checking thread: the page workers send it the twoslash blocks of each page, each
// worker through a port of its own (mdx/twoslash/type-check-remote.ts), and it answers with twoslash's
// results and what they depend on; the workers render the blocks. One TypeScript for the whole
// build: its parsed declaration files, module resolutions and programs serve every page.
import { parentPort, type MessagePort } from 'node:worker_threads';
import { twoslashHere } from '../../mdx/twoslash/type-check-block.js';
import type { TwoslashReply, TwoslashRequest } from '../../mdx/twoslash/type-check-remote.js';
import type { TypeCheckerNews } from './protocol.js';

// One page at a time, in the order asked, whichever worker asked: TypeScript's work is
// synchronous anyway, and each page's time is then its own.
let queue: Promise<void> = Promise.resolve();

function serve(port: MessagePort): void {
  port.on('message', (request: TwoslashRequest) => {
    queue = queue.then(() => answer(port, request));
  });
}

async function answer(port: MessagePort, { id, calls, site }: TwoslashRequest): Promise<void> {
  const started = performance.now();
  let reply: TwoslashReply;
  try {
    reply = { id, ok: true, page: await twoslashHere(calls, site) };
  } catch (error) {
    reply = { id, ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  // Counted before the answer goes out: the build's report has every block by the time the
  // pages are done.
  parentPort!.postMessage({ type: 'checked', blocks: calls.length, ms: performance.now() - started } satisfies TypeCheckerNews);
  port.postMessage(reply);
}

parentPort!.on('message', (message: { type: 'port'; port: MessagePort }) => {
  if (message.type === 'port') serve(message.port);
});
