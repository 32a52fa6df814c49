// Fetches the index and the search code once per page load, on first use, and keeps them.
// Both requests start together. The index lives at a fixed address and changes with every edit
// of the site, so the browser revalidates it each time (`no-cache`): a 304 when it is unchanged,
// and never an index older than the page that asks for it. A built index names its parts' files,
// fetched together once it has come; they are named by their content, so the browser's cache
// answers for those it has seen.
import type { SearchEngine } from '../shared/search/engine.js';
import type { SearchIndexFile, SearchIndexPart, WrittenIndexFile } from '../shared/search/index-file.js';

export interface IndexSource {
  /** The index file; none outside a site's page, or when the site has nothing to search. */
  indexUrl?: string;
}

let engine: Promise<SearchEngine> | undefined;

export function loadEngine(source: IndexSource): Promise<SearchEngine> {
  // A failure is not cached: opening search again retries.
  engine ??= start(source).catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}

async function start(source: IndexSource): Promise<SearchEngine> {
  // 'docsgen-search-load' (User Timing): fetching the index and the search code, and loading the index.
  performance.mark('docsgen-search:load');
  const [core, file] = await Promise.all([import('../shared/search/engine.js'), fetchIndex(source)]);
  const engine = await core.createEngine(file);
  performance.measure('docsgen-search-load', 'docsgen-search:load');
  return engine;
}

async function fetchIndex({ indexUrl }: IndexSource): Promise<SearchIndexFile> {
  if (indexUrl === undefined) throw new Error('search: this page names no search index');
  const file = (await fetchJson(indexUrl, { cache: 'no-cache' })) as WrittenIndexFile;
  const parts = await Promise.all((file.parts ?? []).map((part) => (typeof part === 'string' ? (fetchJson(part) as Promise<SearchIndexPart>) : part)));
  return { ...file, parts };
}

async function fetchJson(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`search: ${url} answered ${response.status}`);
  return response.json();
}
