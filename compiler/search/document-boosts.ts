// The weight of each search document, from config search.boostDocument (Vocs' MiniSearch option,
// which docsgen's lunr index applies when it is built: there is no query yet, so `term` is '').
// A document is named as Vocs names it: its page file from the config's folder (a folder's
// index.mdx as the folder with a trailing slash), then '#' and the section's anchor.
import { posix } from 'node:path';
import type { ResolvedConfig, SearchDocumentFields } from '../../config/types.js';
import { encodeRoute } from '../../theme/shared/links.js';
import { DocsgenError } from '../errors/docsgen-error.js';
import { pageDocuments, type SearchablePage } from './documents.js';

export type DocumentBoost = [route: string, anchor: string, weight: number];

/** `pages/guide/index.mdx` of a site whose rootDir is 'docs' → 'docs/pages/guide/'. */
export function searchDocumentId(rootDir: string, relativePath: string, anchor: string): string {
  const file = posix.join(rootDir.split('\\').join('/'), relativePath.split('\\').join('/')).replace(/(^|\/)index\.(mdx|html)?$/, '$1');
  return `${file}#${anchor}`;
}

/** The weights other than 1 of every page's documents (none without config search.boostDocument). */
export function documentBoosts(pages: readonly (SearchablePage & { relativePath: string })[], config: Pick<ResolvedConfig, 'rootDir' | 'search'>): DocumentBoost[] {
  const boost = config.search.boostDocument;
  if (!boost) return [];
  const boosts: DocumentBoost[] = [];
  for (const page of pages) {
    for (const doc of pageDocuments(page)) {
      const id = searchDocumentId(config.rootDir, page.relativePath, doc.anchor);
      const fields: SearchDocumentFields = {
        href: doc.anchor ? `${encodeRoute(page.route)}#${doc.anchor}` : encodeRoute(page.route),
        title: doc.title,
        titles: doc.anchor ? [page.title, ...doc.parents] : [],
        text: doc.text,
        isPage: doc.anchor === '',
      };
      let weight: unknown;
      try {
        weight = boost(id, '', fields);
      } catch (error) {
        throw new DocsgenError('ConfigFunctionFailed', `config search.boostDocument threw for ${id}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      if (typeof weight !== 'number' || !Number.isFinite(weight) || weight < 0) {
        throw new DocsgenError('ConfigFunctionFailed', `config search.boostDocument gave ${String(weight)} for ${id}`, { hint: 'it returns a number ≥ 0: 1 keeps a document as it is, 2 doubles its score, 0 leaves it out' });
      }
      if (weight !== 1) boosts.push([page.route, doc.anchor, weight]);
    }
  }
  // In route order (a page's documents in theirs: the sort is stable): pages come in the order
  // their builds finished, and the index file must not depend on it.
  return boosts.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
