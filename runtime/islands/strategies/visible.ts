import type { Strategy } from './types.js';

/** Hydrate when the island scrolls into view (an island with display: contents is watched through its children). */
export const visible: Strategy = (island, hydrate) => {
  const targets = island.children.length > 0 ? Array.from(island.children) : [island];
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    void hydrate();
  }, { rootMargin: '200px' });
  for (const target of targets) observer.observe(target);
};
