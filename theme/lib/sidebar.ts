// Which sidebar a page gets. The resolved config keys every sidebar by path prefix (a plain list
// is stored under '/'); the longest key that matches the current path wins, whatever the order
// of the keys. A key matches when the path equals it or continues it after a '/', so '/doc' never
// matches '/docs'.
import type { ResolvedSidebarSection, SidebarItem } from '../../config/types.js';

export interface ResolvedSidebar extends ResolvedSidebarSection {
  /** The matching key, or '' when none matches. */
  key: string;
}

export function pathMatchesPrefix(path: string, prefix: string): boolean {
  const key = prefix.replace(/\/+$/, '');
  if (key === '') return true;
  return path === key || path.startsWith(key + '/');
}

export function resolveSidebar(sidebar: Record<string, ResolvedSidebarSection>, path: string): ResolvedSidebar {
  let best: string | undefined;
  for (const key of Object.keys(sidebar)) {
    if (!pathMatchesPrefix(path, key)) continue;
    if (best === undefined || key.replace(/\/+$/, '').length > best.replace(/\/+$/, '').length) best = key;
  }
  if (best === undefined) return { key: '', backLink: false, items: [] };
  return { key: best, ...sidebar[best]! };
}

export const MAX_SIDEBAR_DEPTH = 5;

/** The sidebar's links in reading order (depth-first), skipping disabled items: prev/next follow it. */
export function flattenSidebarLinks(items: SidebarItem[], depth = 0): { text: string; link: string }[] {
  if (depth >= MAX_SIDEBAR_DEPTH) return [];
  const out: { text: string; link: string }[] = [];
  for (const item of items) {
    if (item.link && !item.disabled) out.push({ text: item.text, link: item.link });
    if (item.items) out.push(...flattenSidebarLinks(item.items, depth + 1));
  }
  return out;
}
