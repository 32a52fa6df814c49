// The outline ('On this page'): which headings it lists, and which one is active. Pure.
import type { Heading } from '../shared/page-types.js';

export function outlineHeadings(headings: Heading[], [min, max]: readonly [number, number]): Heading[] {
  return headings.filter((h) => h.depth >= min && h.depth <= max);
}

/** The levels a page's outline lists: the config's, or `showOutline: 2` of them from the first (Vocs). */
export function outlineLevels(configured: readonly [number, number], showOutline: unknown): readonly [number, number] {
  if (typeof showOutline !== 'number' || showOutline < 1) return configured;
  return [configured[0], configured[0] + Math.floor(showOutline) - 1];
}

/**
 * The active heading while scrolling: the last one whose top has passed `offset` (the height of
 * the sticky bars plus a little), the first one before any has, and the last one once the page is
 * scrolled to its end (short last sections never reach the top).
 */
export function activeHeadingIndex(tops: number[], offset: number, atBottom: boolean): number {
  if (tops.length === 0) return -1;
  if (atBottom) return tops.length - 1;
  let active = 0;
  tops.forEach((top, index) => {
    if (top <= offset) active = index;
  });
  return active;
}
