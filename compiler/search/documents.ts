// Compiled pages → the documents the search index holds: one per page (its title, description and
// the text before its first h2) and one per h2/h3 section. Pure.
import { NOT_FOUND_ROUTE } from '../pages/routes.js';
import type { PageSection } from '../mdx/remark-page-data.js';

/** What search needs of a compiled page (a subset of the build's compile result). */
export interface SearchablePage {
  route: string;
  title: string;
  description?: string;
  sections: PageSection[];
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
  const sorted = [...compiled].sort((a, b) => a.route.localeCompare(b.route));
  for (const info of sorted) {
    // The not-found page answers no question a reader would search for.
    if (info.route === NOT_FOUND_ROUTE) continue;
    const page = pages.push({ route: info.route, title: info.title }) - 1;
    const intro = info.sections.find((section) => section.id === '');
    // The description leads: it is the page's own summary, and the start of the text is its snippet.
    const text = [info.description ?? '', intro?.text ?? ''].join(' ').trim();
    docs.push({ page, anchor: '', title: info.title, parents: [], text });
    for (const section of info.sections) {
      if (section.id === '') continue;
      docs.push({ page, anchor: section.id, title: section.title, parents: section.titles, text: section.text });
    }
  }
  return { pages, docs };
}
