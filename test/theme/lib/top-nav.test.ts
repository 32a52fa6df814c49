import { describe, expect, it } from 'vitest';
import type { TopNavItem } from '../../../config/types.js';
import { activeTopNavIndex, navPath } from '../../../theme/lib/top-nav.js';

// The Get Starknet site's top nav (spec §2 Top navigation).
const ITEMS: TopNavItem[] = [
  { text: 'Guide', link: '/' },
  { text: 'UI', link: '/ui' },
  { text: 'Headless UI', link: '/modal' },
  { text: 'Core', link: '/core' },
];

const active = (path: string, items = ITEMS) => {
  const index = activeTopNavIndex(items, path);
  return index === -1 ? null : items[index]!.text;
};

describe('activeTopNavIndex', () => {
  it('marks Core on a core page, with or without .html', () => {
    expect(active('/core/createStore')).toBe('Core');
    expect(active('/core/createStore.html')).toBe('Core');
    expect(active('/core')).toBe('Core');
    expect(active('/core.html')).toBe('Core');
  });

  it("lets the longest prefix win, so Guide at '/' does not shadow the others", () => {
    expect(active('/modal/useConnect')).toBe('Headless UI');
    expect(active('/ui/WalletConnectModal.html')).toBe('UI');
  });

  it("marks Guide for every page under '/' that no other item claims", () => {
    expect(active('/')).toBe('Guide');
    expect(active('/index.html')).toBe('Guide');
    expect(active('/getting-started')).toBe('Guide');
    expect(active('/demo/discovery.html')).toBe('Guide');
  });

  it('marks nothing on the not-found page, which stands for any missing URL', () => {
    expect(active('/404')).toBeNull();
    expect(active('/404.html')).toBeNull();
  });

  it('matches whole path segments: /core does not start /corex', () => {
    expect(active('/corex', [{ text: 'Core', link: '/core' }])).toBeNull();
  });

  it('uses match instead of link when given', () => {
    const items: TopNavItem[] = [
      { text: 'Guide', link: '/guide/intro', match: '/guide' },
      { text: 'Intro elsewhere', link: '/intro' },
    ];
    expect(active('/guide/advanced/configuration', items)).toBe('Guide');
    expect(active('/guide/intro', items)).toBe('Guide');
  });

  it('marks a dropdown when one of its links is the page', () => {
    const items: TopNavItem[] = [
      { text: 'Guide', link: '/guide' },
      { text: 'More', items: [{ text: 'Islands', link: '/islands' }, { text: 'Changelog', link: 'https://example.com/releases' }] },
    ];
    expect(active('/islands.html', items)).toBe('More');
    expect(active('/guide', items)).toBe('Guide');
  });

  it('ignores external links and custom elements; no match gives -1', () => {
    const items: TopNavItem[] = [{ text: 'GitHub', link: 'https://github.com/x' }, { id: 'v' }];
    expect(activeTopNavIndex(items, '/anything')).toBe(-1);
    expect(activeTopNavIndex([], '/')).toBe(-1);
  });
});

describe('navPath', () => {
  it('drops .html, /index and trailing slashes', () => {
    expect(navPath('/core/createStore.html')).toBe('/core/createStore');
    expect(navPath('/core/index.html')).toBe('/core');
    expect(navPath('/core/')).toBe('/core');
    expect(navPath('/')).toBe('/');
    expect(navPath('/index.html')).toBe('/');
  });
});
