// The version layer: a site with `versions` is one route prefix per version ('' for the current
// version, '/v4' for the others), each in front of the locale layer (theme/shared/locales.ts): a page
// URL is /<version>/<locale>/<page>. A page of an earlier version renders as a page of a site whose
// base path is the site's plus the version's prefix, with its version's pages and config: every
// link the theme draws (sidebar, top nav, pager, language picker, home) stays in the version with
// no link moved one by one, and the locale functions see the route within the version. Pure.
import type { ResolvedConfig, ResolvedLocale, ResolvedVersion } from '../../config/types.js';
import { configWithLayer } from './config-layer.js';
import { localeOfRoute } from './locales.js';
import type { PageData, PageSummary } from './page-types.js';
import { pathMatchesPrefix } from './sidebar.js';

/** The version whose pages live under the route's prefix: the current version for every other route; undefined on a site without versions. */
export function versionOfRoute<V extends Pick<ResolvedVersion, 'prefix'>>(versions: readonly V[] | undefined, route: string): V | undefined {
  if (!versions || versions.length === 0) return undefined;
  let best = versions[0]!;
  for (const version of versions) {
    if (version.prefix !== '' && pathMatchesPrefix(route, version.prefix) && version.prefix.length > best.prefix.length) best = version;
  }
  return best;
}

/** The route within its version: '/v4/guide' in v4 → '/guide', '/v4' → '/'. */
export function routeWithinVersion(route: string, version: Pick<ResolvedVersion, 'prefix'> | undefined): string {
  if (!version || version.prefix === '' || !pathMatchesPrefix(route, version.prefix)) return route;
  return route.slice(version.prefix.length) || '/';
}

/** The route of `within` (a route within a version) in `version`: '/guide' in v4 → '/v4/guide', '/' → '/v4'. */
export function versionRoute(version: Pick<ResolvedVersion, 'prefix'> | undefined, within: string): string {
  if (!version || version.prefix === '') return within;
  return within === '/' ? version.prefix : version.prefix + within;
}

/**
 * The base path a link written in a page of `version` resolves under: an absolute link (`/core/x`)
 * is the version's page, so the version's prefix joins the base path; a link that names an earlier
 * version's page itself (`/v3/guide`) keeps the site's.
 */
export function linkBasePath(basePath: string, version: Pick<ResolvedVersion, 'prefix'> | undefined, versions: readonly Pick<ResolvedVersion, 'prefix'>[] | undefined, href: string): string {
  if (!version || version.prefix === '' || !href.startsWith('/') || href.startsWith('//')) return basePath;
  const path = href.replace(/[?#].*$/, '');
  if ((versions ?? []).some((other) => other.prefix !== '' && pathMatchesPrefix(path, other.prefix))) return basePath;
  return basePath + version.prefix;
}

const viewed = new WeakMap<ResolvedConfig, Map<string, ResolvedConfig>>();

/**
 * The config a page of `version` renders with: the site's base path plus the version's prefix
 * (so every route the theme turns into a URL is the version's), and the version's title,
 * description, sidebar, top nav, edit link and banner where it sets them. The same object for
 * every page of a version; the current version's is the config itself.
 */
export function configForVersion(config: ResolvedConfig, version: ResolvedVersion | undefined): ResolvedConfig {
  if (!version || version.prefix === '') return config;
  let byVersion = viewed.get(config);
  if (!byVersion) viewed.set(config, (byVersion = new Map()));
  let view = byVersion.get(version.key);
  if (!view) byVersion.set(version.key, (view = versioned(config, version)));
  return view;
}

function versioned(config: ResolvedConfig, version: ResolvedVersion): ResolvedConfig {
  return configWithLayer(config, version, {
    basePath: config.basePath + version.prefix,
    // Public files (icons, logos) are the site's, at its own base path.
    publicBasePath: config.basePath,
    sidebar: version.sidebar ?? config.sidebar,
    topNav: version.topNav ?? config.topNav,
  });
}

/** A list's version lists, remembered with the entries they were made from. */
interface VersionLists {
  entries: readonly PageSummary[];
  byVersion: Map<string, PageSummary[]>;
}
const listed = new WeakMap<PageSummary, VersionLists>();

/** The lists made from these very entries (the same objects, in the same order), if any. */
function listsOf(pages: readonly PageSummary[]): VersionLists | undefined {
  const first = pages[0];
  if (!first) return undefined;
  let lists = listed.get(first);
  const same = lists !== undefined && lists.entries.length === pages.length && lists.entries.every((entry, index) => entry === pages[index]);
  if (!same) listed.set(first, (lists = { entries: [...pages], byVersion: new Map() }));
  return lists;
}

/**
 * The page list a page of `version` renders with: that version's pages, each at its route within
 * the version. Entries read through to the list given (the build watches which fields a render
 * reads, cache/tracked-pages.ts): only `path` is read here.
 *
 * The build gives every render a fresh array of the same entries (so that a component memoizing by
 * the array still reads the fields it uses), and a site with versions renders every version's
 * pages: filtering the whole list again for each render was quadratic (5000 pages, 5 versions:
 * 25 million route tests and 5 million getters made). So the lists are remembered by the entries
 * themselves, compared one by one (a pointer each), and a render that takes a remembered list still
 * reads the first entry's `path`, which is what the build's tracking records (by field, not entry).
 */
export function pagesOfVersion(pages: readonly PageSummary[], version: ResolvedVersion, versions: readonly ResolvedVersion[]): PageSummary[] {
  const lists = listsOf(pages);
  if (!lists) return [];
  void pages[0]!.path;
  let list = lists.byVersion.get(version.key);
  if (!list) {
    list = [];
    for (const page of pages) {
      const path = page.path;
      if (versionOfRoute(versions, path) !== version) continue;
      if (version.prefix === '') {
        list.push(page);
        continue;
      }
      const entry = {} as PageSummary;
      for (const field of Object.keys(page) as (keyof PageSummary)[]) {
        Object.defineProperty(entry, field, { enumerable: true, get: field === 'path' ? () => routeWithinVersion(path, version) : () => page[field] });
      }
      list.push(entry);
    }
    lists.byVersion.set(version.key, list);
  }
  // A fresh array each time, as the build gives one: see above.
  return list.slice();
}

/** One entry of the version picker. */
export interface VersionLink {
  version: ResolvedVersion;
  /** The route it leads to: the same page in that version, or that version's home when it has no such page. */
  route: string;
  samePage: boolean;
  current: boolean;
}

/**
 * Where the version picker leads from a page (`route`: its full route, version prefix included):
 * for each version, the same page there when that version has it, else the version's home.
 * `owners`: the versions with a page at this route within their version (PageData.versions); none
 * for the not-found page, which leads to every home.
 */
export function versionLinks(versions: readonly ResolvedVersion[], route: string, owners: readonly string[] | undefined): VersionLink[] {
  const current = versionOfRoute(versions, route);
  const within = routeWithinVersion(route, current);
  const own = new Set(owners ?? []);
  return versions.map((version) => {
    const samePage = own.has(version.key);
    return { version, route: versionRoute(version, samePage ? within : '/'), samePage, current: version === current };
  });
}

/**
 * A page of `version` as its version's theme sees it: at its route within the version. The
 * current version's page is the page itself.
 */
export function pageInVersion(page: PageData, version: ResolvedVersion | undefined): PageData {
  if (!version || version.prefix === '') return page;
  return { ...page, path: routeWithinVersion(page.path, version) };
}

/** The same page in the current version (its route there), when the current version has it. */
export function latestEquivalent(versions: readonly ResolvedVersion[], route: string, owners: readonly string[] | undefined): string | undefined {
  const current = versions[0];
  if (!current || !owners?.includes(current.key)) return undefined;
  return routeWithinVersion(route, versionOfRoute(versions, route));
}

/**
 * The route prefix of the search index a page's words go to, and its readers search: its
 * version's, then its locale's within the version ('' for the root index, '/fr', '/v4', '/v4/fr').
 */
export function searchScopeOf(config: { locales: readonly ResolvedLocale[]; versions?: readonly ResolvedVersion[] }, route: string): string {
  const version = versionOfRoute(config.versions, route);
  const locale = localeOfRoute(config.locales, routeWithinVersion(route, version));
  return (version?.prefix ?? '') + locale.prefix;
}
