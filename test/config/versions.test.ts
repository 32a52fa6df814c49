// The config's `versions`: checked and resolved.
import { describe, expect, test } from 'vitest';
import { configIssues, validateConfig } from '../../config/validate.js';

const messages = (raw: unknown) => configIssues(raw).map((issue) => issue.message);

describe('versions', () => {
  test('resolve with the current version first, each with its prefix, label and source', () => {
    const config = validateConfig({ versions: { v4: { git: 'v4.0.8' }, current: { label: 'v5' }, v3: { label: 'Version 3', sitemap: true } } });
    expect(config.versions!.map(({ key, prefix, label, source, sitemap }) => ({ key, prefix, label, source, sitemap }))).toEqual([
      { key: 'current', prefix: '', label: 'v5', source: { kind: 'current' }, sitemap: true },
      { key: 'v4', prefix: '/v4', label: 'v4', source: { kind: 'git', ref: 'v4.0.8' }, sitemap: false },
      { key: 'v3', prefix: '/v3', label: 'Version 3', source: { kind: 'folder', dir: 'versions/v3' }, sitemap: true },
    ]);
  });

  test('a site that names none has none; one that names no current version gets "Latest"', () => {
    expect(validateConfig({}).versions).toBeUndefined();
    expect(validateConfig({ versions: { v1: {} } }).versions!.map((version) => version.label)).toEqual(['Latest', 'v1']);
  });

  test('a version’s own options are resolved like the site’s', () => {
    const [, v4] = validateConfig({ versions: { v4: { sidebar: [{ text: 'A', link: '/a' }], banner: 'Old', editLink: { pattern: 'x/:path' }, title: 'Old docs' } } }).versions!;
    expect(v4!.sidebar).toEqual({ '/': { backLink: false, items: [{ text: 'A', link: '/a' }] } });
    expect(v4!.banner).toEqual({ content: 'Old', dismissable: true });
    expect(v4!.editLink).toEqual({ pattern: 'x/:path' });
    expect(v4!.title).toBe('Old docs');
  });

  test('every mistake named, with what was meant', () => {
    expect(messages({ versions: { v4: { gti: 'v4' } } })).toEqual(['versions.v4.gti: unknown key (did you mean "git"?)']);
    expect(messages({ versions: { current: { git: 'main' } } })[0]).toMatch(/^versions\.current\.git: expected nothing: the current version is the working tree/);
    expect(messages({ versions: { 'v 4': {} } })[0]).toMatch(/^versions\["v 4"\]: expected "current" or a URL segment such as "v4" as the key/);
    expect(messages({ versions: { _old: {} } })[0]).toMatch(/names starting with "\." or "_" are not published/);
    expect(messages({ versions: { v4: { git: '--upload-pack=x' } } })[0]).toMatch(/^versions\.v4\.git: expected a git tag, branch or commit/);
    expect(messages({ versions: { v4: { git: 'a..b' } } })[0]).toMatch(/^versions\.v4\.git: expected a git tag, branch or commit/);
    expect(messages({ versions: { docsgen: {} } })[0]).toMatch(/^versions\.docsgen: expected a version other than the generated files' folder "docsgen"/);
    expect(messages({ locales: { root: {}, fr: {} }, versions: { fr: {} } })[0]).toMatch(/^versions\.fr: expected a URL segment no locale uses/);
  });
});
