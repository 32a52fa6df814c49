import { describe, expect, it } from 'vitest';
import { configLinkTarget, pageLinkTarget } from '../../compiler/links/resolve-target.js';

describe('pageLinkTarget', () => {
  it('keeps external links and skips other schemes', () => {
    expect(pageLinkTarget('https://x.dev/a#b', '/core')).toEqual({ kind: 'external', url: 'https://x.dev/a#b' });
    expect(pageLinkTarget('www.x.dev', '/core')).toEqual({ kind: 'external', url: 'https://www.x.dev' });
    expect(pageLinkTarget('//cdn.x.dev/a.js', '/core')).toEqual({ kind: 'external', url: '//cdn.x.dev/a.js' });
    expect(pageLinkTarget('mailto:a@b.c', '/core')).toEqual({ kind: 'other' });
    expect(pageLinkTarget('tel:+1', '/core')).toEqual({ kind: 'other' });
  });

  it('reads an anchor-only, query-only or empty link as the current page', () => {
    expect(pageLinkTarget('#usage', '/core')).toEqual({ kind: 'same-page', hash: 'usage' });
    expect(pageLinkTarget('?tab=1#x', '/core')).toEqual({ kind: 'same-page', hash: 'x' });
    expect(pageLinkTarget('', '/core')).toEqual({ kind: 'same-page', hash: '' });
    expect(pageLinkTarget('#caf%C3%A9', '/core')).toEqual({ kind: 'same-page', hash: 'café' });
  });

  it('resolves root-relative links, dropping the query and mapping .md/.mdx to routes', () => {
    expect(pageLinkTarget('/core/createStore?x=1#usage', '/')).toEqual({ kind: 'path', path: '/core/createStore', hash: 'usage' });
    expect(pageLinkTarget('/core/createStore.mdx', '/')).toEqual({ kind: 'path', path: '/core/createStore', hash: '' });
    expect(pageLinkTarget('/guide/index.md#a', '/')).toEqual({ kind: 'path', path: '/guide', hash: 'a' });
    expect(pageLinkTarget('/guide/start.html', '/')).toEqual({ kind: 'path', path: '/guide/start.html', hash: '' });
  });

  it('resolves relative links as a browser at the clean URL (no trailing slash) does', () => {
    expect(pageLinkTarget('./next', '/guide/start')).toMatchObject({ kind: 'path', path: '/guide/next', relative: true });
    expect(pageLinkTarget('../core/x#y', '/guide/start')).toMatchObject({ path: '/core/x', hash: 'y' });
    // On /core (pages/core/index.mdx) a bare name is a sibling of /core, not a child.
    expect(pageLinkTarget('createStore', '/core')).toEqual({
      kind: 'path',
      path: '/createStore',
      hash: '',
      relative: true,
      fromFolder: '/core/createStore',
    });
    expect(pageLinkTarget('../../../x', '/a/b')).toMatchObject({ path: '/x' });
  });
});

describe('pageLinkTarget, relative to the page file and encoded', () => {
  it('resolves relative links on an index page against its folder', () => {
    expect(pageLinkTarget('createStore', '/core', '/core/')).toEqual({ kind: 'path', path: '/core/createStore', hash: '', relative: true });
    expect(pageLinkTarget('../guide#a', '/core', '/core/')).toEqual({ kind: 'path', path: '/guide', hash: 'a', relative: true });
  });

  it('decodes a path once: encoded names resolve to their pages', () => {
    expect(pageLinkTarget('/has%23hash', '/')).toEqual({ kind: 'path', path: '/has#hash', hash: '' });
    expect(pageLinkTarget('/with%2520space', '/')).toEqual({ kind: 'path', path: '/with%20space', hash: '' });
    expect(pageLinkTarget('/%C3%BCber#caf%C3%A9', '/')).toEqual({ kind: 'path', path: '/über', hash: 'café' });
  });
});

describe('configLinkTarget', () => {
  it('takes root-relative links as written (the theme only adds the base path)', () => {
    expect(configLinkTarget('/core#x')).toEqual({ kind: 'path', path: '/core', hash: 'x' });
    expect(configLinkTarget('/core/x.mdx')).toEqual({ kind: 'path', path: '/core/x.mdx', hash: '' });
    expect(configLinkTarget('/my%20page')).toEqual({ kind: 'path', path: '/my page', hash: '' });
  });

  it('refuses relative links, which would point elsewhere on every page', () => {
    expect(configLinkTarget('core')).toEqual({ kind: 'relative-config' });
    expect(configLinkTarget('#top')).toEqual({ kind: 'relative-config' });
  });

  it('keeps external links and skips other schemes', () => {
    expect(configLinkTarget('https://github.com/x')).toEqual({ kind: 'external', url: 'https://github.com/x' });
    expect(configLinkTarget('mailto:a@b.c')).toEqual({ kind: 'other' });
  });
});
