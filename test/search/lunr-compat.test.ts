// The index file is a compact lunr index: searching it must score documents exactly as lunr does.
// Here the same documents go through lunr.Builder (with docsgen's tokenizer) and through
// buildSearchIndex → JSON → loadSearchIndex, and the same weighted queries are scored by
// lunr.Index#query and by scoreTerms.
import lunr from 'lunr';
import { describe, expect, test } from 'vitest';
import { buildSearchIndex, fieldText } from '../../compiler/search/build-index.js';
import { searchDocuments, type SourceCorpus } from '../../compiler/search/documents.js';
import { loadSearchIndex, type LoadedIndex } from '../../theme/shared/search/load-index.js';
import { scoreWords } from '../../theme/shared/search/score.js';
import { termOf, wordTerms } from '../../theme/shared/search/terms.js';
import { words } from '../../theme/shared/search/tokenize.js';
import { SEARCH_FIELDS, type SearchOptions } from '../../theme/shared/search/types.js';
import { generatedPages } from './fixtures.js';

const OPTIONS: SearchOptions = { boost: { title: 4, text: 2, titles: 1 }, fuzzy: 0.2, prefix: true, maxFuzzy: 2, combineWith: 'or' };

function lunrIndex(corpus: SourceCorpus, boost: SearchOptions['boost']): lunr.Index {
  return lunr(function () {
    this.ref('id');
    for (const field of SEARCH_FIELDS) this.field(field, { boost: boost[field] });
    // docsgen's tokenizer already yields final terms (stop words dropped, stemmed).
    this.pipeline.reset();
    this.searchPipeline.reset();
    this.tokenizer = ((value: string) => words(value ?? '').flatMap((word) => wordTerms(word.text).map((term) => new lunr.Token(term, {})))) as typeof lunr.tokenizer;
    corpus.docs.forEach((doc, id) => {
      const fields = Object.fromEntries(SEARCH_FIELDS.map((field) => [field, fieldText(doc, field, corpus.pages[doc.page]!.title)]));
      this.add({ id: String(id), ...fields });
    });
  });
}

/** Weighted words → weighted index terms (as expand.ts produces them: terms that exist). */
function compare(corpus: SourceCorpus, loaded: LoadedIndex, reference: lunr.Index, wordWeights: Record<string, number>) {
  const query = Object.fromEntries(Object.entries(wordWeights).map(([word, weight]) => [termOf(word)!, weight]));
  for (const term of Object.keys(query)) expect(loaded.termIds.has(term), term).toBe(true);
  const expected = reference.query((q) => {
    for (const [term, boost] of Object.entries(query)) q.term(term, { usePipeline: false, boost });
  });
  // Each term its own query word: then nothing is combined by disjunction max, and lunr's sum applies.
  const words = Object.entries(query).map(([term, weight], i) => ({ bit: 1 << i, expansions: new Map([[loaded.termIds.get(term)!, weight]]) }));
  const { matched, scores } = scoreWords(loaded, words);
  const actual = new Map(matched.map((doc) => [String(doc), scores[doc]!]));
  expect(actual.size).toBe(expected.length);
  for (const result of expected) expect(actual.get(result.ref), `document ${result.ref}`).toBeCloseTo(result.score, 10);
  expect(corpus.docs.length).toBeGreaterThan(0);
  return expected.length;
}

// In one part, and in parts of about three pages (a large site's index has parts of about 256):
// the parts are the one index cut up.
describe.each([
  ['in one part', 1000],
  ['in parts', 3],
])('the index file scores as lunr does, %s', (_, partPages) => {
  const corpus = searchDocuments(generatedPages(60));
  const file = JSON.parse(JSON.stringify(buildSearchIndex(corpus, { ...OPTIONS, basePath: '' }, partPages)));
  const loaded = loadSearchIndex(file);

  test('has as many parts as asked for', () => {
    if (partPages === 1000) expect(file.parts).toHaveLength(1);
    else expect(file.parts.length).toBeGreaterThan(10);
  });
  const reference = lunrIndex(corpus, OPTIONS.boost);

  test('the same vocabulary', () => {
    expect(loaded.terms).toEqual(Object.keys((reference as unknown as { invertedIndex: object }).invertedIndex).sort());
  });

  test.each([
    [{ wallet: 1 }],
    [{ connect: 1, silent: 1 }],
    [{ useconnect: 1, connect: 0.25 }],
    [{ createstore: 0.7, store: 0.3, wallet: 0.1 }],
    [{ walletconnectmodal: 1, modal: 0.5, one: 0.2 }],
  ])('query %j', (query) => {
    expect(compare(corpus, loaded, reference, query)).toBeGreaterThan(0);
  });

  test('other boosts too (config.search.boost)', () => {
    const boost = { title: 1, text: 10, titles: 3 };
    const other = loadSearchIndex(buildSearchIndex(corpus, { ...OPTIONS, boost, basePath: '' }, partPages));
    expect(compare(corpus, other, lunrIndex(corpus, boost), { wallet: 1, chain: 0.5 })).toBeGreaterThan(0);
  });
});
