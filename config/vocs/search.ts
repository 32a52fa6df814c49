/**
 * Vocs' `search` (MiniSearch's SearchOptions, applied to every query) → docsgen's search options.
 * docsgen's index is lunr's, built with the site: the options with a meaning there are taken
 * (field boosts, fuzzy and prefix matching, the most edits, AND or OR, a weight per document);
 * options that are functions run at query time in the reader's browser, where docsgen sends no
 * config, and are named in a warning with the other options lunr has no use for.
 */
import type { SearchOptions } from '../types.js';
import type { Search } from './types.js';
import type { Warn } from './warnings.js';

/** Vocs' index fields, as docsgen's. */
const FIELDS = ['title', 'titles', 'text'] as const;
/** MiniSearch's `fuzzy: true`. */
const MINISEARCH_FUZZY = 0.2;

export function vocsSearch(search: Search, warn: Warn): SearchOptions {
  const out: SearchOptions = {};
  const boost: NonNullable<SearchOptions['boost']> = {};
  for (const [field, value] of Object.entries(search.boost ?? {})) {
    if ((FIELDS as readonly string[]).includes(field)) boost[field as (typeof FIELDS)[number]] = value;
    else warn(`search.boost.${field}`, `the index has no field ${JSON.stringify(field)} (its fields: ${FIELDS.join(', ')})`);
  }
  if (search.fields !== undefined) {
    // Searching some fields only: the others count for nothing.
    for (const field of FIELDS) if (!search.fields.includes(field)) boost[field] = 0;
    for (const field of search.fields) if (!(FIELDS as readonly string[]).includes(field)) warn('search.fields', `the index has no field ${JSON.stringify(field)} (its fields: ${FIELDS.join(', ')})`);
  }
  if (Object.keys(boost).length > 0) out.boost = boost;
  if (typeof search.fuzzy === 'number') out.fuzzy = search.fuzzy;
  else if (typeof search.fuzzy === 'boolean') out.fuzzy = search.fuzzy ? MINISEARCH_FUZZY : 0;
  if (typeof search.prefix === 'boolean') out.prefix = search.prefix;
  if (typeof search.maxFuzzy === 'number') out.maxFuzzy = search.maxFuzzy;
  if (typeof search.combineWith === 'string') {
    const mode = search.combineWith.toLowerCase();
    if (mode === 'or' || mode === 'and') out.combineWith = mode;
    else warn('search.combineWith', `${JSON.stringify(search.combineWith)}: docsgen combines a query's words with OR or AND`);
  }
  if (typeof search.boostDocument === 'function') out.boostDocument = search.boostDocument;
  for (const [key, value] of Object.entries(search)) {
    if (['boost', 'fields', 'maxFuzzy', 'combineWith', 'boostDocument'].includes(key)) continue;
    if ((key === 'fuzzy' || key === 'prefix') && typeof value !== 'function') continue;
    warn(`search.${key}`, unsupportedReason(key, value));
  }
  return out;
}

function unsupportedReason(key: string, value: unknown): string {
  if (typeof value === 'function') {
    return 'a function MiniSearch calls for each query in the browser; docsgen builds its index with the site and sends no config to the browser';
  }
  if (key === 'weights') return 'docsgen weighs prefix and fuzzy matches by how close they are to the word typed';
  if (key === 'bm25') return "docsgen's index scores with lunr's BM25 parameters";
  return 'a MiniSearch option without a meaning in docsgen\'s lunr index; ignored';
}
