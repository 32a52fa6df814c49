import { describe, expect, it } from 'vitest';
import type { CompileJob, CompileResult } from '../../../compiler/page/page-model.js';
import { SearchIndexer, type IndexerDeps } from '../../../compiler/dev/search/search-indexer.js';

const job = (route: string): CompileJob => ({ filePath: `/site/pages${route}.mdx`, relativePath: `pages${route}.mdx`, route });

function harness(titles: Record<string, string>) {
  const compiled: string[] = [];
  const written: string[][] = [];
  let release: () => void = () => {};
  const idle = () => new Promise<void>((resolve) => (release = resolve));
  let done = idle();
  const deps: IndexerDeps = {
    async compile({ route, relativePath }) {
      compiled.push(route);
      const title = titles[route];
      if (title === undefined) return { ok: false, route, error: { code: 'CompileError', kind: 'content', message: 'broken', location: { file: relativePath } } } satisfies CompileResult;
      return { ok: true, route, relativePath, title, frontmatter: {}, headings: [], ids: [`${title}-id`], links: [{ href: `/from-${title}`, line: 1, column: 1 }], sections: [], format: 'function-body' } satisfies CompileResult;
    },
    async write(pages) {
      written.push(pages.map((page) => `${page.route}=${page.title}`));
      return `/docsgen/search-index.${written.length}.json`;
    },
    pause: () => new Promise((resolve) => setImmediate(resolve)),
    done: (result) => {
      last = result;
      release();
      done = idle();
    },
    failed: (message) => {
      throw new Error(message);
    },
  };
  let last: Parameters<IndexerDeps['done']>[0] | undefined;
  return { deps, compiled, written, next: () => done, last: () => last! };
}

describe('SearchIndexer', () => {
  it('indexes every page once, then only what changed, and drops removed pages', async () => {
    const titles: Record<string, string> = { '/': 'Home', '/a': 'A', '/b': 'B' };
    const h = harness(titles);
    const indexer = new SearchIndexer(h.deps);
    let next = h.next();
    indexer.reset([job('/'), job('/a'), job('/b')]);
    await next;
    expect(h.written).toEqual([['/=Home', '/a=A', '/b=B']]);

    titles['/a'] = 'A2';
    next = h.next();
    indexer.update([job('/a')], ['/b']);
    await next;
    expect(h.compiled).toEqual(['/', '/a', '/b', '/a']);
    expect(h.written.at(-1)).toEqual(['/=Home', '/a=A2']);
    expect(h.last().url).toBe('/docsgen/search-index.2.json');
  });

  it('puts edited pages ahead of the initial pass, and reports pages that fail', async () => {
    const h = harness({ '/a': 'A', '/c': 'C' });
    const indexer = new SearchIndexer(h.deps);
    const next = h.next();
    indexer.reset([job('/a'), job('/b'), job('/c')]);
    // '/a' is being compiled; '/c' jumps ahead of '/b'.
    indexer.update([job('/c')], []);
    await next;
    expect(h.compiled).toEqual(['/a', '/c', '/b']);
    expect(h.last().failed.map((f) => f.route)).toEqual(['/b']);
    expect(h.last().pages).toBe(2);
  });

  it('reports the ids and links of the pages compiled since the last index, for the link check', async () => {
    const titles: Record<string, string> = { '/': 'Home', '/a': 'A' };
    const h = harness(titles);
    const indexer = new SearchIndexer(h.deps);
    let next = h.next();
    indexer.reset([job('/'), job('/a'), job('/broken')]);
    await next;
    expect(h.last().links).toEqual([
      { route: '/', ids: ['Home-id'], links: [{ href: '/from-Home', line: 1, column: 1 }] },
      { route: '/a', ids: ['A-id'], links: [{ href: '/from-A', line: 1, column: 1 }] },
    ]);

    titles['/a'] = 'A2';
    next = h.next();
    indexer.update([job('/a')], []);
    await next;
    expect(h.last().links).toEqual([{ route: '/a', ids: ['A2-id'], links: [{ href: '/from-A2', line: 1, column: 1 }] }]);
  });
});
