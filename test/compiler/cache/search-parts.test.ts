// A build that makes the search index again takes the parts whose pages did not change from the
// store, and assembles the others from the pages it counted and those the previous build's parts
// held: the file must be the very file that counting every page gives.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { countedPages, searchIndexText, StoredParts, type IndexedPage, type PartRecord } from '../../../compiler/cache/search-parts.js';
import { openStore } from '../../../compiler/cache/store.js';
import { textHash } from '../../../compiler/cache/dependencies.js';
import { buildSearchIndex, searchIndexHeader } from '../../../compiler/search/build-index.js';
import { byRoute, searchDocuments, type SearchablePage } from '../../../compiler/search/documents.js';
import { createSearchFeed, type CountedPage, type SearchFeed } from '../../../compiler/search/search-feed.js';
import type { SearchOptions } from '../../../theme/search/core/types.js';
import { generatedPages, page } from '../../search/fixtures.js';

const OPTIONS: SearchOptions & { basePath: string } = { boost: { title: 4, text: 2, titles: 1 }, fuzzy: 0.2, prefix: true, basePath: '/docs' };
/** Parts of about four pages: 60 pages make many. */
const PART_PAGES = 4;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function newStore() {
  const dir = mkdtempSync(join(tmpdir(), 'search-parts-'));
  dirs.push(dir);
  return openStore(dir);
}

const hashOf = (info: SearchablePage) => `hash of ${info.route}: ${info.title} ${JSON.stringify(info.sections)}`;
const indexed = (pages: SearchablePage[]): IndexedPage[] => pages.map((info) => ({ route: info.route, hash: hashOf(info) })).sort(byRoute);

/** A build of `pages` whose feed counted those of `counted` (every page by default). */
function build(store: ReturnType<typeof openStore>, pages: SearchablePage[], previous?: PartRecord[], counted = pages, recount?: (feed: SearchFeed, route: string) => CountedPage) {
  const feed = createSearchFeed();
  for (const info of counted) feed.add(info);
  const recountPage = (route: string) => {
    if (!recount) throw new Error(`recounted ${route}`);
    return recount(feed, route);
  };
  return searchIndexText({ pages: indexed(pages), header: searchIndexHeader(OPTIONS), feed, store, previous: new StoredParts(store, previous), recount: recountPage, partPages: PART_PAGES })!;
}

const expected = (pages: SearchablePage[]) => JSON.stringify(buildSearchIndex(searchDocuments(pages), OPTIONS, PART_PAGES));

describe('the search index in stored parts', () => {
  const before = generatedPages(60);
  // One page's text edited, one removed, one added.
  const after = before.filter((info) => info.route !== before[4]!.route).map((info, i) => (i === 7 ? { ...info, sections: [{ ...info.sections[0]!, text: 'brand new words: zeppelin quasar' }] } : info));
  after.push(page('/added', 'Added page', 'Freshly written about a xylophone.'));
  const changed = after.filter((info) => info.route === '/added' || info === after[7]);

  test('a build that counted every page gives the file of the whole page list, and stores its parts', () => {
    const store = newStore();
    const made = build(store, before);
    expect(made.text).toBe(expected(before));
    expect(made.parts.length).toBeGreaterThan(8);
    expect(made.parts.flatMap((part) => part.pages.map(([route]) => route))).toEqual(indexed(before).map((p) => p.route));
    for (const part of made.parts) expect(store.touch(part.key)).toBe(true);
  });

  test('counting only the changed pages gives the same file, assembling only their parts', () => {
    const store = newStore();
    const first = build(store, before);
    const writes = store.writes;
    const made = build(store, after, first.parts, changed);
    expect(made.text).toBe(expected(after));
    expect(made.text).toContain('zeppelin');
    // Its hash stands for the text: the same as a cold build's of the same pages, another than before.
    expect(made.hash).toBe(build(newStore(), after).hash);
    expect(made.hash).not.toBe(first.hash);
    // The parts of the edited, removed and added pages (at most three), each stored once.
    const fresh = made.parts.filter((part) => !first.parts.some((old) => old.key === part.key));
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.length).toBeLessThanOrEqual(3);
    expect(store.writes - writes).toBe(fresh.length);
    // Nothing changed since: every part is taken from the store.
    const again = build(store, after, made.parts, []);
    expect(again.text).toBe(made.text);
    expect(store.writes - writes).toBe(fresh.length);
  });

  test('a page no part holds any more (its part lost from the store) is recounted', () => {
    const store = newStore();
    const first = build(store, before);
    const lost = first.parts[2]!;
    store.delete(lost.key);
    const previous = new StoredParts(store, first.parts);
    const [route, hash] = lost.pages[0]!;
    expect(previous.holds(route, hash)).toBe(false);
    expect(previous.holds(first.parts[3]!.pages[0]![0], first.parts[3]!.pages[0]![1])).toBe(true);
    expect(previous.holds(first.parts[3]!.pages[0]![0], 'another hash')).toBe(false);
    expect(() => build(store, after, first.parts, changed)).toThrow(/^recounted /);
    // Recounting gives them back, and the same file.
    const recount = (feed: SearchFeed, r: string) => {
      feed.add(after.find((info) => info.route === r)!);
      return feed.counted(r)!;
    };
    expect(build(store, after, first.parts, changed, recount).text).toBe(expected(after));
  });

  test('a page compiled otherwise than its part says is not taken from it', () => {
    const store = newStore();
    const first = build(store, before);
    const previous = new StoredParts(store, first.parts);
    const [route] = first.parts[1]!.pages[0]!;
    expect(previous.page(route, 'another hash', createSearchFeed().termId)).toBeUndefined();
  });

  test('without a store, nothing is kept and the hash is the text\'s', () => {
    const feed = createSearchFeed();
    for (const info of before) feed.add(info);
    const made = searchIndexText({ pages: indexed(before), header: searchIndexHeader(OPTIONS), feed, store: undefined, previous: undefined, recount: () => { throw new Error('no'); }, partPages: PART_PAGES })!;
    expect(made.text).toBe(expected(before));
    expect(made.parts).toEqual([]);
    expect(made.hash).toBe(textHash(made.text));
  });

  test('what is not a part is refused', () => {
    const termId = createSearchFeed().termId;
    for (const text of ['', 'not json', '{}', '[]', '{"pages":[],"docs":[],"terms":["a"],"postings":[]}', '{"pages":[],"docs":[],"terms":["a"],"postings":[["A"]]}', '{"pages":[["/a","A"]],"docs":[[0,"","A",[],""]],"terms":["a"],"postings":[["!"]]}']) {
      expect(countedPages(text, termId), text).toBeUndefined();
    }
    const part = JSON.parse(expected(before)).parts[0];
    expect(countedPages(JSON.stringify(part), termId)?.map((p) => p.route)).toEqual(part.pages.map(([r]: [string]) => r));
  });
});
