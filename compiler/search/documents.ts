// Compiled pages → the documents the search index holds: one per page (its title, description and
// the text before its first h2) and one per h2/h3 section. Pure.
import { NOT_FOUND_ROUTE } from '../pages/routes.js';
import type { PageSection } from '../mdx/remark/remark-page-data.js';

/** What search needs of a compiled page (a subset of the build's compile result). */
export interface SearchablePage {
  route: string;
  title: string;
  description?: string;
  sections: PageSection[];
  /** `searchable: false` (Vocs) keeps the page out of the index. */
  frontmatter?: { searchable?: unknown };
}

export interface SourcePage {
  route: string;
  title: string;
}

export interface SourceDocument {
  /** Index into the page list. */
  page: number;
  /** Heading id; '' for the page itself. */
  anchor: string;
  title: string;
  /** Enclosing headings below the page title, outermost first. */
  parents: string[];
  /** Full text, indexed; only a snippet of it is stored. */
  text: string;
}

export interface SourceCorpus {
  pages: SourcePage[];
  docs: SourceDocument[];
}

export function searchDocuments(compiled: readonly SearchablePage[]): SourceCorpus {
  const pages: SourcePage[] = [];
  const docs: SourceDocument[] = [];
  for (const info of compiled.filter(isSearchable).sort(byRoute)) {
    const page = pages.push({ route: info.route, title: info.title }) - 1;
    for (const doc of pageDocuments(info)) docs.push({ page, ...doc });
  }
  return { pages, docs };
}

/** The not-found page answers no question a reader would search for; a page may opt out (`searchable: false`). */
export function isSearchable(info: { route: string; frontmatter?: { searchable?: unknown } }): boolean {
  return info.route !== NOT_FOUND_ROUTE && info.frontmatter?.searchable !== false;
}

/** The order of pages in the index. */
export function byRoute(a: { route: string }, b: { route: string }): number {
  return a.route.localeCompare(b.route);
}

/** One page's documents: the page itself, then one per h2/h3 section. */
export function pageDocuments(info: SearchablePage): Omit<SourceDocument, 'page'>[] {
  const intro = info.sections.find((section) => section.id === '');
  // The description leads: it is the page's own summary, and the start of the text is its snippet.
  const text = [info.description ?? '', intro?.text ?? ''].join(' ').trim();
  const docs = [{ anchor: '', title: info.title, parents: [] as string[], text }];
  for (const section of info.sections) {
    if (section.id === '') continue;
    docs.push({ anchor: section.id, title: section.title, parents: section.titles, text: section.text });
  }
  return docs;
}
