// The island loader: finds every <docsgen-island> marker and starts it on its strategy (see
// start.ts). No React in this file: it is part of the one script every page loads up front
// (runtime/page/loader.ts).
import { startIsland } from './start.js';

declare const __DOCSGEN_HYDRATE__: string;

/** Starts every island of the page on its strategy. */
export function startIslands(): void {
  for (const island of document.querySelectorAll<HTMLElement>('docsgen-island')) startIsland(island, __DOCSGEN_HYDRATE__);
}
