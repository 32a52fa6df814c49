import type { ResolvedConfig } from '../../config/types.js';
export declare function pageTitle(config: ResolvedConfig, title: string): string;
/** The MIME type of a favicon from its extension (svg, png, jpg, ico, webp). */
export declare function iconType(url: string): string | undefined;
/** A site asset URL: absolute URLs stay, root-relative ones go under the base path. */
export declare function assetUrl(config: ResolvedConfig, url: string): string;
/** The page's absolute URL, when the site says where it lives (baseUrl). */
export declare function absolutePageUrl(config: ResolvedConfig, route: string): string | undefined;
/** og:image for the page: the longest matching path-prefix template with its placeholders filled. */
export declare function ogImageUrl(config: ResolvedConfig, route: string, title: string, description: string): string | undefined;
