import type { ResolvedSidebarSection, SidebarItem } from '../../config/types.js';
export interface ResolvedSidebar extends ResolvedSidebarSection {
    /** The matching key, or '' when none matches. */
    key: string;
}
export declare function pathMatchesPrefix(path: string, prefix: string): boolean;
export declare function resolveSidebar(sidebar: Record<string, ResolvedSidebarSection>, path: string): ResolvedSidebar;
export declare const MAX_SIDEBAR_DEPTH = 5;
/** The sidebar's links in reading order (depth-first), skipping disabled items: prev/next follow it. */
export declare function flattenSidebarLinks(items: SidebarItem[], depth?: number): {
    text: string;
    link: string;
}[];
