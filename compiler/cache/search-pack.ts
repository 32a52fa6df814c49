// Every page's part of the search index, counted (search-feed.ts), as the output record keeps it
// for the next build: that build adopts the pages that did not change instead of counting their
// words again, and counts only the others.
//
// Stored compactly: each file holds the terms its pages use once, in a table, and each document's
// counts per field as a posting list of the index file's kind (terms by their place in the table,
// ascending, each with its frequency), a string JSON reads at once; as plain JSON with the terms
// spelled out (26 MB at 4000 pages) reading and writing took most of the time saved, and as arrays
// of numbers reading alone still took 0.3 s at 4000 pages. And stored in shards (record-shards.ts places pages in them): a shard's
// key is made of its pages' routes and compiled hashes, which determine its content, so a build
// writes only the shards holding a page whose compiled result changed.
import { encodePostings, forEachPosting } from '../../theme/search/core/index-file.js';
import type { PreparedDocument } from '../search/build-index.js';
import type { CountedPage } from '../search/search-feed.js';
import { placeInShards } from './record-shards.js';
import { cacheKey, type CacheStore } from './store.js';

export interface SearchPackFile {
  v: 3;
  /** The terms the counts refer to, by number. */
  terms: readonly string[];
  /** Route → the compiled result's hash it was counted from, its documents, and per document its snippet and counts per field (`encodePostings`). */
  pages: Record<string, { h: string; docs: CountedPage['docs']; c: [snippet: string, fields: string[]][] }>;
}

/** The pages of one shard: route → compiled hash and the page as counted, its terms numbered as in `terms`. */
type ShardPages = Iterable<[route: string, compiledHash: string, counted: CountedPage]>;

/**
 * A pack of the pages given (route → the compiled result's hash and the page as counted, its
 * terms numbered as in `terms`, the feed's), with a table of only the terms they use.
 */
export function packSearch(terms: readonly string[], pages: ShardPages): SearchPackFile {
  const packed: SearchPackFile['pages'] = {};
  const table: string[] = [];
  const local = new Map<number, number>();
  const localId = (id: number) => {
    let mine = local.get(id);
    if (mine === undefined) local.set(id, (mine = table.push(terms[id]!) - 1));
    return mine;
  };
  for (const [route, h, { docs, prepared }] of pages) {
    packed[route] = { h, docs, c: prepared.map((doc) => [doc.snippet, doc.fields.map(({ ids, tfs }) => encodeCounts(ids.map(localId), tfs))]) };
  }
  return { v: 3, terms: table, pages: packed };
}

/**
 * A field's counts as a posting list, terms ascending. The order of a field's terms is of no
 * consequence: the index lists each term's documents, and sorts its terms.
 */
function encodeCounts(ids: number[], tfs: number[]): string {
  const order = ids.map((_, i) => i).sort((a, b) => ids[a]! - ids[b]!);
  return encodePostings(
    order.map((i) => ids[i]!),
    order.map((i) => tfs[i]!),
  );
}

/** The store key of the shard holding exactly these pages (route → compiled hash): its content follows from them. */
function shardKey(count: number, place: number, pages: (readonly [route: string, compiledHash: string])[]): string {
  return cacheKey('search pack shard', 4, count, place, JSON.stringify(pages.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))));
}

/**
 * Stores the pack of `pages` (route → compiled hash; `counted` gives each page as counted, if this
 * build counted or adopted it) and returns its shards' keys. A shard already stored under its key
 * is not written again (a corrupt one was deleted when read, so it is). Undefined when a shard holds a page that was not counted and is not
 * stored (the build reused the index without counting): a pack without it is no pack at all.
 */
export function storeSearchPack(
  store: CacheStore,
  pages: readonly [route: string, compiledHash: string][],
  search: { counted(route: string): CountedPage | undefined; readonly terms: readonly string[] },
): string[] | undefined {
  const shards = placeInShards(pages, ([route]) => route);
  const count = shards.length;
  const keys: string[] = [];
  for (const [place, shard] of shards.entries()) {
    if (shard.length === 0) continue;
    const key = shardKey(count, place, shard);
    keys.push(key);
    // Stored by an earlier build (the same pages, compiled the same): only marked used.
    if (store.touch(key)) continue;
    const counts: [string, string, CountedPage][] = [];
    for (const [route, h] of shard) {
      const counted = search.counted(route);
      if (!counted) return undefined;
      counts.push([route, h, counted]);
    }
    store.set(key, packSearch(search.terms, counts));
  }
  return keys;
}

/** A stored pack, read back: each page's hash, and the page as counted, renumbered for a feed. */
export class SearchPack {
  /** Each file's terms' numbers in the feed last asked for, found on first use (-1: not yet). */
  private renumbered?: { termId: (term: string) => number; ids: Map<SearchPackFile, Int32Array> };
  private readonly fileOf = new Map<string, SearchPackFile>();

  private constructor(files: readonly SearchPackFile[]) {
    for (const file of files) for (const route in file.pages) this.fileOf.set(route, file);
  }

  /** The pack in the files `values` (as read from the store), or undefined when one is not a pack file. */
  static from(values: readonly unknown[]): SearchPack | undefined {
    const files: SearchPackFile[] = [];
    for (const value of values) {
      const file = value as SearchPackFile | undefined;
      if (!file || typeof file !== 'object' || file.v !== 3 || !Array.isArray(file.terms) || typeof file.pages !== 'object' || file.pages === null) return undefined;
      files.push(file);
    }
    return new SearchPack(files);
  }

  /** The pack stored under `keys`, or undefined when a shard is missing or not one. */
  static read(store: CacheStore, keys: readonly string[]): SearchPack | undefined {
    const values: unknown[] = [];
    for (const key of keys) {
      const value = store.get(key);
      if (value === undefined) return undefined;
      values.push(value);
    }
    return SearchPack.from(values);
  }

  /** A pack without pages. */
  static empty(): SearchPack {
    return new SearchPack([]);
  }

  /** The hash of the compiled result `route` was counted from, if the pack has the page. */
  hashOf(route: string): string | undefined {
    return this.fileOf.get(route)?.pages[route]?.h;
  }

  /** The page as counted, its terms numbered by `termId` (a feed's), if the pack has it. */
  page(route: string, termId: (term: string) => number): CountedPage | undefined {
    const file = this.fileOf.get(route);
    const packed = file?.pages[route];
    if (!file || !packed) return undefined;
    if (this.renumbered?.termId !== termId) this.renumbered = { termId, ids: new Map() };
    let ids = this.renumbered.ids.get(file);
    if (!ids) this.renumbered.ids.set(file, (ids = new Int32Array(file.terms.length).fill(-1)));
    const { terms } = file;
    const idOf = (packId: number) => {
      let id = ids[packId]!;
      if (id < 0) ids[packId] = id = termId(terms[packId]!);
      return id;
    };
    const prepared = packed.c.map(([snippet, fields]): PreparedDocument => ({
      snippet,
      fields: fields.map((counts) => {
        const fieldIds: number[] = [];
        const tfs: number[] = [];
        forEachPosting(counts, (packId, tf) => {
          fieldIds.push(idOf(packId));
          tfs.push(tf);
        });
        return { ids: fieldIds, tfs };
      }),
    }));
    return { docs: packed.docs, prepared };
  }
}
