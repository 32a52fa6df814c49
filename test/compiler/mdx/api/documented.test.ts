import { describe, expect, it } from 'vitest';
import { documentedHref, documentedKey, documentedSymbols } from '../../../../compiler/mdx/api/documented.js';

describe('documentedSymbols', () => {
  const page = (route: string, source: string) => ({ route, filePath: `/site/pages${route === '/' ? '/index' : route}.mdx`, source });

  it('finds what each page documents, the page named after a symbol first, one entry per page and symbol', () => {
    const entries = documentedSymbols([
      page('/guide', '::api{from="pkg" name="createStore" show="parameters"}\n::api{from="pkg" name="createStore"}\n::api{from="pkg" name="Store" id="store"}'),
      page('/core/createStore', '# createStore\n\n::api{from="pkg" name="createStore"}\n::api{from="pkg" name="Store, Listener" show="signature"}'),
      page('/plain', 'No directive here: ::api in prose is not one.'),
    ]);
    expect(entries.map((entry) => [entry.name, entry.route, entry.anchor ?? ''])).toEqual([
      ['createStore', '/core/createStore', ''],
      ['Listener', '/core/createStore', ''],
      ['Store', '/core/createStore', ''],
      ['createStore', '/guide', ''],
      ['Store', '/guide', 'store'],
    ]);
    expect(entries[0]).toMatchObject({ from: 'pkg', importer: '/site/pages/core/createStore.mdx' });
  });

  it('gives each entry its link, and the index a key that follows every entry', () => {
    expect(documentedHref({ route: '/core', anchor: 'store' })).toBe('/core#store');
    expect(documentedHref({ route: '/core/createStore' })).toBe('/core/createStore');
    const one = [{ from: 'pkg', importer: '/a.mdx', name: 'a', route: '/a' }];
    expect(documentedKey(one)).toBe(documentedKey([...one]));
    expect(documentedKey([{ ...one[0]!, route: '/b' }])).not.toBe(documentedKey(one));
  });
});
