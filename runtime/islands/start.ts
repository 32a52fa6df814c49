// Starts one island: waits for its strategy, then imports the React hydrate runtime and the
// island's own module and hydrates the server HTML in place. No React in this file. The page
// script starts every island of the page with the runtime the build named; the dev client
// starts the islands a patch brought in with the runtime of the current build.
import { idle } from './strategies/idle.js';
import { interaction } from './strategies/interaction.js';
import { load } from './strategies/load.js';
import { media } from './strategies/media.js';
import { scroll } from './strategies/scroll.js';
import type { Strategy } from './strategies/types.js';
import { visible } from './strategies/visible.js';

interface HydrateRuntime {
  hydrateIsland(island: HTMLElement, component: unknown): Promise<void>;
}

const STRATEGIES: Record<string, Strategy> = { load, idle, visible, interaction, media, scroll };
/** One import per runtime URL (a page has one; a patched dev page may meet a second). */
const runtimes = new Map<string, Promise<HydrateRuntime>>();

/**
 * `runtimeUrl` is imported from this module's own URL (relative URLs resolve against it).
 * `now`: hydrate at once, whatever the island's strategy says.
 */
export function startIsland(island: HTMLElement, runtimeUrl: string, now = false): void {
  const spec = now ? 'load' : (island.dataset.strategy ?? 'load');
  const colon = spec.indexOf(':');
  const name = colon === -1 ? spec : spec.slice(0, colon);
  const option = colon === -1 ? '' : spec.slice(colon + 1);
  const strategy = STRATEGIES[name] ?? load;
  let hydration: Promise<void> | undefined;
  strategy(island, () => (hydration ??= hydrate(island, runtimeUrl)), option);
}

async function hydrate(island: HTMLElement, runtimeUrl: string): Promise<void> {
  let runtime = runtimes.get(runtimeUrl);
  if (!runtime) runtimes.set(runtimeUrl, (runtime = import(/* @vite-ignore */ runtimeUrl) as Promise<HydrateRuntime>));
  const [{ hydrateIsland }, module] = await Promise.all([runtime, import(/* @vite-ignore */ island.dataset.src!)]);
  // Resolves (and marks the island data-hydrated) once React has committed it: events replayed
  // after that reach listeners the island attaches in effects too.
  await hydrateIsland(island, (module as { default: unknown }).default);
}
