import { whenIdle } from '../../lib/when-idle.js';
import type { Strategy } from './types.js';

/** Hydrate when the main thread is idle (within 2 s). */
export const idle: Strategy = (_island, hydrate) => whenIdle(() => void hydrate(), 2000);
