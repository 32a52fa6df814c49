// Links and locales (theme/shared/locales.ts): a link written in a translated page that leads to the
// root locale's page (written as `/guide` out of habit) while its own locale has that page
// (`/fr/guide`, a translation or a page built from the root's) was most likely meant for its own: a warning that names the fix. The link still holds, so it never
// fails a build or check-links. Pure.
import type { ResolvedLocale } from '../../config/types.js';
import { localeOfRoute, localeRoute, routeWithinLocale } from '../../theme/shared/locales.js';
import type { FoundLink } from './judge-links.js';
import type { SiteMap } from './site-map.js';

export interface LinkWarning {
  /** Relative to the site root, '/' separators. */
  file: string;
  line?: number;
  column?: number;
  href: string;
  message: string;
  /** The link as it was probably meant. */
  suggestion: string;
}

export function localeLinkWarnings(found: readonly FoundLink[], site: SiteMap, locales: readonly ResolvedLocale[]): LinkWarning[] {
  if (locales.length < 2) return [];
  const warnings: LinkWarning[] = [];
  for (const link of found) {
    if (link.fromRoute === null || link.target.kind !== 'path') continue;
    const from = localeOfRoute(locales, link.fromRoute);
    // A page of the root locale may link anywhere; so may a link to a file.
    if (from.prefix === '') continue;
    const served = site.lookup(link.target.path);
    if (served?.kind !== 'page') continue;
    // A link written with another locale's prefix (/ja/guide) says where it goes; one without any
    // (/guide, the root locale's page) is the usual slip.
    const to = localeOfRoute(locales, served.route);
    if (to === from || to.prefix !== '') continue;
    const ownRoute = localeRoute(from, routeWithinLocale(served.route, to));
    if (site.lookup(ownRoute)?.kind !== 'page') continue;
    const suggestion = ownRoute + (link.target.hash ? `#${link.target.hash}` : '');
    const warning: LinkWarning = {
      file: link.file,
      href: link.href,
      message: `leads out of the ${from.label} pages (locale "${from.key}") to ${to.label}: ${ownRoute} is the same page in this locale`,
      suggestion,
    };
    if (link.line !== undefined) warning.line = link.line;
    if (link.column !== undefined) warning.column = link.column;
    warnings.push(warning);
  }
  return warnings;
}

/** `pages/fr/index.mdx:3:5  /guide  leads out of … (did you mean /fr/guide?)`: as check-links and the build print it. */
export function formatLinkWarning(warning: LinkWarning): string {
  const place = `${warning.file}${warning.line !== undefined ? `:${warning.line}` : ''}${warning.column !== undefined ? `:${warning.column}` : ''}`;
  return `${place}  ${warning.href}  ${warning.message} (did you mean ${warning.suggestion}?)`;
}
