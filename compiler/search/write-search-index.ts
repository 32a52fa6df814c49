// The search index of a built site: written to <out>/.docsgen/search-index.<hash>.json, plus the
// manifest <out>/.docsgen/search.json that names it.
//
// The build calls this once every page has compiled. When it can pass the returned URL to the
// theme (assets.searchIndex), pages fetch the index directly; pages rendered without it (the
// build renders while it still compiles) read the manifest first. Either way the index itself has
// a content-hashed name and may be cached for good.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ResolvedConfig } from '../../config/types.js';
import { withBasePath } from '../../theme/lib/links.js';
import { SEARCH_MANIFEST_PATH, type SearchManifest } from '../../theme/search/core/index-file.js';
import { buildSearchIndex } from './build-index.js';
import { searchDocuments, type SearchablePage } from './documents.js';

export type { SearchablePage };
/** The dev server's name for the same shape. */
export type CompiledPageInfo = SearchablePage;

export interface SearchIndexInput {
  /** Every compiled page (the build's compile results fit this shape). */
  pages: readonly SearchablePage[];
  outDir: string;
  basePath: string;
  config: ResolvedConfig;
}

export const SEARCH_INDEX_DIR = '.docsgen';

/** Returns the public URL of the index file, or undefined when the site has no search. */
export async function writeSearchIndex({ pages, outDir, basePath, config }: SearchIndexInput): Promise<string | undefined> {
  const json = searchIndexJson(pages, basePath, config);
  if (json === undefined) return undefined;
  const name = `search-index.${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;
  const url = withBasePath(basePath, `/${SEARCH_INDEX_DIR}/${name}`);
  await mkdir(join(outDir, SEARCH_INDEX_DIR), { recursive: true });
  await writeFile(join(outDir, SEARCH_INDEX_DIR, name), json);
  const manifest: SearchManifest = { index: url };
  await writeFile(join(outDir, SEARCH_MANIFEST_PATH), JSON.stringify(manifest));
  return url;
}

/** The index file's content; undefined when no page has anything to search. */
export function searchIndexJson(pages: readonly SearchablePage[], basePath: string, config: ResolvedConfig): string | undefined {
  const corpus = searchDocuments(pages);
  if (corpus.docs.length === 0) return undefined;
  return JSON.stringify(buildSearchIndex(corpus, { ...config.search, basePath }));
}
