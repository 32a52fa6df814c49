// Compiled pages → documents → the index file on disk.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { validateConfig } from '../../config/validate.js';
import { createPageCompiler } from '../../compiler/mdx/compile-page.js';
import { buildSearchIndex } from '../../compiler/search/build-index.js';
import { searchDocuments } from '../../compiler/search/documents.js';
import { SNIPPET_LENGTH } from '../../compiler/search/snippet.js';
import { writeSearchIndex } from '../../compiler/search/write-search-index.js';
import { forEachPosting, type SearchIndexFile } from '../../theme/shared/search/index-file.js';
import { loadSearchIndex, storedDocuments } from '../../theme/shared/search/load-index.js';
import { search } from '../../theme/shared/search/query.js';
import { page, section } from './fixtures.js';

const config = validateConfig({});

describe('searchDocuments', () => {
  test('leaves out a page that says `searchable: false` (Vocs)', () => {
    const hidden = { ...page('/hidden', 'Hidden', 'Secret.'), frontmatter: { searchable: false } };
    const shown = { ...page('/shown', 'Shown', 'Public.'), frontmatter: { searchable: true } };
    expect(searchDocuments([hidden, shown]).pages).toEqual([{ route: '/shown', title: 'Shown' }]);
  });

  test('one document per page and per section, pages sorted by route, the 404 page left out', () => {
    const corpus = searchDocuments([
      page('/b', 'B', 'Intro of b.', [section('one', 'One', 'Text one.'), section('two', 'Two', 'Text two.', ['One'])]),
      page('/404', 'Page Not Found', 'Nothing here.'),
      page('/a', 'A', ''),
    ]);
    expect(corpus.pages).toEqual([
      { route: '/a', title: 'A' },
      { route: '/b', title: 'B' },
    ]);
    expect(corpus.docs).toEqual([
      { page: 0, anchor: '', title: 'A', parents: [], text: '' },
      { page: 1, anchor: '', title: 'B', parents: [], text: 'Intro of b.' },
      { page: 1, anchor: 'one', title: 'One', parents: [], text: 'Text one.' },
      { page: 1, anchor: 'two', title: 'Two', parents: ['One'], text: 'Text two.' },
    ]);
  });
});

describe('documents from real MDX', () => {
  test('h2 and h3 sections with their anchors and parent headings; html is escaped text', async () => {
    const compiler = createPageCompiler({ basePath: '/docs' });
    const source = [
      '---',
      'title: Connecting',
      '---',
      '',
      '# Connecting',
      '',
      'How to connect a wallet <em>safely</em>.',
      '',
      '## Silent connect',
      '',
      'No prompt: `connect({ silent: true })` and `<script>alert(1)</script>`.',
      '',
      '### Errors',
      '',
      'isError is set.',
      '',
      '## Next',
      '',
      'Read on.',
    ].join('\n');
    const compiled = await compiler.compile({ source, filePath: '/site/pages/connect.mdx', relativePath: 'pages/connect.mdx', route: '/connect' });
    const file = buildSearchIndex(searchDocuments([compiled]), { ...config.search, basePath: '/docs' });
    const docs = storedDocuments(file);
    expect(docs.map(({ id, title, titles, href, isPage }) => ({ id, title, titles, href, isPage }))).toEqual([
      { id: '/connect', title: 'Connecting', titles: [], href: '/docs/connect', isPage: true },
      { id: '/connect#silent-connect', title: 'Silent connect', titles: ['Connecting'], href: '/docs/connect#silent-connect', isPage: false },
      { id: '/connect#errors', title: 'Errors', titles: ['Connecting', 'Silent connect'], href: '/docs/connect#errors', isPage: false },
      { id: '/connect#next', title: 'Next', titles: ['Connecting'], href: '/docs/connect#next', isPage: false },
    ]);
    const silent = docs[1]!;
    expect(silent.text).toContain('<script>alert(1)</script>');
    expect(silent.html).not.toContain('<');
    expect(silent.html).toContain('&lt;script&gt;');
  });
});

describe('the index file', () => {
  const long = 'wallet '.repeat(200);
  const file = buildSearchIndex(searchDocuments([page('/p', 'P', long, [section('s', 'S', 'short text')])]), { ...config.search, basePath: '' });

  test('stores short snippets, not whole texts', () => {
    const [pageDoc, sectionDoc] = storedDocuments(file);
    expect(pageDoc!.text.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 1);
    expect(pageDoc!.text.endsWith('…')).toBe(true);
    expect(sectionDoc!.text).toBe('short text');
  });

  test('term frequencies survive the snippet: the index was built from the full text', () => {
    const [part] = file.parts;
    expect(part!.terms).toEqual(['p', 's', 'short', 'text', 'wallet']);
    const seen: [number, number][] = [];
    forEachPosting(part!.postings[part!.terms.indexOf('wallet')]![1]!, (doc, tf) => seen.push([doc, tf]));
    expect(seen).toEqual([[0, 200]]); // the text field of document 0, 200 times
  });

  test('carries the options the dialog queries with', () => {
    expect(file).toMatchObject({ v: 5, maxFuzzy: 2, combineWith: 'or', fields: ['title', 'text', 'titles'], boost: { title: 4, text: 2, titles: 1 }, fuzzy: 0.2, prefix: true });
  });
});

/** A page as the build hands it over for the index: with the file it was compiled from. */
const sourcePage = (route: string, title: string, intro: string) => ({ ...page(route, title, intro), relativePath: `pages${route === '/' ? '/index' : route}.mdx` });

describe('writeSearchIndex', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  test('writes docsgen/search-index.<hash of the content>.json by default, or the file given; returns its URL under the base path', async () => {
    dir = await mkdtemp(join(tmpdir(), 'docsgen-search-'));
    const pages = [sourcePage('/a', 'Alpha', 'First page.')];
    const url = await writeSearchIndex({ pages, outDir: dir, basePath: '/docs', config });
    expect(url).toMatch(/^\/docs\/docsgen\/search-index\.[0-9a-f]{16}\.json$/);
    const files = (await readdir(join(dir, 'docsgen'))).sort();
    expect(files).toEqual(['search-index.' + url!.split('.').at(-2) + '.json']);
    expect(await writeSearchIndex({ pages, outDir: dir, basePath: '/docs', config, file: 'search-index.json' })).toBe('/docs/search-index.json');
    expect(await readFile(join(dir, 'search-index.json'), 'utf8')).toBe(await readFile(join(dir, 'docsgen', files[0]!), 'utf8'));

    const written = JSON.parse(await readFile(join(dir, 'docsgen', files[0]!), 'utf8')) as SearchIndexFile;
    expect(search(loadSearchIndex(written), 'alpha').map((r) => r.href)).toEqual(['/docs/a']);

    // Same content, same name; different content, different name.
    expect(await writeSearchIndex({ pages, outDir: dir, basePath: '/docs', config })).toBe(url);
    expect(await writeSearchIndex({ pages: [sourcePage('/a', 'Alpha', 'Changed.')], outDir: dir, basePath: '/docs', config })).not.toBe(url);
  });

  test('a site with nothing to search gets no index', async () => {
    dir = await mkdtemp(join(tmpdir(), 'docsgen-search-'));
    expect(await writeSearchIndex({ pages: [sourcePage('/404', 'Not found', '')], outDir: dir, basePath: '', config })).toBeUndefined();
  });
});
