import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagesProjection, pagesProjections, trackedPages } from '../../../compiler/cache/tracked-pages.js';
import type { PageSummary } from '../../../theme/shared/page-types.js';
import { tempDir } from '../../support/temp-dir.js';

const page = (path: string, title: string, extra: Partial<PageSummary> = {}): PageSummary => ({ path, type: 'mdx', filePath: `pages${path}.mdx`, title, frontmatter: {}, ...extra });

describe('the page list, tracked', () => {
  it('records the fields a render reads, content included, and forgets them on reset', () => {
    const root = tempDir('docsgen-pages-', { in: 'system' });
    mkdirSync(join(root, 'pages'));
    writeFileSync(join(root, 'pages/a.mdx'), '# A\n');
    const tracked = trackedPages([page('/a', 'A', { lastUpdatedAt: 1 })], root);
    expect(tracked.fieldsRead()).toEqual([]);
    expect(tracked.pages[0]!.title).toBe('A');
    expect(tracked.pages[0]!.path).toBe('/a');
    expect(tracked.fieldsRead()).toEqual(['path', 'title']);
    expect(tracked.pages[0]!.content).toBe('# A\n');
    expect(tracked.fieldsRead()).toEqual(['content', 'path', 'title']);
    tracked.reset();
    // Spreading or serializing an entry reads every field.
    JSON.stringify(tracked.pages);
    expect(tracked.fieldsRead()).toEqual(['content', 'filePath', 'frontmatter', 'lastUpdatedAt', 'path', 'title', 'type']);
  });

  it('hashes only the fields read, with the list order and length', () => {
    const before = [page('/a', 'A', { lastUpdatedAt: 1 }), page('/b', 'B')];
    const touched = [page('/a', 'A', { lastUpdatedAt: 2 }), page('/b', 'B')];
    const retitled = [page('/a', 'A2'), page('/b', 'B')];
    expect(pagesProjection(before, ['title'], undefined)).toBe(pagesProjection(touched, ['title'], undefined));
    expect(pagesProjection(before, ['lastUpdatedAt'], undefined)).not.toBe(pagesProjection(touched, ['lastUpdatedAt'], undefined));
    expect(pagesProjection(before, ['title'], undefined)).not.toBe(pagesProjection(retitled, ['title'], undefined));
    expect(pagesProjection(before, [], undefined)).not.toBe(pagesProjection([...before, page('/c', 'C')], [], undefined));
    expect(pagesProjection(before, ['path'], undefined)).not.toBe(pagesProjection([...before].reverse(), ['path'], undefined));
    // The memoized form gives the same hash for each set of fields.
    const of = pagesProjections(before, undefined);
    for (const fields of [['title'], ['lastUpdatedAt'], [], ['title'], ['path', 'title']]) expect(of(fields)).toBe(pagesProjection(before, fields, undefined));
  });
});
