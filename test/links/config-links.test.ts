import { describe, expect, it } from 'vitest';
import { configLinks } from '../../compiler/links/config-links.js';

describe('configLinks', () => {
  it('names each sidebar and top-nav link by its key path as written', () => {
    const links = configLinks({
      sidebar: {
        '/': [{ text: 'Home', link: '/' }, { text: 'Group', items: [{ text: 'A', link: '/a' }] }],
        '/core': { items: [{ text: 'Core', link: '/core' }, { text: 'Off', link: '/off', disabled: true }] },
      },
      topNav: [{ text: 'Guide', link: '/guide' }, { text: 'More', items: [{ text: 'B', link: '/b' }] }],
    });
    expect(links).toEqual([
      { href: '/', keyPath: 'sidebar["/"][0].link' },
      { href: '/a', keyPath: 'sidebar["/"][1].items[0].link' },
      { href: '/core', keyPath: 'sidebar["/core"].items[0].link' },
      { href: '/guide', keyPath: 'topNav[0].link' },
      { href: '/b', keyPath: 'topNav[1].items[0].link' },
    ]);
  });

  it('reads a sidebar given as a plain list', () => {
    expect(configLinks({ sidebar: [{ text: 'x', link: '/x' }] })).toEqual([{ href: '/x', keyPath: 'sidebar[0].link' }]);
    expect(configLinks({})).toEqual([]);
  });
});
