// Type-checked code blocks (```ts twoslash), kept between builds: a page whose prose changed is
// compiled again, but its blocks are not type-checked again (see CONTRIBUTING "The build cache").
//
// An entry is found by a key made of the block as written (language, meta string, code), every
// type-checked block of its page (they are checked together: mdx/twoslash/twoslash-batch.ts), the site
// root its types are resolved from, and docsgen itself (its fingerprint covers the versions of
// TypeScript, twoslash and Shiki, and the themes). What type-checking read (the tsconfig, the lib
// and package declarations, site files a block imports, every path probed on the way) is a
// dependency list stored once under its own key (many blocks share it) and checked again before
// an entry is used: a block whose files changed is type-checked again.
//
// Plain blocks are stored too, each under a key of the block as written and docsgen (nothing else
// changes how a block is highlighted), so a page edited elsewhere does not highlight them again:
// once a process has compiled a language's grammar, highlighting a block costs less than reading
// a cache file, but the few pages an incremental build compiles go to a fresh worker, where the
// first block of each language pays for its grammar (`plainBlock`).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Element } from 'hast';
import type { DependencyChecker, Dependency } from '../../store/dependencies.js';
import { docsgenFingerprint } from '../../store/docsgen-fingerprint.js';
import { cacheKey, type CacheStore } from '../../store/store.js';
import type { KeptBlocks } from './highlighter.js';

/** The cache a compile uses, and how it checks what entries depend on. */
export interface CodeCache {
  store: CacheStore;
  /** The page cache's checker for this compile (one per build; one per page in the dev server). */
  checker: DependencyChecker;
  /** Files may change while the process lives (the dev server). */
  filesChange: boolean;
}

interface BlockEntry {
  v: 1;
  pre: Element;
  /** The store key of the block's dependency list. */
  deps: string;
}

const current = new AsyncLocalStorage<CodeCache>();

/** Runs a page's compile with `cache` as the code block cache of every block it highlights. */
export function withCodeCache<T>(cache: CodeCache, run: () => Promise<T>): Promise<T> {
  return current.run(cache, run);
}

/** The code block cache of the compile running now, if it has one. */
export function activeCodeCache(): CodeCache | undefined {
  const cache = current.getStore();
  return cache && cache.store.dir !== null ? cache : undefined;
}

/**
 * A block's key. `page`: the identity of every type-checked block of its page (`pageOfBlocks`),
 * which are checked together, so that what one block shows can depend on the others.
 */
export function codeBlockKey(block: { code: string; lang: string; meta: string; root: string; page: string }, docsgen: string = docsgenFingerprint()): string {
  return cacheKey('twoslash code block', docsgen, block.root, block.lang, block.meta, block.code, block.page);
}

/** The identity of a page's type-checked blocks, in order. */
export function pageOfBlocks(blocks: readonly { code: string; lang: string; meta: string }[]): string {
  return cacheKey('twoslash page', ...blocks.flatMap((block) => [block.lang, block.meta, block.code]));
}

/** The keys of a page's type-checked blocks (`blocks`: all of them, in order) on the site `root` names (its root and twoslash settings). */
export function pageBlockKeys(blocks: readonly { code: string; lang: string; meta: string }[], root: string): string[] {
  const page = pageOfBlocks(blocks);
  return blocks.map(({ code, lang, meta }) => codeBlockKey({ code, lang, meta, root, page }));
}

/** Where a plain (not type-checked) block is kept: read before highlighting it, written after. */
export function plainBlock(cache: CodeCache | undefined, block: { code: string; lang: string; meta: string }, themes?: { light: string; dark: string }): KeptBlocks | undefined {
  if (!cache) return undefined;
  // Hashed only when asked for: most blocks a process highlights twice come from its own memory.
  let key: string | undefined;
  const keyOf = () => (key ??= cacheKey('highlighted code block', docsgenFingerprint(), block.lang, block.meta, block.code, ...(themes ? [themes.light, themes.dark] : [])));
  return {
    get: () => {
      const pre = cache.store.get<Element>(keyOf());
      return isElement(pre) ? pre : undefined;
    },
    set: (pre) => cache.store.set(keyOf(), pre),
  };
}

/** The highlighted <pre> of the block and its dependency list's key, when the entry still holds. */
export function readCodeBlock(cache: CodeCache, key: string): { pre: Element; deps: string } | undefined {
  const entry = cache.store.get<BlockEntry>(key);
  if (!isEntry(entry) || !dependencyListHolds(cache.store, cache.checker, entry.deps)) return undefined;
  return { pre: entry.pre, deps: entry.deps };
}

export function writeCodeBlock(cache: CodeCache, key: string, pre: Element, deps: string): void {
  cache.store.set(key, { v: 1, pre, deps } satisfies BlockEntry);
}

// Dependency lists are large (thousands of paths) and shared by many blocks and pages: each is
// stored once, read once per process, and checked once per checker.
const lists = new WeakMap<CacheStore, Map<string, Dependency[]>>();
const written = new WeakMap<CacheStore, Map<string, { size: number; key: string }>>();
const held = new WeakMap<DependencyChecker, Map<string, boolean>>();

/**
 * Stores a dependency list of the twoslash compiler of `root`, returning its key. A compiler's
 * reads only grow: its list at the same length is the same list, not hashed again.
 */
export function storeDependencyList(store: CacheStore, root: string, deps: readonly Dependency[]): string {
  let byRoot = written.get(store);
  if (!byRoot) written.set(store, (byRoot = new Map()));
  const last = byRoot.get(root);
  if (last && last.size === deps.length) return last.key;
  const key = cacheKey('twoslash dependencies', JSON.stringify(deps));
  store.set(key, deps);
  let known = lists.get(store);
  if (!known) lists.set(store, (known = new Map()));
  known.set(key, [...deps]);
  byRoot.set(root, { size: deps.length, key });
  return key;
}

/** Whether the stored list under `key` exists and every dependency in it still holds. */
export function dependencyListHolds(store: CacheStore, checker: DependencyChecker, key: string): boolean {
  let results = held.get(checker);
  if (!results) held.set(checker, (results = new Map()));
  const known = results.get(key);
  if (known !== undefined) return known;
  let cached = lists.get(store);
  if (!cached) lists.set(store, (cached = new Map()));
  let deps = cached.get(key);
  if (!deps) {
    const read = store.get<Dependency[]>(key);
    if (Array.isArray(read)) cached.set(key, (deps = read));
  }
  const ok = deps !== undefined && checker.holds(deps);
  results.set(key, ok);
  return ok;
}

function isEntry(value: unknown): value is BlockEntry {
  const entry = value as BlockEntry;
  return typeof entry === 'object' && entry !== null && entry.v === 1 && typeof entry.deps === 'string' && isElement(entry.pre);
}

function isElement(value: unknown): value is Element {
  const element = value as Element | undefined;
  return typeof element === 'object' && element !== null && element.type === 'element' && Array.isArray(element.children);
}
