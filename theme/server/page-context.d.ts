import type { ResolvedConfig } from '../../config/types.js';
import type { PageData, PageSummary } from '../lib/page-types.js';
import type { LayoutParts } from '../layouts/parts.js';
import type { ResolvedSidebar } from '../lib/sidebar.js';
export interface PageAssets {
    stylesheet: string;
    loader: string;
    /** Island id → URL of its client module. */
    islands: Record<string, string>;
    searchIndex?: string;
}
export interface PageContextValue {
    config: ResolvedConfig;
    page: PageData;
    pages: PageSummary[];
    parts: LayoutParts;
    sidebar: ResolvedSidebar;
    assets: PageAssets;
    /** The path prefix-aware URL of a route: withBasePath(config.basePath, route). */
    url(route: string): string;
}
export declare const PageContext: import("react").Context<PageContextValue | null>;
export declare function usePageContext(): PageContextValue;
