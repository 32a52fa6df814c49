import { describe, expect, test } from 'vitest';
import { configLinks } from '../../compiler/links/config-links.js';
import { pageFoundLinks } from '../../compiler/links/judge-links.js';
import { formatLinkWarning, localeLinkWarnings } from '../../compiler/links/locale-links.js';
import { createSiteMap } from '../../compiler/links/site-map.js';
import { validateConfig } from '../../config/validate.js';

const config = validateConfig({ locales: { root: {}, fr: { label: 'Français' } } });
const site = createSiteMap(['/', '/guide', '/api', '/fr', '/fr/guide'], ['file.pdf']);
const links = (route: string, hrefs: string[], file = `pages${route}.mdx`) =>
  pageFoundLinks({ page: { filePath: `/site/${file}`, relativePath: file, route }, links: hrefs.map((href, i) => ({ href, line: i + 1, column: 3 })) }, '/site');

describe('links that leave their locale', () => {
  test('a French page’s link to the English page the French pages have: a warning with the fix', () => {
    const warnings = localeLinkWarnings(links('/fr/guide', ['/guide#install', '/api', '/fr', '/file.pdf', 'https://x.dev', './']), site, config.locales);
    expect(warnings).toEqual([
      { file: 'pages/fr/guide.mdx', line: 1, column: 3, href: '/guide#install', message: 'leads out of the Français pages (locale "fr") to English: /fr/guide is the same page in this locale', suggestion: '/fr/guide#install' },
    ]);
    expect(formatLinkWarning(warnings[0]!)).toBe('pages/fr/guide.mdx:1:3  /guide#install  leads out of the Français pages (locale "fr") to English: /fr/guide is the same page in this locale (did you mean /fr/guide#install?)');
  });

  test('the root locale’s pages may link anywhere; a site of one language has no such warning', () => {
    expect(localeLinkWarnings(links('/guide', ['/fr/guide']), site, config.locales)).toEqual([]);
    expect(localeLinkWarnings(links('/fr/guide', ['/guide']), site, validateConfig({}).locales)).toEqual([]);
  });
});

describe('the config’s links in each locale', () => {
  test('a locale’s own navigation by its key path, the site’s as the locale shows it', () => {
    const raw = { sidebar: [{ text: 'Guide', link: '/guide' }], topNav: [{ text: 'API', link: '/api' }], locales: { root: {}, fr: { sidebar: [{ text: 'Guide', link: '/guide' }, { text: 'Japonais', link: '/ja' }] }, 'pt-br': {} } };
    const resolved = validateConfig(raw);
    expect(configLinks(raw, undefined, resolved.locales)).toEqual([
      { href: '/guide', keyPath: 'sidebar[0].link' },
      { href: '/api', keyPath: 'topNav[0].link' },
      { href: '/fr/guide', keyPath: 'locales.fr.sidebar[0].link' },
      { href: '/fr/ja', keyPath: 'locales.fr.sidebar[1].link' },
      { href: '/fr/api', keyPath: 'topNav[0].link (on the pages of locale "fr")' },
      { href: '/pt-br/guide', keyPath: 'sidebar[0].link (on the pages of locale "pt-br")' },
      { href: '/pt-br/api', keyPath: 'topNav[0].link (on the pages of locale "pt-br")' },
    ]);
  });
});
