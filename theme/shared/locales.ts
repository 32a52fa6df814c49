// The locale layer: a site is one or more route prefixes ('' for the root locale, '/fr', '/ja'…),
// each with its own pages (pages/fr/**), config (title, sidebar, top nav…), search index and
// strings. Everything here is a function of the resolved config and a route, so the compiler
// (which pages exist, fallbacks, search indexes) and the theme (which config and strings a page
// renders with, the language picker) agree. Pure.
//
// A layer above this one (versions: /v2/fr/…) would find its prefix first and hand the rest of
// the route to these functions (see CONTRIBUTING "Locales").
import type { ResolvedConfig, ResolvedLocale, ResolvedSidebarSection, SidebarItem, TopNavItem } from '../../config/types.js';
import { configWithLayer } from './config-layer.js';
import { CURRENT_VERSION_LINK, currentVersionPath, isInternalHref } from './links.js';
import { pathMatchesPrefix } from './sidebar.js';

/** The locale of a site that names none: English, at the root. */
export const DEFAULT_ROOT_LOCALE: ResolvedLocale = { key: 'root', prefix: '', lang: 'en', dir: 'ltr', label: 'English' };

/** The locale whose pages live under the route's prefix; the root locale for every other route. */
export function localeOfRoute(locales: readonly ResolvedLocale[] | undefined, route: string): ResolvedLocale {
  let best = locales?.[0] ?? DEFAULT_ROOT_LOCALE;
  if (!locales) return best;
  for (const locale of locales) {
    if (locale.prefix !== '' && pathMatchesPrefix(route, locale.prefix) && locale.prefix.length > best.prefix.length) best = locale;
  }
  return best;
}

/** The route within its locale: '/fr/guide' in fr → '/guide', '/fr' → '/'. */
export function routeWithinLocale(route: string, locale: ResolvedLocale): string {
  if (locale.prefix === '' || !pathMatchesPrefix(route, locale.prefix)) return route;
  return route.slice(locale.prefix.length) || '/';
}

/** The route of `within` (a route within a locale) in `locale`: '/guide' in fr → '/fr/guide', '/' → '/fr'. */
export function localeRoute(locale: ResolvedLocale, within: string): string {
  if (locale.prefix === '') return within;
  return within === '/' ? locale.prefix : locale.prefix + within;
}

/** The same page in another locale: '/fr/guide' → '/ja/guide'. */
export function routeInLocale(locales: readonly ResolvedLocale[], route: string, to: ResolvedLocale): string {
  return localeRoute(to, routeWithinLocale(route, localeOfRoute(locales, route)));
}

/**
 * A link written in a locale's config (its sidebar, its top nav, or the site's shown in it), read
 * in that locale: an internal absolute link is the locale's page (`/guide` → `/fr/guide`) unless
 * it already names a locale's page (`/ja/guide` stays). Hash, query and external links stay.
 */
export function linkInLocale(link: string, locale: ResolvedLocale, locales: readonly ResolvedLocale[]): string {
  // A link to the current version's page (`current:/guide`) is read in the locale too: `current:/fr/guide`.
  if (currentVersionPath(link) !== undefined) return CURRENT_VERSION_LINK + linkInLocale(link.slice(CURRENT_VERSION_LINK.length), locale, locales);
  if (locale.prefix === '' || !link.startsWith('/') || !isInternalHref(link)) return link;
  const end = link.search(/[?#]/);
  const path = end === -1 ? link : link.slice(0, end);
  if (localeOfRoute(locales, path).prefix !== '') return link;
  return localeRoute(locale, path) + (end === -1 ? '' : link.slice(end));
}

function sidebarItemsInLocale(items: readonly SidebarItem[], into: (link: string) => string): SidebarItem[] {
  return items.map((item) => ({
    ...item,
    ...(item.link !== undefined ? { link: into(item.link) } : {}),
    ...(item.items ? { items: sidebarItemsInLocale(item.items, into) } : {}),
  }));
}

function topNavInLocale(items: readonly TopNavItem[], into: (link: string) => string): TopNavItem[] {
  return items.map((item) => ({
    ...item,
    ...(item.link !== undefined ? { link: into(item.link) } : {}),
    // A match function is the site's own: it is called with the path as the reader sees it.
    ...(typeof item.match === 'string' ? { match: into(item.match) } : {}),
    ...(item.items ? { items: topNavInLocale(item.items, into) } : {}),
  }));
}

/** A sidebar map (path prefix → section) read in a locale: its prefixes and links moved into it. */
export function sidebarInLocale(sidebar: Record<string, ResolvedSidebarSection>, locale: ResolvedLocale, locales: readonly ResolvedLocale[]): Record<string, ResolvedSidebarSection> {
  const into = (link: string) => linkInLocale(link, locale, locales);
  const result: Record<string, ResolvedSidebarSection> = {};
  for (const [prefix, section] of Object.entries(sidebar)) result[into(prefix)] = { ...section, items: sidebarItemsInLocale(section.items, into) };
  return result;
}

const localized = new WeakMap<ResolvedConfig, Map<string, ResolvedConfig>>();

/**
 * The config a page of `locale` renders with: the locale's title, description, sidebar, top nav,
 * edit link, banner and search options where it sets them, the site's elsewhere, with the links
 * of the sidebar and top nav read in the locale. The same object for every page of a locale.
 */
export function configForLocale(config: ResolvedConfig, locale: ResolvedLocale): ResolvedConfig {
  let byLocale = localized.get(config);
  if (!byLocale) localized.set(config, (byLocale = new Map()));
  let view = byLocale.get(locale.key);
  if (!view) byLocale.set(locale.key, (view = localize(config, locale)));
  return view;
}

function localize(config: ResolvedConfig, locale: ResolvedLocale): ResolvedConfig {
  const into = (link: string) => linkInLocale(link, locale, config.locales ?? []);
  return configWithLayer(config, locale, {
    sidebar: sidebarInLocale(locale.sidebar ?? config.sidebar, locale, config.locales ?? []),
    topNav: topNavInLocale(locale.topNav ?? config.topNav, into),
    search: locale.search ?? config.search,
  });
}

/** One entry of the language picker. */
export interface LanguageLink {
  locale: ResolvedLocale;
  /** The route it leads to: the same page in that locale, or that locale's home when it has no such page. */
  route: string;
  /** The page exists in that locale (translated, or built from the root locale's). */
  samePage: boolean;
  current: boolean;
}

/**
 * Where the language picker leads from a page: for each locale, the same page there when the
 * locale has it (its own translation, or the root locale's page when fallbacks are built and the
 * root has one), else the locale's home. `translations`: the locales with a page of their own at
 * this route within the locale (PageData.translations); none for the not-found page.
 */
export function languageLinks(config: ResolvedConfig, route: string, translations: readonly string[] | undefined): LanguageLink[] {
  const current = localeOfRoute(config.locales, route);
  const within = routeWithinLocale(route, current);
  // A page no locale has as its own (the not-found page, served for any address) leads to every home.
  const own = new Set(translations ?? []);
  const rootHasIt = own.has(config.locales[0]!.key);
  return config.locales.map((locale) => {
    const samePage = own.has(locale.key) || (config.localeFallback && rootHasIt);
    return { locale, route: localeRoute(locale, samePage ? within : '/'), samePage, current: locale === current };
  });
}

/** The Open Graph locale of a language tag: 'fr' → 'fr_FR', 'pt-BR' → 'pt_BR', 'ar' → 'ar_EG' (the likeliest region). */
export function openGraphLocale(lang: string): string {
  try {
    const full = new Intl.Locale(lang).maximize();
    return full.region ? `${full.language}_${full.region}` : full.language;
  } catch {
    return lang.replace('-', '_');
  }
}
