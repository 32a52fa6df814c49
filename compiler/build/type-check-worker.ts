// A build's type-checking thread: the page workers send it their twoslash blocks, each through a
// port of its own (mdx/type-check-remote.ts), and it answers with the highlighted block and what
// it depends on. One TypeScript for the whole build: its parsed declaration files, module
// resolutions and programs serve every page.
import { parentPort, type MessagePort } from 'node:worker_threads';
import { TwoslashCodeError } from '../mdx/twoslash-code.js';
import { typeCheckBlock, type TypeCheckRequest } from '../mdx/type-check-block.js';
import type { TypeCheckReply } from '../mdx/type-check-remote.js';
import type { TypeCheckerNews } from './protocol.js';

// One block at a time, in the order asked, whichever worker asked: TypeScript's work is
// synchronous anyway, and each block's time is then its own.
let queue: Promise<void> = Promise.resolve();

function serve(port: MessagePort): void {
  port.on('message', (request: TypeCheckRequest & { id: number }) => {
    queue = queue.then(() => answer(port, request));
  });
}

async function answer(port: MessagePort, request: TypeCheckRequest & { id: number }): Promise<void> {
  const { id, ...block } = request;
  const started = performance.now();
  let reply: TypeCheckReply;
  try {
    reply = { id, ok: true, checked: await typeCheckBlock(block) };
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
