import { describe, expect, it } from 'vitest';
import { pageLinkTarget, configLinkTarget } from '../../compiler/links/resolve-target.js';
import { createSiteMap } from '../../compiler/links/site-map.js';
import { judge, type VerdictContext } from '../../compiler/links/verdict.js';

const ids: Record<string, string[] | null> = {
  '/': ['intro'],
  '/core': ['overview'],
  '/core/createStore': ['usage', 'usage-1', 'custom'],
  '/broken': null,
};

function context(basePath = ''): VerdictContext {
  return {
    site: createSiteMap(Object.keys(ids), ['logo.svg', 'files/guide.pdf', 'legacy.html']),
    idsOf: (route) => (route in ids ? ids[route]! : route === '/404' ? [] : null),
    basePath,
  };
}

const page = (href: string, from = '/', basePath = '') => judge(pageLinkTarget(href, from), from, context(basePath));

describe('createSiteMap', () => {
  it('serves every form the build writes and the preview server finds', () => {
    const site = context().site;
    for (const path of ['/core/createStore', '/core/createStore/', '/core/createStore.html', '/core/createStore/index.html', '/core/createStore/index']) {
      expect(site.lookup(path), path).toEqual({ kind: 'page', route: '/core/createStore' });
    }
    expect(site.lookup('/')).toEqual({ kind: 'page', route: '/' });
    expect(site.lookup('/index.html')).toEqual({ kind: 'page', route: '/' });
    expect(site.lookup('/404')).toEqual({ kind: 'page', route: '/404' });
    expect(site.lookup('/files/guide.pdf')).toEqual({ kind: 'file', file: 'files/guide.pdf' });
    expect(site.lookup('/legacy')).toEqual({ kind: 'file', file: 'legacy.html' });
    expect(site.lookup('/core/createstore')).toBeNull();
    expect(site.lookup('/logo.svg/')).toBeNull();
    // What the build writes besides the HTML.
    expect(site.lookup('/llms.txt')).toEqual({ kind: 'file', file: 'llms.txt' });
    expect(site.lookup('/core/createStore.md')).toEqual({ kind: 'file', file: 'core/createStore.md' });
    expect(site.lookup('/index.md')).toEqual({ kind: 'file', file: 'index.md' });
  });
});

describe('judge', () => {
  it('accepts links that hold', () => {
    for (const href of ['/core', '/core/', '/core.html', '/core/createStore#usage-1', '#intro', '#', '#top', '', '/logo.svg', '/logo.svg#x', '/broken#anything']) {
      expect(page(href), href).toBeNull();
    }
    expect(page('createStore#custom', '/core/x')).toBeNull();
  });

  it('names a missing page and the page probably meant', () => {
    expect(page('/core/createStor#usage')).toEqual({ reason: 'no-page', message: 'no such page (did you mean /core/createStore?)' });
    expect(page('/core/createstore')).toEqual({ reason: 'no-page', message: 'no such page (did you mean /core/createStore?)' });
    expect(page('/core/createStor.html')).toEqual({ reason: 'no-page', message: 'no such page (did you mean /core/createStore.html?)' });
    expect(page('/elsewhere')).toEqual({ reason: 'no-page', message: 'no such page' });
    expect(page('/files/missing.pdf')).toEqual({ reason: 'no-page', message: 'no such file (files come from public/)' });
  });

  it('says where a broken relative link landed', () => {
    expect(page('createStore', '/core')).toEqual({ reason: 'no-page', message: 'no such page: resolves to /createStore (did you mean /core/createStore?)' });
    expect(page('../nope', '/core/createStore')).toEqual({ reason: 'no-page', message: 'no such page: resolves to /nope' });
  });

  it('names a missing anchor and the id probably meant', () => {
    expect(page('/core/createStore#usag')).toEqual({ reason: 'no-anchor', message: 'no #usag on /core/createStore (did you mean #usage?)' });
    expect(page('#nowhere')).toEqual({ reason: 'no-anchor', message: 'no #nowhere on this page' });
    expect(page('/#Intro')).toEqual({ reason: 'no-anchor', message: 'no #Intro on / (did you mean #intro?)' });
    expect(page('/404#x')).toEqual({ reason: 'no-anchor', message: 'no #x on /404' });
  });

  it('spots a link written with the base path, which the build would prefix again', () => {
    expect(page('/docs/core', '/', '/docs')).toEqual({ reason: 'no-page', message: 'no such page (links are written without the base path /docs: /core)' });
  });

  it('judges config links as the theme writes them', () => {
    const config = (href: string) => judge(configLinkTarget(href), null, context());
    expect(config('/core/createStore#usage')).toBeNull();
    expect(config('/core/createStore.mdx')).toMatchObject({ reason: 'no-page' });
    expect(config('core')).toMatchObject({ reason: 'relative-config' });
    expect(config('https://x.dev')).toBeNull();
  });
});
