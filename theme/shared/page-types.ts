// The data the compiler hands to the theme for each page. Shared by both sides; no runtime code.
import type { HeadTag } from '../../config/types.js';

export type Layout = 'docs' | 'minimal' | 'landing';

export interface Author {
  name: string;
  url?: string;
}

export interface Frontmatter {
  title?: string;
  description?: string;
  layout?: Layout;
  authors?: Author[];
  /** ISO date, e.g. 2024-05-01. */
  date?: string;
  content?: Record<string, unknown>;
  showLogo?: boolean;
  showAiCta?: boolean;
  /** A number (Vocs): how many heading levels the outline lists, from the config's first. */
  showOutline?: boolean | number;
  showSidebar?: boolean;
  showTopNav?: boolean;
  /** This page's own page-weight budget (gzip KB), overriding the config's key by key. */
  budget?: { jsKb?: number; htmlKb?: number };
  /** Tags for this page's <head>, after the config's (see theme/shared/head-tags.ts). */
  head?: HeadTag[];
  /** false (Vocs): search never finds the page. */
  searchable?: boolean;
  [key: string]: unknown;
}

/**
 * One entry of the generated page list (spec §3 "Docs page entry"), with what the theme shows of
 * other pages (title, description). `content` is read on demand from `filePath` by code that
 * needs it (the LLM text outputs), so the list stays small enough to hand to every render.
 */
export interface PageSummary {
  path: string;
  type: 'mdx';
  /** Relative to the site root. */
  filePath: string;
  /** Milliseconds since the epoch, from git (or the file's mtime outside git). */
  lastUpdatedAt?: number;
  title: string;
  description?: string;
  frontmatter: Frontmatter;
  /** The page's source text, read on first access (present during a build's render). */
  readonly content?: string;
}

export interface Heading {
  depth: number;
  id: string;
  /** Plain text of the heading. */
  text: string;
}

/** Page data (spec §3): frontmatter and filePath, plus what the layout needs. */
export interface PageData {
  frontmatter: Frontmatter;
  filePath: string;
  path: string;
  title: string;
  description?: string;
  headings: Heading[];
  lastUpdatedAt?: number;
  /**
   * The locales (their keys) with a page of their own at this page's route within the locale:
   * the language picker and the hreflang alternates. Absent on a site of one language.
   */
  translations?: string[];
  /** The page has no translation in its locale: the root locale's page is shown here, with a notice. */
  fallback?: boolean;
  /**
   * On a site with versions: the versions (their keys) with a page at this page's route within
   * the version, for the version picker, the older-version banner and the canonical link.
   */
  versions?: string[];
}
