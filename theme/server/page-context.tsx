// What every theme component may read while a page renders on the server.
import { createContext, useContext, type Context } from 'react';
import type { HeadTag, ResolvedConfig, ResolvedLocale, ResolvedVersion } from '../../config/types.js';
import { ENGLISH_STRINGS, type ThemeStrings } from '../shared/i18n/strings.js';
import type { PageData, PageSummary } from '../shared/page-types.js';
import type { LayoutParts } from '../layouts/parts.js';
import type { ResolvedSidebar } from '../shared/sidebar.js';
import type { PageAssets } from './render-types.js';

export type { PageAssets };

/** What a page of a site with versions knows of them (theme/shared/versions.ts). */
export interface VersionContext {
  /** The page's version. */
  version: ResolvedVersion;
  /** Every version, the current one first. */
  versions: ResolvedVersion[];
  /** The page's full route, its version's prefix included (`page.path` is the route within the version). */
  route: string;
  /** The versions with a page at this route within their version (PageData.versions). */
  owners?: string[];
  /** The URL of a full route (version prefix included) under the site's base path. */
  siteUrl(route: string): string;
}

export interface PageContextValue {
  /** The config as the page's locale sees it (its title, sidebar, top nav…; theme/shared/locales.ts). */
  config: ResolvedConfig;
  /** The page's locale (the root locale on a site of one language). */
  locale: ResolvedLocale;
  /** The theme's strings in the locale's language (theme/i18n/). */
  strings: ThemeStrings;
  page: PageData;
  pages: PageSummary[];
  parts: LayoutParts;
  sidebar: ResolvedSidebar;
  assets: PageAssets;
  /** The site's and the page's own head tags, written after docsgen's. */
  head: HeadTag[];
  /** On a site with versions: the page's version, the others, and its full route. */
  version?: VersionContext;
  /** The path prefix-aware URL of a route: withBasePath(config.basePath, route). */
  url(route: string): string;
}

// One context object for every copy of this module: the dev server bundles a page that imports a
// theme component apart from the theme, and both must see the page being rendered (as
// theme/islands/render-state.ts does for the island state).
const KEY = Symbol.for('docsgen.pageContext');
const registry = globalThis as Record<symbol, unknown>;
export const PageContext = (registry[KEY] ??= createContext<PageContextValue | null>(null)) as Context<PageContextValue | null>;

export function usePageContext(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePageContext() outside a docsgen page render');
  return value;
}

/** The page's language, for dates and names ('en' outside a page render). */
export function usePageLang(): string {
  return useContext(PageContext)?.locale?.lang ?? 'en';
}

/** The page's text direction ('ltr' outside a page render). */
export function usePageDir(): 'ltr' | 'rtl' {
  return useContext(PageContext)?.locale?.dir ?? 'ltr';
}

/** The theme's strings in the page's language (English outside a page render). */
export function useStrings(): ThemeStrings {
  return useContext(PageContext)?.strings ?? ENGLISH_STRINGS;
}
