// Where a build's time goes, as the main thread sees it: each mark closes the phase that began at
// the previous mark (the page workers compile in the background from the start).
import type { BuildTiming } from './build-report.js';

export function createPhaseTimer(): { mark(phase: string): void; timings: BuildTiming[] } {
  const timings: BuildTiming[] = [];
  let last = performance.now();
  return {
    timings,
    mark(phase) {
      const now = performance.now();
      timings.push({ phase, ms: now - last });
      last = now;
    },
  };
}
