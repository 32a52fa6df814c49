import { interaction } from './interaction.js';
import type { Strategy } from './types.js';

/**
 * Hydrate on the page's first scroll, or on a first interaction with the island itself
 * (replayed, as with `interaction`), whichever comes first. For islands that follow the scroll
 * (the outline's scroll-spy): until the reader scrolls, the server's HTML is already right.
 * A page opened already scrolled (a #fragment, a restored position) hydrates at once.
 */
export const scroll: Strategy = (island, hydrate, option) => {
  interaction(island, hydrate, option);
  if (window.scrollY > 0) {
    void hydrate();
    return;
  }
  window.addEventListener('scroll', () => void hydrate(), { once: true, passive: true });
};
