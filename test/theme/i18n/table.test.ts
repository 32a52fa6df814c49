import { describe, expect, test } from 'vitest';
import { formatLongDate, languageName, ownLanguageName } from '../../../theme/shared/i18n/format.js';
import { ENGLISH_STRINGS, fillString, placeholdersOf, splitAtPlaceholder, THEME_STRING_KEYS } from '../../../theme/shared/i18n/strings.js';
import { BUILTIN_TRANSLATIONS, matchLanguage, themeStrings } from '../../../theme/i18n/table.js';

describe('the built-in translations', () => {
  test('cover at least the languages the theme promises', () => {
    expect(Object.keys(BUILTIN_TRANSLATIONS)).toEqual(expect.arrayContaining(['en', 'es', 'fr', 'de', 'pt-BR', 'ja', 'zh-CN', 'ko', 'ru', 'ar', 'he']));
  });

  test.each(Object.entries(BUILTIN_TRANSLATIONS))('%s: every string, translated, with the English placeholders', (lang, strings) => {
    expect(Object.keys(strings).sort()).toEqual([...THEME_STRING_KEYS].sort());
    for (const key of THEME_STRING_KEYS) {
      expect(strings[key].trim(), `${lang}.${key}`).not.toBe('');
      expect(placeholdersOf(strings[key]), `${lang}.${key}`).toEqual(placeholdersOf(ENGLISH_STRINGS[key]));
    }
    // A translation, not a copy of English: most strings differ.
    if (lang !== 'en') expect(THEME_STRING_KEYS.filter((key) => strings[key] === ENGLISH_STRINGS[key]).length).toBeLessThan(THEME_STRING_KEYS.length / 4);
  });
});

describe('the strings of a language', () => {
  test('a tag, or one of the same language and script', () => {
    const tags = ['en', 'fr', 'pt-BR', 'zh-CN'];
    expect(matchLanguage('fr', tags)).toBe('fr');
    expect(matchLanguage('FR-ca', tags)).toBe('fr');
    expect(matchLanguage('pt', tags)).toBe('pt-BR');
    expect(matchLanguage('zh-SG', tags)).toBe('zh-CN');
    // Traditional Chinese is not Simplified.
    expect(matchLanguage('zh-TW', tags)).toBeUndefined();
    expect(matchLanguage('xx', tags)).toBeUndefined();
  });

  test('the site’s own first, then docsgen’s, then English', () => {
    const strings = themeStrings('fr-CA', { fr: { editPage: 'Corriger' }, en: { notFoundHome: 'Back home', copyCode: 'Copy' } });
    expect(strings.editPage).toBe('Corriger');
    expect(strings.onThisPage).toBe('Sur cette page');
    const unknown = themeStrings('xx', { en: { notFoundHome: 'Back home' } });
    expect(unknown.onThisPage).toBe('On this page');
    expect(unknown.notFoundHome).toBe('Back home');
  });

  test('placeholders', () => {
    expect(fillString('No results for "{query}"', { query: 'x' })).toBe('No results for "x"');
    expect(fillString('{a} {b}', { a: '1' })).toBe('1 {b}');
    expect(splitAtPlaceholder('Last updated: {date}', 'date')).toEqual(['Last updated: ', '']);
    expect(splitAtPlaceholder('最終更新日: {date}です', 'date')).toEqual(['最終更新日: ', 'です']);
  });
});

describe('formats', () => {
  test('dates in the language’s long form, in UTC', () => {
    expect(formatLongDate(Date.UTC(2024, 4, 1, 23, 30))).toBe('May 1, 2024');
    expect(formatLongDate('2024-05-01', 'fr')).toBe('1 mai 2024');
    expect(formatLongDate('2024-05-01', 'ja')).toBe('2024年5月1日');
    expect(formatLongDate('2024-05-01', 'de')).toBe('1. Mai 2024');
  });

  test('language names', () => {
    expect(languageName('en', 'fr')).toBe('anglais');
    expect(ownLanguageName('fr')).toBe('Français');
    expect(ownLanguageName('ar')).toBe('العربية');
    expect(languageName('??', 'en')).toBe('??');
  });
});
