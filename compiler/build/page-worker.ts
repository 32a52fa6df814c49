// A build worker thread. It compiles pages as soon as it gets them and renders each one as soon
// as the render setup (theme bundle, assets, page list) is known; until then compiled pages wait
// here, so the workers never sit idle while the main thread bundles.
import { parentPort } from 'node:worker_threads';
import type { PageSummary } from '../../theme/lib/page-types.js';
import { PageProcessor } from './page-processor.js';
import type { CompileJob, PageResult, RenderSetup, WorkerRequest, WorkerResponse } from './protocol.js';

let processor: PageProcessor | undefined;
let setup: { setup: RenderSetup; pages: PageSummary[] } | undefined;
let waiting: CompileJob[] = [];
// Messages are handled one at a time, in order: a render must not start before its compile.
let queue: Promise<void> = Promise.resolve();

const reply = (response: WorkerResponse) => parentPort!.postMessage(response);

async function handle(request: WorkerRequest): Promise<void> {
  switch (request.type) {
    case 'init':
      processor = new PageProcessor(request.basePath);
      return;
    case 'pages': {
      if (setup) {
        const results: PageResult[] = [];
        for (const job of request.jobs) results.push(await processor!.build(job, setup.setup, setup.pages));
        reply({ type: 'results', results });
      } else {
        // Compile now, render when the setup arrives.
        const failed: PageResult[] = [];
        for (const job of request.jobs) {
          const compiled = await processor!.compile(job);
          if (compiled.ok) waiting.push(job);
          else failed.push(compiled);
        }
        if (failed.length > 0) reply({ type: 'results', results: failed });
      }
      reply({ type: 'idle' });
      return;
    }
    case 'setup': {
      setup = { setup: request.setup, pages: request.pages };
      const results: PageResult[] = [];
      for (const job of waiting) results.push(await processor!.renderCompiled(job, request.setup, request.pages));
      waiting = [];
      reply({ type: 'results', results });
      return;
    }
    case 'not-found': {
      const result = await processor!.renderBuiltInNotFound(request.setup, request.pages);
      reply({ type: 'not-found', result: result.ok ? { ...result, info: notFoundInfo() } : result });
      return;
    }
  }
}

function notFoundInfo() {
  return { route: '/404', relativePath: '', title: 'Page Not Found', frontmatter: {}, headings: [], ids: [], links: [], sections: [], format: 'function-body' as const };
}

parentPort!.on('message', (request: WorkerRequest) => {
  queue = queue.then(() => handle(request)).catch((error: unknown) => {
    // A bug in docsgen itself: let the main thread fail the build with the stack.
    setImmediate(() => {
      throw error;
    });
  });
});
