// A build that makes the search index again adopts the unchanged pages' counted documents from the
// previous build's pack and counts only the changed ones: the index must be the very file that
// counting every page gives.
import { describe, expect, test } from 'vitest';
import { packSearch, SearchPack } from '../../../compiler/cache/search-pack.js';
import { buildSearchIndex } from '../../../compiler/search/build-index.js';
import { searchDocuments } from '../../../compiler/search/documents.js';
import { createSearchFeed } from '../../../compiler/search/search-feed.js';
import type { SearchOptions } from '../../../theme/search/core/types.js';
import { generatedPages, page } from '../../search/fixtures.js';

const OPTIONS: SearchOptions & { basePath: string } = { boost: { title: 4, text: 2, titles: 1 }, fuzzy: 0.2, prefix: true, basePath: '/docs' };

/** The pack a build of `pages` leaves (through JSON, as the store keeps it). */
function packOf(pages: ReturnType<typeof generatedPages>) {
  const feed = createSearchFeed();
  for (const info of pages) feed.add(info);
  const file = packSearch(feed.terms, pages.map((info) => [info.route, `hash of ${info.route}`, feed.counted(info.route)!]));
  return SearchPack.from([JSON.parse(JSON.stringify(file))])!;
}

describe('the search pack', () => {
  test('adopting unchanged pages and counting the edited ones gives the file counting every page gives', () => {
    const before = generatedPages(30);
    const pack = packOf(before);
    // One page's text edited, one removed, one added.
    const after = before.filter((info) => info.route !== before[4]!.route).map((info, i) => (i === 7 ? { ...info, sections: [{ ...info.sections[0]!, text: 'brand new words: zeppelin quasar' }] } : info));
    after.push(page('/added', 'Added page', 'Freshly written about a xylophone.'));
    const changed = new Set([after[7]!.route, '/added']);

    const feed = createSearchFeed();
    // Another feed first numbers the terms in another order: the pack's numbers are its own.
    feed.add(page('/added', 'Added page', 'Freshly written about a xylophone.'));
    for (const info of after) {
      if (changed.has(info.route)) feed.add(info);
      else feed.addCounted(info, pack.page(info.route, feed.termId)!);
    }
    const expected = buildSearchIndex(searchDocuments(after), OPTIONS);
    expect(JSON.stringify(feed.build(OPTIONS))).toBe(JSON.stringify(expected));
    expect(JSON.stringify(expected)).toContain('zeppelin');
  });

  test('knows each page by the hash of the compiled result it was counted from', () => {
    const pack = packOf(generatedPages(3));
    const route = generatedPages(3)[1]!.route;
    expect(pack.hashOf(route)).toBe(`hash of ${route}`);
    expect(pack.hashOf('/nowhere')).toBeUndefined();
    expect(pack.page('/nowhere', () => 0)).toBeUndefined();
    expect(SearchPack.empty().hashOf(route)).toBeUndefined();
  });

  test('refuses what is not a pack (an entry of another shape)', () => {
    for (const value of [undefined, null, 'text', {}, { v: 2, terms: [], pages: {} }, { v: 3, terms: {}, pages: {} }, { v: 3, terms: [], pages: null }]) {
      expect(SearchPack.from([value])).toBeUndefined();
      expect(SearchPack.from([{ v: 3, terms: [], pages: {} }, value])).toBeUndefined();
    }
  });
});
