// The browser half of an island: hydrate the server HTML with the island's props, its useId
// prefix, and its server-rendered children (passed back as the same static HTML).
import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

export function hydrateIsland(island: HTMLElement, Component: ComponentType<Record<string, unknown>>): void {
  const props = JSON.parse(island.dataset.props ?? '{}') as Record<string, unknown>;
  if (island.hasAttribute('data-slot')) {
    const slot = island.querySelector('docsgen-slot');
    props.children = createElement('docsgen-slot', { dangerouslySetInnerHTML: { __html: slot?.innerHTML ?? '' } });
  }
  hydrateRoot(island, createElement(Component, props), {
    identifierPrefix: island.dataset.prefix,
    onRecoverableError(error) {
      console.error('docsgen: island hydration error', island.dataset.island, error);
    },
  });
}
