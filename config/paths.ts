/**
 * URL and path helpers that depend on the site config: joining with the base path, matching
 * path-prefix maps, and the Open Graph image URL of a page.
 */
import { normalizeBasePath, normalizePathPrefix } from './defaults.js';
import type { ResolvedConfig } from './types.js';

/** A scheme ("https:", "mailto:") or a protocol-relative "//host": not a path of this site. */
const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * `path` under `basePath`, with exactly one slash between them: withBase('/docs', '/core?x#y') is
 * '/docs/core?x#y' and withBase('/docs', '/') is '/docs/'. External URLs and references to the
 * current page ('#hash', '?query') come back unchanged, since they name no path to prefix.
 */
export function withBase(basePath: string, path: string): string {
  if (EXTERNAL.test(path) || path.startsWith('#') || path.startsWith('?')) return path;
  return normalizeBasePath(basePath) + path.replace(/^\/*/, '/');
}

/** The route part of a page path: no query, hash, '.html', '/index.html' or trailing slash. */
function routeOf(pagePath: string): string {
  const route = pagePath
    .replace(/[?#].*$/, '')
    .replace(/(?:\/index)?\.html$/, '')
    .replace(/\/+$/, '');
  return route.startsWith('/') ? route : `/${route}`;
}

/** A prefix matches the path it equals and the paths that continue it after a '/'; '/' matches all. */
export function matchesPathPrefix(pagePath: string, prefix: string): boolean {
  const route = routeOf(pagePath);
  const key = normalizePathPrefix(prefix);
  return key === '/' || route === key || route.startsWith(`${key}/`);
}

/** The longest of `prefixes` matching `pagePath` (so '/core/wallets' beats '/core'), if any. */
export function longestMatchingPrefix(prefixes: Iterable<string>, pagePath: string): string | undefined {
  let best: string | undefined;
  for (const prefix of prefixes) {
    if (!matchesPathPrefix(pagePath, prefix)) continue;
    if (best === undefined || normalizePathPrefix(prefix).length > normalizePathPrefix(best).length) best = prefix;
  }
  return best;
}

/** An absolute URL for a site path (base path included) when `baseUrl` is set; external URLs as is. */
export function absoluteUrl(config: Pick<ResolvedConfig, 'baseUrl' | 'basePath'>, path: string): string {
  if (EXTERNAL.test(path)) return path;
  return `${config.baseUrl ?? ''}${withBase(config.basePath, path)}`;
}

export interface OgImagePage {
  title: string;
  description?: string;
}

/**
 * The Open Graph image URL for a page, from the template of the longest matching prefix:
 * %logo, %title and %description are replaced, URL-encoded, in one pass (so a title that contains
 * "%logo" stays as written). %logo is the light logo, made absolute. A relative result is made
 * absolute too, because crawlers do not resolve relative og:image URLs.
 */
export function ogImageFor(config: ResolvedConfig, pagePath: string, page: OgImagePage): string | undefined {
  const templates = config.ogImageUrl;
  if (templates === undefined) return undefined;
  const prefix = longestMatchingPrefix(Object.keys(templates), pagePath);
  if (prefix === undefined) return undefined;
  const values: Record<string, string> = {
    logo: config.logoUrl ? absoluteUrl(config, config.logoUrl.light) : '',
    title: page.title,
    description: page.description ?? '',
  };
  const url = templates[prefix]!.replace(/%(logo|title|description)/g, (_, name: string) =>
    encodeURIComponent(values[name]!),
  );
  return absoluteUrl(config, url);
}
