// The shapes search passes around (spec §3 "Search index document", "Search result"). Types only:
// shared by the compiler (which writes the index) and the browser (which reads it).

/** One searchable unit: a page (`isPage`) or one of its h2/h3 sections. */
export interface SearchDocument {
  /** Unique within the index: the href without the base path. */
  id: string;
  title: string;
  /** Enclosing headings, outermost first; for a section the page title comes first. Empty for a page. */
  titles: string[];
  /** For a stored document, a short plain-text snippet (the index itself was built from the full text). */
  text: string;
  /** `text` escaped for HTML: safe to insert, carries no markup from the content. */
  html: string;
  /** Under the base path; sections end with `#anchor`. */
  href: string;
  isPage: boolean;
}

/** Fields a query is matched against, in the order the index file lists them. */
export type SearchField = 'title' | 'text' | 'titles';
export const SEARCH_FIELDS: readonly SearchField[] = ['title', 'text', 'titles'];

export interface SearchResult extends SearchDocument {
  score: number;
  /** The index terms (lower-cased, stemmed) that matched. */
  terms: string[];
  /** For each matched term, the fields it matched in. */
  match: Record<string, SearchField[]>;
}

/** `ResolvedConfig.search`: boosts are applied when the index is built, the rest when querying. */
export interface SearchOptions {
  boost: Record<SearchField, number>;
  /** Allowed edit distance as a fraction of a query term's length (0 turns fuzzy matching off). */
  fuzzy: number;
  prefix: boolean;
  /** The most edits a fuzzy match may take, whatever the word's length. */
  maxFuzzy: number;
  combineWith: 'or' | 'and';
}

export const MAX_RESULTS = 16;
