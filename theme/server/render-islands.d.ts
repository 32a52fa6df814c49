import type { RenderState } from '../islands/render-state.js';
export declare function fillIslands(html: string, state: RenderState): string;
