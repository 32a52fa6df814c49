import { describe, expect, test } from 'vitest';
import { validateConfig } from '../../../config/validate.js';
import type { PageFile } from '../../../compiler/pages/discover.js';
import { localePages } from '../../../compiler/pages/locale-pages.js';

const page = (route: string, file = `pages${route === '/' ? '/index' : route}.mdx`): PageFile => ({ filePath: `/site/${file}`, relativePath: file, route });
const files = [page('/'), page('/guide'), page('/only-en'), page('/404'), page('/fr', 'pages/fr/index.mdx'), page('/fr/guide'), page('/fr/seul'), page('/ja/guide')];
const config = validateConfig({ locales: { root: {}, fr: {}, ja: {} } });

describe('localePages', () => {
  test('a site of one language gets its pages as they are', () => {
    expect(localePages(files, validateConfig({}))).toEqual(files);
  });

  test('each page learns which locales have it, and the root pages a locale lacks are built there', () => {
    const pages = localePages(files, config);
    const byRoute = Object.fromEntries(pages.map((p) => [p.route, { file: p.relativePath, translations: p.translations, fallback: p.fallback }]));
    expect(byRoute).toEqual({
      '/': { file: 'pages/index.mdx', translations: ['root', 'fr'], fallback: undefined },
      '/guide': { file: 'pages/guide.mdx', translations: ['root', 'fr', 'ja'], fallback: undefined },
      '/only-en': { file: 'pages/only-en.mdx', translations: ['root'], fallback: undefined },
      // The not-found page is no page of a locale.
      '/404': { file: 'pages/404.mdx', translations: undefined, fallback: undefined },
      '/fr': { file: 'pages/fr/index.mdx', translations: ['root', 'fr'], fallback: undefined },
      '/fr/guide': { file: 'pages/fr/guide.mdx', translations: ['root', 'fr', 'ja'], fallback: undefined },
      '/fr/seul': { file: 'pages/fr/seul.mdx', translations: ['fr'], fallback: undefined },
      '/ja/guide': { file: 'pages/ja/guide.mdx', translations: ['root', 'fr', 'ja'], fallback: undefined },
      '/fr/only-en': { file: 'pages/only-en.mdx', translations: ['root'], fallback: true },
      '/ja': { file: 'pages/index.mdx', translations: ['root', 'fr'], fallback: true },
      '/ja/only-en': { file: 'pages/only-en.mdx', translations: ['root'], fallback: true },
    });
  });

  test('without fallbacks, only the pages of the site', () => {
    expect(localePages(files, { ...config, localeFallback: false }).map((p) => p.route)).toEqual(files.map((p) => p.route));
  });
});
