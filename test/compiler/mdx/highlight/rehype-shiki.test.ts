// Build-time highlighting and twoslash type checks.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocsgenError } from '../../../../compiler/errors/docsgen-error.js';
import { createPageCompiler } from '../../../../compiler/mdx/compile-page.js';
import { siteRootOf } from '../../../../compiler/mdx/site-root.js';

const compiler = createPageCompiler({ basePath: '' });

describe('code highlighting', () => {
  const compile = (source: string) => compiler.compile({ source, filePath: '/site/pages/a.mdx', relativePath: 'pages/a.mdx', route: '/a' });

  it('colours tokens for both themes and keeps the title', async () => {
    const out = toHtml((await compile('```ts [hello.ts]\nconst a = 1;\n```')).tree!);
    expect(out).toContain('data-title="hello.ts"');
    expect(out).toContain('class="shiki shiki-themes github-light-default github-dark-default"');
    expect(out).toMatch(/<span style="--shiki-light:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}">const<\/span>/);
  });

  it('leaves unknown languages as plain text', async () => {
    const out = toHtml((await compile('```nosuchlang\nplain <text>\n```')).tree!);
    expect(out).toContain('plain &#x3C;text>');
    expect(out).toContain('class="shiki');
  });
});

describe('siteRootOf', () => {
  it('finds ROOT from ROOT/pages/… and the route', () => {
    expect(siteRootOf('/w/site/pages/core/index.mdx', '/core')).toBe('/w/site');
    expect(siteRootOf('/w/pages/site/pages/pages/x.mdx', '/pages/x')).toBe('/w/pages/site');
    expect(siteRootOf('/w/site/pages/index.md', '/')).toBe('/w/site');
    expect(siteRootOf('/w/elsewhere/a.mdx', '/a')).toBeUndefined();
  });
});

describe('twoslash', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'docsgen-twoslash-'));
    await mkdir(join(root, 'pages'), { recursive: true });
    await mkdir(join(root, 'lib'), { recursive: true });
    await writeFile(join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, paths: { '~/*': ['./lib/*'] } } }));
    await writeFile(join(root, 'lib', 'greet.ts'), 'export function greet(name: string): string { return name; }\n');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const compileAt = (source: string) =>
    compiler.compile({ source, filePath: join(root, 'pages', 'types.mdx'), relativePath: 'pages/types.mdx', route: '/types' });

  it('adds type popups, resolving imports with the site tsconfig paths', async () => {
    const page = await compileAt("# Types\n\n```ts twoslash\nimport { greet } from '~/greet';\nconst message = greet('a');\n```\n");
    const out = toHtml(page.tree!);
    expect(out).toContain('data-twoslash=""');
    expect(out).toContain('class="shiki shiki-themes github-light-default github-dark-default twoslash lsp"');
    expect(out).toMatch(/class="twoslash-hover" tabindex="0"><span class="twoslash-popup-container">/);
    // The popup of `greet` holds its signature, read from lib/greet.ts through the paths alias.
    const popups = [...out.matchAll(/<code class="twoslash-popup-code">(.*?)<\/code>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
    expect(popups).toContain('function greet(name: string): string');
    expect(popups).toContain('const message: string');
  }, 120_000);

  it('fails the build at the MDX line of an undeclared type error', async () => {
    const source = '---\ntitle: T\n---\n\n# Types\n\n```ts twoslash\n// @noErrors: false\nconst ok = 1;\nconst n: number = "text";\n```\n';
    const error = await compileAt(source).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocsgenError);
    const docsgenError = error as DocsgenError;
    expect(docsgenError.kind).toBe('content');
    expect(docsgenError.message).toMatch(/^twoslash: type error TS2322: Type 'string' is not assignable to type 'number'/);
    expect(docsgenError.location).toMatchObject({ file: 'pages/types.mdx', line: 10, column: 7 });
  }, 120_000);

  it('accepts an error the block declares', async () => {
    const page = await compileAt('```ts twoslash\n// @errors: 2322\nconst n: number = "text";\n```\n');
    expect(toHtml(page.tree!)).toContain('twoslash-error');
  }, 120_000);
});

describe('toPhrasing', () => {
  it('turns block elements inside code into spans, so the HTML stays valid', async () => {
    const { toPhrasing } = await import('../../../../compiler/mdx/highlight/shiki-phrasing.js');
    const code = {
      type: 'element' as const,
      tagName: 'code',
      properties: {},
      children: [
        { type: 'element' as const, tagName: 'div', properties: { class: 'twoslash-popup-docs' }, children: [{ type: 'element' as const, tagName: 'pre', properties: { className: ['shiki'] }, children: [] }] },
      ],
    };
    toPhrasing(code);
    expect(toHtml(code)).toBe('<code><span class="twoslash-popup-docs dg-block"><span class="shiki dg-block dg-block--pre"></span></span></code>');
  });
});
