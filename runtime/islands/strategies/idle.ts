import type { Strategy } from './types.js';

/** Hydrate when the main thread is idle (or after a short delay where requestIdleCallback is missing). */
export const idle: Strategy = (_island, hydrate) => {
  const run = () => void hydrate();
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
};
