// The search index of a built site: written to <out>/<assetsDir>/search-index.<hash>.json, plus the
// manifest <out>/<assetsDir>/search.json that names it.
//
// The build renders pages while it is still compiling others, so it names the index before the
// index exists: `searchIndexName(inputsHash)`, from a hash of everything the index is made of
// (every page source, the search options, the base path, this format). Pages link that URL
// directly. Without a name (the dev server, tools), the file is named by a hash of its content
// and the manifest says which it is. Either way the name changes whenever the content can, so
// the file may be cached for good.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ResolvedConfig } from '../../config/types.js';
import { withBasePath } from '../../theme/lib/links.js';
import { searchManifestPath, type SearchManifest } from '../../theme/search/core/index-file.js';
import { buildSearchIndex } from './build-index.js';
import { searchDocuments, type SearchablePage } from './documents.js';
import type { SearchFeed } from './search-feed.js';

export type { SearchablePage };
/** The dev server's name for the same shape. */
export type CompiledPageInfo = SearchablePage;

export interface SearchIndexInput {
  /** Every compiled page (the build's compile results fit this shape), or the feed they went into. */
  pages: readonly SearchablePage[] | SearchFeed;
  outDir: string;
  basePath: string;
  config: ResolvedConfig;
  /** The file name decided up front (searchIndexName); no manifest is written then. */
  name?: string;
}

/** Bump when the index file's format or what goes into it changes, so no cached file is reused. */
const INDEX_FORMAT = 'docsgen-search-index-1';

/** Feed everything the index is made of into a hash, before any page compiles. */
export function searchIndexInputsHash(config: ResolvedConfig, basePath: string) {
  const hash = createHash('sha256').update(INDEX_FORMAT).update(JSON.stringify(config.search)).update(`\0${basePath}\0`);
  return {
    addPage(relativePath: string, source: string) {
      hash.update(relativePath).update('\0').update(source).update('\0');
    },
    /** The index's file name and public URL. */
    finish() {
      const name = `search-index.${hash.digest('hex').slice(0, 16)}.json`;
      return { name, url: withBasePath(basePath, `/${config.assetsDir}/${name}`) };
    },
  };
}

/** Returns the public URL of the index file, or undefined when the site has no search. */
export async function writeSearchIndex({ pages, outDir, basePath, config, name: givenName }: SearchIndexInput): Promise<string | undefined> {
  const json = searchIndexJson(pages, basePath, config);
  if (json === undefined) return undefined;
  const name = givenName ?? `search-index.${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;
  const url = withBasePath(basePath, `/${config.assetsDir}/${name}`);
  await mkdir(join(outDir, config.assetsDir), { recursive: true });
  await writeFile(join(outDir, config.assetsDir, name), json);
  if (givenName === undefined) {
    const manifest: SearchManifest = { index: url };
    await writeFile(join(outDir, searchManifestPath(config.assetsDir)), JSON.stringify(manifest));
  }
  return url;
}

/** The index file's content; undefined when no page has anything to search. */
export function searchIndexJson(pages: readonly SearchablePage[] | SearchFeed, basePath: string, config: ResolvedConfig): string | undefined {
  const options = { ...config.search, basePath };
  if (!Array.isArray(pages)) {
    const file = (pages as SearchFeed).build(options);
    return file && JSON.stringify(file);
  }
  const corpus = searchDocuments(pages);
  if (corpus.docs.length === 0) return undefined;
  return JSON.stringify(buildSearchIndex(corpus, options));
}
