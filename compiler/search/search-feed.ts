// The search index, fed page by page while a build is still compiling and rendering. Counting a
// page's words is most of the cost of an index (build-index.ts), and pages arrive one at a time
// from the workers, in any order: counting each as it arrives leaves only the assembly, in route
// order, for the end of the build, where nothing else runs beside it.
import type { SearchIndexFile } from '../../theme/search/core/index-file.js';
import type { SearchOptions } from '../../theme/search/core/types.js';
import { assembleIndex, TermCounter, type PreparedDocument } from './build-index.js';
import { byRoute, isSearchable, pageDocuments, type SearchablePage, type SourceCorpus, type SourceDocument } from './documents.js';

export interface SearchFeed {
  /** Count a page's documents now; pages may come in any order. */
  add(page: SearchablePage): void;
  /**
   * The index of every page added: the same file as buildSearchIndex(searchDocuments(pages)).
   * Undefined when no page has anything to search.
   */
  build(options: SearchOptions & { basePath: string }): SearchIndexFile | undefined;
}

interface FedPage {
  page: SearchablePage;
  docs: Omit<SourceDocument, 'page'>[];
  prepared: PreparedDocument[];
}

export function createSearchFeed(): SearchFeed {
  const counter = new TermCounter();
  const fed: FedPage[] = [];
  return {
    add(page) {
      if (!isSearchable(page)) return;
      const docs = pageDocuments(page);
      fed.push({ page, docs, prepared: docs.map((doc) => counter.prepare(doc, page.title)) });
    },
    build(options) {
      const corpus: SourceCorpus = { pages: [], docs: [] };
      const prepared: PreparedDocument[] = [];
      for (const { page: info, docs, prepared: counted } of fed.sort((a, b) => byRoute(a.page, b.page))) {
        const page = corpus.pages.push({ route: info.route, title: info.title }) - 1;
        for (const doc of docs) corpus.docs.push({ page, ...doc });
        prepared.push(...counted);
      }
      if (corpus.docs.length === 0) return undefined;
      return assembleIndex(corpus, prepared, counter.terms, options);
    },
  };
}
