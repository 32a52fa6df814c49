// A page's authors as frontmatter (and Vocs' <Authors authors="…" />) write them. Pure.
import type { Author } from './page-types.js';

/** Authors come as a list or a comma-separated string; each may be a markdown link [Name](url). */
/** Authors come as a list or a comma-separated string; each may be a markdown link [Name](url). */
export function parseAuthors(value: unknown): Author[] | null {
  const items = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : null;
  if (!items || !items.every((item) => typeof item === 'string')) return null;
  return (items as string[])
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(item);
      return link ? { name: link[1]!, url: link[2]! } : { name: item };
    });
}
