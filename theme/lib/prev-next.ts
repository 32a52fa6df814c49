// Previous and next pages follow the sidebar's reading order. Pure.
import type { SidebarItem } from '../../config/types.js';
import { normalizeRoute } from './links.js';
import { flattenSidebarLinks } from './sidebar.js';

export interface PageLinkRef {
  text: string;
  link: string;
}

export function prevNext(items: SidebarItem[], path: string): { prev?: PageLinkRef; next?: PageLinkRef } {
  const links = flattenSidebarLinks(items).filter((l) => l.link.startsWith('/'));
  const index = links.findIndex((l) => normalizeRoute(l.link) === path);
  if (index === -1) return {};
  return { prev: links[index - 1], next: links[index + 1] };
}
