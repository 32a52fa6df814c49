import type { ReactElement, ReactNode } from 'react';
export interface PendingIsland {
    element: ReactElement;
    prefix: string;
}
export interface RenderState {
    islandUrl(id: string): string;
    used: Set<string>;
    pending: Map<number, PendingIsland>;
    pendingSlots: Map<number, ReactNode>;
    nextId: number;
    /** True while an island's own tree renders: islands inside it are part of it, not new roots. */
    insideIsland: boolean;
    /** Wraps slot children in the page's providers, since they render outside the page tree. */
    wrapSlot(children: ReactNode): ReactElement;
}
export declare function setRenderState(state: RenderState | null): void;
export declare function getRenderState(): RenderState | null;
