import { describe, expect, test } from 'vitest';
import { documentBoosts, searchDocumentId } from '../../../compiler/search/document-boosts.js';
import { DocsgenError } from '../../../compiler/errors/docsgen-error.js';
import { resolveConfig } from '../../../config/defaults.js';
import type { SearchDocumentFields } from '../../../config/types.js';
import { page, section } from '../../search/fixtures.js';

describe('searchDocumentId', () => {
  test('names a document as Vocs does: the file from the config folder, an index.mdx as its folder', () => {
    expect(searchDocumentId('.', 'pages/docs/guides/auth.mdx', 'usage')).toBe('pages/docs/guides/auth.mdx#usage');
    expect(searchDocumentId('docs', 'pages/guide/index.mdx', '')).toBe('docs/pages/guide/#');
    expect(searchDocumentId('.', 'pages/index.mdx', 'why')).toBe('pages/#why');
    expect(searchDocumentId('.', 'pages/notes.md', '')).toBe('pages/notes.md#');
  });
});

describe('documentBoosts', () => {
  const pages = [
    { ...page('/docs/sdk/context', 'Context', 'The context.', [section('user', 'User', 'The user.')]), relativePath: 'pages/docs/sdk/context.mdx' },
    { ...page('/blog', 'Blog', 'Posts.'), relativePath: 'pages/blog/index.mdx' },
  ];

  test("calls the config's boostDocument once per document, with Vocs' id and stored fields, and keeps weights other than 1", () => {
    const seen: [string, string, SearchDocumentFields][] = [];
    const config = resolveConfig({
      rootDir: '.',
      search: {
        boostDocument(id, term, fields) {
          seen.push([id, term, fields]);
          return id.startsWith('pages/docs') ? 3 : 1;
        },
      },
    });
    expect(documentBoosts(pages, config)).toEqual([
      ['/docs/sdk/context', '', 3],
      ['/docs/sdk/context', 'user', 3],
    ]);
    expect(seen.map(([id, term]) => [id, term])).toEqual([
      ['pages/docs/sdk/context.mdx#', ''],
      ['pages/docs/sdk/context.mdx#user', ''],
      ['pages/blog/#', ''],
    ]);
    expect(seen[1]![2]).toEqual({ href: '/docs/sdk/context#user', title: 'User', titles: ['Context'], text: 'The user.', isPage: false });
  });

  test('without boostDocument there are none; a weight that is not a number ≥ 0 is an error naming the document', () => {
    expect(documentBoosts(pages, resolveConfig({}))).toEqual([]);
    const bad = resolveConfig({ search: { boostDocument: () => -1 } });
    expect(() => documentBoosts(pages, bad)).toThrow(DocsgenError);
    expect(() => documentBoosts(pages, bad)).toThrow('config search.boostDocument gave -1 for pages/docs/sdk/context.mdx#');
  });
});
