// Keeps the reader's place across a reload (a config save, a layout swap): saved just before
// reloading, restored on the next load of the same path. The place is the heading the reader
// was reading under and its distance from the top of the window, so a page laid out anew (other
// layout, content added above) comes back to the same text; the pixel position stands in when
// there is no such heading. It is applied as the page starts and again once it has loaded (web
// fonts and images change the page's height meanwhile), unless the reader scrolled in between.
const KEY = 'docsgen-dev-scroll';
const HEADINGS = 'h1[id], h2[id], h3[id], h4[id], h5[id], h6[id]';

interface SavedScroll {
  path: string;
  x: number;
  y: number;
  /** The last heading at or above the top of the window, and its distance from that top. */
  heading?: { id: string; top: number };
}

export function saveScroll(): void {
  const saved: SavedScroll = { path: location.pathname, x: scrollX, y: scrollY };
  let above: Element | undefined;
  for (const heading of document.querySelectorAll(HEADINGS)) {
    if (heading.getBoundingClientRect().top > 1) break;
    above = heading;
  }
  if (above) saved.heading = { id: above.id, top: above.getBoundingClientRect().top };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(saved));
  } catch {
    // Storage may be disabled; the reload still happens, only the position is lost.
  }
}

export function restoreScroll(): void {
  let saved: SavedScroll | null = null;
  try {
    saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as SavedScroll | null;
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (!saved || saved.path !== location.pathname) return;
  const place = saved;
  const apply = () => {
    const heading = place.heading && document.getElementById(place.heading.id);
    if (heading) scrollTo(place.x, scrollY + heading.getBoundingClientRect().top - place.heading!.top);
    else scrollTo(place.x, place.y);
  };
  apply();
  let moved = false;
  const reader = () => (moved = true);
  const events = ['wheel', 'keydown', 'pointerdown', 'touchstart'] as const;
  for (const type of events) addEventListener(type, reader, { once: true, passive: true });
  const again = () => {
    if (!moved) apply();
    for (const type of events) removeEventListener(type, reader);
  };
  if (document.readyState === 'complete') again();
  else addEventListener('load', () => void document.fonts.ready.then(again), { once: true });
}
