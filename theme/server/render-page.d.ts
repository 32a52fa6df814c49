import type { ComponentType } from 'react';
import type { ResolvedConfig } from '../../config/types.js';
import type { PageData, PageSummary } from '../lib/page-types.js';
import { type PageAssets } from './page-context.js';
export type MdxContent = ComponentType<{
    components?: Record<string, unknown>;
}>;
export interface RenderPageInput {
    page: PageData;
    /** The compiled MDX page; absent for the built-in not-found page. */
    Content?: MdxContent;
    pages: PageSummary[];
    config: ResolvedConfig;
    assets: PageAssets;
}
export interface RenderedPage {
    html: string;
    /** Ids of the islands this page uses. */
    islands: string[];
}
export declare function renderPage({ page, Content, pages, config, assets }: RenderPageInput): RenderedPage;
