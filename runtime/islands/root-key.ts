// Where a hydrated island keeps its React root: on the <docsgen-island> element itself, under a
// registered symbol, so code that does not share the hydrate runtime's module instance (the dev
// client, which must unmount an island before patching it away) can reach it. No React here.

/** The island element's property that holds its React root once hydrated. */
export const ISLAND_ROOT = Symbol.for('docsgen.island-root');

export interface IslandRootHolder {
  [ISLAND_ROOT]?: { unmount(): void };
}
