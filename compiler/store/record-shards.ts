// A large map of the output record (route → page record, output path → file stamp) kept in the
// store as shards: each name belongs to one shard by a hash of the name, and a build writes only
// the shards whose entries changed. One edited page at 4000 pages rewrites one shard of about 60
// pages, not the 10 MB record (whose encoding was an eighth of such a build).
//
// A shard's key is made of its scope (the output folder), its place and its content, so a shard
// written again with the same entries has the same key. Whether a shard changed is known without
// encoding it: the record read at the start of the build hands its entries to the build, which
// passes on those it did not change as the very same objects (warm-pages.ts), so a shard whose
// every entry is the object read, and as many as were read, is the shard stored.
import { cacheKey, type CacheStore } from './store.js';

/** Where a map's shards are in the store, as its record names them. */
export interface ShardList {
  /** The store key of each shard, by place; an empty shard has none. */
  keys: (string | null)[];
}

/** Entries per shard a map aims at: small enough to write one cheaply, few enough files to read. */
const ENTRIES_PER_SHARD = 100;
const MAX_SHARDS = 256;

/** How many shards a map of `size` entries is split into: a power of two, so it changes rarely as a site grows. */
export function shardCount(size: number): number {
  let count = 1;
  while (count < MAX_SHARDS && count * ENTRIES_PER_SHARD < size) count *= 2;
  return count;
}

/** The shard of `name` among `count` (FNV-1a: cheap, and the same on every machine). */
export function shardOf(name: string, count: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % count;
}

/** `items` placed in `shardCount(items.length)` shards by their names, in the order given. */
export function placeInShards<T>(items: readonly T[], nameOf: (item: T) => string): T[][] {
  const count = shardCount(items.length);
  const shards: T[][] = Array.from({ length: count }, () => []);
  for (const item of items) shards[shardOf(nameOf(item), count)]!.push(item);
  return shards;
}

/** A map read from its shards, and what the build needs to tell which of them it changed. */
export interface ReadShards<T> {
  entries: Record<string, T>;
  list: ShardList;
  /** Entries read per shard. */
  sizes: number[];
}

/** The map stored as `list`, or undefined when a shard is missing or is not one (then the record is of no use). */
export function readShards<T>(store: CacheStore, list: ShardList): ReadShards<T> | undefined {
  if (!list || !Array.isArray(list.keys)) return undefined;
  const entries: Record<string, T> = {};
  const sizes: number[] = [];
  for (const key of list.keys) {
    if (key === null) {
      sizes.push(0);
      continue;
    }
    const shard = parsed<Record<string, T>>(store.get(key));
    if (!shard || typeof shard !== 'object') return undefined;
    let size = 0;
    for (const name in shard) {
      entries[name] = shard[name]!;
      size++;
    }
    sizes.push(size);
  }
  return { entries, list, sizes };
}

/**
 * Stores `entries` as shards and returns their list: a shard whose entries are those read in
 * `previous` (the same objects, as many) keeps its key; the others are written. Shards of
 * `previous` the new list no longer names are returned in `replaced`, for the caller to delete
 * once the record naming the new list is stored.
 */
export function writeShards<T>(store: CacheStore, scope: string, entries: Record<string, T>, previous: ReadShards<T> | undefined): { list: ShardList; replaced: string[] } {
  const shards = placeInShards(Object.keys(entries), (name) => name);
  const count = shards.length;
  const sameCount = previous?.list.keys.length === count;
  const keys = shards.map((shard, place): string | null => {
    if (shard.length === 0) return null;
    if (sameCount && previous.sizes[place] === shard.length && previous.list.keys[place] && shard.every((name) => previous.entries[name] === entries[name])) {
      return previous.list.keys[place]!;
    }
    // Sorted, so the same entries make the same shard whatever order the build found them in.
    const value: Record<string, T> = {};
    for (const name of shard.sort()) value[name] = entries[name]!;
    // Stored as its JSON text: encoded once, for its key and its entry.
    const json = JSON.stringify(value);
    const key = cacheKey('output record shard', scope, count, place, json);
    store.set(key, json);
    return key;
  });
  const kept = new Set(keys);
  const replaced = (previous?.list.keys ?? []).filter((key): key is string => key !== null && !kept.has(key));
  return { list: { keys }, replaced };
}

/** The value of a shard's JSON text as stored; undefined when it is not JSON text. */
function parsed<T>(text: unknown): T | undefined {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
