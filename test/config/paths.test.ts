import { describe, expect, test } from 'vitest';
import { resolveConfig } from '../../config/defaults.js';
import { absoluteUrl, longestMatchingPrefix, matchesPathPrefix, ogImageFor, withBase } from '../../config/paths.js';
import type { SiteConfig } from '../../config/types.js';

describe('withBase', () => {
  test('joins with exactly one slash', () => {
    expect(withBase('', '/core')).toBe('/core');
    expect(withBase('/docs', '/core')).toBe('/docs/core');
    expect(withBase('/docs', 'core')).toBe('/docs/core');
    expect(withBase('/docs/', '//core')).toBe('//core'); // protocol-relative URL: external
    expect(withBase('/docs/', '/core/')).toBe('/docs/core/');
    expect(withBase('docs', '/')).toBe('/docs/');
    expect(withBase('', '/')).toBe('/');
    expect(withBase('/docs', '')).toBe('/docs/');
  });

  test('keeps the query and the hash', () => {
    expect(withBase('/docs', '/core?tab=1#install')).toBe('/docs/core?tab=1#install');
    expect(withBase('/docs', '/core#a/b')).toBe('/docs/core#a/b');
  });

  test('leaves external URLs and current-page references alone', () => {
    expect(withBase('/docs', 'https://example.com/x')).toBe('https://example.com/x');
    expect(withBase('/docs', 'mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(withBase('/docs', '#top')).toBe('#top');
    expect(withBase('/docs', '?q=1')).toBe('?q=1');
  });
});

describe('path prefixes', () => {
  test('a prefix matches itself and what continues it after a slash', () => {
    expect(matchesPathPrefix('/core', '/core')).toBe(true);
    expect(matchesPathPrefix('/core/wallets', '/core')).toBe(true);
    expect(matchesPathPrefix('/core/wallets', '/core/')).toBe(true);
    expect(matchesPathPrefix('/corefoo', '/core')).toBe(false);
    expect(matchesPathPrefix('/anything', '/')).toBe(true);
  });

  test('ignores .html, index.html, a trailing slash, query and hash on the page path', () => {
    expect(matchesPathPrefix('/core.html', '/core')).toBe(true);
    expect(matchesPathPrefix('/core/index.html', '/core')).toBe(true);
    expect(matchesPathPrefix('/core/', '/core')).toBe(true);
    expect(matchesPathPrefix('/core?x=1#y', '/core')).toBe(true);
  });

  test('the longest matching prefix wins', () => {
    const prefixes = ['/', '/core', '/core/wallets', '/modal'];
    expect(longestMatchingPrefix(prefixes, '/core/wallets/x')).toBe('/core/wallets');
    expect(longestMatchingPrefix(prefixes, '/core/createStore')).toBe('/core');
    expect(longestMatchingPrefix(prefixes, '/ui')).toBe('/');
    expect(longestMatchingPrefix(['/core'], '/ui')).toBeUndefined();
  });
});

describe('absoluteUrl', () => {
  test('prefixes baseUrl and basePath to site paths only', () => {
    const config = { baseUrl: 'https://example.com', basePath: '/docs' };
    expect(absoluteUrl(config, '/logo.svg')).toBe('https://example.com/docs/logo.svg');
    expect(absoluteUrl(config, 'https://cdn.example.com/logo.svg')).toBe('https://cdn.example.com/logo.svg');
    expect(absoluteUrl({ basePath: '' }, '/logo.svg')).toBe('/logo.svg');
  });
});

describe('ogImageFor', () => {
  const site = (config: SiteConfig) => resolveConfig({ baseUrl: 'https://example.com/', logoUrl: '/logo.svg', ...config });

  test('substitutes %logo, %title and %description, URL-encoded', () => {
    const config = site({ ogImageUrl: 'https://og.example.com/api?logo=%logo&title=%title&description=%description' });
    expect(ogImageFor(config, '/core', { title: 'Core & more', description: 'Wallets, fast?' })).toBe(
      'https://og.example.com/api?logo=https%3A%2F%2Fexample.com%2Flogo.svg&title=Core%20%26%20more&description=Wallets%2C%20fast%3F',
    );
  });

  test('replaces every occurrence, once: values are not scanned for placeholders', () => {
    const config = site({ ogImageUrl: 'https://og/%title/%title' });
    expect(ogImageFor(config, '/', { title: '%logo' })).toBe('https://og/%25logo/%25logo');
  });

  test('a missing description or logo becomes empty', () => {
    const config = resolveConfig({ ogImageUrl: 'https://og/?l=%logo&d=%description' });
    expect(ogImageFor(config, '/', { title: 'T' })).toBe('https://og/?l=&d=');
  });

  test('uses the light logo, keeps an absolute logo as is', () => {
    const pair = site({ logoUrl: { light: '/light.svg', dark: '/dark.svg' }, ogImageUrl: 'https://og/?l=%logo' });
    expect(ogImageFor(pair, '/', { title: 'T' })).toBe('https://og/?l=https%3A%2F%2Fexample.com%2Flight.svg');
    const cdn = site({ logoUrl: 'https://cdn.example.com/l.svg', ogImageUrl: 'https://og/?l=%logo' });
    expect(ogImageFor(cdn, '/', { title: 'T' })).toBe('https://og/?l=https%3A%2F%2Fcdn.example.com%2Fl.svg');
  });

  test('the logo includes the base path', () => {
    const config = site({ basePath: '/docs', ogImageUrl: 'https://og/?l=%logo' });
    expect(ogImageFor(config, '/', { title: 'T' })).toBe('https://og/?l=https%3A%2F%2Fexample.com%2Fdocs%2Flogo.svg');
  });

  test('the map form picks the longest matching prefix', () => {
    const config = site({ ogImageUrl: { '/': 'https://og/root?t=%title', '/core': 'https://og/core?t=%title', '/core/wallets': 'https://og/w' } });
    expect(ogImageFor(config, '/', { title: 'A' })).toBe('https://og/root?t=A');
    expect(ogImageFor(config, '/core/createStore', { title: 'B' })).toBe('https://og/core?t=B');
    expect(ogImageFor(config, '/core/wallets', { title: 'C' })).toBe('https://og/w');
    expect(ogImageFor(config, '/corex', { title: 'D' })).toBe('https://og/root?t=D');
  });

  test('no template, or no matching prefix, gives no image', () => {
    expect(ogImageFor(site({}), '/', { title: 'A' })).toBeUndefined();
    expect(ogImageFor(site({ ogImageUrl: { '/core': 'https://og/c' } }), '/modal', { title: 'A' })).toBeUndefined();
  });

  test('a relative template is made absolute', () => {
    const config = site({ basePath: '/docs', ogImageUrl: '/og.png?t=%title' });
    expect(ogImageFor(config, '/', { title: 'A B' })).toBe('https://example.com/docs/og.png?t=A%20B');
  });
});
