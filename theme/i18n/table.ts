// The theme's strings for one language: the built-in translations (languages/), a site's own
// (config `translations`), and English for whatever neither has. Pure; runs on the server only
// (islands get the strings they show as props), so the whole table never reaches a browser.
import { strings as ar } from './languages/ar.js';
import { strings as de } from './languages/de.js';
import { strings as es } from './languages/es.js';
import { strings as fr } from './languages/fr.js';
import { strings as he } from './languages/he.js';
import { strings as ja } from './languages/ja.js';
import { strings as ko } from './languages/ko.js';
import { strings as ptBR } from './languages/pt-BR.js';
import { strings as ru } from './languages/ru.js';
import { strings as zhCN } from './languages/zh-CN.js';
import { ENGLISH_STRINGS, THEME_STRING_KEYS, type ThemeStrings, type ThemeTranslation } from '../shared/i18n/strings.js';

/** The languages docsgen translates its theme into, by BCP 47 tag. */
export const BUILTIN_TRANSLATIONS: Readonly<Record<string, ThemeStrings>> = {
  en: ENGLISH_STRINGS,
  es,
  fr,
  de,
  'pt-BR': ptBR,
  ja,
  'zh-CN': zhCN,
  ko,
  ru,
  ar,
  he,
};

/**
 * Which of `available` (language tags) serves `lang`: the same tag (in any case), else one of the
 * same language and script ('fr-CA' → 'fr', 'pt' → 'pt-BR', 'zh-SG' → 'zh-CN', but never
 * 'zh-TW' → 'zh-CN': Traditional and Simplified Chinese are written differently).
 */
export function matchLanguage(lang: string, available: readonly string[]): string | undefined {
  const lower = lang.toLowerCase();
  const exact = available.find((tag) => tag.toLowerCase() === lower);
  if (exact !== undefined) return exact;
  const wanted = languageAndScript(lang);
  if (wanted === undefined) return undefined;
  // The shortest tag of the same language and script: the language's own ('fr') before a region's.
  return available.filter((tag) => languageAndScript(tag) === wanted).sort((a, b) => a.length - b.length || (a < b ? -1 : 1))[0];
}

const scripts = new Map<string, string | undefined>();

function languageAndScript(tag: string): string | undefined {
  if (!scripts.has(tag)) {
    let key: string | undefined;
    try {
      const full = new Intl.Locale(tag).maximize();
      key = `${full.language}-${full.script ?? ''}`;
    } catch {
      key = undefined;
    }
    scripts.set(tag, key);
  }
  return scripts.get(tag);
}

/**
 * Every string of the theme in `lang`: the site's own translation of each string first
 * (`overrides`, by language tag), then docsgen's, then the site's English, then docsgen's English.
 */
export function themeStrings(lang: string, overrides: Readonly<Record<string, ThemeTranslation>> = {}): ThemeStrings {
  const own = overrides[matchLanguage(lang, Object.keys(overrides)) ?? ''];
  const builtIn = BUILTIN_TRANSLATIONS[matchLanguage(lang, Object.keys(BUILTIN_TRANSLATIONS)) ?? ''];
  const ownEnglish = overrides[matchLanguage('en', Object.keys(overrides)) ?? ''];
  const strings = {} as Record<keyof ThemeStrings, string>;
  for (const key of THEME_STRING_KEYS) strings[key] = own?.[key] ?? builtIn?.[key] ?? ownEnglish?.[key] ?? ENGLISH_STRINGS[key];
  return strings;
}
