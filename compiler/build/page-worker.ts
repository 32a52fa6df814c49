// A build worker thread: compiles its share of the pages, keeps their code, then renders them.
import { parentPort } from 'node:worker_threads';
import type { PageSummary } from '../../theme/lib/page-types.js';
import { PageProcessor } from './page-processor.js';
import type { WorkerRequest, WorkerResponse } from './protocol.js';

let processor: PageProcessor | undefined;
let pages: PageSummary[] = [];

parentPort!.on('message', async (request: WorkerRequest) => {
  const reply = (response: WorkerResponse) => parentPort!.postMessage(response);
  switch (request.type) {
    case 'init':
      processor = new PageProcessor(request.basePath);
      break;
    case 'compile': {
      const results = [];
      for (const job of request.jobs) results.push(await processor!.compile(job));
      reply({ type: 'compiled', results });
      break;
    }
    case 'render': {
      // The page list arrives with a worker's first render batch only.
      if (request.pages) pages = request.pages;
      const results = [];
      for (const route of request.routes) results.push(await processor!.render(route, request.setup, pages));
      reply({ type: 'rendered', results });
      break;
    }
    case 'render-not-found': {
      if (request.pages) pages = request.pages;
      reply({ type: 'rendered', results: [await processor!.renderBuiltInNotFound(request.setup, pages)] });
      break;
    }
  }
});
