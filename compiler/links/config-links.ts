// The links of the site config that the theme renders on pages: sidebar and top-nav items, the
// edit link (its pattern, filled in for one page), the icon and the logo. Each is named by its
// key path as written in the config (`sidebar["/core"][2].link`), the way config validation
// names values, so a writer finds it without line numbers.
import { childPath } from '../../config/schema.js';
import type { SiteConfig, SidebarItem, TopNavItem } from '../../config/types.js';

export interface ConfigLink {
  href: string;
  keyPath: string;
}

/**
 * `raw` is the config as written (validated), not the resolved one: its shape gives the key paths.
 * `somePage` (a page file relative to the site, e.g. pages/index.mdx) fills in the edit link's `:path`.
 */
export function configLinks(raw: SiteConfig, somePage?: string): ConfigLink[] {
  const links: ConfigLink[] = [];
  const { sidebar, topNav } = raw;
  if (Array.isArray(sidebar)) sidebarLinks(sidebar, 'sidebar', links);
  else if (sidebar) {
    for (const [prefix, section] of Object.entries(sidebar)) {
      const path = childPath('sidebar', prefix);
      if (Array.isArray(section)) sidebarLinks(section, path, links);
      else sidebarLinks(section.items, childPath(path, 'items'), links);
    }
  }
  if (topNav) topNavLinks(topNav, 'topNav', links);
  if (raw.editLink && somePage !== undefined) links.push({ href: raw.editLink.pattern.replace(/:path/g, somePage), keyPath: 'editLink.pattern' });
  for (const key of ['iconUrl', 'logoUrl'] as const) {
    const value = raw[key];
    if (typeof value === 'string') links.push({ href: value, keyPath: key });
    else if (value) for (const scheme of ['light', 'dark'] as const) links.push({ href: value[scheme], keyPath: childPath(key, scheme) });
  }
  return links;
}

function sidebarLinks(items: readonly SidebarItem[], path: string, links: ConfigLink[]): void {
  items.forEach((item, index) => {
    const itemPath = childPath(path, index);
    // A disabled item is rendered as text, not as a link.
    if (item.link !== undefined && !item.disabled) links.push({ href: item.link, keyPath: childPath(itemPath, 'link') });
    if (item.items) sidebarLinks(item.items, childPath(itemPath, 'items'), links);
  });
}

function topNavLinks(items: readonly TopNavItem[], path: string, links: ConfigLink[]): void {
  items.forEach((item, index) => {
    const itemPath = childPath(path, index);
    if (item.link !== undefined && item.element === undefined) links.push({ href: item.link, keyPath: childPath(itemPath, 'link') });
    if (item.items) topNavLinks(item.items, childPath(itemPath, 'items'), links);
  });
}
