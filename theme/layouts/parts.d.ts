import type { Frontmatter, Layout } from '../lib/page-types.js';
export interface LayoutParts {
    layout: Layout;
    showTopNav: boolean;
    showLogo: boolean;
    showSidebar: boolean;
    showOutline: boolean;
    showAiCta: boolean;
}
export declare function resolveLayoutParts(frontmatter: Frontmatter, options: {
    aiCta: boolean;
    sidebarHasItems: boolean;
}): LayoutParts;
