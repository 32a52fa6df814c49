// Link rules shared by the compiler (MDX links) and the theme (config links). Pure.
// - www… and http(s)://… are external: a new tab, no opener.
// - other schemes (mailto:, tel:) are left alone.
// - `current:/x` is the current version's page /x, from a page of any version (below).
// - everything else is an internal route: '#x' and '?q' stay on the current page; a relative path
//   resolves against the page's file, as in VitePress and Docusaurus (`./b` in pages/a/index.mdx
//   is /a/b, in pages/a/x.mdx it is /a/b too); then basePath goes first. The href written into
//   the HTML is root-relative, so it works whatever URL form the page is served under.

const EXTERNAL = /^(https?:)?\/\/|^www\./i;
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * How a page or the navigation of any version links to a page of the current version, whose URLs
 * have no prefix to name it by: `current:/migrating-from-v4` (the current version's route, with
 * ?query and #hash as any link). The same text means the same page in every version (the current
 * version's own pages and a site without versions included), so a link copied from one version to
 * another keeps its target, and the build's link check judges it against the current version's pages.
 */
export const CURRENT_VERSION_LINK = 'current:';

/** Whether `href` is written as a link to the current version (`current:…`; the scheme, as any URL scheme, in any case). */
export function isCurrentVersionLink(href: string): boolean {
  return href.length >= CURRENT_VERSION_LINK.length && href.slice(0, CURRENT_VERSION_LINK.length).toLowerCase() === CURRENT_VERSION_LINK;
}

/**
 * The route a link to the current version names, with its ?query and #hash ('current:/guide#x' →
 * '/guide#x'); undefined for any other href, and for one that is not root-relative after the
 * scheme (`current:guide`, `current://x`): that one is reported by the link check, never guessed at.
 */
export function currentVersionPath(href: string): string | undefined {
  if (!isCurrentVersionLink(href)) return undefined;
  const path = href.slice(CURRENT_VERSION_LINK.length);
  return path.startsWith('/') && !path.startsWith('//') ? path : undefined;
}

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
 * What relative links on a page resolve against: the page's route, or for an index page
 * (pages/a/index.mdx, route /a) the route as a folder, '/a/', so `./b` is its sibling /a/b.
 */
export function linkBase(route: string, isIndexFile: boolean): string {
  return isIndexFile && route !== '/' ? `${route}/` : route;
}

/** Whether a page file (any path form) is an index page: `index.md` or `index.mdx`. */
export function isIndexPageFile(filePath: string): boolean {
  return /(^|[\\/])index\.mdx?$/.test(filePath);
}

/**
 * Resolve a link written on a page; `base` is linkBase() of that page (a route without base
 * path). Internal links come back root-relative, under the base path, with `.md`/`.mdx` suffixes
 * mapped to routes, percent-encoded as written (never decoded: `/a%2520b` stays that);
 * hash-only and query-only links stay as they are (they mean the current page).
 */
export function resolveHref(href: string, base: string, basePath = ''): ResolvedHref {
  if (isExternalHref(href)) return { href: externalUrl(href), external: true };
  if (!isInternalHref(href) || href === '' || href.startsWith('#') || href.startsWith('?')) {
    return { href, external: false };
  }
  return { href: withBasePath(basePath, resolveRoutePath(href, base)), external: false };
}

// Every browser and Node has the WHATWG URL, but TypeScript declares it only with the DOM or Node
// types, which theme/shared/ compiles without (its tsconfig): this module-scoped declaration names
// what this module uses, and emits nothing.
declare const URL: new (url: string, base: string) => { pathname: string; search: string; hash: string };

/** The URL path (without base path, percent-encoded) an internal href points at, keeping its ?query and #hash. */
export function resolveRoutePath(href: string, base: string): string {
  const url = new URL(href, `http://site${encodeRoute(base)}`);
  const pathname = url.pathname.replace(/(\/index)?\.mdx?$/, '') || '/';
  return pathname + url.search + url.hash;
}

/**
 * A route (as named by its file: `/has#hash`, `/with space`) as a URL path: each character that
 * would end or change a path (`#`, `?`, `%`, spaces, non-ASCII) percent-encoded.
 */
export function encodeRoute(route: string): string {
  return encodeURI(route).replace(/[?#]/g, (c) => encodeURIComponent(c));
}

/** A URL path (percent-encoded) as the route it names: decoded once, segment by segment. */
export function decodeRoutePath(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
}

/** The route of a path as it would be requested: drops a trailing '.html', '/index' and '/'. */
export function normalizeRoute(path: string): string {
  let route = path.replace(/[?#].*$/, '');
  route = route.replace(/\.html$/, '').replace(/\/index$/, '');
  if (route.length > 1) route = route.replace(/\/+$/, '');
  return route || '/';
}
