// The pages of a site of several languages: the files found under pages/ (each in the locale its
// route's prefix names, theme/shared/locales.ts), and, when the config builds fallbacks, one page
// for each root locale page that another locale has no translation of: the root page's file,
// served at the locale's route. Every page also learns which locales have a page of their own at
// the same route within their locale (the language picker, hreflang, the sitemap). Pure.
//
// A site of one language gets its pages back as they were: nothing of this reaches its HTML.
import type { ResolvedConfig } from '../../config/types.js';
import { localeOfRoute, localeRoute, routeWithinLocale } from '../../theme/shared/locales.js';
import type { PageFile } from './discover.js';
import { NOT_FOUND_ROUTE } from './routes.js';

export function localePages(files: readonly PageFile[], config: Pick<ResolvedConfig, 'locales' | 'localeFallback'>): PageFile[] {
  const { locales } = config;
  if (locales.length < 2) return [...files];
  // Route within the locale → the keys of the locales that have it, in the config's order.
  const owners = new Map<string, Set<string>>();
  const within = (file: PageFile) => routeWithinLocale(file.route, localeOfRoute(locales, file.route));
  for (const file of files) {
    if (file.route === NOT_FOUND_ROUTE) continue;
    const key = within(file);
    let keys = owners.get(key);
    if (!keys) owners.set(key, (keys = new Set()));
    keys.add(localeOfRoute(locales, file.route).key);
  }
  const translationsOf = (route: string) => {
    const keys = owners.get(route);
    return locales.filter((locale) => keys?.has(locale.key)).map((locale) => locale.key);
  };
  const pages: PageFile[] = files.map((file) => (file.route === NOT_FOUND_ROUTE ? file : { ...file, translations: translationsOf(within(file)) }));
  if (!config.localeFallback) return pages;
  const root = locales[0]!;
  for (const file of files) {
    if (file.route === NOT_FOUND_ROUTE || localeOfRoute(locales, file.route) !== root) continue;
    const route = within(file);
    const translations = translationsOf(route);
    for (const locale of locales.slice(1)) {
      if (translations.includes(locale.key)) continue;
      pages.push({ ...file, route: localeRoute(locale, route), translations, fallback: true });
    }
  }
  return pages;
}
