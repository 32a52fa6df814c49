import { describe, expect, test } from 'vitest';
import { validateConfig } from '../../../config/validate.js';
import {
  configForLocale,
  languageLinks,
  linkInLocale,
  localeOfRoute,
  localeRoute,
  openGraphLocale,
  routeInLocale,
  routeWithinLocale,
} from '../../../theme/shared/locales.js';

const config = validateConfig({
  title: 'Docs',
  description: 'About it',
  sidebar: { '/': [{ text: 'Intro', link: '/' }, { text: 'Guide', link: '/guide#start', items: [{ text: 'Far', link: 'https://x.dev' }] }], '/api': [{ text: 'API', link: '/api' }] },
  topNav: [{ text: 'Guide', link: '/guide', match: '/guide' }],
  locales: {
    root: { label: 'English' },
    fr: { title: 'Doc', sidebar: [{ text: 'Guide', link: '/guide' }, { text: 'Árabe', link: '/ar/guide' }] },
    'pt-br': { lang: 'pt-BR' },
    ar: {},
  },
});
const [root, fr, pt, ar] = config.locales;

describe('the locales of a route', () => {
  test('a route belongs to the locale whose prefix starts it, whole segments only', () => {
    expect(localeOfRoute(config.locales, '/')).toBe(root);
    expect(localeOfRoute(config.locales, '/fr')).toBe(fr);
    expect(localeOfRoute(config.locales, '/fr/guide')).toBe(fr);
    expect(localeOfRoute(config.locales, '/french')).toBe(root);
    expect(localeOfRoute(config.locales, '/pt-br/x')).toBe(pt);
    expect(localeOfRoute(undefined, '/fr').key).toBe('root');
  });

  test('the same page in another locale', () => {
    expect(routeWithinLocale('/fr/guide', fr!)).toBe('/guide');
    expect(routeWithinLocale('/fr', fr!)).toBe('/');
    expect(localeRoute(fr!, '/')).toBe('/fr');
    expect(localeRoute(root!, '/guide')).toBe('/guide');
    expect(routeInLocale(config.locales, '/fr/guide/a', ar!)).toBe('/ar/guide/a');
    expect(routeInLocale(config.locales, '/ar', root!)).toBe('/');
  });

  test('config links are read in the locale, unless they name a locale already', () => {
    expect(linkInLocale('/guide#start', fr!, config.locales)).toBe('/fr/guide#start');
    expect(linkInLocale('/', fr!, config.locales)).toBe('/fr');
    expect(linkInLocale('/?q=1', fr!, config.locales)).toBe('/fr?q=1');
    expect(linkInLocale('/pt-br/guide', fr!, config.locales)).toBe('/pt-br/guide');
    expect(linkInLocale('/ar/x', fr!, config.locales)).toBe('/ar/x');
    expect(linkInLocale('https://x.dev', fr!, config.locales)).toBe('https://x.dev');
    expect(linkInLocale('/guide', root!, config.locales)).toBe('/guide');
  });

  test('Open Graph locales', () => {
    expect(openGraphLocale('fr')).toBe('fr_FR');
    expect(openGraphLocale('pt-BR')).toBe('pt_BR');
    expect(openGraphLocale('ja')).toBe('ja_JP');
    expect(openGraphLocale('en')).toBe('en_US');
  });
});

describe('the config a locale renders with', () => {
  test('its own title (and the template made from it), sidebar and links in the locale', () => {
    const view = configForLocale(config, fr!);
    expect(view.title).toBe('Doc');
    expect(view.titleTemplate).toBe('%s – Doc');
    expect(view.description).toBe('About it');
    expect(view.sidebar).toEqual({ '/fr': { backLink: false, items: [{ text: 'Guide', link: '/fr/guide' }, { text: 'Árabe', link: '/ar/guide' }] } });
    expect(view.topNav).toEqual([{ text: 'Guide', link: '/fr/guide', match: '/fr/guide' }]);
    // The same object for every page of the locale.
    expect(configForLocale(config, fr!)).toBe(view);
  });

  test('the site’s sidebar where the locale has none, its prefixes and links moved into the locale', () => {
    const view = configForLocale(config, ar!);
    expect(view.title).toBe('Docs');
    expect(Object.keys(view.sidebar)).toEqual(['/ar', '/ar/api']);
    expect(view.sidebar['/ar']!.items[1]).toEqual({ text: 'Guide', link: '/ar/guide#start', items: [{ text: 'Far', link: 'https://x.dev' }] });
    expect(configForLocale(config, root!).sidebar).toEqual(config.sidebar);
  });

  test('a template the site wrote stays', () => {
    const own = validateConfig({ title: 'Docs', titleTemplate: '%s | Docs', locales: { root: {}, fr: { title: 'Doc' } } });
    expect(configForLocale(own, own.locales[1]!).titleTemplate).toBe('%s | Docs');
  });
});

describe('the language picker', () => {
  const hrefs = (links: ReturnType<typeof languageLinks>) => Object.fromEntries(links.map((link) => [link.locale.key, link.route]));

  test('the same page where a locale has it, built from the root locale’s when it is not translated', () => {
    expect(hrefs(languageLinks(config, '/fr/guide', ['root', 'fr']))).toEqual({ root: '/guide', fr: '/fr/guide', 'pt-br': '/pt-br/guide', ar: '/ar/guide' });
    expect(languageLinks(config, '/fr/guide', ['root', 'fr']).map((link) => link.current)).toEqual([false, true, false, false]);
  });

  test('the locale’s home where it has no such page', () => {
    expect(hrefs(languageLinks(config, '/fr/glossaire', ['fr']))).toEqual({ root: '/', fr: '/fr/glossaire', 'pt-br': '/pt-br', ar: '/ar' });
    const noFallbacks = { ...config, localeFallback: false };
    expect(hrefs(languageLinks(noFallbacks, '/guide', ['root', 'fr']))).toEqual({ root: '/guide', fr: '/fr/guide', 'pt-br': '/pt-br', ar: '/ar' });
  });

  test('a page with no known translations (the not-found page) leads to every home', () => {
    expect(hrefs(languageLinks(config, '/404', undefined))).toEqual({ root: '/', fr: '/fr', 'pt-br': '/pt-br', ar: '/ar' });
  });
});
