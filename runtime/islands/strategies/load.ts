import type { Strategy } from './types.js';

/** Hydrate as soon as the loader runs. */
export const load: Strategy = (_island, hydrate) => {
  void hydrate();
};
