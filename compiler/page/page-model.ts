// The page model: what the build knows of one page on its way through compile and render (a
// page's job, its compiled facts, its render setup and result, an error sent across threads).
// Plain data only, so it crosses from the main thread to the page workers (compiler/builder/worker/protocol.ts)
// and to the dev server's render and search workers unchanged.
import type { PageVersion } from '../pages/page-version.js';
import type { Frontmatter, Heading } from '../../theme/shared/page-types.js';
import type { PageAssets } from '../../theme/server/render-types.js';
import type { ResolvedSidebarSection } from '../../config/types.js';
import type { PageWarning } from '../mdx/compile-page.js';
import type { SiteSource } from '../mdx/compile-options.js';
import type { DocsgenError, ErrorCode, ErrorKind, SourceLocation } from '../errors/docsgen-error.js';
import type { PageLink, PageSection } from '../mdx/remark/remark-page-data.js';

export interface CompileJob {
  filePath: string;
  relativePath: string;
  route: string;
  lastUpdatedAt?: number;
  /**
   * The page imports components: the main thread bundles its compiled module with the theme, and
   * waits for it, so the worker sends it (a 'module' message) as soon as it is compiled.
   */
  bundled?: boolean;
  /** The locales with a page of their own at this route within the locale (compiler/pages/locale-pages.ts). */
  translations?: string[];
  /** The root locale's page, built at another locale's route for want of a translation. */
  fallback?: boolean;
  /**
   * The SHA-1 of the source the main thread read (its Markdown copy, llms files and cache key come
   * from it): a worker that reads other text (the file was saved meanwhile) fails the page rather
   * than publish HTML of one version beside Markdown of another.
   */
  sourceHash?: string;
  /** A generated page's text (it has no file: mdx/api/reference-pages.ts). */
  source?: string;
  /** A page of an earlier version: its links' prefix and its site folder (compile-page.ts). */
  version?: PageVersion;
  /** On a site with versions: the versions with a page at this route within their version (version-pages.ts). */
  versions?: string[];
}

export interface SerializedError {
  message: string;
  /** The catalogue entry (compiler/errors/docsgen-error/catalogue.ts). */
  code: ErrorCode;
  kind: ErrorKind;
  hint?: string;
  location?: SourceLocation;
  /** Further problems of the same page found in the same pass (every frontmatter mistake). */
  more?: SerializedError[];
  /** The page that failed, when the location is elsewhere. */
  page?: string;
}

/** What compiling a page taught the build: used by search, link checks and reports. */
export interface CompiledInfo {
  route: string;
  relativePath: string;
  title: string;
  description?: string;
  frontmatter: Frontmatter;
  headings: Heading[];
  ids: string[];
  links: PageLink[];
  sections: PageSection[];
  format: 'tree' | 'function-body' | 'program';
  /** What plugins reported without failing the page; absent when there is nothing. */
  warnings?: PageWarning[];
}

export type CompileResult =
  | ({ ok: true; code?: string; source?: string } & CompiledInfo)
  | { ok: false; route: string; error: SerializedError };

export interface RenderSetup {
  themeModule: string;
  /** The base path in force (the config's, or --base). */
  basePath: string;
  configModule: string | null;
  outDir: string;
  /** The site folder: page entries read their `content` from it on demand. */
  siteRoot?: string;
  /** Where the server bundles are (with their source maps), to map a render error to its source. */
  bundlesDir?: string;
  assets: PageAssets;
  /** Route → bundled module, for pages that import components. */
  pageModules: Record<string, string>;
  /** Route → why its components could not be bundled: such a page fails with that error. */
  brokenPages?: Record<string, SerializedError>;
  /** The route rendered to 404.html instead of a normal route ('/404' when pages/404.mdx exists). */
  notFoundRoute: string | null;
  /** What every page renders with, hashed (cache/html-cache.ts); absent without the persistent cache. */
  cacheKey?: string;
  /** Route → the hash of the page's own bundled module (html-cache.ts pageModuleHashes), with `cacheKey`. */
  moduleHashes?: Record<string, string>;
  /** The sidebar, when generated reference pages add to the config's (mdx/api/reference-pages.ts). */
  sidebar?: Record<string, ResolvedSidebarSection>;
}

export type RenderResult =
  /** `pagesRead`: the built-in not-found page's, the page list's fields its render read (its HTML is kept by them). */
  | { ok: true; route: string; bytes: number; islands: string[]; pagesRead?: string[] }
  | { ok: false; route: string; error: SerializedError };

export function serializeError(error: DocsgenError): SerializedError {
  const serialized: SerializedError = { message: error.message, code: error.code, kind: error.kind, hint: error.hint, location: error.location };
  if (error.page !== undefined) serialized.page = error.page;
  if (error.more.length > 0) serialized.more = error.more.map(serializeError);
  return serialized;
}
