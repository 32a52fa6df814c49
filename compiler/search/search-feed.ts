// The search index, fed page by page while a build is still compiling and rendering. Counting a
// page's words is most of the cost of an index (build-index.ts), and pages arrive one at a time
// from the workers, in any order: counting each as it arrives leaves only the assembly, in route
// order, for the end of the build, where nothing else runs beside it.
import type { SearchIndexFile } from '../../theme/search/core/index-file.js';
import type { SearchOptions } from '../../theme/search/core/types.js';
import { assembleIndex, TermCounter, type PreparedDocument } from './build-index.js';
import { byRoute, isSearchable, pageDocuments, type SearchablePage, type SourceCorpus, type SourceDocument } from './documents.js';

/** What a page adds to the index, counted: its documents (heading id, title, enclosing headings) and their terms, numbered by a feed. */
export interface CountedPage {
  docs: [anchor: string, title: string, parents: string[]][];
  prepared: PreparedDocument[];
}

export interface SearchFeed {
  /** Count a page's documents now; pages may come in any order. */
  add(page: SearchablePage): void;
  /** A page counted by an earlier build, its terms numbered by this feed (`termId`), as if added now. */
  addCounted(page: { route: string; title: string }, counted: CountedPage): void;
  /** This feed's number for `term` (numbered now if new). */
  termId(term: string): number;
  /** Every term numbered so far, by number. */
  readonly terms: readonly string[];
  /** A page added to this feed, as counted (terms numbered as in `terms`). */
  counted(route: string): CountedPage | undefined;
  /**
   * The index of every page added: the same file as buildSearchIndex(searchDocuments(pages)).
   * Undefined when no page has anything to search.
   */
  build(options: SearchOptions & { basePath: string }): SearchIndexFile | undefined;
}

interface FedPage {
  page: { route: string; title: string };
  docs: Omit<SourceDocument, 'page' | 'text'>[];
  prepared: PreparedDocument[];
}

export function createSearchFeed(): SearchFeed {
  const counter = new TermCounter();
  const fed = new Map<string, FedPage>();
  return {
    add(page) {
      if (!isSearchable(page)) return;
      const docs = pageDocuments(page);
      const prepared = docs.map((doc) => counter.prepare(doc, page.title));
      fed.set(page.route, { page, docs: docs.map(({ text: _text, ...doc }) => doc), prepared });
    },
    addCounted(page, { docs, prepared }) {
      if (!isSearchable(page)) return;
      fed.set(page.route, { page, docs: docs.map(([anchor, title, parents]) => ({ anchor, title, parents })), prepared });
    },
    termId: (term) => counter.termId(term),
    get terms() {
      return counter.terms;
    },
    counted(route) {
      const page = fed.get(route);
      if (!page) return undefined;
      return { docs: page.docs.map(({ anchor, title, parents }) => [anchor, title, parents]), prepared: page.prepared };
    },
    build(options) {
      const corpus: SourceCorpus = { pages: [], docs: [] };
      const prepared: PreparedDocument[] = [];
      for (const { page: info, docs, prepared: counted } of [...fed.values()].sort((a, b) => byRoute(a.page, b.page))) {
        const page = corpus.pages.push({ route: info.route, title: info.title }) - 1;
        // The text was counted already; the index keeps only its snippet.
        for (const doc of docs) corpus.docs.push({ page, ...doc, text: '' });
        prepared.push(...counted);
      }
      if (corpus.docs.length === 0) return undefined;
      return assembleIndex(corpus, prepared, counter.terms, options);
    },
  };
}
