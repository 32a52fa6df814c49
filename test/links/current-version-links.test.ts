// `current:/route`, the link to the current version's page from any version (theme/shared/links.ts):
// what it names, where the link check looks for it (never moved into the version of the page or
// navigation it is written in), what the checks say when it leads nowhere, and how the theme
// writes it in a version's navigation (under the site's base path, not the version's).
import { describe, expect, it } from 'vitest';
import { configLinks } from '../../compiler/links/config-links.js';
import { configFoundLinks, judgeLinks, pageFoundLinks } from '../../compiler/links/judge-links.js';
import { configLinkTarget, pageLinkTarget } from '../../compiler/links/resolve-target.js';
import { createSiteMap } from '../../compiler/links/site-map.js';
import type { VerdictContext } from '../../compiler/links/verdict.js';
import { validateConfig } from '../../config/validate.js';
import { renderLink } from '../../theme/components/nav-links.js';
import { currentVersionPath, isCurrentVersionLink } from '../../theme/shared/links.js';
import { linkInLocale } from '../../theme/shared/locales.js';

const raw = {
  sidebar: [{ text: 'Guide', link: '/guide' }],
  locales: { root: {}, fr: { label: 'Français' } },
  versions: { current: { label: 'v5' }, v4: { sidebar: [{ text: 'Old guide', link: '/guide' }, { text: 'Moving to v5', link: 'current:/migrating#packages' }] } },
};
const config = validateConfig(raw);
const versions = config.versions!;
const ROUTES = ['/', '/guide', '/migrating', '/fr', '/fr/guide', '/fr/migrating', '/v4', '/v4/guide', '/v4/legacy', '/v4/fr', '/v4/fr/guide'];
const context: VerdictContext = {
  site: createSiteMap(ROUTES, []),
  idsOf: (route) => (route.endsWith('migrating') ? ['packages'] : []),
  basePath: '',
  versions,
};
const V4_PAGE = { filePath: '/site/versions/v4/pages/guide.mdx', relativePath: 'versions/v4/pages/guide.mdx', route: '/v4/guide', version: { prefix: '/v4', prefixes: ['/v4'], siteRoot: '/site/versions/v4' } };
const judgedIn = (page: typeof V4_PAGE, hrefs: string[]) => judgeLinks(pageFoundLinks({ page, links: hrefs.map((href, i) => ({ href, line: i + 1, column: 1 })) }, '/site'), context, () => false).broken;

describe('what `current:` names', () => {
  it('the route after it, with its query and hash; nothing for a link that is not one, or whose rest is no route', () => {
    expect(currentVersionPath('current:/migrating#packages')).toBe('/migrating#packages');
    expect(currentVersionPath('current:/')).toBe('/');
    expect(currentVersionPath('Current:/guide?x=1')).toBe('/guide?x=1');
    expect(currentVersionPath('/current/guide')).toBeUndefined();
    expect(currentVersionPath('current:guide')).toBeUndefined();
    expect(currentVersionPath('current://evil.example')).toBeUndefined();
    expect(currentVersionPath('current:')).toBeUndefined();
    expect(isCurrentVersionLink('current:guide')).toBe(true);
    expect(isCurrentVersionLink('currently:/x')).toBe(false);
  });

  it('as a page link and as a config link: the current version’s route, marked so', () => {
    expect(pageLinkTarget('current:/migrating.mdx#packages', '/v4/guide')).toEqual({ kind: 'path', path: '/migrating', hash: 'packages', current: true });
    expect(pageLinkTarget('current:/', '/v4/guide')).toEqual({ kind: 'path', path: '/', hash: '', current: true });
    expect(configLinkTarget('current:/migrating?x#packages')).toEqual({ kind: 'path', path: '/migrating', hash: 'packages', current: true });
    expect(pageLinkTarget('current:migrating', '/v4/guide')).toEqual({ kind: 'bad-current' });
    expect(configLinkTarget('current:migrating')).toEqual({ kind: 'bad-current' });
  });
});

describe('the link check', () => {
  it('judges a link of a v4 page against the current version’s pages, not moved into v4', () => {
    const found = pageFoundLinks({ page: V4_PAGE, links: [{ href: 'current:/migrating#packages', line: 3, column: 5 }, { href: '/legacy', line: 4, column: 1 }] }, '/site');
    expect(found.map((link) => link.target)).toEqual([
      { kind: 'path', path: '/migrating', hash: 'packages', current: true },
      { kind: 'path', path: '/v4/legacy', hash: '' },
    ]);
    expect(judgedIn(V4_PAGE, ['current:/migrating#packages', 'current:/fr/guide', 'current:/'])).toEqual([]);
  });

  it('a page the current version does not have, a missing anchor, another version’s page, no route: each broken, with a hint written as current:', () => {
    expect(judgedIn(V4_PAGE, ['current:/legacy', 'current:/migratin', 'current:/migrating#packagez', 'current:/v4/guide', 'current:guide']).map(({ line, href, message }) => ({ line, href, message }))).toEqual([
      // /v4/legacy is v4's: never a guess for the current version.
      { line: 1, href: 'current:/legacy', message: expect.stringMatching(/^no such page in the current version( \(did you mean current:\/[^v]\S*\?\))?$/) },
      { line: 2, href: 'current:/migratin', message: 'no such page in the current version (did you mean current:/migrating?)' },
      { line: 3, href: 'current:/migrating#packagez', message: 'no #packagez on /migrating (did you mean #packages?)' },
      { line: 4, href: 'current:/v4/guide', message: 'not a page of the current version: /v4/guide is version "v4"\'s (link to it as /v4/guide, without current:)' },
      { line: 5, href: 'current:guide', message: 'a link to the current version is current: then the route from the site root (current:/guide)' },
    ]);
  });

  it('a version’s navigation: its `current:` links stay as written (in a locale, read in it), and are judged in the current version', () => {
    const links = configLinks(raw, 'pages/index.mdx', config.locales, versions).filter((link) => link.href.startsWith('current:'));
    expect(links).toEqual([
      { href: 'current:/migrating#packages', keyPath: 'versions.v4.sidebar[1].link (on the pages of version "v4")' },
      { href: 'current:/fr/migrating#packages', keyPath: 'versions.v4.sidebar[1].link (on the pages of version "v4", locale "fr")' },
    ]);
    expect(judgeLinks(configFoundLinks(links, 'docsgen.config.ts'), context, () => false).broken).toEqual([]);
    const broken = configFoundLinks([{ href: 'current:/migratng', keyPath: 'versions.v4.sidebar[1].link' }], 'docsgen.config.ts');
    expect(judgeLinks(broken, context, () => false).broken).toEqual([
      { file: 'docsgen.config.ts', keyPath: 'versions.v4.sidebar[1].link', href: 'current:/migratng', reason: 'no-page', message: 'no such page in the current version (did you mean current:/migrating?)' },
    ]);
  });
});

describe('the theme', () => {
  it('writes a navigation link to the current version under the site’s base path, whatever the version’s', () => {
    expect(renderLink('current:/migrating#packages', '/docs/v4', '/docs')).toEqual({ href: '/docs/migrating#packages', external: false });
    expect(renderLink('current:/', '/docs/v4', '/docs')).toEqual({ href: '/docs/', external: false });
    expect(renderLink('/guide', '/docs/v4', '/docs')).toEqual({ href: '/docs/v4/guide', external: false });
    // The current version's own pages: the site's base path is theirs.
    expect(renderLink('current:/migrating', '/docs')).toEqual({ href: '/docs/migrating', external: false });
  });

  it('reads it in a locale as any navigation link', () => {
    const fr = config.locales.find((locale) => locale.key === 'fr')!;
    expect(linkInLocale('current:/guide#x', fr, config.locales)).toBe('current:/fr/guide#x');
    expect(linkInLocale('current:/fr/guide', fr, config.locales)).toBe('current:/fr/guide');
    expect(linkInLocale('current:guide', fr, config.locales)).toBe('current:guide');
  });
});
