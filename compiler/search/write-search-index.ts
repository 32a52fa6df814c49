// The search index of a built site: written to <out>/.docsgen/search-index.<hash>.json.
// The build calls it once, after every page compiled (in parallel with the client bundles, which
// esbuild builds on its own threads), and passes the URL it returns to the theme
// (assets.searchIndex).
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ResolvedConfig } from '../../config/types.js';
import type { CompileResult } from '../build/protocol.js';
import { buildSearchIndex } from './build-index.js';
import { searchDocuments } from './documents.js';

export type CompiledPageInfo = Extract<CompileResult, { ok: true }>;

export interface SearchIndexInput {
  pages: CompiledPageInfo[];
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
  await mkdir(join(outDir, SEARCH_INDEX_DIR), { recursive: true });
  await writeFile(join(outDir, SEARCH_INDEX_DIR, name), json);
  return `${basePath}/${SEARCH_INDEX_DIR}/${name}`;
}

/** The index file's content; undefined when no page has anything to search. */
export function searchIndexJson(pages: readonly CompiledPageInfo[], basePath: string, config: ResolvedConfig): string | undefined {
  const corpus = searchDocuments(pages);
  if (corpus.docs.length === 0) return undefined;
  return JSON.stringify(buildSearchIndex(corpus, { ...config.search, basePath }));
}
