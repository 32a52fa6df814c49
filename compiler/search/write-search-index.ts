// The search index of a site: the JSON file the search dialog fetches when it first opens.
//
// A build writes it at a fixed address, <out>/search-index.json, and every page names that URL.
// It names the index's parts, each a file of <assetsDir>/ named by its content
// (search-part.<hash>.json): a part changes only with its own pages (search/search-parts.ts).
// Naming it by a hash of its content would make every page's HTML depend on every other page's
// text: one edited sentence would change all of them, so a rebuild would rewrite (and a deploy
// upload) the whole site. Instead the dialog fetches the index with `cache: 'no-cache'`: the
// browser revalidates it (one conditional request, usually a 304) and never shows a stale index,
// whatever Cache-Control the host sends. It lives outside <assetsDir>/ so that folder stays all
// content-hashed and cacheable for good under one rule (write-headers.ts).
//
// The dev server, which rewrites the index while pages change, names each version by its content
// and serves the newest at its own fixed address (dev-paths.ts).
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ResolvedConfig } from '../../config/types.js';
import { withBasePath } from '../../theme/shared/links.js';
import { buildSearchIndex } from './build-index.js';
import { englishAnalyzer, type Analyzer } from '../../theme/shared/search/analyzer.js';
import { documentBoosts } from './document-boosts.js';
import { isSearchable, searchDocuments, type SearchablePage } from './documents.js';

export type { SearchablePage };
/** The dev server's name for the same shape. */
export type CompiledPageInfo = SearchablePage;

/** Where a build writes the index, relative to the output folder (and, under the base path, its URL). */
export const SEARCH_INDEX_FILE = 'search-index.json';

export interface SearchIndexInput {
  /** Every compiled page (the dev server's compile results fit this shape). */
  pages: readonly (SearchablePage & { relativePath: string })[];
  outDir: string;
  basePath: string;
  config: Pick<ResolvedConfig, 'search' | 'assetsDir' | 'rootDir'>;
  /** The pages' language's words (English by default). */
  analyzer?: Analyzer;
  /** The file, relative to `outDir`; default `<assetsDir>/search-index.<hash of the content>.json`. */
  file?: string;
}

/** Bump when the index file's format or what goes into it changes, so no cached file is reused. */
const INDEX_FORMAT = 'docsgen-search-index-5';

/**
 * What the index depends on besides the pages' compiled results: its format, the search options,
 * the base path (and its language, but for English); with a search.boostDocument function, the
 * config bundle it comes from (its name changes with the config's code) and the site's rootDir
 * (documents are named from it).
 */
export function searchIndexSettings(config: Pick<ResolvedConfig, 'search' | 'rootDir'>, basePath: string, lang = 'en', configModule: string | null = null): string {
  const boosted = config.search.boostDocument ? [[configModule, config.rootDir]] : [];
  return JSON.stringify([INDEX_FORMAT, config.search, basePath, ...(lang === 'en' ? [] : [lang]), ...boosted]);
}

/** Where a build writes a part of the index whose text has SHA-1 `hash` (relative to the output; named by its content, so cacheable for good). */
export function searchPartFile(assetsDir: string, hash: string): string {
  return `${assetsDir}/search-part.${hash.slice(0, 16)}.json`;
}

/** The public URL of a build's index. */
export function searchIndexUrl(basePath: string): string {
  return withBasePath(basePath, `/${SEARCH_INDEX_FILE}`);
}

/** Returns the public URL of the index file, or undefined when the site has no search. */
export async function writeSearchIndex({ pages, outDir, basePath, config, file: givenFile, analyzer }: SearchIndexInput): Promise<string | undefined> {
  const json = searchIndexJson(pages, basePath, config, analyzer);
  if (json === undefined) return undefined;
  const file = givenFile ?? `${config.assetsDir}/search-index.${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;
  const path = join(outDir, file);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, json);
  return withBasePath(basePath, `/${file}`);
}

/** The index file's content; undefined when no page has anything to search. */
export function searchIndexJson(pages: readonly (SearchablePage & { relativePath: string })[], basePath: string, config: Pick<ResolvedConfig, 'search' | 'rootDir'>, analyzer: Analyzer = englishAnalyzer): string | undefined {
  const options = { ...config.search, basePath, lang: analyzer.lang };
  const corpus = searchDocuments(pages);
  if (corpus.docs.length === 0) return undefined;
  return JSON.stringify(buildSearchIndex(corpus, options, undefined, analyzer, documentBoosts(pages.filter(isSearchable), config)));
}
