// Ranking and its options (config.search), through the same search() the dialog runs.
import { describe, expect, test } from 'vitest';
import { buildSearchIndex } from '../../compiler/search/build-index.js';
import { searchDocuments, type SearchablePage } from '../../compiler/search/documents.js';
import { loadSearchIndex, type LoadedIndex } from '../../theme/shared/search/load-index.js';
import { search } from '../../theme/shared/search/query.js';
import { MAX_RESULTS, type SearchOptions } from '../../theme/shared/search/types.js';
import { page, section } from './fixtures.js';

const DEFAULTS: SearchOptions = { boost: { title: 4, text: 2, titles: 1 }, fuzzy: 0.2, prefix: true, maxFuzzy: 2, combineWith: 'or' };

function indexOf(pages: SearchablePage[], options: Partial<SearchOptions> & { basePath?: string } = {}): LoadedIndex {
  const file = buildSearchIndex(searchDocuments(pages), { ...DEFAULTS, basePath: '', ...options });
  return loadSearchIndex(JSON.parse(JSON.stringify(file)));
}

const hrefs = (index: LoadedIndex, query: string, options?: Parameters<typeof search>[2]) => search(index, query, options).map((r) => r.href);

const SITE = [
  page('/core/createStore', 'createStore', 'Creates the store that discovers wallets.', [
    section('usage', 'Usage', 'Call it once at start-up.'),
    section('returns', 'Returns', 'A store with subscribe and getWallets.'),
  ]),
  page('/core', 'Core', 'The core package.', [
    section('discovery', 'Discovery', 'createStore createStore createStore: the store is created by createStore, and createStore again.'),
  ]),
  page('/modal/useConnect', 'useConnect', 'A hook exposing connect and disconnect.', [
    section('silent-connect', 'Silent connect', 'Connect without asking the user for permission.', []),
    section('errors', 'Errors', 'isError is set when the connection fails.', ['Silent connect']),
  ]),
  page('/wallet-standard', 'Wallet Standard', 'Wallets register through the wallet standard.', [
    section('install', 'Install instructions', 'An unavailable wallet shows install instructions with store links.'),
  ]),
  page('/core/formatStarknetChainId', 'formatStarknetChainId', 'Formats a chain id as starknet: followed by a 0x id.'),
  page('/core/getStarknetChainId', 'getStarknetChainId', 'The chain id of the network.'),
];

describe('search', () => {
  const index = indexOf(SITE);

  test('an empty or blank query finds nothing', () => {
    expect(search(index, '')).toEqual([]);
    expect(search(index, '   ')).toEqual([]);
    expect(search(index, '!!')).toEqual([]);
  });

  test('a result carries the document fields, score, terms and match', () => {
    const [first] = search(index, 'silent');
    expect(first).toEqual({
      id: '/modal/useConnect#silent-connect',
      title: 'Silent connect',
      titles: ['useConnect'],
      text: 'Connect without asking the user for permission.',
      html: 'Connect without asking the user for permission.',
      href: '/modal/useConnect#silent-connect',
      isPage: false,
      score: expect.any(Number),
      terms: ['silent'],
      match: { silent: ['title'] },
    });
  });

  test('pages have no parent titles; sections list the page title, then their h2', () => {
    const results = search(index, 'errors');
    expect(results[0]).toMatchObject({ href: '/modal/useConnect#errors', titles: ['useConnect', 'Silent connect'], isPage: false });
    expect(search(index, 'useConnect')[0]).toMatchObject({ href: '/modal/useConnect', titles: [], isPage: true });
  });

  test('hrefs are under the base path', () => {
    expect(hrefs(indexOf(SITE, { basePath: '/docs' }), 'silent')[0]).toBe('/docs/modal/useConnect#silent-connect');
    expect(hrefs(indexOf([page('/', 'Home', 'Welcome aboard.')], { basePath: '/docs' }), 'welcome')).toEqual(['/docs/']);
  });

  test(`at most ${MAX_RESULTS} results`, () => {
    const many = Array.from({ length: 40 }, (_, i) => page(`/p${i}`, `Page ${i}`, 'A wallet.'));
    expect(search(indexOf(many), 'wallet')).toHaveLength(MAX_RESULTS);
    expect(search(indexOf(many), 'wallet', { limit: 5 })).toHaveLength(5);
  });

  test('a page titled exactly as the query comes first, above a section that repeats the name', () => {
    expect(hrefs(index, 'createStore')[0]).toBe('/core/createStore');
    expect(hrefs(index, 'createstore')[0]).toBe('/core/createStore');
  });

  test('documents matching every word rank above those matching one word often', () => {
    expect(hrefs(index, 'silent connect')[0]).toBe('/modal/useConnect#silent-connect');
    expect(hrefs(index, 'install instructions unavailable wallet')[0]).toBe('/wallet-standard#install');
  });

  test('identifier parts answer plain-word questions', () => {
    expect(hrefs(index, 'chain id format')[0]).toBe('/core/formatStarknetChainId');
  });

  test('a stop word alone is still searched as a prefix', () => {
    expect(hrefs(index, 'get')).toContain('/core/getStarknetChainId');
  });

  test('match lists the fields each matched term was found in', () => {
    const [first] = search(index, 'createStore');
    expect(first!.match).toEqual({ createstor: ['title'] });
    const discovery = search(index, 'createStore').find((r) => r.href === '/core#discovery')!;
    expect(discovery.match).toEqual({ createstor: ['text'] });
  });
});

describe('options', () => {
  // Two documents of the same length, the word in the title of one and in the text of the other.
  const pages = [page('/a', 'Alpha', 'One two three four.'), page('/b', 'Beta', 'Alpha two three four.')];

  test('boosts: title 4 over text 2 by default; config.search.boost overrides', () => {
    expect(hrefs(indexOf(pages), 'alpha')).toEqual(['/a', '/b']);
    expect(hrefs(indexOf(pages, { boost: { title: 1, text: 10, titles: 1 } }), 'alpha')).toEqual(['/b', '/a']);
  });

  test('prefix matching: on by default, off with prefix: false', () => {
    const index = indexOf([page('/w', 'Wallets', 'Every wallet.')]);
    expect(hrefs(index, 'wal', { fuzzy: 0 })).toEqual(['/w']);
    expect(hrefs(indexOf([page('/w', 'Wallets', 'Every wallet.')], { prefix: false, fuzzy: 0 }), 'wal')).toEqual([]);
  });

  test('an exact match outranks a prefix match', () => {
    const index = indexOf([page('/long', 'Connector', 'x'), page('/exact', 'Connect', 'x')]);
    expect(hrefs(index, 'connect')).toEqual(['/exact', '/long']);
  });

  test('fuzzy: an edit distance of floor(0.2 × length) of the word', () => {
    const index = indexOf([page('/c', 'useConnect', 'x'), page('/p', 'provider', 'x')], { prefix: false });
    expect(hrefs(index, 'useConect')).toEqual(['/c']); // 9 letters: 1 edit
    expect(hrefs(index, 'usConect')).toEqual([]); // 8 letters, 2 edits
    expect(hrefs(index, 'provder')).toEqual(['/p']); // 7 letters: 1 edit
    expect(hrefs(index, 'prvder')).toEqual([]); // 6 letters, 2 edits
    expect(hrefs(index, 'useConect', { fuzzy: 0 })).toEqual([]);
  });

  test('the index file carries the configured fuzzy and prefix as defaults', () => {
    const index = indexOf([page('/c', 'useConnect', 'x')], { fuzzy: 0, prefix: false });
    expect(index.fuzzy).toBe(0);
    expect(index.prefix).toBe(false);
    expect(hrefs(index, 'useConect')).toEqual([]);
    expect(hrefs(index, 'useConect', { fuzzy: 0.2 })).toEqual(['/c']);
  });
});

describe('options a Vocs site brings (MiniSearch names)', () => {
  test('combineWith "and": every word of the query must match', () => {
    const or = indexOf(SITE);
    const and = indexOf(SITE, { combineWith: 'and' });
    expect(hrefs(or, 'silent install').length).toBeGreaterThan(0);
    expect(hrefs(and, 'silent install')).toEqual([]);
    expect(hrefs(and, 'silent connect')).toContain('/modal/useConnect#silent-connect');
    // A query option wins over the index's.
    expect(hrefs(and, 'silent install', { combineWith: 'or' })).toEqual(hrefs(or, 'silent install'));
  });

  test('maxFuzzy caps the edits a fuzzy match may take', () => {
    // "crxatestorx" is two edits from "createstore": found with two, not with one.
    expect(hrefs(indexOf(SITE, { fuzzy: 0.3 }), 'crxatestorx')[0]).toBe('/core/createStore');
    expect(hrefs(indexOf(SITE, { fuzzy: 0.3, maxFuzzy: 1 }), 'crxatestorx')).toEqual([]);
  });

  test('document weights multiply a document\'s score; a weight of 0 leaves it out', () => {
    const file = buildSearchIndex(searchDocuments(SITE), { ...DEFAULTS, basePath: '' }, undefined, undefined, [
      ['/core', 'discovery', 100],
      ['/core/createStore', '', 0],
    ]);
    const index = loadSearchIndex(JSON.parse(JSON.stringify(file)));
    const plain = hrefs(indexOf(SITE), 'createStore');
    const weighted = hrefs(index, 'createStore');
    expect(plain[0]).toBe('/core/createStore');
    expect(weighted[0]).toBe('/core#discovery');
    expect(weighted).not.toContain('/core/createStore');
  });
});
