// The server half of an island. The compiler wraps every `*.island.tsx` import in
// `serverIsland(...)`; the wrapper renders a <docsgen-island> marker whose contents are filled in
// after the page render, each island as its own React root (so useId agrees with hydrateRoot in
// the browser), with its props serialized into the marker.
import { createElement, type ComponentType, type ReactNode } from 'react';
import { getRenderState } from './render-state.js';
import { serializeIslandProps } from './serialize-props.js';
import { isHydrationStrategy, type HydrationStrategy } from '../shared/island-strategies.js';

export interface IslandProps {
  /** Overrides the island's default hydration strategy for this use. */
  hydrate?: HydrationStrategy;
  children?: ReactNode;
}

export function serverIsland<P extends object>(
  id: string,
  name: string,
  Component: ComponentType<P>,
  defaultStrategy: HydrationStrategy = 'load',
) {
  if (!isHydrationStrategy(defaultStrategy)) {
    throw new Error(`island ${name}: export const hydrate = ${JSON.stringify(defaultStrategy)} is not a strategy (load, idle, visible, interaction, scroll, media:QUERY)`);
  }
  function Island(allProps: P & IslandProps) {
    const { hydrate, children, ...props } = allProps as IslandProps & Record<string, unknown>;
    const state = getRenderState();
    // Inside another island, or outside a docsgen render (tests), it is a plain component.
    if (!state || state.insideIsland) return createElement(Component, allProps);
    const strategy = hydrate ?? defaultStrategy;
    if (!isHydrationStrategy(strategy)) {
      throw new Error(`island ${name}: hydrate="${String(strategy)}" is not a strategy (load, idle, visible, interaction, scroll, media:QUERY)`);
    }
    const json = serializeIslandProps(props, name);
    const index = state.nextId++;
    const prefix = `i${index}-`;
    state.used.add(id);
    const hasSlot = children !== undefined && children !== null;
    const slot = hasSlot ? createElement('docsgen-slot', { dangerouslySetInnerHTML: { __html: `<!--docsgen-slot:${index}-->` } }) : undefined;
    if (hasSlot) state.pendingSlots.set(index, children);
    state.pending.set(index, { element: createElement(Component, { ...(props as P), children: slot }), prefix });
    return createElement('docsgen-island', {
      'data-island': name,
      'data-src': state.islandUrl(id),
      'data-strategy': strategy,
      'data-props': json,
      'data-prefix': prefix,
      'data-slot': hasSlot ? '' : undefined,
      dangerouslySetInnerHTML: { __html: `<!--docsgen-island:${index}-->` },
    });
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
