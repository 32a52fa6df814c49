// The search index of a built site: written to <out>/.docsgen/search-index.<hash>.json.
// Owned by the search issue; the build calls it once, after every page compiled, and passes the
// URL it returns to the theme (assets.searchIndex).
import type { ResolvedConfig } from '../../config/types.js';
import type { CompileResult } from '../build/protocol.js';

export type CompiledPageInfo = Extract<CompileResult, { ok: true }>;

export interface SearchIndexInput {
  pages: CompiledPageInfo[];
  outDir: string;
  basePath: string;
  config: ResolvedConfig;
}

/** Returns the public URL of the index file, or undefined when the site has no search. */
export async function writeSearchIndex(_input: SearchIndexInput): Promise<string | undefined> {
  return undefined;
}
