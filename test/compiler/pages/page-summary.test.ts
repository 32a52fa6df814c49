import { describe, expect, it } from 'vitest';
import { pageSummary } from '../../../compiler/pages/page-summary.js';
import { scanPage } from '../../../compiler/mdx/scan-page.js';

const file = { filePath: '/site/pages/guide/intro.mdx', relativePath: 'pages/guide/intro.mdx', route: '/guide/intro' };

describe('pageSummary', () => {
  it('lists a page by what its scan says, with the time given', () => {
    const scan = scanPage('---\ndescription: First steps\ntags: [a]\n---\n# Introduction\n', false);
    expect(pageSummary(file, scan, 1700000000000)).toEqual({
      path: '/guide/intro',
      type: 'mdx',
      filePath: 'pages/guide/intro.mdx',
      title: 'Introduction',
      description: 'First steps',
      frontmatter: { description: 'First steps', tags: ['a'] },
      lastUpdatedAt: 1700000000000,
    });
  });

  it('lists a page without a title by its route', () => {
    const summary = pageSummary(file, scanPage('Some text.\n', false), undefined);
    expect(summary.title).toBe('/guide/intro');
    expect(summary.lastUpdatedAt).toBeUndefined();
  });
});
