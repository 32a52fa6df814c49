// Search in other languages: lunr-languages' stop words and stemmers, words cut by Intl.Segmenter
// in scripts without spaces, an index that says its language, and a browser bundle that holds
// only the site's languages.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { siteLanguageLoaders } from '../../compiler/bundle/esbuild-plugins.js';
import { buildSearchIndex } from '../../compiler/search/build-index.js';
import { searchDocuments } from '../../compiler/search/documents.js';
import { englishAnalyzer } from '../../theme/shared/search/analyzer.js';
import { highlight } from '../../theme/shared/search/highlight.js';
import { hasStemmer, loadAnalyzer, lunrLanguage } from '../../theme/shared/search/languages.js';
import { loadSearchIndex } from '../../theme/shared/search/load-index.js';
import { search } from '../../theme/shared/search/query.js';
import { REPO_ROOT } from '../support/paths.js';

const page = (route: string, title: string, text: string) => ({ route, title, sections: [{ id: '', depth: 1, title, titles: [], text }] });

describe('analyzers', () => {
  test('English is lunr’s own', async () => {
    expect(await loadAnalyzer('en-GB')).toBe(englishAnalyzer);
    expect(await loadAnalyzer()).toBe(englishAnalyzer);
  });

  test('French: stop words, elided articles, accents and the stemmer', async () => {
    const fr = await loadAnalyzer('fr');
    expect(['installations', 'installer', 'Installez'].map(fr.termOf)).toEqual(['install', 'install', 'install']);
    expect(fr.termOf('les')).toBeNull();
    expect(fr.words('l’installation d’un élève').map((word) => word.text)).toEqual(['l', 'installation', 'd', 'un', 'élève']);
    expect(fr.wordTerms('élève')).toEqual(['elev']);
  });

  test('Japanese: words inside a sentence, particles as stop words', async () => {
    const ja = await loadAnalyzer('ja');
    const words = ja.words('このページでは検索の使い方を説明します。createStore を呼びます').map((word) => word.text);
    expect(words).toContain('検索');
    expect(words).toContain('createStore');
    expect(ja.termOf('の')).toBeNull();
    expect(ja.termOf('検索')).toBe('検索');
  });

  test('Arabic and Hebrew stem (their stemmers run in strict mode as bundled)', async () => {
    const ar = await loadAnalyzer('ar');
    expect(ar.termOf('المخزن')).toBe(ar.termOf('مخزن'));
    const he = await loadAnalyzer('he');
    expect(he.termOf('הספרים')).not.toBeNull();
  });

  test('a language lunr-languages cannot stem is searched by whole words', async () => {
    expect(lunrLanguage('th')).toBeUndefined();
    expect(hasStemmer('th')).toBe(false);
    expect(hasStemmer('pt-BR')).toBe(true);
    expect(lunrLanguage('nb')).toBe('no');
    const th = await loadAnalyzer('th');
    expect(th.termOf('Hello')).toBe('hello');
    // Thai has no spaces between words: Intl.Segmenter cuts them.
    expect(th.words('สวัสดีครับ').length).toBeGreaterThan(1);
  });
});

describe('an index in another language', () => {
  test('says its language, and finds words by their stem and inside sentences', async () => {
    const fr = await loadAnalyzer('fr');
    const corpus = searchDocuments([page('/fr/a', 'Installation', 'Les installations réutilisent le cache.'), page('/fr/b', 'Magasin', 'Un magasin garde les portefeuilles.')]);
    const file = buildSearchIndex(corpus, { boost: { title: 4, text: 2, titles: 1 }, fuzzy: 0.2, prefix: true, maxFuzzy: 2, combineWith: 'or', basePath: '', lang: 'fr' }, undefined, fr);
    expect(file.lang).toBe('fr');
    const index = loadSearchIndex(JSON.parse(JSON.stringify(file)), fr);
    expect(search(index, 'installer').map((result) => result.href)).toEqual(['/fr/a']);
    expect(search(index, 'portefeuille').map((result) => result.href)).toEqual(['/fr/b']);
    expect(highlight('Les installations', new Set(['install']), fr)).toEqual([
      { text: 'Les ', mark: false },
      { text: 'installations', mark: true },
    ]);

    const ja = await loadAnalyzer('ja');
    const jaFile = buildSearchIndex(searchDocuments([page('/ja/a', '使い始める', 'このページでは検索の使い方を説明します')]), { boost: { title: 4, text: 2, titles: 1 }, fuzzy: 0.2, prefix: true, maxFuzzy: 2, combineWith: 'or', basePath: '', lang: 'ja' }, undefined, ja);
    expect(search(loadSearchIndex(jaFile, ja), '検索').map((result) => result.href)).toEqual(['/ja/a']);
  });

  test('an English index is written as before: no language in the file', () => {
    const file = buildSearchIndex(searchDocuments([page('/a', 'A', 'Alpha')]), { boost: { title: 4, text: 2, titles: 1 }, fuzzy: 0.2, prefix: true, maxFuzzy: 2, combineWith: 'or', basePath: '' });
    expect('lang' in file).toBe(false);
  });
});

describe('the browser bundle’s languages', () => {
  const source = readFileSync(join(REPO_ROOT, 'theme/shared/search/language-loaders.ts'), 'utf8');

  test('only the site’s, every language still named', () => {
    const made = siteLanguageLoaders(source, ['fr', 'ja']);
    expect(made).toContain("fr: () => Promise.all([import('lunr-languages/lunr.fr.js')]),");
    expect(made).toContain("import('lunr-languages/lunr.ja.js')");
    expect(made).not.toContain('lunr.ar.js');
    expect(made).not.toContain('Object.keys(LANGUAGE_LOADERS)');
    expect(made).toMatch(/STEMMED_LANGUAGES: readonly string\[\] = \["ar",.*"zh"\]/);
  });

  test('none for a site in English', () => {
    expect(siteLanguageLoaders(source, [])).not.toContain("import('lunr-languages");
  });
});
