// The version layer's pure functions: which version a route is in, routes within and across
// versions, the links a page of an earlier version writes, the picker's links and the config and
// page list a version's page renders with.
import { describe, expect, test } from 'vitest';
import { validateConfig } from '../../../config/validate.js';
import type { PageSummary } from '../../../theme/shared/page-types.js';
import { configForVersion, latestEquivalent, linkBasePath, pagesOfVersion, routeWithinVersion, versionLinks, versionOfRoute, versionRoute } from '../../../theme/shared/versions.js';

const config = validateConfig({
  title: 'Docs',
  basePath: '/docs',
  sidebar: [{ text: 'Guide', link: '/guide' }],
  versions: { current: { label: 'v5' }, v4: { git: 'v4.0.8', title: 'Docs v4', sidebar: [{ text: 'Old guide', link: '/old' }] }, 'v4.1': {} },
});
const versions = config.versions!;
const [current, v4, v41] = versions as [(typeof versions)[0], (typeof versions)[0], (typeof versions)[0]];

describe('routes and versions', () => {
  test('a route is in the version whose prefix starts it (a whole segment), else in the current one', () => {
    expect(versionOfRoute(versions, '/v4/guide')).toBe(v4);
    expect(versionOfRoute(versions, '/v4')).toBe(v4);
    expect(versionOfRoute(versions, '/v4.1/guide')).toBe(v41);
    expect(versionOfRoute(versions, '/v4x/guide')).toBe(current);
    expect(versionOfRoute(versions, '/guide')).toBe(current);
    expect(versionOfRoute(undefined, '/v4/guide')).toBeUndefined();
  });

  test('within a version and back', () => {
    expect(routeWithinVersion('/v4/guide', v4)).toBe('/guide');
    expect(routeWithinVersion('/v4', v4)).toBe('/');
    expect(routeWithinVersion('/guide', current)).toBe('/guide');
    expect(versionRoute(v4, '/')).toBe('/v4');
    expect(versionRoute(v4, '/fr/guide')).toBe('/v4/fr/guide');
    expect(versionRoute(current, '/guide')).toBe('/guide');
  });

  test('an absolute link in a page of an earlier version leads into it, unless it names a version itself', () => {
    expect(linkBasePath('/docs', v4, versions, '/core/createStore')).toBe('/docs/v4');
    expect(linkBasePath('/docs', v4, versions, '/v4.1/guide')).toBe('/docs');
    expect(linkBasePath('/docs', v4, versions, '/v4/guide#x')).toBe('/docs');
    // Relative links resolve against the page's route, which has the prefix already.
    expect(linkBasePath('/docs', v4, versions, './install')).toBe('/docs');
    expect(linkBasePath('/docs', v4, versions, '//cdn.example.com/x')).toBe('/docs');
    expect(linkBasePath('/docs', current, versions, '/core/createStore')).toBe('/docs');
  });
});

describe('the version picker and the latest page', () => {
  test('the same page in each version that has it, else that version’s home', () => {
    expect(versionLinks(versions, '/v4/guide', ['current', 'v4']).map(({ version, route, samePage, current }) => [version.key, route, samePage, current])).toEqual([
      ['current', '/guide', true, false],
      ['v4', '/v4/guide', true, true],
      ['v4.1', '/v4.1', false, false],
    ]);
    // The not-found page belongs to no version: every home.
    expect(versionLinks(versions, '/404', undefined).map((link) => link.route)).toEqual(['/', '/v4', '/v4.1']);
  });

  test('the latest equivalent exists only when the current version has the page', () => {
    expect(latestEquivalent(versions, '/v4/fr/guide', ['current', 'v4'])).toBe('/fr/guide');
    expect(latestEquivalent(versions, '/v4/legacy', ['v4'])).toBeUndefined();
  });
});

describe('what a page of an earlier version renders with', () => {
  test('the config: the base path plus the prefix, the version’s own options over the site’s', () => {
    const view = configForVersion(config, v4);
    expect(view.basePath).toBe('/docs/v4');
    expect(view.title).toBe('Docs v4');
    expect(view.titleTemplate).toBe('%s – Docs v4');
    expect(view.sidebar['/']!.items[0]!.link).toBe('/old');
    expect(configForVersion(config, v4)).toBe(view);
    expect(configForVersion(config, v41).sidebar).toBe(config.sidebar);
    expect(configForVersion(config, current)).toBe(config);
  });

  test('the page list: its version’s pages at their routes within it, reading through to the entries', () => {
    const read: string[] = [];
    const page = (path: string, title: string): PageSummary => {
      const entry = { path, title, type: 'mdx', filePath: `pages${path}.mdx`, frontmatter: {} } as PageSummary;
      return new Proxy(entry, { get: (target, key) => (read.push(String(key)), target[key as keyof PageSummary]) });
    };
    const pages = [page('/', 'Home'), page('/guide', 'Guide'), page('/v4', 'Old home'), page('/v4/legacy', 'Legacy'), page('/v4.1', 'Home 4.1')];
    const list = pagesOfVersion(pages, v4, versions);
    expect(list.map((entry) => [entry.path, entry.title])).toEqual([['/', 'Old home'], ['/legacy', 'Legacy']]);
    expect(pagesOfVersion(pages, current, versions).map((entry) => entry.path)).toEqual(['/', '/guide']);
    read.length = 0;
    void pagesOfVersion(pages, v4, versions)[0]!.title;
    // Taken from the lists already made (the same entries): the first entry's path is read so the
    // build records that the render depends on the pages' paths.
    expect(read).toEqual(['path', 'title']);
  });

  test('the page list is made once per list of entries, a fresh array for each render', () => {
    const pages = ['/', '/guide', '/v4', '/v4/legacy'].map((path) => ({ path, title: path, type: 'mdx', filePath: `pages${path}.mdx`, frontmatter: {} }) as PageSummary);
    const reads: string[] = [];
    const watched = pages.map((entry) => new Proxy(entry, { get: (target, key) => (reads.push(`${target.path} ${String(key)}`), target[key as keyof PageSummary]) }));
    const first = pagesOfVersion(watched.slice(), v4, versions);
    reads.length = 0;
    const again = pagesOfVersion(watched.slice(), v4, versions);
    expect(again).not.toBe(first);
    expect(again.map((entry) => entry.path)).toEqual(['/', '/legacy']);
    // Not filtered again: only the first entry's path is read (what the build's tracking needs).
    expect(reads).toEqual(['/ path']);
    // Other entries (a page added, or the same paths in new objects): made again from them.
    const added = [...watched, { path: '/v4/new', title: 'New', type: 'mdx', filePath: 'pages/v4/new.mdx', frontmatter: {} } as PageSummary];
    expect(pagesOfVersion(added, v4, versions).map((entry) => entry.path)).toEqual(['/', '/legacy', '/new']);
    const renamed = pages.map((entry) => ({ ...entry, path: entry.path === '/v4/legacy' ? '/v4/renamed' : entry.path }));
    expect(pagesOfVersion(renamed, v4, versions).map((entry) => entry.path)).toEqual(['/', '/renamed']);
  });
});
