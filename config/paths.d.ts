import type { ResolvedConfig } from './types.js';
/**
 * `path` under `basePath`, with exactly one slash between them: withBase('/docs', '/core?x#y') is
 * '/docs/core?x#y' and withBase('/docs', '/') is '/docs/'. External URLs and references to the
 * current page ('#hash', '?query') come back unchanged, since they name no path to prefix.
 */
export declare function withBase(basePath: string, path: string): string;
/** A prefix matches the path it equals and the paths that continue it after a '/'; '/' matches all. */
export declare function matchesPathPrefix(pagePath: string, prefix: string): boolean;
/** The longest of `prefixes` matching `pagePath` (so '/core/wallets' beats '/core'), if any. */
export declare function longestMatchingPrefix(prefixes: Iterable<string>, pagePath: string): string | undefined;
/** An absolute URL for a site path (base path included) when `baseUrl` is set; external URLs as is. */
export declare function absoluteUrl(config: Pick<ResolvedConfig, 'baseUrl' | 'basePath'>, path: string): string;
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
export declare function ogImageFor(config: ResolvedConfig, pagePath: string, page: OgImagePage): string | undefined;
