// The entry point of the lazily loaded search chunk: lunr and everything that needs it. The
// dialog imports this with import() when it first opens, so no page pays for lunr before search
// is used.
import { highlight, type Segment } from './highlight.js';
import type { SearchIndexFile } from './index-file.js';
import { loadSearchIndex } from './load-index.js';
import { search } from './query.js';
import type { SearchResult } from './types.js';

export interface SearchEngine {
  search(query: string): SearchResult[];
  highlight(text: string, terms: ReadonlySet<string>): Segment[];
}

export function createEngine(file: SearchIndexFile): SearchEngine {
  const index = loadSearchIndex(file);
  return { search: (query) => search(index, query), highlight };
}
