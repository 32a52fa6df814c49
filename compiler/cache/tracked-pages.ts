// The page list as the theme sees it while a page renders, watched: which fields of the entries
// (title, path, frontmatter, `content`…) the render read. A page's HTML depends on the list only
// through those fields, so its cached HTML is reused while every entry's values of those fields,
// and the list's order and length, are unchanged (html-cache.ts): editing one page's text changes
// its last-updated time, which no sidebar shows, and the other pages stay cached.
//
// `content` (spec §3, the page's source) is read from disk the first time something asks, so the
// list crossing to every worker stays small.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageSummary } from '../../theme/shared/page-types.js';
import { cacheKey } from '../store/store.js';

export interface TrackedPages {
  pages: PageSummary[];
  /** Forget what was read so far: a render starts. */
  reset(): void;
  /** The fields read since the last reset, sorted. */
  fieldsRead(): string[];
}

/** A page's source; a generated page (a reference page) has no file, and says nothing here. */
const readSource = (siteRoot: string, page: PageSummary) => {
  try {
    return readFileSync(join(siteRoot, page.filePath), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
};

export function trackedPages(pages: readonly PageSummary[], siteRoot: string | undefined): TrackedPages {
  const read = new Set<string>();
  const tracked = pages.map((page) => {
    const entry = {} as PageSummary;
    for (const field of Object.keys(page) as (keyof PageSummary)[]) {
      Object.defineProperty(entry, field, {
        enumerable: true,
        get: () => {
          read.add(field);
          return page[field];
        },
      });
    }
    if (siteRoot !== undefined) {
      let content: string | undefined;
      Object.defineProperty(entry, 'content', {
        enumerable: true,
        get: () => {
          read.add('content');
          return (content ??= readSource(siteRoot, page));
        },
      });
    }
    return entry;
  });
  return {
    pages: tracked,
    reset: () => read.clear(),
    fieldsRead: () => [...read].sort(),
  };
}

/** A hash of the list's length, order and the values of `fields` of every entry. */
export function pagesProjection(pages: readonly PageSummary[], fields: readonly string[], siteRoot: string | undefined): string {
  const rows = pages.map((page) =>
    fields.map((field) => {
      if (field === 'content') return siteRoot === undefined ? null : readSource(siteRoot, page);
      return (page as unknown as Record<string, unknown>)[field] ?? null;
    }),
  );
  return cacheKey('page list', JSON.stringify(fields), JSON.stringify(rows));
}

/** pagesProjection of one list, each set of fields hashed once (many pages' renders read the same fields). */
export function pagesProjections(pages: readonly PageSummary[], siteRoot: string | undefined): (fields: readonly string[]) => string {
  const hashes = new Map<string, string>();
  return (fields) => {
    const key = fields.join(',');
    let hash = hashes.get(key);
    if (hash === undefined) hashes.set(key, (hash = pagesProjection(pages, fields, siteRoot)));
    return hash;
  };
}
