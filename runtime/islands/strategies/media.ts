import type { Strategy } from './types.js';

/** Hydrate when a media query matches (now, or later): `media:(max-width: 700px)`. */
export const media: Strategy = (_island, hydrate, query) => {
  const list = window.matchMedia(query);
  if (list.matches) {
    void hydrate();
    return;
  }
  const onChange = () => {
    if (!list.matches) return;
    list.removeEventListener('change', onChange);
    void hydrate();
  };
  list.addEventListener('change', onChange);
};
