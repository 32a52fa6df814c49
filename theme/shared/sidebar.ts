// Which sidebar a page gets, and the rules its items follow. Pure.
// The resolved config keys every sidebar by path prefix (a plain list is stored under '/'); the
// longest key that matches the current path wins, whatever the order of the keys. A key matches
// when the path equals it or continues it after a '/', so '/doc' never matches '/docs'.
import type { ResolvedSidebarSection, SidebarItem } from '../../config/types.js';
import { SIDEBAR_DEPTH_LIMIT } from './constants.js';
import { normalizeRoute } from './links.js';

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

/** Items at this nesting level (1 for top-level items) are rendered: levels 1 to 4. */
export function isRenderedLevel(level: number): boolean {
  return level < SIDEBAR_DEPTH_LIMIT;
}

export function isCurrentItem(item: SidebarItem, path: string): boolean {
  return Boolean(item.link) && !item.disabled && normalizeRoute(item.link!) === path;
}

/** True when the item or one of its rendered descendants is the current page. */
export function containsCurrentPage(item: SidebarItem, path: string, level = 1): boolean {
  if (!isRenderedLevel(level)) return false;
  if (isCurrentItem(item, path)) return true;
  return (item.items ?? []).some((child) => containsCurrentPage(child, path, level + 1));
}

/** A section starts collapsed only if marked collapsed and neither its link nor a child is the current page. */
export function startsCollapsed(item: SidebarItem, path: string): boolean {
  return item.collapsed === true && !containsCurrentPage(item, path);
}

/** The children of an item that render at all (none past the depth limit). */
export function renderedChildren(item: SidebarItem, level: number): SidebarItem[] {
  return isRenderedLevel(level + 1) ? (item.items ?? []) : [];
}

/** The items from the top level down to the current page, or [] when the page is not listed. */
export function sidebarTrail(items: SidebarItem[], path: string, level = 1): SidebarItem[] {
  if (!isRenderedLevel(level)) return [];
  for (const item of items) {
    if (isCurrentItem(item, path)) return [item];
    const below = sidebarTrail(item.items ?? [], path, level + 1);
    if (below.length > 0) return [item, ...below];
  }
  return [];
}

/** The sidebar's links in reading order (depth-first), skipping disabled items: prev/next follow it. */
export function flattenSidebarLinks(items: SidebarItem[], level = 1): { text: string; link: string }[] {
  if (!isRenderedLevel(level)) return [];
  const out: { text: string; link: string }[] = [];
  for (const item of items) {
    if (item.link && !item.disabled) out.push({ text: item.text, link: item.link });
    if (item.items) out.push(...flattenSidebarLinks(item.items, level + 1));
  }
  return out;
}
