// The config's languages: `locales`, `localeFallback` and `translations`, checked and resolved.
import { describe, expect, test } from 'vitest';
import { resolveLocales, textDirection } from '../../config/defaults.js';
import { configIssues, validateConfig } from '../../config/validate.js';

const messages = (raw: unknown) => configIssues(raw).map((issue) => issue.message);

describe('locales', () => {
  test('resolve with the root first, each with its language, direction, label and route prefix', () => {
    const config = validateConfig({ locales: { fr: { label: 'Français' }, root: { lang: 'en' }, 'pt-br': {}, ar: { title: 'وثائق' }, he: { lang: 'he', dir: 'ltr' } } });
    expect(config.locales.map(({ key, prefix, lang, dir, label }) => ({ key, prefix, lang, dir, label }))).toEqual([
      { key: 'root', prefix: '', lang: 'en', dir: 'ltr', label: 'English' },
      { key: 'fr', prefix: '/fr', lang: 'fr', dir: 'ltr', label: 'Français' },
      { key: 'pt-br', prefix: '/pt-br', lang: 'pt-BR', dir: 'ltr', label: 'Português (Brasil)' },
      { key: 'ar', prefix: '/ar', lang: 'ar', dir: 'rtl', label: 'العربية' },
      { key: 'he', prefix: '/he', lang: 'he', dir: 'ltr', label: 'עברית' },
    ]);
    expect(config.locales[3]!.title).toBe('وثائق');
    expect(config.localeFallback).toBe(true);
  });

  test('a locale’s options are resolved like the site’s', () => {
    const [, fr] = resolveLocales({ root: {}, fr: { sidebar: [{ text: 'A', link: '/a' }], banner: 'Salut', search: { fuzzy: 0 }, editLink: { pattern: 'x/:path' } } });
    expect(fr!.sidebar).toEqual({ '/': { backLink: false, items: [{ text: 'A', link: '/a' }] } });
    expect(fr!.banner).toEqual({ content: 'Salut', dismissable: true });
    expect(fr!.search).toEqual({ boost: { title: 4, text: 2, titles: 1 }, fuzzy: 0, prefix: true, maxFuzzy: 2, combineWith: 'or' });
    expect(fr!.editLink).toEqual({ pattern: 'x/:path' });
  });

  test('directions from the script', () => {
    expect(['ar', 'he', 'fa', 'ur', 'yi', 'en', 'ja', 'ru', 'az-Arab'].map(textDirection)).toEqual(['rtl', 'rtl', 'rtl', 'rtl', 'rtl', 'ltr', 'ltr', 'ltr', 'rtl']);
  });

  test('every mistake named, with what was meant', () => {
    expect(messages({ locales: { fr: {} } })).toEqual(['locales.root: expected the root locale: the language of the pages at the top of pages/, found nothing (add root: { lang: \'en\', label: \'English\' })']);
    expect(messages({ locales: { root: {}, fr: { lable: 'Français' } } })).toEqual(['locales.fr.lable: unknown key (did you mean "label"?)']);
    expect(messages({ locales: { root: {}, fr: { lang: 'not a tag!' } } })).toEqual(['locales.fr.lang: expected a BCP 47 language tag such as "fr" or "pt-BR", found the string "not a tag!"']);
    expect(messages({ locales: { root: {}, fr: { dir: 'up' } } })).toEqual(['locales.fr.dir: expected one of "ltr" or "rtl", found the string "up"']);
    expect(messages({ locales: { root: {}, docs_fr: {} } })).toEqual(['locales.docs_fr.lang: expected a language tag (the key "docs_fr" is not one), found nothing (e.g. lang: "fr")']);
    expect(messages({ locales: { root: {}, _fr: { lang: 'fr' } } })[0]).toMatch(/^locales\._fr: expected "root" or a folder name such as "fr" as the key, found the string "_fr"/);
    expect(messages({ locales: { root: {}, docsgen: { lang: 'fr' } } })[0]).toMatch(/^locales\.docsgen: expected a locale other than the generated files' folder "docsgen"/);
    expect(messages({ locales: { root: {}, fr: { sidebar: [{ link: '/x' }] } } })).toEqual(['locales.fr.sidebar[0].text: expected a string, found nothing']);
  });
});

describe('translations', () => {
  test('any of the theme’s strings, by language', () => {
    const config = validateConfig({ translations: { 'pt-br': { editPage: 'Editar' }, fr: { searchNoResults: 'Rien pour « {query} »' } } });
    expect(config.translations).toEqual({ 'pt-BR': { editPage: 'Editar' }, fr: { searchNoResults: 'Rien pour « {query} »' } });
  });

  test('a string keeps its placeholders; an unknown one is named with the closest', () => {
    expect(messages({ translations: { fr: { searchNoResults: 'Rien' } } })).toEqual([
      'translations.fr.searchNoResults: expected a string with {query} (as "No results for "{query}""), found the string "Rien"',
    ]);
    expect(messages({ translations: { fr: { editpage: 'Modifier' } } })).toEqual(['translations.fr.editpage: unknown key (did you mean "editPage"?)']);
    expect(messages({ translations: { 'not a tag!': {} } })[0]).toMatch(/^translations\["not a tag!"\]: expected a BCP 47 language tag/);
  });
});
