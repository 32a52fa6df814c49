import { describe, expect, it } from 'vitest';
import { DocsgenError } from '../../../compiler/errors.js';
import { parseAuthors, parseFrontmatter } from '../../../compiler/pages/frontmatter.js';

const parse = (yaml: string) => parseFrontmatter({ yaml, file: 'pages/x.mdx', firstLine: 2, source: `---\n${yaml}\n---\n` });

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
  it('reads every known field and keeps unknown ones', () => {
    const data = parse(
      ['title: Hello', 'description: World', 'layout: minimal', 'date: 2024-05-01', 'showOutline: false', 'content:', '  width: 100%', 'custom: 1'].join('\n'),
    );
    expect(data).toMatchObject({ title: 'Hello', description: 'World', layout: 'minimal', date: '2024-05-01', showOutline: false, content: { width: '100%' }, custom: 1 });
  });

  it('parses authors as a list or a comma-separated string, with markdown links', () => {
    expect(parse('authors: "[Ada](https://ada.dev), Grace"').authors).toEqual([{ name: 'Ada', url: 'https://ada.dev' }, { name: 'Grace' }]);
    expect(parse('authors:\n  - Ada\n  - "[Grace](https://g.dev)"').authors).toEqual([{ name: 'Ada' }, { name: 'Grace', url: 'https://g.dev' }]);
  });

  it('points at the line of a wrong type', () => {
    const error = errorOf(() => parse('title: Hello\nlayout: wide'));
    expect(error.kind).toBe('content');
    expect(error.message).toBe('frontmatter layout: expected one of docs, minimal, landing, found the string "wide"');
    expect(error.location).toMatchObject({ file: 'pages/x.mdx', line: 3 });
  });

  it('rejects non-boolean overrides and bad dates', () => {
    expect(errorOf(() => parse('showSidebar: "no"')).message).toContain('showSidebar: expected true or false');
    expect(errorOf(() => parse('date: someday')).message).toContain('date: expected a date');
    expect(errorOf(() => parse('title: [1, 2]')).message).toBe('frontmatter title: expected a string, found a list');
  });

  it("reads a page's own budget and refuses a malformed one at its line", () => {
    expect(parse('budget:\n  jsKb: 130').budget).toEqual({ jsKb: 130 });
    // The location is the budget's value: on the key's line, or the line below for a nested map.
    const cases: [string, number][] = [['budget: 5', 3], ['budget:\n  jsKb: -1', 4], ['budget:\n  jsKB: 5', 4], ['budget:\n  htmlKb: "40"', 4]];
    for (const [yaml, line] of cases) {
      const error = errorOf(() => parse(`title: T\n${yaml}`));
      expect(error.message, yaml).toMatch(/^frontmatter budget: expected jsKb and\/or htmlKb, positive numbers/);
      expect(error.location?.line, yaml).toBe(line);
    }
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
