// The search index's parts (theme/shared/search/index-file.ts: consecutive pages, their documents
// and postings) kept in the store, each under a key made of its pages' routes and the hashes of
// their compiled results, which determine it. A build writes each part as a file of the output
// named by its content, and an index file that names them: a part whose pages are all as the
// previous build recorded is the same file; another is assembled again from its pages as counted
// — by this build (the pages it compiled), else as the previous build's part held them (the
// pages it did not: decoded from that part's text). An edit to one page of 4000 assembles one
// part of about 256 pages, where counting every page's words again took most of such a build.
import { forEachPosting, INDEX_FILE_VERSION, type SearchIndexPart } from '../../theme/shared/search/index-file.js';
import { SEARCH_FIELDS } from '../../theme/shared/search/types.js';
import { withBasePath } from '../../theme/shared/links.js';
import { assemblePart, splitIntoParts, type CountedPage, type SearchIndexHeader } from './build-index.js';
import type { SearchFeed } from './search-feed.js';
import { docsgenFingerprint } from '../store/docsgen-fingerprint.js';
import { textHash } from '../store/dependencies.js';
import { cacheKey, type CacheStore } from '../store/store.js';

const SHA1 = /^[0-9a-f]{40}$/;

/** Whether a part's hash read from the record is one (it names the part's file: nothing else may reach a path). */
export function isPartHash(written: unknown): written is string {
  return typeof written === 'string' && SHA1.test(written);
}

/** A part the record names: its store key, the pages it holds (route, compiled hash), in order, and the SHA-1 of its text (its file's name). */
export interface PartRecord {
  key: string;
  pages: [route: string, compiledHash: string][];
  written: string;
}

/** A page of the index: its route, and the hash of the compiled result it is counted from (undefined: not known, so its part is not stored). */
export interface IndexedPage {
  route: string;
  hash: string | undefined;
}

/** One of the index's part files: where it goes in the output, the SHA-1 of its text, and the text (made when asked for). */
export interface PartFile {
  file: string;
  hash: string;
  text: string | (() => string);
}

/** The store key of the part holding exactly these pages, compiled so, in `lang`'s words (its content follows from them and docsgen's code). */
export function partKey(pages: readonly (readonly [route: string, compiledHash: string])[], lang = 'en'): string {
  return cacheKey('search index part', INDEX_FILE_VERSION, docsgenFingerprint(), JSON.stringify(pages), ...(lang === 'en' ? [] : [lang]));
}

/**
 * The search index of `pages` (every searchable page of the build, in index order) as files: the
 * index file's text and hash, which name the parts' files, and those files; also the parts it
 * stored or found stored (for the record). Undefined when there is no page. `recount` gives a
 * page that neither this build nor a stored part counted (it may throw). `partFile` names the
 * file of a part by the SHA-1 of its text (relative to the output).
 *
 * A part the previous build recorded with the same key (the same pages, compiled the same) has
 * the same text, so its name is known without its text: the text is made only when the output
 * does not hold that file any more (read from the store, or assembled again). So a build that
 * changed one page of 4000 neither reads nor writes the other parts, about 10 MB. An index of one
 * part holds it inline (`partsInline`), and has no part files.
 */
export function searchIndexFiles(options: {
  pages: readonly IndexedPage[];
  header: SearchIndexHeader;
  feed: SearchFeed;
  store: CacheStore | undefined;
  previous: StoredParts | undefined;
  recount: (route: string) => CountedPage;
  partFile: (hash: string) => string;
  partPages?: number;
  /** The pages' language (the analyzer's), when it is not English. */
  lang?: string;
}): { text: string; hash: string; partFiles: PartFile[]; parts: PartRecord[] } | undefined {
  const { feed, store, previous } = options;
  if (options.pages.length === 0) return undefined;
  const partFiles: PartFile[] = [];
  const parts: PartRecord[] = [];
  for (const part of splitIntoParts(options.pages, options.partPages)) {
    const known = part.every((page) => page.hash !== undefined) ? part.map((page) => [page.route, page.hash!] as [string, string]) : undefined;
    const key = store && known ? partKey(known, options.lang) : undefined;
    const counted = part.map((page) => feed.counted(page.route));
    const assemble = () => {
      const pages = part.map((page, i) => counted[i] ?? previous?.page(page.route, page.hash, feed.termId) ?? options.recount(page.route));
      return JSON.stringify(assemblePart(pages, feed.terms));
    };
    // Every page counted by this build (a cold build): assembled, as reading it back would cost more.
    const allCounted = counted.every(Boolean);
    let hash = key !== undefined && !allCounted ? previous?.writtenOf(key) : undefined;
    let text: PartFile['text'];
    if (hash !== undefined) {
      text = () => storedPart(store, key!) ?? assemble();
    } else {
      text = (!allCounted && key !== undefined && storedPart(store, key)) || assemble();
      hash = textHash(text);
      if (key !== undefined && !store!.touch(key)) store!.set(key, text);
    }
    partFiles.push({ file: options.partFile(hash), hash, text });
    if (key !== undefined) parts.push({ key, pages: known!, written: hash });
  }
  if (partsInline(partFiles.length)) {
    const text = `${JSON.stringify(options.header).slice(0, -1)},"parts":[${partText(partFiles[0]!)}]}`;
    return { text, hash: textHash(text), partFiles: [], parts };
  }
  const urls = partFiles.map((part) => withBasePath(options.header.basePath, `/${part.file}`));
  const text = JSON.stringify({ ...options.header, parts: urls });
  return { text, hash: textHash(text), partFiles, parts };
}

/**
 * An index of one part (a site of up to a few hundred pages) holds it inline: the dialog's first
 * search then costs one request, not two in turn, and an edit rewrites the whole index either way.
 */
export function partsInline(count: number): boolean {
  return count === 1;
}

function partText(part: PartFile): string {
  return typeof part.text === 'string' ? part.text : part.text();
}

/** The text the store keeps under `key`, when it is a string. */
export function storedPart(store: CacheStore | undefined, key: string): string | undefined {
  if (!store) return undefined;
  const text = store.get<unknown>(key);
  return typeof text === 'string' ? text : undefined;
}

/** The parts of the previous build still in the store: the pages they hold, as that build counted them. */
export class StoredParts {
  /** Route → the part holding it and the compiled hash it was counted from. */
  private readonly partOf = new Map<string, { part: PartRecord; hash: string }>();
  /** Key → the SHA-1 of the part's text, of every part the record names (the store may have lost some). */
  private readonly written = new Map<string, string>();
  /** Parts decoded, by key, for the feed last asked for (undefined: the part is unreadable). */
  private decoded?: { termId: (term: string) => number; parts: Map<string, Map<string, CountedPage> | undefined> };

  constructor(
    private readonly store: CacheStore,
    parts: readonly PartRecord[] = [],
  ) {
    for (const part of parts) {
      if (isPartHash(part.written)) this.written.set(part.key, part.written);
      // Marked used now, so pruning at the end of this build keeps what the next one may need.
      if (!store.touch(part.key)) continue;
      for (const [route, hash] of part.pages) this.partOf.set(route, { part, hash });
    }
  }

  /** The SHA-1 of the text of the part with store key `key`, when the previous build wrote it. */
  writtenOf(key: string): string | undefined {
    return this.written.get(key);
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
      const text = storedPart(this.store, holder.part.key);
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
