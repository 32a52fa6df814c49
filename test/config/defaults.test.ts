import { createElement } from 'react';
import { describe, expect, test } from 'vitest';
import {
  defaultAiCtaQuery,
  normalizeBasePath,
  normalizeBaseUrl,
  normalizePathPrefix,
  resolveBanner,
  resolveConfig,
  resolveOgImageUrl,
  resolveSidebar,
} from '../../config/defaults.js';
import { validateConfig } from '../../config/validate.js';

describe('resolveConfig defaults', () => {
  test('an empty config gets every default', () => {
    const config = validateConfig({});
    expect(config).toEqual({
      rootDir: '.',
      title: 'Docs',
      titleTemplate: '%s – Docs',
      basePath: '',
      assetsDir: 'docsgen',
      font: {},
      socials: [],
      topNav: [],
      sidebar: {},
      sponsors: [],
      aiCta: { query: defaultAiCtaQuery },
      outline: { levels: [2, 3] },
      theme: { colorScheme: 'system', variables: {} },
      search: { boost: { title: 4, text: 2, titles: 1 }, fuzzy: 0.2, prefix: true, maxFuzzy: 2, combineWith: 'or' },
      lastUpdated: true,
      budget: {},
      markdown: { remarkPlugins: [], rehypePlugins: [], code: {} },
      twoslash: { tsconfig: true, compilerOptions: {}, customTags: [] },
      bundle: { alias: {}, define: {} },
      blogDir: '/blog',
      components: {},
      frontmatter: { extraKeys: {} },
      links: { ignore: [], check: true },
      renderTimeout: 60,
      // One English locale at the root: a site that names no locales is in English.
      locales: [{ key: 'root', prefix: '', lang: 'en', dir: 'ltr', label: 'English' }],
      localeFallback: true,
      translations: {},
      reference: [],
    });
    // Optional fields are left out, not set to undefined.
    expect(Object.keys(config)).not.toContain('banner');
    expect(Object.keys(config)).not.toContain('baseUrl');
    expect(Object.keys(config)).not.toContain('head');
  });

  test('extension points: extra frontmatter keys in their long form, overrides without unset names', () => {
    const plugin = () => undefined;
    const config = resolveConfig({
      markdown: { remarkPlugins: ['remark-math', [plugin, { a: 1 }]] },
      components: { Footer: './Footer.tsx', Banner: undefined },
      frontmatter: { extraKeys: { tags: 'string[]', status: { type: 'string', values: ['beta'] } } },
    });
    expect(config.markdown).toEqual({ code: {}, remarkPlugins: ['remark-math', [plugin, { a: 1 }]], rehypePlugins: [] });
    expect(config.components).toEqual({ Footer: './Footer.tsx' });
    expect(config.frontmatter.extraKeys).toEqual({ tags: { type: 'string[]' }, status: { type: 'string', values: ['beta'] } });
  });

  test('titleTemplate defaults from the title, and is kept when given', () => {
    expect(resolveConfig({ title: 'Get Starknet' }).titleTemplate).toBe('%s – Get Starknet');
    expect(resolveConfig({ title: 'A', titleTemplate: '%s | B' }).titleTemplate).toBe('%s | B');
  });

  test('search options merge key by key with the defaults', () => {
    expect(resolveConfig({ search: { boost: { title: 10, text: undefined }, prefix: false } }).search).toEqual({
      boost: { title: 10, text: 2, titles: 1 },
      fuzzy: 0.2,
      prefix: false,
      maxFuzzy: 2,
      combineWith: 'or',
    });
  });

  test('sponsors get a logo height of 40 unless given', () => {
    const items = [[{ link: 'https://a.example', image: '/a.svg', name: 'A' }]];
    expect(resolveConfig({ sponsors: [{ name: 'Gold', items }, { name: 'Silver', height: 24, items }] }).sponsors).toEqual([
      { name: 'Gold', height: 40, items },
      { name: 'Silver', height: 24, items },
    ]);
  });

  test('aiCta: on with the default prompt, a custom prompt, or off', () => {
    const query = () => 'custom';
    expect(resolveConfig({ aiCta: true }).aiCta).toEqual({ query: defaultAiCtaQuery });
    expect(resolveConfig({ aiCta: {} }).aiCta).toEqual({ query: defaultAiCtaQuery });
    expect(resolveConfig({ aiCta: { query } }).aiCta).toEqual({ query });
    expect(resolveConfig({ aiCta: false }).aiCta).toBe(false);
    expect(defaultAiCtaQuery({ location: 'https://x.dev/core' })).toMatch(/https:\/\/x\.dev\/core.*quiz me/s);
  });

  test('editLink text is the site\'s, or none (the theme shows "Edit page" in the page\'s language)', () => {
    expect(resolveConfig({ editLink: { pattern: 'https://e/:path' } }).editLink).toEqual({ pattern: 'https://e/:path' });
    expect(resolveConfig({ editLink: { pattern: ':path', text: 'Fix' } }).editLink).toEqual({ pattern: ':path', text: 'Fix' });
  });

  test('light/dark values always resolve to a pair', () => {
    const config = resolveConfig({ logoUrl: '/logo.svg', iconUrl: { light: '/l.png', dark: '/d.png' }, theme: { accentColor: '#f00' } });
    expect(config.logoUrl).toEqual({ light: '/logo.svg', dark: '/logo.svg' });
    expect(config.iconUrl).toEqual({ light: '/l.png', dark: '/d.png' });
    expect(config.theme).toEqual({ colorScheme: 'system', variables: {}, accentColor: { light: '#f00', dark: '#f00' } });
  });

  test('outline levels, lastUpdated and colorScheme keep given values', () => {
    const config = resolveConfig({ outline: { levels: [1, 4] }, lastUpdated: false, theme: { colorScheme: 'dark' } });
    expect(config.outline.levels).toEqual([1, 4]);
    expect(config.lastUpdated).toBe(false);
    expect(config.theme.colorScheme).toBe('dark');
  });

  test('the default outline levels are not shared between resolved configs', () => {
    resolveConfig({}).outline.levels[0] = 6;
    expect(resolveConfig({}).outline.levels).toEqual([2, 3]);
  });
});

describe('normalization', () => {
  test('basePath: leading slash, no trailing slash, root is empty', () => {
    expect(normalizeBasePath('')).toBe('');
    expect(normalizeBasePath('/')).toBe('');
    expect(normalizeBasePath('docs')).toBe('/docs');
    expect(normalizeBasePath('/docs/')).toBe('/docs');
    expect(normalizeBasePath('//a/b//')).toBe('/a/b');
    expect(resolveConfig({ basePath: 'a/b/' }).basePath).toBe('/a/b');
  });

  test('baseUrl loses its trailing slashes', () => {
    expect(normalizeBaseUrl('https://example.com/')).toBe('https://example.com');
    expect(normalizeBaseUrl('https://example.com/docs//')).toBe('https://example.com/docs');
    expect(resolveConfig({ baseUrl: 'https://example.com/' }).baseUrl).toBe('https://example.com');
  });

  test('path prefixes compare equal however they are written', () => {
    expect(normalizePathPrefix('/')).toBe('/');
    expect(normalizePathPrefix('/core/')).toBe('/core');
    expect(normalizePathPrefix('core')).toBe('/core');
  });

  test('sidebar: a list becomes the root section, a map keeps its prefixes', () => {
    const items = [{ text: 'Intro', link: '/' }];
    expect(resolveSidebar(undefined)).toEqual({});
    expect(resolveSidebar(items)).toEqual({ '/': { backLink: false, items } });
    expect(resolveSidebar({ '/': items, '/core/': { backLink: true, items } })).toEqual({
      '/': { backLink: false, items },
      '/core': { backLink: true, items },
    });
    expect(resolveSidebar({ '/modal': { items } })).toEqual({ '/modal': { backLink: false, items } });
  });

  test('ogImageUrl: a string applies to every page', () => {
    expect(resolveOgImageUrl('https://og/%title')).toEqual({ '/': 'https://og/%title' });
    expect(resolveOgImageUrl({ '/core/': 'a', '/': 'b' })).toEqual({ '/core': 'a', '/': 'b' });
    expect(resolveOgImageUrl(undefined)).toBeUndefined();
  });

  test('banner: object form; closable unless dismissable is false or "false"', () => {
    const element = createElement('b', null, 'New');
    expect(resolveBanner(undefined)).toBeUndefined();
    expect(resolveBanner('Hello')).toEqual({ content: 'Hello', dismissable: true });
    expect(resolveBanner(element)).toEqual({ content: element, dismissable: true });
    expect(resolveBanner({ content: 'x', dismissable: 'false' })).toEqual({ content: 'x', dismissable: false });
    expect(resolveBanner({ content: 'x', dismissable: false })).toEqual({ content: 'x', dismissable: false });
    expect(resolveBanner({ content: 'x', dismissable: 'true' })).toEqual({ content: 'x', dismissable: true });
    expect(resolveBanner({ content: 'x', backgroundColor: '#000', textColor: '#fff', height: '40px' })).toEqual({
      content: 'x',
      backgroundColor: '#000',
      textColor: '#fff',
      height: '40px',
      dismissable: true,
    });
  });
});
