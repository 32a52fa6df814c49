import { describe, expect, it } from 'vitest';
import type { ResolvedSidebarSection } from '../../../../config/types.js';
import { referencePages, withReferenceSidebar } from '../../../../compiler/mdx/api/reference-pages.js';

const EXPORTS = [
  { name: 'area', kind: 'function' as const, summary: 'The area of a shape.', category: 'Measures' },
  { name: 'Canvas', kind: 'class' as const, summary: 'Where shapes are *drawn*.' },
  { name: 'Point', kind: 'interface' as const },
];

describe('referencePages', () => {
  it('makes an index page and a page per export, each a directive, the site\'s own pages winning their routes', async () => {
    const site = await referencePages(
      '/site',
      { sidebar: {}, reference: [{ from: '../src/index.ts', route: '/api', title: 'The API', groupBy: 'category' }] },
      { taken: new Set(['/api/Point']), lister: async () => ({ exports: EXPORTS }) },
    );
    expect(site.pages.map((page) => [page.route, page.relativePath])).toEqual([
      ['/api', 'pages/api/index.mdx'],
      ['/api/area', 'pages/api/area.mdx'],
      ['/api/Canvas', 'pages/api/Canvas.mdx'],
    ]);
    // A relative module is the config's, relative to the site folder: from a page in pages/api/, three levels up.
    expect(site.pages[0]!.source).toBe('---\ntitle: "The API"\n---\n\n# The API\n\n::api-index{from="../../../src/index.ts" group="category"}\n');
    expect(site.pages[2]!.source).toBe('---\ntitle: "Canvas"\ndescription: "Where shapes are drawn."\n---\n\n# Canvas\n\n::api{from="../../../src/index.ts" name="Canvas"}\n');
    // Every export is documented there, the page the site wrote instead included.
    expect(site.documented.map((entry) => entry.route)).toEqual(['/api/area', '/api/Canvas', '/api/Point']);
    expect(site.sidebar['/api']!.items).toEqual([
      {
        text: 'The API',
        link: '/api',
        items: [
          { text: 'Measures', items: [{ text: 'area', link: '/api/area' }] },
          { text: 'Classes', items: [{ text: 'Canvas', link: '/api/Canvas' }] },
          { text: 'Interfaces', items: [{ text: 'Point', link: '/api/Point' }] },
        ],
      },
    ]);
  });

  it('reports a module it cannot list as a config error at its key', async () => {
    const site = await referencePages('/site', { sidebar: {}, reference: [{ from: 'nothing', route: '/api', title: 'nothing', groupBy: 'kind' }] }, {
      taken: new Set(),
      lister: async () => {
        throw new Error('reference: cannot find the module "nothing" from /site/docsgen.config.ts');
      },
    });
    expect(site.pages).toEqual([]);
    expect(site.problems.map((problem) => [problem.kind, problem.location?.keyPath, problem.message])).toEqual([['config', 'reference[0].from', 'reference: cannot find the module "nothing" from /site/docsgen.config.ts']]);
  });
});

describe('withReferenceSidebar', () => {
  const groups = new Map([['/api', [{ text: 'API', link: '/api' }, { text: 'Functions', items: [{ text: 'area', link: '/api/area' }] }]]]);

  it('puts the groups under the site\'s item that links to the reference', () => {
    const sidebar: Record<string, ResolvedSidebarSection> = { '/': { backLink: false, items: [{ text: 'Guide', link: '/' }, { text: 'Reference', items: [{ text: 'API', link: '/api/' }] }] } };
    const merged = withReferenceSidebar(sidebar, groups);
    expect(merged['/']!.items[1]).toEqual({ text: 'Reference', items: [{ text: 'API', link: '/api/', items: [{ text: 'Functions', items: [{ text: 'area', link: '/api/area' }] }] }] });
    expect(merged['/api']).toBeUndefined();
  });

  it('gives the reference a section of its own when no item links to it', () => {
    const merged = withReferenceSidebar({ '/': { backLink: false, items: [{ text: 'Guide', link: '/' }] } }, groups);
    expect(merged['/api']).toEqual({ backLink: false, items: [{ text: 'API', link: '/api', items: [{ text: 'Functions', items: [{ text: 'area', link: '/api/area' }] }] }] });
  });
});
