// The build feeds pages to the index as they arrive from the workers, in any order: the file must
// be the one the whole page list gives at once.
import { describe, expect, test } from 'vitest';
import { buildSearchIndex } from '../../compiler/search/build-index.js';
import { searchDocuments } from '../../compiler/search/documents.js';
import { createSearchFeed } from '../../compiler/search/search-feed.js';
import type { SearchOptions } from '../../theme/shared/search/types.js';
import { generatedPages, page } from './fixtures.js';

const OPTIONS: SearchOptions & { basePath: string } = { boost: { title: 4, text: 2, titles: 1 }, fuzzy: 0.2, prefix: true, maxFuzzy: 2, combineWith: 'or', basePath: '/docs' };

describe('createSearchFeed', () => {
  test('pages fed in any order give the same file as the page list at once', () => {
    const pages = [...generatedPages(40), page('/404', 'Page Not Found', 'Nothing here.')];
    const feed = createSearchFeed();
    // A fixed shuffle: every third page first, then the rest backwards.
    const shuffled = [...pages.filter((_, i) => i % 3 === 0), ...pages.filter((_, i) => i % 3 !== 0).reverse()];
    for (const info of shuffled) feed.add(info);
    expect(JSON.stringify(feed.build(OPTIONS))).toBe(JSON.stringify(buildSearchIndex(searchDocuments(pages), OPTIONS)));
    // And cut in parts the same way.
    const inParts = feed.build(OPTIONS, 4)!;
    expect(inParts.parts.length).toBeGreaterThan(3);
    expect(JSON.stringify(inParts)).toBe(JSON.stringify(buildSearchIndex(searchDocuments(pages), OPTIONS, 4)));
  });

  test('no file when nothing is searchable', () => {
    const feed = createSearchFeed();
    expect(feed.build(OPTIONS)).toBeUndefined();
    feed.add(page('/404', 'Page Not Found', 'Nothing here.'));
    expect(feed.build(OPTIONS)).toBeUndefined();
  });
});
