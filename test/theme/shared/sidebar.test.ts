import { describe, expect, it } from 'vitest';
import type { ResolvedSidebarSection, SidebarItem } from '../../../config/types.js';
import { resolveSidebar as resolveConfigSidebar } from '../../../config/defaults.js';
import {
  containsCurrentPage,
  flattenSidebarLinks,
  isRenderedLevel,
  pathMatchesPrefix,
  renderedChildren,
  resolveSidebar,
  sidebarTrail,
  startsCollapsed,
} from '../../../theme/shared/sidebar.js';

const section = (text: string): ResolvedSidebarSection => ({ backLink: false, items: [{ text, link: '/' }] });

describe('resolveSidebar', () => {
  const sidebars = { '/': section('root'), '/core': section('core'), '/core/advanced': section('advanced'), '/doc': section('doc') };

  it('picks the longest matching prefix', () => {
    expect(resolveSidebar(sidebars, '/core/createStore').key).toBe('/core');
    expect(resolveSidebar(sidebars, '/core/advanced/x').key).toBe('/core/advanced');
    expect(resolveSidebar(sidebars, '/core').key).toBe('/core');
    expect(resolveSidebar(sidebars, '/getting-started').key).toBe('/');
  });

  it("never lets '/doc' match '/docs'", () => {
    expect(resolveSidebar(sidebars, '/docs/intro').key).toBe('/');
    expect(resolveSidebar({ '/doc': section('doc') }, '/docs').items).toEqual([]);
    expect(resolveSidebar(sidebars, '/doc/intro').key).toBe('/doc');
  });

  it('does not depend on the order of the keys', () => {
    const reversed = Object.fromEntries(Object.entries(sidebars).reverse());
    for (const path of ['/core/createStore', '/core/advanced/x', '/docs', '/doc/x', '/']) {
      expect(resolveSidebar(reversed, path).key).toBe(resolveSidebar(sidebars, path).key);
    }
  });

  it('returns an empty sidebar when nothing matches', () => {
    expect(resolveSidebar({ '/core': section('core') }, '/ui')).toEqual({ key: '', backLink: false, items: [] });
  });

  it('works on config as written: a list, or a map with trailing slashes', () => {
    expect(resolveSidebar(resolveConfigSidebar([{ text: 'A', link: '/a' }]), '/anything').key).toBe('/');
    const map = resolveConfigSidebar({ 'core/': [{ text: 'C', link: '/core' }], '/': { backLink: true, items: [] } });
    expect(resolveSidebar(map, '/core/x').items[0]!.text).toBe('C');
    expect(resolveSidebar(map, '/x').backLink).toBe(true);
  });
});

describe('pathMatchesPrefix', () => {
  it('matches the path itself and what continues it after a slash', () => {
    expect(pathMatchesPrefix('/core', '/core')).toBe(true);
    expect(pathMatchesPrefix('/core/x', '/core/')).toBe(true);
    expect(pathMatchesPrefix('/corex', '/core')).toBe(false);
    expect(pathMatchesPrefix('/anything', '/')).toBe(true);
  });
});

// The kitchen-sink guide sidebar.
const GUIDE: SidebarItem[] = [
  { text: 'Introduction', link: '/guide' },
  { text: 'Getting started', link: '/guide/getting-started' },
  {
    text: 'Advanced',
    collapsed: true,
    items: [
      { text: 'Configuration', link: '/guide/advanced/configuration' },
      { text: 'Coming soon', disabled: true },
    ],
  },
  { text: 'Deep', items: [{ text: 'L2', items: [{ text: 'L3', items: [{ text: 'L4', items: [{ text: 'L5 (too deep)', link: '/guide/deep' }] }] }] }] },
];
const advanced = GUIDE[2]!;

describe('collapsed sections', () => {
  it('start collapsed only when marked collapsed', () => {
    expect(startsCollapsed(advanced, '/guide')).toBe(true);
    expect(startsCollapsed({ ...advanced, collapsed: false }, '/guide')).toBe(false);
    expect(startsCollapsed({ ...advanced, collapsed: undefined }, '/guide')).toBe(false);
  });

  it('start open when a child is the current page', () => {
    expect(startsCollapsed(advanced, '/guide/advanced/configuration')).toBe(false);
  });

  it('start open when their own link is the current page', () => {
    const code: SidebarItem = { text: 'Code', link: '/kit/code', collapsed: true, items: [{ text: 'Twoslash', link: '/kit/twoslash' }] };
    expect(startsCollapsed(code, '/kit/code')).toBe(false);
    expect(startsCollapsed(code, '/kit/twoslash')).toBe(false);
    expect(startsCollapsed(code, '/kit')).toBe(true);
  });

  it('does not count a disabled item as the current page', () => {
    const item: SidebarItem = { text: 'S', collapsed: true, items: [{ text: 'Off', link: '/off', disabled: true }] };
    expect(containsCurrentPage(item, '/off')).toBe(false);
    expect(startsCollapsed(item, '/off')).toBe(true);
  });
});

describe('depth limit', () => {
  it('renders levels 1 to 4, never level 5', () => {
    expect([1, 2, 3, 4, 5].map(isRenderedLevel)).toEqual([true, true, true, true, false]);
    const l4 = GUIDE[3]!.items![0]!.items![0]!.items![0]!;
    expect(l4.text).toBe('L4');
    expect(renderedChildren(l4, 4)).toEqual([]);
    expect(renderedChildren(GUIDE[3]!, 1).map((i) => i.text)).toEqual(['L2']);
  });

  it('leaves level-5 links out of the reading order and of the trail', () => {
    expect(flattenSidebarLinks(GUIDE).map((l) => l.link)).not.toContain('/guide/deep');
    expect(sidebarTrail(GUIDE, '/guide/deep')).toEqual([]);
    expect(containsCurrentPage(GUIDE[3]!, '/guide/deep')).toBe(false);
  });
});

describe('flattenSidebarLinks', () => {
  it('lists links depth-first and skips disabled items', () => {
    expect(flattenSidebarLinks(GUIDE).map((l) => l.text)).toEqual(['Introduction', 'Getting started', 'Configuration']);
  });
});

describe('sidebarTrail', () => {
  it('leads from the top level to the current page', () => {
    expect(sidebarTrail(GUIDE, '/guide/advanced/configuration').map((i) => i.text)).toEqual(['Advanced', 'Configuration']);
    expect(sidebarTrail(GUIDE, '/guide').map((i) => i.text)).toEqual(['Introduction']);
    expect(sidebarTrail(GUIDE, '/elsewhere')).toEqual([]);
  });
});
