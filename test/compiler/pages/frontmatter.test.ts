import { describe, expect, it } from 'vitest';
import type { FrontmatterField } from '../../../config/types.js';
import { DocsgenError } from '../../../compiler/errors/docsgen-error.js';
import { parseAuthors, parseFrontmatter } from '../../../compiler/pages/frontmatter.js';

const parse = (yaml: string, extraKeys?: Parameters<typeof parseFrontmatter>[0]['extraKeys']) =>
  parseFrontmatter({ yaml, file: 'pages/x.mdx', firstLine: 2, source: `---\n${yaml}\n---\n`, extraKeys });

/** The error `fn` throws: every frontmatter problem, YAML syntax included, is a FrontmatterInvalid. */
function errorOf(fn: () => unknown): DocsgenError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DocsgenError) {
      for (const each of error.flatten()) expect(each.code).toBe('FrontmatterInvalid');
      return error;
    }
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
    const error = errorOf(() => parse('title: Hello\nshowSidebars: false'));
    expect(error.message).toBe('frontmatter showSidebars: unknown key');
    expect(error.hint).toBe('did you mean "showSidebar"? (showSidebar: false)');
    expect(error.location).toMatchObject({ line: 3, column: 1 });
    const unrelated = errorOf(() => parse('zzz: x'));
    expect(unrelated.hint).toMatch(/^the keys a page may set: title, description, .*; a site declares its own in docsgen.config.ts: frontmatter: \{ extraKeys: \{ zzz: 'string' \} \}$/);
  });

  it('suggests declaring an extra key with the type of the value the page gives it', () => {
    expect(errorOf(() => parse('zzz: 1')).hint).toMatch(/extraKeys: \{ zzz: 'number' \}/);
    expect(errorOf(() => parse('zzz:\n  a: 1')).hint).toMatch(/extraKeys: \{ zzz: 'object' \}/);
    expect(errorOf(() => parse('zzz: [a, b]')).hint).toMatch(/extraKeys: \{ zzz: 'string\[\]' \}/);
    expect(errorOf(() => parse('zzz: true')).hint).toMatch(/extraKeys: \{ zzz: 'boolean' \}/);
  });

  describe('keys of other tools', () => {
    it('name the tool, what the key meant there and the docsgen way', () => {
      const hero = errorOf(() => parse('layout: landing\nhero:\n  name: VitePress\n  tagline: Fast'));
      expect(hero.message).toBe("frontmatter hero: VitePress and Starlight's key (a landing page's hero (an object: name, tagline, actions…)), which docsgen does not read");
      expect(hero.hint).toMatch(/^docsgen draws a landing page's hero in the page: `layout: landing`, then in an \.mdx page `import \{ Hero \} from 'docsgen\/theme\/hero'`/);
      expect(hero.hint).not.toMatch(/extraKeys/);
      expect(hero.location).toMatchObject({ line: 3, column: 1 });
    });

    it('read the value: `sidebar: false` is VitePress, a sidebar object Starlight', () => {
      const vitepress = errorOf(() => parse('sidebar: false'));
      expect(vitepress.message).toBe("frontmatter sidebar: VitePress's key (whether the page shows the sidebar), which docsgen does not read");
      expect(vitepress.hint).toBe('write `showSidebar: false`');
      const starlight = errorOf(() => parse('sidebar:\n  order: 2\n  label: Setup'));
      expect(starlight.message).toMatch(/^frontmatter sidebar: Starlight's key \(this page's entry in the sidebar/);
      expect(starlight.hint).toMatch(/^docsgen's sidebar is the config's `sidebar`/);
    });

    it('never hint a key of another type: `outline: deep` is not showOutline', () => {
      const deep = errorOf(() => parse('outline: deep'));
      expect(deep.message).toBe('frontmatter outline: VitePress\'s key (the outline\'s heading levels ("deep")), which docsgen does not read');
      expect(deep.hint).toMatch(/outline: \{ levels: \[2, 3\] \}/);
      expect(errorOf(() => parse('outline: false')).hint).toBe('write `showOutline: false`');
      expect(errorOf(() => parse('aside: false')).hint).toBe('write `showOutline: false`');
      expect(errorOf(() => parse('tableOfContents: false')).hint).toBe('write `showOutline: false`');
    });

    it.each([
      ['prev: false', "VitePress and Starlight's key", /previous and next links follow the sidebar/],
      ['next:\n  text: Next\n  link: /x', "VitePress and Starlight's key", /follow the sidebar/],
      ['template: splash', "Starlight's key", /layout: landing/],
      ['draft: true', "Starlight and Docusaurus's key", /start the file name with an underscore/],
      ['slug: /custom', "Starlight and Docusaurus's key", /routes follow file paths/],
      ['sidebar_position: 2', "Docusaurus's key", /config's `sidebar`/],
      ['editLink: false', "VitePress's key", /editLink\.pattern/],
      ['pageClass: wide', "VitePress's key", /no per-page class/],
    ])('%s', (yaml, tool, hint) => {
      const error = errorOf(() => parse(yaml));
      expect(error.message).toContain(tool);
      expect(error.hint).toMatch(hint);
    });

    it('name the tool of a layout value docsgen does not have', () => {
      const home = errorOf(() => parse('layout: home'));
      expect(home.message).toBe('frontmatter layout: expected one of "docs", "minimal" or "landing", found the string "home"; VitePress reads it as a home page drawn from the `hero` and `features` keys');
      expect(home.hint).toMatch(/^write `layout: landing`/);
      expect(errorOf(() => parse('layout: page')).hint).toBe('write `layout: minimal`');
    });

    it("accept Vocs' keys: searchable, and a numeric showOutline (its depth)", () => {
      expect(parse('showOutline: 2\nsearchable: false')).toEqual({ showOutline: 2, searchable: false });
      expect(errorOf(() => parse('showOutline: 1.5')).message).toBe('frontmatter showOutline: expected a boolean or a whole number of heading levels ≥ 0, found the number 1.5');
      expect(errorOf(() => parse('pagefind: false')).hint).toBe('write `searchable: false`');
    });

    it("show VitePress's head entries in docsgen's form", () => {
      const error = errorOf(() => parse("head:\n  - - meta\n    - name: keywords\n      content: docs"));
      expect(error.hint).toBe("this is VitePress's form; docsgen's is an object: { tag: 'meta', attrs: { name: 'keywords', content: 'docs' } }");
    });
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
    const extraKeys: Record<string, FrontmatterField> = { tags: { type: 'string[]' }, status: { type: 'string', values: ['beta', 'stable'] }, owner: { type: 'string', required: true } };
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
