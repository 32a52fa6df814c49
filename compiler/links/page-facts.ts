import type { Dependency } from '../store/dependencies.js';

// What check-links needs to know of one page source: the ids an #anchor may target and the links
// as written, with their position. Small and JSON-safe, because it is what the cache stores.

/**
 * A link as written in the source: [href, line, column] (1-based), and 1 after them for an
 * image's source; kept as a tuple to keep the cache small.
 */
export type LinkAt = [href: string, line: number, column: number, image?: 1];

/** A page that does not parse: where and why, as the build would report it. */
export interface ParseProblem {
  message: string;
  line?: number;
  column?: number;
  hint?: string;
}

/** A partial (.mdx import) whose ids count as the page's: its path (relative to the site) and content hash. */
export type PartialAt = [file: string, hash: string];

export interface ParsedFacts {
  ids: string[];
  links: LinkAt[];
  /** The partials the ids came from too: the facts hold while each has the same content. */
  partials?: PartialAt[];
  /** What the page's API references read (declaration files…): the facts hold while these do. */
  deps?: Dependency[];
  /** A file changed while the page was read: not kept. */
  uncacheable?: true;
}

/**
 * `more`: further problems found in the same pass (every frontmatter mistake of the page).
 * `uncacheable`: a problem that may depend on more than the page's text (an API reference's
 * declarations): found again next time rather than kept.
 */
export type PageFacts = ParsedFacts | { problem: ParseProblem; more?: ParseProblem[]; uncacheable?: true };

export function isParsed(facts: PageFacts): facts is ParsedFacts {
  return !('problem' in facts);
}

export type PageFormat = 'mdx' | 'md';

export function formatOf(filePath: string): PageFormat {
  return filePath.endsWith('.md') ? 'md' : 'mdx';
}
