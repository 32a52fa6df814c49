// Language-aware formatting the theme shows: dates in the reader's language, and language names.
// Formatters are made once per language (making an Intl formatter costs more than a page's
// whole footer).

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date in the long form of `lang` ("May 1, 2024", "1 mai 2024", "2024年5月1日"), in UTC so every build prints the same. */
export function formatLongDate(value: number | string, lang = 'en-US'): string {
  let format = dateFormats.get(lang);
  if (!format) dateFormats.set(lang, (format = new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })));
  return format.format(new Date(value));
}

const languageNames = new Map<string, Intl.DisplayNames>();

/** The name of language `lang` in language `inLang` ('en' in 'fr' → 'anglais'); the tag itself when unknown. */
export function languageName(lang: string, inLang: string): string {
  try {
    let names = languageNames.get(inLang);
    if (!names) languageNames.set(inLang, (names = new Intl.DisplayNames([inLang], { type: 'language' })));
    return names.of(lang) ?? lang;
  } catch {
    return lang;
  }
}

/** A language's name in itself, as a picker shows it: 'Français', '日本語', 'العربية'. */
export function ownLanguageName(lang: string): string {
  const name = languageName(lang, lang);
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}
