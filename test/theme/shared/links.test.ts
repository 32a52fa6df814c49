import { describe, expect, it } from 'vitest';
import { decodeRoutePath, encodeRoute, isExternalHref, isIndexPageFile, linkBase, normalizeRoute, resolveHref, stripBasePath, withBasePath } from '../../../theme/shared/links.js';

describe('links', () => {
  it('knows external links', () => {
    expect(isExternalHref('https://a.dev')).toBe(true);
    expect(isExternalHref('http://a.dev')).toBe(true);
    expect(isExternalHref('//cdn.dev/x')).toBe(true);
    expect(isExternalHref('www.a.dev')).toBe(true);
    expect(isExternalHref('/www')).toBe(false);
    expect(isExternalHref('#x')).toBe(false);
  });

  it('resolves relative links against the page file: an index page is its folder', () => {
    expect(linkBase('/api', true)).toBe('/api/');
    expect(linkBase('/api/other', false)).toBe('/api/other');
    expect(linkBase('/', true)).toBe('/');
    expect(isIndexPageFile('pages/api/index.mdx')).toBe(true);
    expect(isIndexPageFile('pages/api/reindex.mdx')).toBe(false);
    expect(resolveHref('./createStore', linkBase('/api', true)).href).toBe('/api/createStore');
    expect(resolveHref('./createStore', linkBase('/api/other', false)).href).toBe('/api/createStore');
    expect(resolveHref('../', linkBase('/api', true)).href).toBe('/');
  });

  it('keeps percent-escapes as written (decoding is for whoever reads the path)', () => {
    expect(resolveHref('/with%2520space', '/').href).toBe('/with%2520space');
    expect(resolveHref('/has%23hash#x', '/').href).toBe('/has%23hash#x');
    expect(resolveHref('./b', '/has#hash/').href).toBe('/has%23hash/b');
    expect(encodeRoute('/has#hash')).toBe('/has%23hash');
    expect(encodeRoute('/with%20space/und ü?')).toBe('/with%2520space/und%20%C3%BC%3F');
    expect(decodeRoutePath('/with%2520space/%C3%BC')).toBe('/with%20space/ü');
    expect(decodeRoutePath('/bad%E0')).toBe('/bad%E0');
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
