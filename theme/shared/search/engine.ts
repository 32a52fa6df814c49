// The entry point of the lazily loaded search chunk: lunr and everything that needs it. The
// dialog imports this with import() when it first opens, so no page pays for lunr before search
// is used; an index in another language than English loads that language's stemmer too
// (languages.ts), a chunk of its own.
import { highlight, type Segment } from './highlight.js';
import type { SearchIndexFile } from './index-file.js';
import { loadSearchIndex } from './load-index.js';
import { loadAnalyzer } from './languages.js';
import { search } from './query.js';
import type { SearchResult } from './types.js';

export interface SearchEngine {
  search(query: string): SearchResult[];
  highlight(text: string, terms: ReadonlySet<string>): Segment[];
}

export async function createEngine(file: SearchIndexFile): Promise<SearchEngine> {
  const analyzer = await loadAnalyzer(file.lang);
  const index = loadSearchIndex(file, analyzer);
  return { search: (query) => search(index, query), highlight: (text, terms) => highlight(text, terms, analyzer) };
}
