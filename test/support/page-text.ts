// Assertions on a page's HTML as text, whose failure names the text looked for rather than
// printing the whole page.
import { expect } from 'vitest';

/** `page` holds `text` (a substring, or a match of the expression). */
export function holds(page: string, text: string | RegExp): void {
  expect(typeof text === 'string' ? page.includes(text) : text.test(page), `the page holds ${String(text)}`).toBe(true);
}

/** `page` does not hold `text`. */
export function lacks(page: string, text: string): void {
  expect(page.includes(text), `the page lacks ${text}`).toBe(false);
}
