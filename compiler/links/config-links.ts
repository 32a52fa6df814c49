// The links of the site config that the theme renders on pages: sidebar and top-nav items, the
// edit link (its pattern, filled in for one page), the icon and the logo. Each is named by its
// key path as written in the config (`sidebar["/core"][2].link`), the way config validation
// names values, so a writer finds it without line numbers.
import { childPath } from '../../config/schema.js';
import type { ResolvedLocale, ResolvedVersion, SiteConfig, SidebarItem, TopNavItem } from '../../config/types.js';
import { editPageUrl } from '../../theme/shared/edit-link.js';
import { isInternalHref } from '../../theme/shared/links.js';
import { linkInLocale } from '../../theme/shared/locales.js';
import { versionRoute } from '../../theme/shared/versions.js';

export interface ConfigLink {
  href: string;
  keyPath: string;
}

/**
 * `raw` is the config as written (validated), not the resolved one: its shape gives the key paths.
 * `somePage` (a page file relative to the site, e.g. pages/index.mdx) fills in the edit link's `:path`.
 */
export function configLinks(raw: SiteConfig, somePage?: string, locales: readonly ResolvedLocale[] = [], versions: readonly ResolvedVersion[] = []): ConfigLink[] {
  const links: ConfigLink[] = [];
  navigationLinks(raw, '', links);
  const editHref = raw.editLink && somePage !== undefined ? editLinkFor(raw.editLink.pattern, somePage) : undefined;
  if (editHref !== undefined) links.push({ href: editHref, keyPath: 'editLink.pattern' });
  // Every other locale's pages show its own sidebar and top nav, or the site's, with their links
  // read in the locale (/guide there is /fr/guide): each link is checked as its pages show it.
  for (const locale of locales) {
    if (locale.prefix === '') continue;
    const own = raw.locales?.[locale.key] ?? {};
    const ownPath = childPath('locales', locale.key);
    const shown: ConfigLink[] = [];
    if (own.sidebar !== undefined) navigationLinks({ sidebar: own.sidebar }, ownPath, shown);
    else navigationLinks({ sidebar: raw.sidebar }, '', shown, ` (on the pages of locale "${locale.key}")`);
    if (own.topNav !== undefined) navigationLinks({ topNav: own.topNav }, ownPath, shown);
    else navigationLinks({ topNav: raw.topNav }, '', shown, ` (on the pages of locale "${locale.key}")`);
    for (const link of shown) links.push({ href: linkInLocale(link.href, locale, locales), keyPath: link.keyPath });
    const ownEditHref = own.editLink && somePage !== undefined ? editLinkFor(own.editLink.pattern, somePage) : undefined;
    if (ownEditHref !== undefined) links.push({ href: ownEditHref, keyPath: childPath(childPath(ownPath, 'editLink'), 'pattern') });
  }
  // Every earlier version's pages show its own sidebar and top nav, or the site's, with their
  // links read in the version (/guide there is /v4/guide), and in each of its locales.
  for (const version of versions) {
    if (version.prefix === '') continue;
    const own = raw.versions?.[version.key] ?? {};
    const ownPath = childPath('versions', version.key);
    for (const locale of locales) {
      const ownLocale = locale.prefix === '' ? {} : (raw.locales?.[locale.key] ?? {});
      const where = ` (on the pages of version "${version.key}"${locale.prefix === '' ? '' : `, locale "${locale.key}"`})`;
      const shown: ConfigLink[] = [];
      if (ownLocale.sidebar !== undefined) navigationLinks({ sidebar: ownLocale.sidebar }, childPath('locales', locale.key), shown, where);
      else if (own.sidebar !== undefined) navigationLinks({ sidebar: own.sidebar }, ownPath, shown, where);
      else navigationLinks({ sidebar: raw.sidebar }, '', shown, where);
      if (ownLocale.topNav !== undefined) navigationLinks({ topNav: ownLocale.topNav }, childPath('locales', locale.key), shown, where);
      else if (own.topNav !== undefined) navigationLinks({ topNav: own.topNav }, ownPath, shown, where);
      else navigationLinks({ topNav: raw.topNav }, '', shown, where);
      for (const link of shown) links.push({ href: linkInVersion(linkInLocale(link.href, locale, locales), version), keyPath: link.keyPath });
    }
  }
  for (const key of ['iconUrl', 'logoUrl'] as const) {
    const value = raw[key];
    if (typeof value === 'string') links.push({ href: value, keyPath: key });
    else if (value) for (const scheme of ['light', 'dark'] as const) links.push({ href: value[scheme], keyPath: childPath(key, scheme) });
  }
  return links;
}

/** The links of a sidebar and a top nav, named by key path under `at` ('' for the config's own keys); `note` follows each key path. */
function navigationLinks(nav: Pick<SiteConfig, 'sidebar' | 'topNav'>, at: string, links: ConfigLink[], note = ''): void {
  const { sidebar, topNav } = nav;
  const sidebarPath = childPath(at, 'sidebar');
  if (Array.isArray(sidebar)) sidebarLinks(sidebar, sidebarPath, links, note);
  else if (sidebar) {
    for (const [prefix, section] of Object.entries(sidebar)) {
      const path = childPath(sidebarPath, prefix);
      if (Array.isArray(section)) sidebarLinks(section, path, links, note);
      else sidebarLinks(section.items, childPath(path, 'items'), links, note);
    }
  }
  if (topNav) topNavLinks(topNav, childPath(at, 'topNav'), links, note);
}

/** The edit link of `somePage`; a pattern function that throws for it gives nothing to check (the build reports it). */
function editLinkFor(pattern: NonNullable<SiteConfig['editLink']>['pattern'], somePage: string): string | undefined {
  try {
    return editPageUrl(pattern, somePage);
  } catch {
    return undefined;
  }
}

function sidebarLinks(items: readonly SidebarItem[], path: string, links: ConfigLink[], note: string): void {
  items.forEach((item, index) => {
    const itemPath = childPath(path, index);
    // A disabled item is rendered as text, not as a link.
    if (item.link !== undefined && !item.disabled) links.push({ href: item.link, keyPath: childPath(itemPath, 'link') + note });
    if (item.items) sidebarLinks(item.items, childPath(itemPath, 'items'), links, note);
  });
}

function topNavLinks(items: readonly TopNavItem[], path: string, links: ConfigLink[], note: string): void {
  items.forEach((item, index) => {
    const itemPath = childPath(path, index);
    if (item.link !== undefined && item.element === undefined) links.push({ href: item.link, keyPath: childPath(itemPath, 'link') + note });
    if (item.items) topNavLinks(item.items, childPath(itemPath, 'items'), links, note);
  });
}

/** A navigation link as a page of `version` shows it: the theme puts the version's prefix before every root-relative link. */
function linkInVersion(link: string, version: ResolvedVersion): string {
  if (!link.startsWith('/') || link.startsWith('//') || !isInternalHref(link)) return link;
  const end = link.search(/[?#]/);
  const path = end === -1 ? link : link.slice(0, end);
  return versionRoute(version, path) + (end === -1 ? '' : link.slice(end));
}
