// Messages between the dev server and its search worker. Plain data only.
import type { CompileJob, SerializedError } from '../../page/page-model.js';
import type { LinkFacts } from '../../links/check-built.js';

export type SearchRequest =
  /** Start over: a new config (maybe a new base path) or the first start. */
  | { type: 'configure'; basePath: string; configModule: string | null; siteRoot: string; outDir: string; jobs: CompileJob[] }
  /** Pages changed, were added or were removed. */
  | { type: 'update'; changed: CompileJob[]; removed: string[] };

export type SearchResponse =
  /**
   * A new index was written (url undefined: the site has nothing to search); `file` is where,
   * relative to the dev server's folder.
   */
  | {
      type: 'index';
      url: string | undefined;
      file: string | undefined;
      /** The index of each locale but the root, by locale key, relative to the dev server's folder (a site of several languages). */
      locales?: Record<string, string>;
      pages: number;
      milliseconds: number;
      failed: { route: string; error: SerializedError }[];
      links: LinkFacts[];
    }
  /** Writing the index itself failed. */
  | { type: 'error'; message: string };
