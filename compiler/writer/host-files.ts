// Files static hosts read at the root of the output, beside the pages:
// - .nojekyll: GitHub Pages runs Jekyll on an upload unless it finds this file, and Jekyll drops
//   folders and files whose names start with "_" or ".";
// - sitemap.xml, every page's absolute URL with its last update (the same git dates as the pages'
//   "Last updated"), and robots.txt pointing at it; only when the config says where the site lives
//   (baseUrl), since a sitemap holds absolute URLs. A site's own public/robots.txt or
//   public/sitemap.xml (already copied) is kept as it is.
// (_headers is written by write-headers.ts; 404.html is the not-found page.)
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ResolvedLocale, ResolvedVersion } from '../../config/types.js';
import { withBasePath } from '../../theme/shared/links.js';
import { localeOfRoute, localeRoute, routeWithinLocale } from '../../theme/shared/locales.js';
import { routeWithinVersion, versionOfRoute, versionRoute } from '../../theme/shared/versions.js';
import { NOT_FOUND_ROUTE } from '../pages/routes.js';

export const NO_JEKYLL_FILE = '.nojekyll';
export const SITEMAP_FILE = 'sitemap.xml';
export const ROBOTS_FILE = 'robots.txt';

export interface SitemapPage {
  route: string;
  /** Milliseconds since the epoch; omitted from the entry when unknown. */
  lastUpdatedAt?: number;
  /** The page in each language it has (itself included), and `x-default` for the root locale's: hreflang alternates. */
  alternates?: { hreflang: string; route: string }[];
}

/**
 * The pages a sitemap lists: every page of the site but those shown untranslated (the root
 * locale's page is listed at its own URL) and those of versions the config keeps out of it (every
 * earlier one, by default), each with its translations (in its version) when it has some.
 */
export function sitemapPages(pages: readonly { route: string; lastUpdatedAt?: number; translations?: string[]; fallback?: boolean }[], locales: readonly ResolvedLocale[], versions?: readonly ResolvedVersion[]): SitemapPage[] {
  return pages
    .filter((page) => !page.fallback && (versionOfRoute(versions, page.route)?.sitemap ?? true))
    .map((page) => {
      const entry: SitemapPage = { route: page.route, lastUpdatedAt: page.lastUpdatedAt };
      if (!page.translations || page.translations.length < 2) return entry;
      const version = versionOfRoute(versions, page.route);
      const inVersion = routeWithinVersion(page.route, version);
      const within = routeWithinLocale(inVersion, localeOfRoute(locales, inVersion));
      const route = (locale: ResolvedLocale) => versionRoute(version, localeRoute(locale, within));
      const alternates = locales.filter((locale) => page.translations!.includes(locale.key)).map((locale) => ({ hreflang: locale.lang, route: route(locale) }));
      if (page.translations.includes(locales[0]!.key)) alternates.push({ hreflang: 'x-default', route: route(locales[0]!) });
      entry.alternates = alternates;
      return entry;
    });
}

export interface HostFilesOptions {
  outDir: string;
  basePath: string;
  /** Without a trailing slash; no sitemap or robots.txt without it. */
  baseUrl?: string;
  pages: readonly SitemapPage[];
}

export function writeHostFiles({ outDir, basePath, baseUrl, pages }: HostFilesOptions): void {
  writeFileSync(join(outDir, NO_JEKYLL_FILE), '');
  if (baseUrl === undefined) return;
  const sitemapUrl = baseUrl + withBasePath(basePath, `/${SITEMAP_FILE}`);
  if (!existsSync(join(outDir, SITEMAP_FILE))) writeFileSync(join(outDir, SITEMAP_FILE), sitemapXml(baseUrl, basePath, pages));
  if (!existsSync(join(outDir, ROBOTS_FILE))) writeFileSync(join(outDir, ROBOTS_FILE), robotsTxt(sitemapUrl));
}

/**
 * The sitemap (sitemaps.org protocol 0.9): pages sorted by route, the not-found page left out; a
 * page in several languages lists each with `xhtml:link` hreflang alternates, as search engines
 * read them.
 */
export function sitemapXml(baseUrl: string, basePath: string, pages: readonly SitemapPage[]): string {
  const url = (route: string) => escapeXml(baseUrl + withBasePath(basePath, route));
  const entries = pages
    .filter((page) => page.route !== NOT_FOUND_ROUTE)
    .sort((a, b) => a.route.localeCompare(b.route))
    .map((page) => {
      const loc = `    <loc>${url(page.route)}</loc>`;
      const lastmod = page.lastUpdatedAt === undefined ? '' : `\n    <lastmod>${new Date(page.lastUpdatedAt).toISOString()}</lastmod>`;
      const links = (page.alternates ?? []).map((alternate) => `\n    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${url(alternate.route)}"/>`).join('');
      return `  <url>\n${loc}${lastmod}${links}\n  </url>`;
    });
  const xhtml = pages.some((page) => page.alternates?.length) ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${entries.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}
