// The browser half of an island: hydrate the server HTML with the island's props, its useId
// prefix, and its server-rendered children (passed back as the same static HTML).
import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_ROOT, type IslandRootHolder } from './root-key.js';

/**
 * Renders the island as it is and, once React has committed the hydration (the island's own
 * effects ran first: a parent's effects run after its children's), marks the element
 * `data-hydrated`. It renders no element, so the tree and useId values match the server's.
 */
function IslandRoot({ island, onCommit, children }: { island: HTMLElement; onCommit: () => void; children?: ReactNode }) {
  useEffect(() => {
    island.setAttribute('data-hydrated', '');
    onCommit();
  }, [island, onCommit]);
  return children;
}

/** Resolves once the island is hydrated and its effects ran (listeners attached). */
export function hydrateIsland(island: HTMLElement, Component: ComponentType<Record<string, unknown>>): Promise<void> {
  const props = JSON.parse(island.dataset.props ?? '{}') as Record<string, unknown>;
  if (island.hasAttribute('data-slot')) {
    const slot = island.querySelector('docsgen-slot');
    props.children = createElement('docsgen-slot', { dangerouslySetInnerHTML: { __html: slot?.innerHTML ?? '' } });
  }
  return new Promise((onCommit) => {
    // Kept on the element, so the dev server's client can unmount the island before patching it away.
    (island as HTMLElement & IslandRootHolder)[ISLAND_ROOT] = hydrateRoot(island, createElement(IslandRoot, { island, onCommit }, createElement(Component, props)), {
      identifierPrefix: island.dataset.prefix,
      onRecoverableError(error) {
        console.error('docsgen: island hydration error', island.dataset.island, error);
      },
    });
  });
}
