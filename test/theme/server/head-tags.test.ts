import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../config/defaults.js';
import { headStyleText } from '../../../theme/components/HeadStyles.js';
import { absolutePageUrl, assetUrl, iconType, ogImageUrl, pageTitle } from '../../../theme/server/head-tags.js';
import { FONT_STYLESHEET_ATTRIBUTE, themeBootstrapScript } from '../../../theme/server/theme-bootstrap.js';

describe('head tags', () => {
  const config = resolveConfig({
    title: 'Get Starknet',
    baseUrl: 'https://docs.example.com/',
    basePath: '/docs',
    logoUrl: '/logo.svg',
    ogImageUrl: { '/': 'https://og.dev/?t=%title&l=%logo', '/core': 'https://og.dev/core?t=%title&d=%description' },
  });

  it('titles pages with the template, and the home page with the site title', () => {
    expect(pageTitle(config, 'createStore')).toBe('createStore – Get Starknet');
    expect(pageTitle(config, 'Get Starknet')).toBe('Get Starknet');
    expect(pageTitle(config, '')).toBe('Get Starknet');
  });

  it('knows favicon types by extension', () => {
    expect(['a.svg', 'a.png', 'a.jpg', 'a.ico', 'a.webp', 'a.svg?v=2', 'a.gif'].map(iconType)).toEqual([
      'image/svg+xml', 'image/png', 'image/jpeg', 'image/x-icon', 'image/webp', 'image/svg+xml', undefined,
    ]);
  });

  it('puts assets and canonical URLs under the base path', () => {
    expect(assetUrl(config, '/icon.svg')).toBe('/docs/icon.svg');
    expect(assetUrl(config, 'https://cdn.dev/icon.svg')).toBe('https://cdn.dev/icon.svg');
    expect(absolutePageUrl(config, '/core')).toBe('https://docs.example.com/docs/core');
    expect(absolutePageUrl(resolveConfig({}), '/core')).toBeUndefined();
  });

  it('picks the og:image template by longest prefix and fills it', () => {
    expect(ogImageUrl(config, '/core/createStore', 'createStore', 'Make a store')).toBe('https://og.dev/core?t=createStore&d=Make%20a%20store');
    expect(ogImageUrl(config, '/ui', 'UI', '')).toBe(`https://og.dev/?t=UI&l=${encodeURIComponent('https://docs.example.com/docs/logo.svg')}`);
  });
});

describe('head styles', () => {
  it('puts google fonts first in the font stacks, system fonts after', () => {
    const css = headStyleText(resolveConfig({ font: { default: { google: 'Inter' }, mono: { google: 'JetBrains Mono' } } }));
    expect(css).toMatch(/--dg-font-sans:'Inter', ui-sans-serif/);
    expect(css).toMatch(/--dg-font-mono:'JetBrains Mono', ui-monospace/);
  });

  it('re-colours the accent for each scheme', () => {
    const css = headStyleText(resolveConfig({ theme: { accentColor: { light: '#0b6bcb', dark: '#5aa9ff' } } }));
    expect(css).toContain(':root{--dg-color-accent:#0b6bcb}');
    expect(css).toContain(':root.dark{--dg-color-accent:#5aa9ff}');
  });

  it('writes nothing for a site with neither, and cannot be broken out of', () => {
    expect(headStyleText(resolveConfig({}))).toBe('');
    expect(headStyleText(resolveConfig({ theme: { accentColor: 'red}</style><script>' } }))).not.toMatch(/[<>{}]script|<\/style/);
  });
});

describe('theme bootstrap', () => {
  function run(script: string, { stored, systemDark, fontLink = null }: { stored?: string | null; systemDark: boolean; fontLink?: object | null }) {
    const classes = new Set<string>();
    const attributes: Record<string, string> = {};
    const fakeDocument = {
      documentElement: {
        classList: { add: (c: string) => classes.add(c), toggle: (c: string, on: boolean) => (on ? classes.add(c) : classes.delete(c)) },
        setAttribute: (name: string, value: string) => (attributes[name] = value),
      },
      createElement: () => ({}),
      head: { appendChild() {} },
      querySelector: (selector: string) => (selector === `link[${FONT_STYLESHEET_ATTRIBUTE}]` ? fontLink : null),
    };
    const storage = { getItem: (key: string) => (key === 'vocs.theme' ? (stored ?? null) : key === 'docsgen.banner.dismissed' ? 'k1' : null) };
    new Function('document', 'localStorage', 'matchMedia', script)(fakeDocument, storage, () => ({ matches: systemDark }));
    return { classes, attributes };
  }

  it('follows the saved choice, else the system', () => {
    expect(run(themeBootstrapScript('system'), { stored: 'dark', systemDark: false }).classes.has('dark')).toBe(true);
    expect(run(themeBootstrapScript('system'), { stored: 'light', systemDark: true }).classes.has('dark')).toBe(false);
    expect(run(themeBootstrapScript('system'), { stored: null, systemDark: true }).classes.has('dark')).toBe(true);
    expect(run(themeBootstrapScript('system'), { stored: 'bogus', systemDark: false }).classes.has('light')).toBe(true);
  });

  it('lets a forced colour scheme win', () => {
    expect(run(themeBootstrapScript('dark'), { stored: 'light', systemDark: false }).classes.has('dark')).toBe(true);
    expect(run(themeBootstrapScript('light'), { stored: 'dark', systemDark: true }).classes.has('dark')).toBe(false);
  });

  it('switches the web-font stylesheet on once it has loaded, never before', () => {
    const loaded = { sheet: {}, media: 'print' };
    run(themeBootstrapScript('system'), { systemDark: false, fontLink: loaded });
    expect(loaded.media).toBe('all');

    const listeners: Record<string, () => void> = {};
    const loading = { sheet: null, media: 'print', addEventListener: (type: string, listener: () => void) => (listeners[type] = listener) };
    run(themeBootstrapScript('system'), { systemDark: false, fontLink: loading });
    expect(loading.media).toBe('print');
    listeners.load!();
    expect(loading.media).toBe('all');
  });

  it('hides a dismissed banner before first paint, only the same banner', () => {
    expect(run(themeBootstrapScript('system', { bannerKey: 'k1' }), { systemDark: false }).attributes).toEqual({ 'data-banner-dismissed': '' });
    expect(run(themeBootstrapScript('system', { bannerKey: 'k2' }), { systemDark: false }).attributes).toEqual({});
  });
});
