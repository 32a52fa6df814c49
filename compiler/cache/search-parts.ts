// The search index's parts (theme/search/core/index-file.ts: consecutive pages, their documents
// and postings) kept in the store, each under a key made of its pages' routes and the hashes of
// their compiled results, which determine it. A build writes the index file by joining the parts'
// texts: a part whose pages are all as stored is taken as it is; another is assembled again from
// its pages as counted — by this build (the pages it compiled), else as the previous build's part
// held them (the pages it did not: decoded from that part's text). An edit to one page of 4000
// assembles one part of about 256 pages, where counting every page's words again took most of such
// a build.
import { forEachPosting, INDEX_FILE_VERSION, type SearchIndexPart } from '../../theme/search/core/index-file.js';
import { SEARCH_FIELDS } from '../../theme/search/core/types.js';
import { assemblePart, indexFileText, splitIntoParts, type CountedPage, type SearchIndexHeader } from '../search/build-index.js';
import type { SearchFeed } from '../search/search-feed.js';
import { docsgenFingerprint } from './docsgen-fingerprint.js';
import { textHash } from './dependencies.js';
import { cacheKey, type CacheStore } from './store.js';

/** A part the record names: its store key and the pages it holds (route, compiled hash), in order. */
export interface PartRecord {
  key: string;
  pages: [route: string, compiledHash: string][];
}

/** A page of the index: its route, and the hash of the compiled result it is counted from (undefined: not known, so its part is not stored). */
export interface IndexedPage {
  route: string;
  hash: string | undefined;
}

/** The store key of the part holding exactly these pages, compiled so (its content follows from them and docsgen's code). */
export function partKey(pages: readonly (readonly [route: string, compiledHash: string])[]): string {
  return cacheKey('search index part', INDEX_FILE_VERSION, docsgenFingerprint(), JSON.stringify(pages));
}

/**
 * The index file's text for `pages` (every searchable page of the build, in index order), the
 * parts it stored or found stored, and a hash of the text; undefined when there is no page.
 * `recount` gives a page that neither this build nor a stored part counted (it may throw).
 *
 * The hash stands for the text wherever the build compares output files (cache/output-record.ts):
 * when every part has a key, it is made of the header and the keys, which determine the text
 * (hashing 10 MB was a fifth of the index's share of an edit at 4000 pages); else of the text.
 */
export function searchIndexText(options: {
  pages: readonly IndexedPage[];
  header: SearchIndexHeader;
  feed: SearchFeed;
  store: CacheStore | undefined;
  previous: StoredParts | undefined;
  recount: (route: string) => CountedPage;
  partPages?: number;
}): { text: string; parts: PartRecord[]; hash: string } | undefined {
  const { feed, store, previous } = options;
  if (options.pages.length === 0) return undefined;
  const texts: string[] = [];
  const parts: PartRecord[] = [];
  for (const part of splitIntoParts(options.pages, options.partPages)) {
    const known = part.every((page) => page.hash !== undefined) ? part.map((page) => [page.route, page.hash!] as [string, string]) : undefined;
    const key = store && known ? partKey(known) : undefined;
    const counted = part.map((page) => feed.counted(page.route));
    // Every page counted by this build (a cold build): assembled, as reading it back would cost more.
    let text = counted.every(Boolean) ? undefined : key && stored(store!, key);
    if (text === undefined) {
      const pages = part.map((page, i) => counted[i] ?? previous?.page(page.route, page.hash, feed.termId) ?? options.recount(page.route));
      text = JSON.stringify(assemblePart(pages, feed.terms));
      if (key && !store!.touch(key)) store!.set(key, text);
    }
    texts.push(text);
    if (key) parts.push({ key, pages: known! });
  }
  const text = indexFileText(options.header, texts);
  const header = JSON.stringify(options.header);
  const hash = parts.length === texts.length ? cacheKey('search index file', header, ...parts.map((part) => part.key)) : textHash(text);
  return { text, parts, hash };
}

function stored(store: CacheStore, key: string): string | undefined {
  const text = store.get<unknown>(key);
  return typeof text === 'string' ? text : undefined;
}

/** The parts of the previous build still in the store: the pages they hold, as that build counted them. */
export class StoredParts {
  /** Route → the part holding it and the compiled hash it was counted from. */
  private readonly partOf = new Map<string, { part: PartRecord; hash: string }>();
  /** Parts decoded, by key, for the feed last asked for (undefined: the part is unreadable). */
  private decoded?: { termId: (term: string) => number; parts: Map<string, Map<string, CountedPage> | undefined> };

  constructor(
    private readonly store: CacheStore,
    parts: readonly PartRecord[] = [],
  ) {
    for (const part of parts) {
      // Marked used now, so pruning at the end of this build keeps what the next one may need.
      if (!store.touch(part.key)) continue;
      for (const [route, hash] of part.pages) this.partOf.set(route, { part, hash });
    }
  }

  /** True when a stored part holds `route` counted from the compiled result `hash`. */
  holds(route: string, hash: string | undefined): boolean {
    return hash !== undefined && this.partOf.get(route)?.hash === hash;
  }

  /** The page as its stored part counted it, its terms numbered by `termId` (a feed's); undefined if no part holds it so, or the part is lost. */
  page(route: string, hash: string | undefined, termId: (term: string) => number): CountedPage | undefined {
    const holder = this.partOf.get(route);
    if (!holder || holder.hash !== hash) return undefined;
    if (this.decoded?.termId !== termId) this.decoded = { termId, parts: new Map() };
    const { parts } = this.decoded;
    if (!parts.has(holder.part.key)) {
      const text = stored(this.store, holder.part.key);
      const pages = text === undefined ? undefined : countedPages(text, termId);
      parts.set(holder.part.key, pages && new Map(pages.map((page) => [page.route, page])));
    }
    return parts.get(holder.part.key)?.get(route);
  }
}

/**
 * A part's text back to its pages as counted, their terms numbered by `termId`: assembling these
 * gives the same part. Undefined when the text is not a part.
 */
export function countedPages(text: string, termId: (term: string) => number): CountedPage[] | undefined {
  let part: SearchIndexPart;
  try {
    part = JSON.parse(text) as SearchIndexPart;
    if (!Array.isArray(part.pages) || !Array.isArray(part.docs) || !Array.isArray(part.terms) || !Array.isArray(part.postings) || part.postings.length !== part.terms.length) return undefined;
    const pages = part.pages.map(([route, title]): CountedPage => ({ route, title, docs: [], prepared: [] }));
    const fieldsOfDoc = part.docs.map(([page, anchor, title, parents, snippet]) => {
      const fields = SEARCH_FIELDS.map(() => ({ ids: [] as number[], tfs: [] as number[] }));
      pages[page]!.docs.push([anchor, title, parents]);
      pages[page]!.prepared.push({ snippet, fields });
      return fields;
    });
    part.terms.forEach((term, t) => {
      const id = termId(term);
      part.postings[t]!.forEach((list, f) =>
        forEachPosting(list, (doc, tf) => {
          const field = fieldsOfDoc[doc]![f]!;
          field.ids.push(id);
          field.tfs.push(tf);
        }),
      );
    });
    return pages;
  } catch {
    // Not JSON, a page or document out of range, a corrupt posting list.
    return undefined;
  }
}
