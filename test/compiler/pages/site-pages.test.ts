// A site's pages across its versions: the working tree's, a folder version's and a git tag's
// (read without touching the working tree), each at its prefix, each knowing which versions have it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { validateConfig } from '../../../config/validate.js';
import { DocsgenError } from '../../../compiler/errors/docsgen-error.js';
import { sitePages } from '../../../compiler/pages/site-pages.js';
import { makeVersionedSite } from '../../support/versioned-site.js';

const VERSIONS = { current: { label: 'v3' }, v2: { label: 'v2' }, v1: { label: 'v1', git: 'v1.0' } };
let root: string;

beforeAll(async () => {
  root = await makeVersionedSite('site-pages-versions');
});

const status = () => execFileSync('git', ['status', '--porcelain', '--ignored'], { cwd: root, encoding: 'utf8' });

describe('sitePages with versions', () => {
  test('every version’s pages at its prefix, with the versions that have each page', () => {
    const before = status();
    const { pages, problems } = sitePages(root, validateConfig({ versions: VERSIONS }));
    expect(problems).toEqual([]);
    const shown = Object.fromEntries(pages.map((page) => [page.route, [page.relativePath, page.versions]]));
    expect(shown).toEqual({
      '/': ['pages/index.mdx', ['current', 'v2', 'v1']],
      '/guide': ['pages/guide.mdx', ['current', 'v2', 'v1']],
      '/new-feature': ['pages/new-feature.mdx', ['current']],
      '/v2': ['versions/v2/pages/index.mdx', ['current', 'v2', 'v1']],
      '/v2/guide': ['versions/v2/pages/guide.mdx', ['current', 'v2', 'v1']],
      '/v1': ['.docsgen-cache/versions/v1/pages/index.mdx', ['current', 'v2', 'v1']],
      '/v1/guide': ['.docsgen-cache/versions/v1/pages/guide.mdx', ['current', 'v2', 'v1']],
      '/v1/legacy': ['.docsgen-cache/versions/v1/pages/legacy.mdx', ['v1']],
    });
    // The tag's files, as the tag holds them (and the component its page imports).
    expect(readFileSync(join(root, '.docsgen-cache/versions/v1/pages/guide.mdx'), 'utf8')).toContain('frobnicate');
    expect(readFileSync(join(root, '.docsgen-cache/versions/v1/components/Badge.tsx'), 'utf8')).toContain('badge-v1');
    // Links of an earlier version's page lead into it; its site folder is its copy.
    const v1Guide = pages.find((page) => page.route === '/v1/guide')!;
    expect(v1Guide.version).toEqual({ prefix: '/v1', prefixes: ['/v2', '/v1'], siteRoot: join(root, '.docsgen-cache/versions/v1'), site: root });
    // The current version's pages know the versions too (a page compiles once for every version: mdx/version-neutral.ts).
    expect(pages.find((page) => page.route === '/guide')!.version).toEqual({ prefix: '', prefixes: ['/v2', '/v1'], siteRoot: root, site: root });
    // Nothing of the working tree changed: only the (untracked) cache folder is new.
    expect(status().split('\n').filter((line) => line && !line.includes('.docsgen-cache')).join('\n')).toBe(before.split('\n').filter((line) => line && !line.includes('.docsgen-cache')).join('\n'));
  });

  test('the copy is written again when it is not what was written, or its marker does not hold', () => {
    sitePages(root, validateConfig({ versions: VERSIONS }));
    const marker = join(root, '.docsgen-cache/versions/v1/.docsgen-version.json');
    const extra = join(root, '.docsgen-cache/versions/v1/pages/extra.mdx');
    // A file put into the copy is never a page: the copy no longer holds (git-version.ts), and is written again without it.
    writeFileSync(extra, '# Extra\n');
    expect(sitePages(root, validateConfig({ versions: VERSIONS })).pages.some((page) => page.route === '/v1/extra')).toBe(false);
    expect(existsSync(extra)).toBe(false);
    // A marker written by hand (unsealed, another tree): written again, and sealed.
    writeFileSync(marker, '{"format":2,"tree":"0000","times":[],"files":[]}');
    expect(sitePages(root, validateConfig({ versions: VERSIONS })).pages.some((page) => page.route === '/v1/guide')).toBe(true);
    expect(readFileSync(marker, 'utf8')).toMatch(/^docsgen-sealed-json 1 /);
  });

  test('last-updated times of a git version are its commits’ at the tag', () => {
    const { times } = sitePages(root, validateConfig({ versions: VERSIONS }));
    const tagTime = Number(execFileSync('git', ['log', '-1', '--format=%ct', 'v1.0'], { cwd: root, encoding: 'utf8' }).trim()) * 1000;
    expect(times.get(join(root, '.docsgen-cache/versions/v1/pages/legacy.mdx'))).toBe(tagTime);
  });

  test('a ref git does not know, and a folder version without pages, are usage errors naming the version', () => {
    const unknown = () => sitePages(root, validateConfig({ versions: { v0: { git: 'v0.9' } } }));
    expect(unknown).toThrow(DocsgenError);
    expect(unknown).toThrow('config versions.v0.git: git knows no tag, branch or commit "v0.9"');
    expect(() => sitePages(root, validateConfig({ versions: { v9: {} } }))).toThrow('version "v9": no pages/ folder in the folder versions/v9/');
  });

  test('several git versions are read together; one that cannot be read still says what is wrong with it', () => {
    // Two names of the same tag, in a site that is a subfolder of its repository: each version its copy, with the tag's pages.
    const both = { current: { label: 'v3' }, v1: { git: 'v1.0' }, again: { git: 'refs/tags/v1.0' } };
    const { pages } = sitePages(root, validateConfig({ versions: both }));
    expect(pages.filter((page) => page.route.endsWith('/legacy')).map((page) => [page.route, page.relativePath])).toEqual([
      ['/v1/legacy', '.docsgen-cache/versions/v1/pages/legacy.mdx'],
      ['/again/legacy', '.docsgen-cache/versions/again/pages/legacy.mdx'],
    ]);
    // A ref git does not know, after one it knows; a ref naming a file rather than a commit.
    expect(() => sitePages(root, validateConfig({ versions: { ...both, v0: { git: 'v0.9' } } }))).toThrow('config versions.v0.git: git knows no tag, branch or commit "v0.9"');
    const blob = execFileSync('git', ['rev-parse', 'v1.0:./pages/guide.mdx'], { cwd: root, encoding: 'utf8' }).trim();
    expect(() => sitePages(root, validateConfig({ versions: { ...both, file: { git: blob } } }))).toThrow(`config versions.file.git: git knows no tag, branch or commit "${blob}"`);
  });

  test('a page of the working tree where a version’s prefix is collides with that version’s page', () => {
    writeFileSync(join(root, 'pages/v2.mdx'), '# Not a version\n');
    try {
      const { problems } = sitePages(root, validateConfig({ versions: VERSIONS }));
      expect(problems.map((problem) => problem.message)).toEqual(['pages/v2.mdx and versions/v2/pages/index.mdx both have the route /v2']);
    } finally {
      rmSync(join(root, 'pages/v2.mdx'));
    }
  });

  test('locales work within each version: /<version>/<locale>/…, translations and fallbacks per version', () => {
    mkdirSync(join(root, 'versions/v2/pages/fr'), { recursive: true });
    writeFileSync(join(root, 'versions/v2/pages/fr/guide.mdx'), '# Guide (fr)\n');
    mkdirSync(join(root, 'pages/fr'), { recursive: true });
    writeFileSync(join(root, 'pages/fr/index.mdx'), '# Accueil\n');
    try {
      const config = validateConfig({ locales: { root: {}, fr: {} }, versions: { current: {}, v2: {} } });
      const pages = sitePages(root, config).pages;
      const shown = Object.fromEntries(pages.map((page) => [page.route, [page.relativePath, page.translations, page.fallback ?? false, page.versions]]));
      expect(shown).toEqual({
        '/': ['pages/index.mdx', ['root', 'fr'], false, ['current', 'v2']],
        '/fr': ['pages/fr/index.mdx', ['root', 'fr'], false, ['current', 'v2']],
        '/guide': ['pages/guide.mdx', ['root'], false, ['current', 'v2']],
        '/new-feature': ['pages/new-feature.mdx', ['root'], false, ['current']],
        '/fr/guide': ['pages/guide.mdx', ['root'], true, ['current', 'v2']],
        '/fr/new-feature': ['pages/new-feature.mdx', ['root'], true, ['current']],
        '/v2': ['versions/v2/pages/index.mdx', ['root'], false, ['current', 'v2']],
        '/v2/guide': ['versions/v2/pages/guide.mdx', ['root', 'fr'], false, ['current', 'v2']],
        '/v2/fr/guide': ['versions/v2/pages/fr/guide.mdx', ['root', 'fr'], false, ['current', 'v2']],
        '/v2/fr': ['versions/v2/pages/index.mdx', ['root'], true, ['current', 'v2']],
      });
      // A fallback of an earlier version is still that version's page (its links lead into it).
      expect(pages.find((page) => page.route === '/v2/fr')!.version?.prefix).toBe('/v2');
    } finally {
      rmSync(join(root, 'versions/v2/pages/fr'), { recursive: true });
      rmSync(join(root, 'pages/fr'), { recursive: true });
    }
  });

  test('a site without versions gets its pages as before', () => {
    const { pages } = sitePages(root, validateConfig({}));
    expect(pages.map((page) => page.route)).toEqual(['/guide', '/', '/new-feature']);
    expect(pages.every((page) => page.versions === undefined && page.version === undefined)).toBe(true);
  });
});
