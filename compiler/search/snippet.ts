// The short text a search result shows under its title (the detail view). Only this much of each
// section's text is stored in the index file; the index itself is built from the full text.

/** Long enough for two lines of the dialog at desktop width, short enough to keep the file small. */
export const SNIPPET_LENGTH = 160;

/** The first `length` characters of `text`, cut at a word boundary, with an ellipsis when cut. */
export function snippet(text: string, length = SNIPPET_LENGTH): string {
  // Only the start is kept: normalise that much, not a whole long section.
  const clean = text.slice(0, length * 2).replace(/\s+/g, ' ').trim();
  if (clean.length <= length) return text.length > length * 2 ? clean + '…' : clean;
  const cut = clean.slice(0, length + 1);
  const space = cut.lastIndexOf(' ');
  // A single very long token (a hash, a URL) is cut mid-word rather than dropped.
  const end = space > length / 2 ? space : length;
  return cut.slice(0, end).replace(/[\s,;:.(–-]+$/, '') + '…';
}
