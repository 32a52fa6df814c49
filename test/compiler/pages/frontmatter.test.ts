import { describe, expect, it } from 'vitest';
import { DocsgenError } from '../../../compiler/errors.js';
import { parseAuthors, parseFrontmatter } from '../../../compiler/pages/frontmatter.js';

const parse = (yaml: string, extraKeys?: Parameters<typeof parseFrontmatter>[0]['extraKeys']) =>
  parseFrontmatter({ yaml, file: 'pages/x.mdx', firstLine: 2, source: `---\n${yaml}\n---\n`, extraKeys });

function errorOf(fn: () => unknown): DocsgenError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DocsgenError) return error;
    throw error;
  }
  throw new Error('expected an error');
}

describe('parseFrontmatter', () => {
  it('reads every known field, and the keys the site declares', () => {
    const data = parse(
      ['title: Hello', 'description: World', 'layout: minimal', 'date: 2024-05-01', 'showOutline: false', 'content:', '  width: 100%', 'custom: 1'].join('\n'),
      { custom: { type: 'number' } },
    );
    expect(data).toMatchObject({ title: 'Hello', description: 'World', layout: 'minimal', date: '2024-05-01', showOutline: false, content: { width: '100%' }, custom: 1 });
  });

  it('parses authors as a list or a comma-separated string, with markdown links', () => {
    expect(parse('authors: "[Ada](https://ada.dev), Grace"').authors).toEqual([{ name: 'Ada', url: 'https://ada.dev' }, { name: 'Grace' }]);
    expect(parse('authors:\n  - Ada\n  - "[Grace](https://g.dev)"').authors).toEqual([{ name: 'Ada' }, { name: 'Grace', url: 'https://g.dev' }]);
  });

  it('points at the line of a wrong type, with a did-you-mean', () => {
    const error = errorOf(() => parse('title: Hello\nlayout: minimall'));
    expect(error.kind).toBe('content');
    expect(error.message).toBe('frontmatter layout: expected one of "docs", "minimal" or "landing", found the string "minimall"');
    expect(error.hint).toBe('did you mean "minimal"?');
    expect(error.location).toMatchObject({ file: 'pages/x.mdx', line: 3, column: 9 });
  });

  it('rejects an unknown key at its line, naming the key it was probably meant to be', () => {
    const error = errorOf(() => parse('title: Hello\nsidebar: false'));
    expect(error.message).toBe('frontmatter sidebar: unknown key');
    expect(error.hint).toBe('did you mean "showSidebar"? (showSidebar: false)');
    expect(error.location).toMatchObject({ line: 3, column: 1 });
    const unrelated = errorOf(() => parse('zzz: 1'));
    expect(unrelated.hint).toMatch(/^the keys a page may set: title, description, .*; a site declares its own in docsgen.config.ts: frontmatter: \{ extraKeys: \{ zzz: 'string' \} \}$/);
  });

  it('reports every problem of the page at once, each at its line', () => {
    const error = errorOf(() => parse('titel: Hello\nshowSidebar: "no"\ndate: 2024-02-30\ntitle: [1, 2]'));
    expect(error.flatten().map((e) => [e.location?.line, e.message])).toEqual([
      [2, 'frontmatter titel: unknown key'],
      [3, 'frontmatter showSidebar: expected a boolean, found the string "no"'],
      [4, 'frontmatter date: expected a date such as 2024-05-01, found the string "2024-02-30"'],
      [5, 'frontmatter title: expected a string, found an array of 2 items'],
    ]);
  });

  it('accepts real dates and date-times only', () => {
    expect(parse('date: 2024-02-29').date).toBe('2024-02-29');
    expect(parse('date: 2024-05-01T10:30:00Z').date).toBe('2024-05-01T10:30:00Z');
    for (const bad of ['someday', '2023-02-29', '2024-13-01', '2024-5-1', '2024-05-01T25:00']) {
      expect(errorOf(() => parse(`date: "${bad}"`)).message, bad).toMatch(/^frontmatter date: expected a date such as 2024-05-01/);
    }
  });

  it("reads a page's own budget and refuses a malformed one at its line", () => {
    expect(parse('budget:\n  jsKb: 130').budget).toEqual({ jsKb: 130 });
    const cases: [string, number, string][] = [
      ['budget: 5', 3, 'frontmatter budget: expected an object, found the number 5'],
      ['budget:\n  jsKb: -1', 4, 'frontmatter budget.jsKb: expected a number > 0, found the number -1'],
      ['budget:\n  jsKB: 5', 4, 'frontmatter budget.jsKB: unknown key'],
      ['budget:\n  htmlKb: "40"', 4, 'frontmatter budget.htmlKb: expected a number > 0, found the string "40"'],
    ];
    for (const [yaml, line, message] of cases) {
      const error = errorOf(() => parse(`title: T\n${yaml}`));
      expect(error.message, yaml).toBe(message);
      expect(error.location?.line, yaml).toBe(line);
    }
  });

  it('checks the keys a site declares: type, values, required', () => {
    const extraKeys = { tags: { type: 'string[]' }, status: { type: 'string', values: ['beta', 'stable'] }, owner: { type: 'string', required: true } } as const;
    expect(parse('owner: ana\ntags:\n  - a\nstatus: beta', extraKeys)).toMatchObject({ owner: 'ana', tags: ['a'], status: 'beta' });
    const error = errorOf(() => parse('tags: a\nstatus: betta', extraKeys));
    expect(error.flatten().map((e) => e.message)).toEqual([
      'frontmatter tags: expected an array, found the string "a"',
      'frontmatter status: expected one of "beta" or "stable", found the string "betta"',
      'frontmatter owner: expected a string, found nothing',
    ]);
  });

  it('checks head tags like the config does', () => {
    expect(parse('head:\n  - tag: meta\n    attrs:\n      name: robots\n      content: noindex').head).toEqual([{ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } }]);
    const error = errorOf(() => parse('head:\n  - tag: meta\n    content: x'));
    expect(error.message).toBe('frontmatter head[0].content: expected no content (a meta tag is empty), found content');
    expect(error.location?.line).toBe(4);
  });

  it('reports YAML syntax errors with their line', () => {
    const error = errorOf(() => parse('title: Hello\ndescription: "unclosed'));
    expect(error.message).toMatch(/^invalid frontmatter/);
    expect(error.location?.line).toBeGreaterThanOrEqual(2);
    expect(error.hint).toContain('YAML');
  });

  it('accepts empty frontmatter', () => {
    expect(parse('')).toEqual({});
  });
});

describe('parseAuthors', () => {
  it('refuses values that are not names', () => {
    expect(parseAuthors(42)).toBeNull();
    expect(parseAuthors([1, 2])).toBeNull();
  });
});
