// Fills the island placeholders left by the page render. Each island renders as its own root
// with its own useId prefix, exactly as hydrateRoot will see it; slot children render as static
// HTML in page context. Islands found while doing so (in slots) are filled the same way.
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { RenderState } from '../islands/render-state.js';

const PLACEHOLDER = /<!--docsgen-(island|slot):(\d+)-->/g;

export function fillIslands(html: string, state: RenderState): string {
  const rendered = new Map<string, string>();
  const renderPlaceholder = (kind: string, index: number): string => {
    const key = `${kind}:${index}`;
    let fragment = rendered.get(key);
    if (fragment === undefined) {
      if (kind === 'island') {
        const island = state.pending.get(index);
        if (!island) throw new Error(`internal: no island ${index} to render`);
        state.insideIsland = true;
        try {
          fragment = renderToString(island.element, { identifierPrefix: island.prefix });
        } finally {
          state.insideIsland = false;
        }
      } else {
        fragment = renderToStaticMarkup(state.wrapSlot(state.pendingSlots.get(index)));
      }
      fragment = fragment.replace(PLACEHOLDER, (_, k: string, i: string) => renderPlaceholder(k, Number(i)));
      rendered.set(key, fragment);
    }
    return fragment;
  };
  return html.replace(PLACEHOLDER, (_, kind: string, index: string) => renderPlaceholder(kind, Number(index)));
}
