import { describe, expect, it } from 'vitest';
import { isExternalHref, normalizeRoute, resolveHref, stripBasePath, withBasePath } from '../../../theme/lib/links.js';

describe('links', () => {
  it('knows external links', () => {
    expect(isExternalHref('https://a.dev')).toBe(true);
    expect(isExternalHref('http://a.dev')).toBe(true);
    expect(isExternalHref('//cdn.dev/x')).toBe(true);
    expect(isExternalHref('www.a.dev')).toBe(true);
    expect(isExternalHref('/www')).toBe(false);
    expect(isExternalHref('#x')).toBe(false);
  });

  it('resolves relative links as a browser at the clean URL would', () => {
    expect(resolveHref('sibling', '/core/createStore').href).toBe('/core/sibling');
    expect(resolveHref('./a/b#c', '/core/x').href).toBe('/core/a/b#c');
    expect(resolveHref('../', '/core/x').href).toBe('/');
    expect(resolveHref('guide/index.mdx', '/').href).toBe('/guide');
  });

  it('keeps current-page links and puts others under the base path', () => {
    expect(resolveHref('#x', '/a', '/docs').href).toBe('#x');
    expect(resolveHref('?q=1', '/a', '/docs').href).toBe('?q=1');
    expect(resolveHref('/core?x=1#y', '/a', '/docs').href).toBe('/docs/core?x=1#y');
    expect(resolveHref('/', '/a', '/docs').href).toBe('/docs/');
  });

  it('joins and strips base paths', () => {
    expect(withBasePath('', '/x')).toBe('/x');
    expect(withBasePath('/docs', 'https://a.dev')).toBe('https://a.dev');
    expect(stripBasePath('/docs', '/docs/core')).toBe('/core');
    expect(stripBasePath('/docs', '/docs')).toBe('/');
    expect(stripBasePath('/docs', '/docsx')).toBeNull();
  });

  it('normalizes request paths to routes', () => {
    expect(normalizeRoute('/core/createStore.html')).toBe('/core/createStore');
    expect(normalizeRoute('/core/')).toBe('/core');
    expect(normalizeRoute('/core/index.html#x')).toBe('/core');
    expect(normalizeRoute('/')).toBe('/');
  });
});
