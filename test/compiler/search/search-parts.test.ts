// A build that makes the search index again keeps the parts whose pages did not change (their
// files, named by their content, are the same), and assembles the others from the pages it
// counted and those the previous build's parts held: the index file and its parts' files must
// together be the very index that counting every page gives.
import {  } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { countedPages, searchIndexFiles, StoredParts, type IndexedPage, type PartFile, type PartRecord } from '../../../compiler/search/search-parts.js';
import { openStore } from '../../../compiler/store/store.js';
import { textHash } from '../../../compiler/store/dependencies.js';
import { buildSearchIndex, searchIndexHeader } from '../../../compiler/search/build-index.js';
import { byRoute, searchDocuments, type SearchablePage } from '../../../compiler/search/documents.js';
import { createSearchFeed, type CountedPage, type SearchFeed } from '../../../compiler/search/search-feed.js';
import type { SearchOptions } from '../../../theme/shared/search/types.js';
import { generatedPages, page } from '../../search/fixtures.js';
import { tempDir } from '../../support/temp-dir.js';

const OPTIONS: SearchOptions & { basePath: string } = { boost: { title: 4, text: 2, titles: 1 }, fuzzy: 0.2, prefix: true, maxFuzzy: 2, combineWith: 'or', basePath: '/docs' };
/** Parts of about four pages: 60 pages make many. */
const PART_PAGES = 4;

function newStore() {
  const dir = tempDir('search-parts-', { in: 'system' });
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
  return searchIndexFiles({ pages: indexed(pages), header: searchIndexHeader(OPTIONS), feed, store, previous: new StoredParts(store, previous), recount: recountPage, partFile, partPages: PART_PAGES })!;
}

const partFile = (hash: string) => `docsgen/search-part.${hash.slice(0, 16)}.json`;
const partText = (part: PartFile) => (typeof part.text === 'string' ? part.text : part.text());

/** The index the files make together, as the browser puts it together (theme/search/load-engine.ts). */
function whole(made: { text: string; partFiles: PartFile[] }): string {
  const file = JSON.parse(made.text) as { parts: string[] };
  expect(file.parts).toEqual(made.partFiles.map((part) => `/docs/${part.file}`));
  return JSON.stringify({ ...file, parts: made.partFiles.map((part) => JSON.parse(partText(part)) as unknown) });
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
    expect(whole(made)).toBe(expected(before));
    expect(made.parts.length).toBeGreaterThan(8);
    // Each file is named by its text's hash, which the record keeps.
    for (const [i, part] of made.partFiles.entries()) {
      expect(part.hash).toBe(textHash(partText(part)));
      expect(part.file).toBe(partFile(part.hash));
      expect(made.parts[i]!.written).toBe(part.hash);
    }
    expect(made.parts.flatMap((part) => part.pages.map(([route]) => route))).toEqual(indexed(before).map((p) => p.route));
    for (const part of made.parts) expect(store.touch(part.key)).toBe(true);
  });

  test('counting only the changed pages gives the same file, assembling only their parts', () => {
    const store = newStore();
    const first = build(store, before);
    const writes = store.writes;
    const made = build(store, after, first.parts, changed);
    expect(whole(made)).toBe(expected(after));
    expect(whole(made)).toContain('zeppelin');
    // The same files as a cold build's of the same pages; the index file another than before.
    const cold = build(newStore(), after);
    expect([made.text, made.hash, made.partFiles.map((part) => [part.file, part.hash])]).toEqual([cold.text, cold.hash, cold.partFiles.map((part) => [part.file, part.hash])]);
    expect(made.hash).toBe(textHash(made.text));
    expect(made.hash).not.toBe(first.hash);
    // The parts not changed are named without being read or assembled: their text is made only when asked for.
    const unchanged = made.partFiles.filter((part) => first.partFiles.some((old) => old.file === part.file));
    expect(unchanged.length).toBe(made.partFiles.length - 3);
    for (const part of unchanged) expect(typeof part.text).toBe('function');
    // The parts of the edited, removed and added pages (at most three), each stored once.
    const fresh = made.parts.filter((part) => !first.parts.some((old) => old.key === part.key));
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.length).toBeLessThanOrEqual(3);
    expect(store.writes - writes).toBe(fresh.length);
    // Nothing changed since: every part is taken from the store.
    const again = build(store, after, made.parts, []);
    expect(whole(again)).toBe(whole(made));
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
    // Its file is named from the record; its text, asked for (the output lost the file too), needs the pages recounted.
    const unread = build(store, after, first.parts, changed);
    expect(unread.partFiles.some((part) => part.hash === lost.written)).toBe(true);
    expect(() => whole(unread)).toThrow(/^recounted /);
    // Recounting gives them back, and the same file.
    const recount = (feed: SearchFeed, r: string) => {
      feed.add(after.find((info) => info.route === r)!);
      return feed.counted(r)!;
    };
    expect(whole(build(store, after, first.parts, changed, recount))).toBe(expected(after));
    // A part the record names whose text the store lost, and whose file is wanted: assembled again when asked for, the same text.
    const rebuilt = build(store, after, first.parts, changed, recount);
    const lostFile = rebuilt.partFiles.find((part) => part.hash === lost.written)!;
    expect(typeof lostFile.text).toBe('function');
    expect(textHash(partText(lostFile))).toBe(lost.written);
  });

  test('a page compiled otherwise than its part says is not taken from it', () => {
    const store = newStore();
    const first = build(store, before);
    const previous = new StoredParts(store, first.parts);
    const [route] = first.parts[1]!.pages[0]!;
    expect(previous.page(route, 'another hash', createSearchFeed().termId)).toBeUndefined();
  });

  test('without a store, nothing is kept, and the files are those of a build with one', () => {
    const feed = createSearchFeed();
    for (const info of before) feed.add(info);
    const made = searchIndexFiles({ pages: indexed(before), header: searchIndexHeader(OPTIONS), feed, store: undefined, previous: undefined, recount: () => { throw new Error('no'); }, partFile, partPages: PART_PAGES })!;
    expect(whole(made)).toBe(expected(before));
    expect(made.parts).toEqual([]);
    expect(made.hash).toBe(textHash(made.text));
    expect(made.text).toBe(build(newStore(), before).text);
  });

  test('an index of one part holds it inline, and writes no part file', () => {
    const few = before.slice(0, 2);
    const made = build(newStore(), few);
    expect(made.partFiles).toEqual([]);
    expect(made.parts).toHaveLength(1);
    expect(made.text).toBe(expected(few));
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
