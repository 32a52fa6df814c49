// Keeps the reader's place across a live reload: saved just before reloading, restored once on
// the next load of the same path. The browser's own restoration is not enough when the page
// grows or shrinks while it loads.
const KEY = 'docsgen-dev-scroll';

interface SavedScroll {
  path: string;
  x: number;
  y: number;
}

export function saveScroll(): void {
  const saved: SavedScroll = { path: location.pathname, x: scrollX, y: scrollY };
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
  if (saved && saved.path === location.pathname) scrollTo(saved.x, saved.y);
}
