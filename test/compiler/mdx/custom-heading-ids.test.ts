import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DocsgenError } from '../../../compiler/errors/docsgen-error.js';
import { createPageAnalyzer } from '../../../compiler/mdx/analyze-page.js';
import { createPageCompiler } from '../../../compiler/mdx/compile-page.js';
import { extractHeadingIds, removeHeadingIds, withoutHeadingId } from '../../../compiler/mdx/custom-heading-ids.js';
import { treeContent } from '../../../compiler/mdx/render-tree.js';
import { scanPage } from '../../../compiler/links/scan/scan-page.js';

const compiler = createPageCompiler({ basePath: '' });
const compile = (source: string, file = 'pages/page.mdx') => compiler.compile({ source, filePath: `/site/${file}`, relativePath: file, route: '/page' });

describe('extractHeadingIds', () => {
  it('blanks {#id} on heading lines, keeping every column, and remembers the id by line', () => {
    const source = '# Title {#top}\n\nText {#not-a-heading}\n\n## Usage {#use}  \n> ### Quoted {#q}\n';
    const { source: blanked, ids } = extractHeadingIds(source);
    expect([...ids]).toEqual([[1, 'top'], [5, 'use'], [6, 'q']]);
    expect(blanked.split('\n').map((line) => line.length)).toEqual(source.split('\n').map((line) => line.length));
    expect(blanked).toContain('Text {#not-a-heading}');
    expect(blanked.split('\n')[0]!.trimEnd()).toBe('# Title');
  });

  it('leaves code alone', () => {
    const source = '```md\n## Inside {#x}\n```\n\n~~~~\n```\n## Also inside {#y}\n~~~~\n## Out {#z}';
    expect([...extractHeadingIds(source).ids]).toEqual([[9, 'z']]);
  });

  it('is a no-op without {#', () => {
    const source = '# Plain\n';
    expect(extractHeadingIds(source).source).toBe(source);
    expect(removeHeadingIds('## A {#a}\ntext  \n')).toBe('## A\ntext  \n');
    expect(withoutHeadingId('Title {#t}')).toBe('Title');
  });
});

describe('custom heading ids in pages', () => {
  it('gives MDX and Markdown headings their written id (no acorn error), and slugs the others around them', async () => {
    for (const file of ['pages/page.mdx', 'pages/page.md']) {
      const page = await compile('# Intro {#start}\n\n## Usage\n\n## Other {#usage}\n\n## Install {#setup-steps}', file);
      expect(page.headings.map((h) => [h.text, h.id]), file).toEqual([
        ['Intro', 'start'],
        ['Usage', 'usage-1'],
        ['Other', 'usage'],
        ['Install', 'setup-steps'],
      ]);
      expect(page.title).toBe('Intro');
      const html = renderToStaticMarkup(createElement(treeContent(page.tree!), { components: {} }));
      expect(html).toContain('<h2 id="setup-steps">Install</h2>');
    }
  });

  it('works on pages compiled by MDX as well', async () => {
    const page = await compile('export const n = 1\n\n## Count {n} {#count}');
    expect(page.format).toBe('function-body');
    expect(page.ids).toContain('count');
  });

  it('refuses the same id twice, at the second heading', async () => {
    const error = await compile('## A {#same}\n\n## B {#same}').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocsgenError);
    expect((error as DocsgenError).message).toBe('the heading id "same" is already used by the heading on line 1');
    expect((error as DocsgenError).location).toMatchObject({ line: 3, column: 1 });
  });

  it('check-links sees the same ids, by its scanner and by its pipeline', async () => {
    const source = '# Intro {#start}\n\n## Usage\n\n## Other {#usage}\n';
    const analyzed = await createPageAnalyzer({ basePath: '' }).analyze({ source, filePath: '/site/pages/page.mdx', relativePath: 'pages/page.mdx', route: '/page' });
    expect(analyzed.ids).toEqual(['start', 'usage-1', 'usage']);
    expect(scanPage(source, 'mdx')?.ids).toEqual(['start', 'usage-1', 'usage']);
  });
});
