import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DocsgenError } from '../../../compiler/errors/docsgen-error.js';
import { createPageCompiler } from '../../../compiler/mdx/compile-page.js';
import { treeContent } from '../../../compiler/mdx/render-tree.js';

const compiler = createPageCompiler({ basePath: '' });
const compile = (source: string, route = '/guide/page', file = 'pages/guide/page.mdx') =>
  compiler.compile({ source, filePath: `/site/${file}`, relativePath: file, route });

async function html(source: string, route?: string): Promise<string> {
  const page = await compile(source, route);
  expect(page.format).toBe('tree');
  return renderToStaticMarkup(createElement(treeContent(page.tree!), { components: {} }));
}

describe('compilePage', () => {
  it('gives headings stable, de-duplicated ids and records them', async () => {
    const page = await compile('# Title\n\n## Usage\n\n### Usage\n\n## Usage\n\n## Hello, `world`!');
    expect(page.headings.map((h) => [h.depth, h.id])).toEqual([
      [1, 'title'],
      [2, 'usage'],
      [3, 'usage-1'],
      [2, 'usage-2'],
      [2, 'hello-world'],
    ]);
    expect(page.ids).toEqual(['title', 'usage', 'usage-1', 'usage-2', 'hello-world']);
  });

  it('never gives a heading an id an element already has', async () => {
    const page = await compile('<div id="usage" />\n\n## Usage');
    expect(page.ids).toEqual(['usage', 'usage-1']);
  });

  it('takes the title from frontmatter, else the first h1', async () => {
    expect((await compile('---\ntitle: Front\n---\n# Heading')).title).toBe('Front');
    expect((await compile('# Heading *one*')).title).toBe('Heading one');
    expect((await compile('No heading', '/core/createStore')).title).toBe('createStore');
  });

  it('opens external links in a new tab with no opener and resolves internal ones', async () => {
    const out = await html('[a](https://x.dev) [b](www.y.dev) [c](/core#x) [d](#here) [e](../core) [f](./sibling.mdx) [g](mailto:a@b.c)');
    expect(out).toContain('<a href="https://x.dev" target="_blank" rel="noopener noreferrer">a</a>');
    expect(out).toContain('<a href="https://www.y.dev" target="_blank" rel="noopener noreferrer">b</a>');
    expect(out).toContain('<a href="/core#x">c</a>');
    expect(out).toContain('<a href="#here">d</a>');
    expect(out).toContain('<a href="/core">e</a>');
    expect(out).toContain('<a href="/guide/sibling">f</a>');
    expect(out).toContain('<a href="mailto:a@b.c">g</a>');
  });

  it('writes internal links under the base path', async () => {
    const based = createPageCompiler({ basePath: '/docs' });
    const page = await based.compile({ source: '[a](/core) [b](/) [c](#x) <a href="/ui">d</a>', filePath: '/s/pages/x.mdx', relativePath: 'pages/x.mdx', route: '/x' });
    const out = renderToStaticMarkup(createElement(treeContent(page.tree!), { components: {} }));
    expect(out).toContain('href="/docs/core"');
    expect(out).toContain('href="/docs/"');
    expect(out).toContain('href="#x"');
    expect(out).toContain('href="/docs/ui"');
  });

  it('writes images from public/ and relative ones (resolved as a browser would) under the base path, and leaves other hosts as they are', async () => {
    const based = createPageCompiler({ basePath: '/docs' });
    const source = '![logo](/logo.svg) ![rel](img/a.png) ![cdn](https://cdn.example.com/b.png) ![proto](//cdn.example.com/c.png)\n\n<img src="/d.png" alt="d" />';
    const page = await based.compile({ source, filePath: '/s/pages/x.mdx', relativePath: 'pages/x.mdx', route: '/x' });
    const out = renderToStaticMarkup(createElement(treeContent(page.tree!), { components: {} }));
    expect(out).toContain('src="/docs/logo.svg"');
    expect(out).toContain('src="/docs/img/a.png"');
    expect(out).toContain('src="https://cdn.example.com/b.png"');
    expect(out).toContain('src="//cdn.example.com/c.png"');
    expect(out).toContain('src="/docs/d.png"');
  });

  it('keeps the language, meta and title of code blocks', async () => {
    const out = await html('```ts [file.ts] twoslash\nconst a = 1;\n```');
    expect(out).toContain('data-language="ts"');
    expect(out).toContain('data-meta="[file.ts] twoslash"');
    expect(out).toContain('data-title="file.ts"');
  });

  it('renders GFM tables, task lists and strikethrough', async () => {
    const out = await html('| a | b |\n| - | - |\n| 1 | 2 |\n\n- [x] done\n\n~~old~~');
    expect(out).toContain('<table>');
    expect(out).toContain('type="checkbox"');
    expect(out).toContain('<del>old</del>');
  });

  it('renders pages without JavaScript from their tree, others through MDX', async () => {
    expect((await compile('# A\n\n<Callout type="note">x</Callout>')).format).toBe('tree');
    expect((await compile('# A\n\n{1 + 1}')).format).toBe('function-body');
    expect((await compile('<Foo count={2} />')).format).toBe('function-body');
    expect((await compile("import X from './x'\n\n<X />")).format).toBe('program');
  });

  it('records links with their position and sections for search', async () => {
    const page = await compile('# Page\n\nIntro text.\n\n## First\n\nSee [x](/x#y).\n\n### Inner\n\nDeep.');
    expect(page.links).toEqual([{ href: '/x#y', line: 7, column: 5 }]);
    expect(page.sections.map((s) => [s.id, s.titles, s.text])).toEqual([
      ['', [], 'Intro text.'],
      ['first', [], 'See x.'],
      ['inner', ['First'], 'Deep.'],
    ]);
  });

  it('reports an MDX syntax error with file, line, column and a hint', async () => {
    const error = await compile('# Title\n\nSome text\n\n<div>\n', '/x', 'pages/x.mdx').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocsgenError);
    const failure = error as DocsgenError;
    expect(failure.kind).toBe('content');
    expect(failure.location).toMatchObject({ file: 'pages/x.mdx', line: 5 });
    expect(failure.location?.source).toContain('<div>');
  });

  it('reports bad frontmatter with the line in the page', async () => {
    const error = (await compile('---\ntitle: ok\nlayout: 3\n---\n# A').catch((e: unknown) => e)) as DocsgenError;
    expect(error.message).toContain('frontmatter layout');
    expect(error.location?.line).toBe(3);
  });

  it('fails a tree page that uses an unknown component, naming it and its line', async () => {
    const page = await compile('# A\n\n<Nope />');
    const render = () => renderToStaticMarkup(createElement(treeContent(page.tree!), { components: {} }));
    expect(render).toThrow(/<Nope> is not a component docsgen knows/);
    // The build reports it at that line of the page (page-processor.ts).
    expect(render).toThrow(expect.objectContaining({ component: 'Nope', line: 3, column: 1 }));
  });
});

describe('compilePage: links, images and ids the checks need', () => {
  it('records images with their position, and the ids GFM footnotes get', async () => {
    const page = await compile('# T\n\n![a](/a.png) and a claim.[^1] Again.[^1]\n\n[^1]: Source.\n');
    expect(page.links).toEqual([{ href: '/a.png', line: 3, column: 1, image: true }]);
    expect(page.ids).toEqual(expect.arrayContaining(['user-content-fn-1', 'user-content-fnref-1', 'user-content-fnref-1-2', 'footnote-label']));
  });

  it('reads href={"…"} and src={`…`} as the strings they are, and rewrites them like Markdown links', async () => {
    const based = createPageCompiler({ basePath: '/docs' });
    const page = await based.compile({ source: '<a href={"/x"}>x</a>\n\n<img src={`/y.png`} alt="" />\n\n<a href={dynamic}>d</a>\n', filePath: '/site/pages/p.mdx', relativePath: 'pages/p.mdx', route: '/p' });
    expect(page.links.map((l) => l.href)).toEqual(['/x', '/y.png']);
    expect(page.code).toContain('"/docs/x"');
    expect(page.code).toContain('"/docs/y.png"');
  });

  it('renders raw HTML in .md pages as written, and records its links, images and ids', async () => {
    const page = await compiler.compile({
      source: '# T\n\n<details id="more"><summary>More</summary>\n\nA <a href="/guide">link</a> and <img src="/i.png" alt="i">.\n\n</details>\n',
      filePath: '/site/pages/p.md',
      relativePath: 'pages/p.md',
      route: '/p',
    });
    expect(page.links.map((l) => [l.href, l.line])).toEqual([['/guide', 5], ['/i.png', 5]]);
    expect(page.ids).toContain('more');
    const markup = renderToStaticMarkup(createElement(treeContent(page.tree!), { components: {} }));
    expect(markup).toContain('<details id="more"><summary>More</summary>');
    expect(markup).toContain('A <a href="/guide">link</a> and <img src="/i.png" alt="i"/>.');
  });
});
