// Every page's part of the search index, counted (search-feed.ts), as the output record keeps it
// for the next build: that build adopts the pages that did not change instead of counting their
// words again, and counts only the others.
//
// Stored compactly: the terms once, in one table, and each document's counts as numbers
// ([term, frequency, term, frequency…] per field, terms by their place in the table): the pack is
// read and written whole by every build that makes the index again, and as plain JSON with the
// terms spelled out (26 MB at 4000 pages) reading and writing it took most of the time saved.
import type { PreparedDocument } from '../search/build-index.js';
import type { CountedPage } from '../search/search-feed.js';

export interface SearchPackFile {
  v: 1;
  /** The terms the counts refer to, by number. */
  terms: readonly string[];
  /** Route → the compiled result's hash it was counted from, its documents, and per document its snippet and counts per field. */
  pages: Record<string, { h: string; docs: CountedPage['docs']; c: [snippet: string, fields: number[][]][] }>;
}

/**
 * A pack of the pages given (route → the compiled result's hash and the page as counted), whose
 * terms are numbered as in `terms` (the feed's).
 */
export function packSearch(terms: readonly string[], pages: Iterable<[route: string, compiledHash: string, counted: CountedPage]>): SearchPackFile {
  const packed: SearchPackFile['pages'] = {};
  for (const [route, h, { docs, prepared }] of pages) {
    packed[route] = { h, docs, c: prepared.map((doc) => [doc.snippet, doc.fields.map(interleave)]) };
  }
  return { v: 1, terms, pages: packed };
}

function interleave({ ids, tfs }: { ids: number[]; tfs: number[] }): number[] {
  const pairs = new Array<number>(ids.length * 2);
  for (let i = 0; i < ids.length; i++) {
    pairs[2 * i] = ids[i]!;
    pairs[2 * i + 1] = tfs[i]!;
  }
  return pairs;
}

/** A stored pack, read back: each page's hash, and the page as counted, renumbered for a feed. */
export class SearchPack {
  /** The feed's number of each of the pack's terms, found on first use (-1: not yet). */
  private renumbered?: { termId: (term: string) => number; ids: Int32Array };

  private constructor(private readonly file: SearchPackFile) {}

  /** The pack in `value` (as read from the store), or undefined when it is not one. */
  static from(value: unknown): SearchPack | undefined {
    const file = value as SearchPackFile | undefined;
    if (!file || typeof file !== 'object' || file.v !== 1 || !Array.isArray(file.terms) || typeof file.pages !== 'object' || file.pages === null) return undefined;
    return new SearchPack(file);
  }

  /** A pack without pages. */
  static empty(): SearchPack {
    return new SearchPack({ v: 1, terms: [], pages: {} });
  }

  /** The hash of the compiled result `route` was counted from, if the pack has the page. */
  hashOf(route: string): string | undefined {
    return this.file.pages[route]?.h;
  }

  /** The page as counted, its terms numbered by `termId` (a feed's), if the pack has it. */
  page(route: string, termId: (term: string) => number): CountedPage | undefined {
    const packed = this.file.pages[route];
    if (!packed) return undefined;
    const { terms } = this.file;
    if (this.renumbered?.termId !== termId) this.renumbered = { termId, ids: new Int32Array(terms.length).fill(-1) };
    const { ids } = this.renumbered;
    const idOf = (packId: number) => {
      let id = ids[packId]!;
      if (id < 0) ids[packId] = id = termId(terms[packId]!);
      return id;
    };
    const prepared = packed.c.map(([snippet, fields]): PreparedDocument => ({
      snippet,
      fields: fields.map((pairs) => {
        const fieldIds = new Array<number>(pairs.length / 2);
        const tfs = new Array<number>(pairs.length / 2);
        for (let i = 0; i < pairs.length; i += 2) {
          fieldIds[i / 2] = idOf(pairs[i]!);
          tfs[i / 2] = pairs[i + 1]!;
        }
        return { ids: fieldIds, tfs };
      }),
    }));
    return { docs: packed.docs, prepared };
  }
}
