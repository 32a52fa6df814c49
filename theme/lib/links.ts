// Link rules shared by the compiler (MDX links) and the theme (config links). Pure.
// - www… and http(s)://… are external: a new tab, no opener.
// - other schemes (mailto:, tel:) are left alone.
// - everything else is an internal route: '#x' and '?q' stay on the current page; a relative path
//   resolves against the current route as a browser at the clean URL would; then basePath goes first.

const EXTERNAL = /^(https?:)?\/\/|^www\./i;
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export function isExternalHref(href: string): boolean {
  return EXTERNAL.test(href);
}

/** `www.x.dev` is not a URL a browser would follow; give it a scheme. */
export function externalUrl(href: string): string {
  return /^www\./i.test(href) ? `https://${href}` : href;
}

export function isInternalHref(href: string): boolean {
  return !isExternalHref(href) && !OTHER_SCHEME.test(href);
}

/** Prefix a root-relative path with the base path: ('/docs', '/core#x') → '/docs/core#x'. */
export function withBasePath(basePath: string, path: string): string {
  if (!basePath) return path;
  if (!path.startsWith('/')) return path;
  return basePath + (path === '/' ? '/' : path);
}

/** Strip a base path from a root-relative path, or return null when the path is outside it. */
export function stripBasePath(basePath: string, path: string): string | null {
  if (!basePath) return path;
  if (path === basePath) return '/';
  if (path.startsWith(basePath + '/')) return path.slice(basePath.length);
  return null;
}

export interface ResolvedHref {
  href: string;
  external: boolean;
}

/**
 * Resolve a link written on the page at `currentRoute` (a route without base path, e.g. '/core/x').
 * Internal links come back root-relative, under the base path, with `.md`/`.mdx` suffixes mapped to
 * routes; hash-only and query-only links stay as they are (they mean the current page).
 */
export function resolveHref(href: string, currentRoute: string, basePath = ''): ResolvedHref {
  if (isExternalHref(href)) return { href: externalUrl(href), external: true };
  if (!isInternalHref(href) || href === '' || href.startsWith('#') || href.startsWith('?')) {
    return { href, external: false };
  }
  const route = resolveRoutePath(href, currentRoute);
  return { href: withBasePath(basePath, route), external: false };
}

/** The route (without base path) an internal href points at, keeping its ?query and #hash. */
export function resolveRoutePath(href: string, currentRoute: string): string {
  const url = new URL(href, `http://site${currentRoute}`);
  let pathname = decodeURIComponentSafe(url.pathname);
  pathname = pathname.replace(/(\/index)?\.mdx?$/, '') || '/';
  return pathname + url.search + url.hash;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}

/** The route of a path as it would be requested: drops a trailing '.html', '/index' and '/'. */
export function normalizeRoute(path: string): string {
  let route = path.replace(/[?#].*$/, '');
  route = route.replace(/\.html$/, '').replace(/\/index$/, '');
  if (route.length > 1) route = route.replace(/\/+$/, '');
  return route || '/';
}
