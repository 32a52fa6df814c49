// The search index, fed page by page while a build is still compiling and rendering. Counting a
// page's words is most of the cost of an index (build-index.ts), and pages arrive one at a time
// from the workers, in any order: counting each as it arrives leaves only the assembly, in route
// order, for the end of the build, where nothing else runs beside it.
import type { SearchIndexFile } from '../../theme/shared/search/index-file.js';
import type { SearchOptions } from '../../theme/shared/search/types.js';
import { assemblePart, PART_PAGES, searchIndexHeader, splitIntoParts, TermCounter, type CountedPage } from './build-index.js';
import { byRoute, isSearchable, pageDocuments, type SearchablePage } from './documents.js';
import { englishAnalyzer, type Analyzer } from '../../theme/shared/search/analyzer.js';

export type { CountedPage };

export interface SearchFeed {
  /** Count a page's documents now; pages may come in any order. */
  add(page: SearchablePage): void;
  /** This feed's number for `term` (numbered now if new): pages counted elsewhere are numbered with it. */
  termId(term: string): number;
  /** Every term numbered so far, by number. */
  readonly terms: readonly string[];
  /** A page added to this feed, as counted (terms numbered as in `terms`). */
  counted(route: string): CountedPage | undefined;
  /**
   * The index of every page added: the same file as buildSearchIndex(searchDocuments(pages)).
   * Undefined when no page has anything to search.
   */
  build(options: SearchOptions & { basePath: string }, partPages?: number): SearchIndexFile | undefined;
}

/** `analyzer`: the pages' language's (English by default). */
export function createSearchFeed(analyzer: Analyzer = englishAnalyzer): SearchFeed {
  const counter = new TermCounter(analyzer);
  const fed = new Map<string, CountedPage>();
  return {
    add(page) {
      if (!isSearchable(page)) return;
      const docs = pageDocuments(page);
      fed.set(page.route, {
        route: page.route,
        title: page.title,
        docs: docs.map((doc) => [doc.anchor, doc.title, doc.parents]),
        prepared: docs.map((doc) => counter.prepare(doc, page.title)),
      });
    },
    termId: (term) => counter.termId(term),
    get terms() {
      return counter.terms;
    },
    counted: (route) => fed.get(route),
    build(options, partPages = PART_PAGES) {
      const pages = [...fed.values()].sort(byRoute);
      if (pages.length === 0) return undefined;
      return { ...searchIndexHeader({ ...options, lang: analyzer.lang }), parts: splitIntoParts(pages, partPages).map((part) => assemblePart(part, counter.terms)) };
    },
  };
}
