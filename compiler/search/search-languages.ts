// The languages a site searches in, known from its config alone: the build bundles their stemmers
// and the dev server serves them, before any index exists.
import type { ResolvedLocale } from '../../config/types.js';
import { lunrLanguage } from '../../theme/shared/search/languages.js';

/** The lunr-languages codes the site's locales search in, sorted: the stemmers its browser bundle holds. */
export function searchLanguages(locales: readonly Pick<ResolvedLocale, 'lang'>[]): string[] {
  return [...new Set(locales.flatMap((locale) => lunrLanguage(locale.lang) ?? []))].sort();
}
