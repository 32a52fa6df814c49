import { describe, expect, it } from 'vitest';
import { candidateFiles, normalizeBasePath, sitePathFromUrl } from '../../compiler/preview/request-path.js';

describe('normalizeBasePath', () => {
  it.each([
    ['', ''],
    ['/', ''],
    ['docs', '/docs'],
    ['/docs/', '/docs'],
    ['//a/b//', '/a/b'],
  ])('%j → %j', (input, expected) => expect(normalizeBasePath(input)).toBe(expected));
});

describe('sitePathFromUrl', () => {
  it('drops the query and the fragment', () => {
    expect(sitePathFromUrl('/core?x=1#top', '')).toBe('/core');
  });

  it('decodes once: %252e stays a literal %2e', () => {
    expect(sitePathFromUrl('/a%20b', '')).toBe('/a b');
    expect(sitePathFromUrl('/%252e%252e/x', '')).toBe('/%2e%2e/x');
  });

  it.each(['/../../etc/passwd', '/..%2f..%2fetc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/..\\..\\etc/passwd', '/a/../../../etc/passwd'])(
    'clamps %j at the root',
    (url) => expect(sitePathFromUrl(url, '')).toBe('/etc/passwd'),
  );

  it('rejects NUL bytes, malformed escapes and non-path targets', () => {
    expect(sitePathFromUrl('/index.html%00.png', '')).toBeNull();
    expect(sitePathFromUrl('/%E0%A4%A', '')).toBeNull();
    expect(sitePathFromUrl('http://example.com/', '')).toBeNull();
    expect(sitePathFromUrl('*', '')).toBeNull();
  });

  it('keeps the trailing slash, which chooses between x/index.html and x.html', () => {
    expect(sitePathFromUrl('/core/', '')).toBe('/core/');
  });

  it('strips the base path and refuses what is outside it, after normalizing', () => {
    expect(sitePathFromUrl('/docs', '/docs')).toBe('/');
    expect(sitePathFromUrl('/docs/', '/docs')).toBe('/');
    expect(sitePathFromUrl('/docs/core', '/docs')).toBe('/core');
    expect(sitePathFromUrl('/docsx/core', '/docs')).toBeNull();
    expect(sitePathFromUrl('/core', '/docs')).toBeNull();
    expect(sitePathFromUrl('/docs/../core', '/docs')).toBeNull();
    expect(sitePathFromUrl('/docs/..%2fcore', '/docs')).toBeNull();
  });
});

describe('candidateFiles', () => {
  it.each([
    ['/', ['index.html']],
    ['/core', ['core', 'core.html', 'core/index.html']],
    ['/core/', ['core/index.html', 'core.html']],
    ['/core.html', ['core.html', 'core/index.html']],
    ['/logo.svg', ['logo.svg', 'logo.svg.html', 'logo.svg/index.html']],
  ])('%s → %j', (sitePath, expected) => expect(candidateFiles(sitePath)).toEqual(expected));
});
