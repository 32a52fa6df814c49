import { describe, expect, it } from 'vitest';
import { rewriteDialectLines } from '../../../../compiler/mdx/syntax/dialect-lines.js';

const rewrite = (source: string) => rewriteDialectLines(source).source;

describe('rewriteDialectLines', () => {
  it('turns VitePress containers into directives, titles into labels, attributes kept', () => {
    expect(rewrite('::: tip\nA\n:::')).toBe(':::tip\nA\n:::');
    expect(rewrite('::: warning Mind the gap\nA\n:::')).toBe(':::warning[Mind the gap]\nA\n:::');
    expect(rewrite('::: details Click me {open}\nA\n:::')).toBe(':::details[Click me]{open}\nA\n:::');
    expect(rewrite('::: tip[Already a label]')).toBe(':::tip[Already a label]');
    expect(rewrite('> ::: info Quoted')).toBe('> :::info[Quoted]');
  });

  it("reads Docusaurus's older title after the name", () => {
    expect(rewrite(':::note Heads up')).toBe(':::note[Heads up]');
    expect(rewrite(':::note[Heads up]')).toBe(':::note[Heads up]');
    expect(rewrite(':::note{.x}')).toBe(':::note{.x}');
  });

  it('escapes what a label would read as syntax (brackets; braces and < in MDX)', () => {
    expect(rewrite('::: tip The {x} of [a] <b>')).toBe(':::tip[The \\{x\\} of \\[a\\] \\<b>]');
  });

  it('leaves fenced code, the frontmatter, closing fences and prose alone', () => {
    const source = '---\nnote: ::: tip\n---\n\n````md\n::: tip\n<<< @/x.ts\n````\n\n:::\nUse ::: tip in VitePress.';
    expect(rewrite(source)).toBe(source);
  });

  it('keeps every line where it was, and keeps snippet lines by line', () => {
    const source = '# T\r\n\r\n::: tip Title\r\n<<< @/snippets/a.ts#r{2} [a.ts]\r\n:::\r\n';
    const { source: rewritten, snippets } = rewriteDialectLines(source);
    expect(rewritten.split('\n')).toHaveLength(source.split('\n').length);
    expect(rewritten).toBe('# T\r\n\r\n:::tip[Title]\r\n::docsgen-snippet\r\n:::\r\n');
    expect([...snippets]).toEqual([[4, '@/snippets/a.ts#r{2} [a.ts]']]);
  });

  it('returns a page without such lines as it is', () => {
    const source = 'Just text: with a colon.';
    expect(rewriteDialectLines(source).source).toBe(source);
  });
});
