// The search worker: compiles every page for the search index off the main thread, so the dev
// server answers requests while a large site is being indexed, and keeps the index current.
import { parentPort } from 'node:worker_threads';
import { loadResolvedConfig } from '../../run/load-resolved-config.js';
import { PageProcessor } from '../../builder/worker/page-processor.js';
import { buildCacheDir } from '../../store/cache-dir.js';
import { writeSearchIndex } from '../../search/write-search-index.js';
import { searchScopeOf } from '../../../theme/shared/versions.js';
import { loadAnalyzer } from '../../../theme/shared/search/languages.js';
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
  const fileOf = (url: string) => url.slice(request.basePath.length).replace(/^\//, '');
  // The other locales' indexes the last write made (the root's is the one the indexer reports).
  let locales: Record<string, string> = {};
  return {
    async compile(job) {
      const result = await processor.compile(job);
      // Only what the index needs is kept: the compiled code is dropped at once.
      processor.forget(job.route);
      return result.ok ? { ...result, code: undefined, source: undefined } : result;
    },
    // One index per locale of each version, each in its language's words (as a build writes
    // them, site-search.ts), keyed by its prefix without the slash ('fr', 'v4', 'v4/fr').
    async write(pages) {
      let root: string | undefined;
      locales = {};
      for (const version of config.versions ?? [{ prefix: '' }]) {
        for (const locale of config.locales) {
          const prefix = version.prefix + locale.prefix;
          const own = pages.filter((page) => searchScopeOf(config, page.route) === prefix);
          if (prefix !== '' && own.length === 0) continue;
          const url = await writeSearchIndex({ pages: own, outDir: request.outDir, basePath: request.basePath, config: { search: locale.search ?? config.search, assetsDir: config.assetsDir, rootDir: config.rootDir }, analyzer: await loadAnalyzer(locale.lang) });
          if (prefix === '') root = url;
          else if (url !== undefined) locales[prefix.slice(1)] = fileOf(url);
        }
      }
      return root;
    },
    pause: () => new Promise((resolve) => setImmediate(resolve)),
    // The URL is the file's site path under the base path, and the folder is the site's root.
    done: (result) => post({ type: 'index', ...result, file: result.url && fileOf(result.url), ...(Object.keys(locales).length > 0 ? { locales } : {}) }),
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
