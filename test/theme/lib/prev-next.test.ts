import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../../../config/types.js';
import { prevNext } from '../../../theme/lib/prev-next.js';

const ITEMS: SidebarItem[] = [
  { text: 'Overview', link: '/core' },
  { text: 'Discovery', items: [{ text: 'createStore', link: '/core/createStore' }] },
  { text: 'Soon', link: '/core/soon', disabled: true },
  { text: 'Chains', items: [{ text: 'isStarknetChain', link: '/core/isStarknetChain' }] },
  { text: 'GitHub', link: 'https://github.com/x' },
];

describe('prevNext', () => {
  it('follows the sidebar order across sections', () => {
    expect(prevNext(ITEMS, '/core/createStore')).toEqual({
      prev: { text: 'Overview', link: '/core' },
      next: { text: 'isStarknetChain', link: '/core/isStarknetChain' },
    });
  });

  it('has no previous page on the first, and no next on the last', () => {
    expect(prevNext(ITEMS, '/core')).toEqual({ next: { text: 'createStore', link: '/core/createStore' } });
    expect(prevNext(ITEMS, '/core/isStarknetChain')).toEqual({ prev: { text: 'createStore', link: '/core/createStore' } });
  });

  it('skips disabled and external items, and pages not in the sidebar get none', () => {
    expect(prevNext(ITEMS, '/core/soon')).toEqual({});
    expect(prevNext(ITEMS, '/elsewhere')).toEqual({});
  });

  it('never links a page listed twice to itself', () => {
    const twice: SidebarItem[] = [{ text: 'A', link: '/a' }, { text: 'B', link: '/b' }, { text: 'B again', link: '/b' }, { text: 'C', link: '/c' }];
    expect(prevNext(twice, '/b')).toEqual({ prev: { text: 'A', link: '/a' }, next: { text: 'C', link: '/c' } });
  });
});
