// The island loader: finds every <docsgen-island> marker and, when the island's strategy fires,
// imports the React hydrate runtime and the island's own module, then hydrates the server HTML in
// place. No React in this file: it is part of the one script every page loads up front
// (runtime/page/loader.ts).
import { idle } from './strategies/idle.js';
import { interaction } from './strategies/interaction.js';
import { load } from './strategies/load.js';
import { media } from './strategies/media.js';
import { scroll } from './strategies/scroll.js';
import type { Strategy } from './strategies/types.js';
import { visible } from './strategies/visible.js';

declare const __DOCSGEN_HYDRATE__: string;

interface HydrateRuntime {
  hydrateIsland(island: HTMLElement, component: unknown): Promise<void>;
}

const STRATEGIES: Record<string, Strategy> = { load, idle, visible, interaction, media, scroll };
let runtime: Promise<HydrateRuntime> | undefined;

function start(island: HTMLElement): void {
  const spec = island.dataset.strategy ?? 'load';
  const colon = spec.indexOf(':');
  const name = colon === -1 ? spec : spec.slice(0, colon);
  const option = colon === -1 ? '' : spec.slice(colon + 1);
  const strategy = STRATEGIES[name] ?? load;
  let hydration: Promise<void> | undefined;
  strategy(island, () => (hydration ??= hydrate(island)), option);
}

async function hydrate(island: HTMLElement): Promise<void> {
  runtime ??= import(/* @vite-ignore */ __DOCSGEN_HYDRATE__) as Promise<HydrateRuntime>;
  const [{ hydrateIsland }, module] = await Promise.all([runtime, import(/* @vite-ignore */ island.dataset.src!)]);
  // Resolves (and marks the island data-hydrated) once React has committed it: events replayed
  // after that reach listeners the island attaches in effects too.
  await hydrateIsland(island, (module as { default: unknown }).default);
}

/** Starts every island of the page on its strategy. */
export function startIslands(): void {
  for (const island of document.querySelectorAll<HTMLElement>('docsgen-island')) start(island);
}
