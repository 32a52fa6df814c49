// What the server renderer knows while it renders one page: the client URL of each island, and
// the islands the page used. It lives on globalThis under a registered symbol because page
// bundles and the theme bundle are separate esbuild outputs that must share one state; rendering
// is synchronous, so one page is rendered at a time per thread.
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

const KEY = Symbol.for('docsgen.renderState');

export function setRenderState(state: RenderState | null): void {
  (globalThis as Record<symbol, unknown>)[KEY] = state;
}

export function getRenderState(): RenderState | null {
  return ((globalThis as Record<symbol, unknown>)[KEY] as RenderState | null) ?? null;
}
