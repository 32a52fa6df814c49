// The strings a page renders with: its locale's language, the site's overrides applied, made once
// per config and language (every page of a locale shares them).
import type { ResolvedConfig, ResolvedLocale } from '../../config/types.js';
import type { ThemeStrings } from '../shared/i18n/strings.js';
import { themeStrings } from './table.js';

const made = new WeakMap<ResolvedConfig, Map<string, ThemeStrings>>();

export function stringsForLocale(config: ResolvedConfig, locale: ResolvedLocale): ThemeStrings {
  let byLang = made.get(config);
  if (!byLang) made.set(config, (byLang = new Map()));
  let strings = byLang.get(locale.lang);
  if (!strings) byLang.set(locale.lang, (strings = themeStrings(locale.lang, config.translations)));
  return strings;
}
