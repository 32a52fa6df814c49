// The active top-nav item: the one whose link or `match` prefix starts the current path, after
// dropping a trailing '.html'. The longest match wins, so '/' does not shadow '/core'. Pure.
import type { TopNavItem } from '../../config/types.js';
import { pathMatchesPrefix } from './sidebar.js';

export function activeTopNavIndex(items: TopNavItem[], path: string): number {
  const current = path.replace(/\.html$/, '') || '/';
  let best = -1;
  let bestLength = -1;
  items.forEach((item, index) => {
    const candidates = [item.match, item.link, ...(item.items ?? []).flatMap((child) => [child.match, child.link])];
    for (const prefix of candidates) {
      if (!prefix || !prefix.startsWith('/')) continue;
      const matches = prefix === '/' ? current === '/' : pathMatchesPrefix(current, prefix);
      if (matches && prefix.length > bestLength) {
        best = index;
        bestLength = prefix.length;
      }
    }
  });
  return best;
}
