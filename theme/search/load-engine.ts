// Fetches the index and the search code once per page load, on first use, and keeps them.
// Both requests start together; the index file is content-hashed, so the browser may also keep
// it across pages.
import type { SearchEngine } from './core/engine.js';
import type { SearchIndexFile, SearchManifest } from './core/index-file.js';

export interface IndexSource {
  /** The index file, when the page knows it. */
  indexUrl?: string;
  /** Otherwise the manifest that names it (none outside a site's page). */
  manifestUrl?: string;
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
  const [core, file] = await Promise.all([import('./core/engine.js'), fetchIndex(source)]);
  const engine = core.createEngine(file);
  performance.measure('docsgen-search-load', 'docsgen-search:load');
  return engine;
}

async function fetchIndex({ indexUrl, manifestUrl }: IndexSource): Promise<SearchIndexFile> {
  const url = indexUrl ?? (manifestUrl === undefined ? undefined : (await fetchJson<SearchManifest>(manifestUrl, 'no-cache')).index);
  if (url === undefined) throw new Error('search: this page names no search index');
  return fetchJson<SearchIndexFile>(url, 'default');
}

async function fetchJson<T>(url: string, cache: RequestCache): Promise<T> {
  const response = await fetch(url, { cache });
  if (!response.ok) throw new Error(`search: ${url} answered ${response.status}`);
  return (await response.json()) as T;
}
