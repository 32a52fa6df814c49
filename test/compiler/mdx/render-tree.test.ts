import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createPageCompiler } from '../../../compiler/mdx/compile-page.js';
import { treeContent } from '../../../compiler/mdx/render-tree.js';

const compiler = createPageCompiler({ basePath: '' });

describe('treeContent', () => {
  it('renders theme components used as JSX without imports', async () => {
    const page = await compiler.compile({ source: '# A\n\n<Sponsors />\n\n<Note kind="x">Hi *there*</Note>', filePath: '/s/pages/a.mdx', relativePath: 'pages/a.mdx', route: '/a' });
    expect(page.format).toBe('tree');
    const components = {
      Sponsors: () => createElement('div', { className: 'sponsors' }),
      Note: ({ kind, children }: { kind: string; children?: unknown }) => createElement('aside', { 'data-kind': kind }, children as never),
    };
    const html = renderToStaticMarkup(createElement(treeContent(page.tree!), { components }));
    expect(html).toContain('<div class="sponsors"></div>');
    expect(html).toContain('<aside data-kind="x">Hi <em>there</em></aside>');
  });
});
