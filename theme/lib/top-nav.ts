// The active top-nav item (spec §2 Top navigation): the one whose `match` prefix (or function),
// or else whose link, starts the current path once a trailing '.html' is dropped. A dropdown is active when one
// of its links is. Prefixes match whole path segments ('/core' starts '/core/createStore' but not
// '/corex'), and '/' starts every path; when several items match, the longest prefix wins, so a
// Guide item at '/' does not shadow Core at '/core'. The not-found page (served for any missing
// URL) belongs to no item. Pure.
import type { TopNavItem } from '../../config/types.js';
import { NOT_FOUND_PATH } from '../shared/constants.js';
import { pathMatchesPrefix } from '../shared/sidebar.js';

/** The path as the rule compares it: no '.html', no trailing slash. */
export function navPath(path: string): string {
  const withoutHtml = path.replace(/\.html$/, '').replace(/\/index$/, '');
  return withoutHtml.length > 1 ? withoutHtml.replace(/\/+$/, '') : withoutHtml || '/';
}

/** How closely `item` (or one of its links) matches `current`: the prefix's length, -1 for no match. */
function matchLength(item: TopNavItem, current: string): number {
  let best = -1;
  for (const entry of [item, ...(item.items ?? [])]) {
    const rule = entry.match ?? entry.link;
    // A function (config `match: (path) => …`) that says yes is as specific as a match can be.
    if (typeof rule === 'function') {
      if (rule(current)) best = Math.max(best, current.length);
    } else if (typeof rule === 'string' && rule.startsWith('/') && pathMatchesPrefix(current, rule)) {
      best = Math.max(best, rule.replace(/\/+$/, '').length);
    }
  }
  return best;
}

/** Index of the active item in `items`, or -1. */
export function activeTopNavIndex(items: TopNavItem[], path: string): number {
  const current = navPath(path);
  if (current === NOT_FOUND_PATH) return -1;
  let best = -1;
  let bestLength = -1;
  items.forEach((item, index) => {
    const length = matchLength(item, current);
    if (length > bestLength) {
      best = index;
      bestLength = length;
    }
  });
  return best;
}
