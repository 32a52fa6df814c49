// Previous and next pages follow the sidebar's reading order. Pure.
import type { SidebarItem } from '../../config/types.js';
import { normalizeRoute } from '../shared/links.js';
import { flattenSidebarLinks } from '../shared/sidebar.js';

export interface PageLinkRef {
  text: string;
  link: string;
}

export function prevNext(items: SidebarItem[], path: string): { prev?: PageLinkRef; next?: PageLinkRef } {
  const links = flattenSidebarLinks(items).filter((l) => l.link.startsWith('/'));
  const index = links.findIndex((l) => normalizeRoute(l.link) === path);
  if (index === -1) return {};
  const result: { prev?: PageLinkRef; next?: PageLinkRef } = {};
  // A page listed twice (e.g. an overview and a deep link to it) must not link to itself.
  const prev = links.slice(0, index).reverse().find((l) => normalizeRoute(l.link) !== path);
  const next = links.slice(index + 1).find((l) => normalizeRoute(l.link) !== path);
  if (prev) result.prev = prev;
  if (next) result.next = next;
  return result;
}
