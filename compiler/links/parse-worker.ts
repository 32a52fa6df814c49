// A worker thread that parses pages with the full pipeline (see parse-pool.ts). The worker runs
// this very module: in the CLI bundle it is its own chunk, so `import.meta.url` names a JavaScript
// file a Worker can start, without a separate entry point in the bundler's configuration.
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { SiteSource } from '../mdx/compile-options.js';
import { parsePage, useSite, type ParseJob } from './full-parse.js';
import { watchPluginsIn } from '../mdx/plugin-watch.js';
import type { PageFacts } from './page-facts.js';

export const PARSE_WORKER_URL = import.meta.url;
export const PARSE_WORKER_ROLE = 'docsgen-links-parser';

export type ParseReply = [key: string, facts: PageFacts][];

function serve(): void {
  parentPort!.on('message', (jobs: ParseJob[]) => {
    void (async () => {
      const reply: ParseReply = [];
      for (const job of jobs) reply.push([job.key, await parsePage(job)]);
      parentPort!.postMessage(reply);
    })().catch((error: unknown) => {
      // A bug, not a page problem: crash the worker so the main thread reports it with its stack.
      setImmediate(() => {
        throw error;
      });
    });
  });
}

const data = workerData as { role?: unknown; site?: SiteSource; pluginWatch?: SharedArrayBuffer } | null;
if (!isMainThread && data?.role === PARSE_WORKER_ROLE) {
  if (data.site) useSite(data.site);
  if (data.pluginWatch) watchPluginsIn(data.pluginWatch);
  serve();
}
