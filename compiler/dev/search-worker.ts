// The search worker: compiles every page for the search index off the main thread, so the dev
// server answers requests while a large site is being indexed, and keeps the index current.
import { parentPort } from 'node:worker_threads';
import { loadResolvedConfig } from '../build/load-resolved-config.js';
import { PageProcessor } from '../build/page-processor.js';
import { buildCacheDir } from '../cache/cache-dir.js';
import { writeSearchIndex } from '../search/write-search-index.js';
import type { SearchRequest, SearchResponse } from './search-protocol.js';
import { SearchIndexer, type IndexerDeps } from './search-indexer.js';

const port = parentPort!;
const post = (message: SearchResponse) => port.postMessage(message);
let indexer: SearchIndexer | undefined;

async function depsFor(request: Extract<SearchRequest, { type: 'configure' }>): Promise<IndexerDeps> {
  // With the build cache, as the render worker: a page saved is compiled by both, and its
  // type-checked blocks come from the entries the other wrote instead of being checked twice.
  const processor = new PageProcessor({ basePath: request.basePath, configModule: request.configModule, siteRoot: request.siteRoot }, { cacheDir: buildCacheDir(request.siteRoot), filesChange: true });
  const config = { ...(await loadResolvedConfig(request.configModule)), basePath: request.basePath };
  return {
    async compile(job) {
      const result = await processor.compile(job);
      // Only what the index needs is kept: the compiled code is dropped at once.
      processor.forget(job.route);
      return result.ok ? { ...result, code: undefined, source: undefined } : result;
    },
    write: (pages) => writeSearchIndex({ pages, outDir: request.outDir, basePath: request.basePath, config }),
    pause: () => new Promise((resolve) => setImmediate(resolve)),
    // The URL is the file's site path under the base path, and the folder is the site's root.
    done: (result) => post({ type: 'index', ...result, file: result.url?.slice(request.basePath.length).replace(/^\//, '') }),
    failed: (message) => post({ type: 'error', message }),
  };
}

// Messages are handled in order: a configure must finish loading before an update uses it.
let queue: Promise<void> = Promise.resolve();
port.on('message', (request: SearchRequest) => {
  queue = queue.then(async () => {
    try {
      if (request.type === 'configure') {
        const deps = await depsFor(request);
        if (indexer) indexer.reset(request.jobs, deps);
        else (indexer = new SearchIndexer(deps)).reset(request.jobs);
      } else {
        indexer?.update(request.changed, request.removed);
      }
    } catch (error) {
      post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  });
});
