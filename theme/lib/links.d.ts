export declare function isExternalHref(href: string): boolean;
/** `www.x.dev` is not a URL a browser would follow; give it a scheme. */
export declare function externalUrl(href: string): string;
export declare function isInternalHref(href: string): boolean;
/** Prefix a root-relative path with the base path: ('/docs', '/core#x') → '/docs/core#x'. */
export declare function withBasePath(basePath: string, path: string): string;
/** Strip a base path from a root-relative path, or return null when the path is outside it. */
export declare function stripBasePath(basePath: string, path: string): string | null;
export interface ResolvedHref {
    href: string;
    external: boolean;
}
/**
 * Resolve a link written on the page at `currentRoute` (a route without base path, e.g. '/core/x').
 * Internal links come back root-relative, under the base path, with `.md`/`.mdx` suffixes mapped to
 * routes; hash-only and query-only links stay as they are (they mean the current page).
 */
export declare function resolveHref(href: string, currentRoute: string, basePath?: string): ResolvedHref;
/** The route (without base path) an internal href points at, keeping its ?query and #hash. */
export declare function resolveRoutePath(href: string, currentRoute: string): string;
/** The route of a path as it would be requested: drops a trailing '.html', '/index' and '/'. */
export declare function normalizeRoute(path: string): string;
