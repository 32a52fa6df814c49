// The contract between the compiler and the theme's server bundle, as types only, so the
// compiler (Node) can name it without pulling React components into its type-check.
import type { ComponentType } from 'react';
import type { HeadTag, ResolvedConfig } from '../../config/types.js';
import type { PageData, PageSummary } from '../shared/page-types.js';

export interface PageAssets {
  stylesheet: string;
  loader: string;
  /** Island id → URL of its client module. */
  islands: Record<string, string>;
  /** The search index of the page's locale (as handed to the theme: the root locale's). */
  searchIndex?: string;
  /** The search index of each locale but the root, by locale key (a site of several languages). */
  localeSearchIndexes?: Record<string, string>;
}

export type MdxContent = ComponentType<{ components?: Record<string, unknown> }>;

export interface RenderPageInput {
  page: PageData;
  /** The compiled MDX page; absent for the built-in not-found page. */
  Content?: MdxContent;
  pages: PageSummary[];
  config: ResolvedConfig;
  assets: PageAssets;
  /** The site's and the page's head tags (config and frontmatter `head`), merged and checked. */
  head?: HeadTag[];
}

export interface RenderedPage {
  html: string;
  /** Ids of the islands this page uses. */
  islands: string[];
}

export interface ThemeServerModule {
  renderPage(input: RenderPageInput): RenderedPage;
}
