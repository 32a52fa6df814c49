// User Timing marks around each query: `performance.getEntriesByName('docsgen-search')` gives the
// time from the debounced query starting to its results being painted (the benchmark reads it;
// browser dev tools show it too). Cheap enough to leave on.
const START = 'docsgen-search:query';
let pending = false;

export function markQueryStart(): void {
  performance.mark(START);
  pending = true;
}

/** Call after the results of the latest query are committed; measures at the next paint. */
export function markQueryPainted(): void {
  if (!pending) return;
  pending = false;
  // A frame callback runs just before the frame paints; the task after it runs once it has.
  requestAnimationFrame(() => setTimeout(() => performance.measure('docsgen-search', START), 0));
}
