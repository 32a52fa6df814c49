import { createElement } from 'react';
import { describe, expect, test } from 'vitest';
import { ConfigError } from '../../config/errors.js';
import { defineConfig } from '../../config/index.js';
import { configIssues, validateConfig } from '../../config/validate.js';

/** The one-line messages of every problem with `raw`. */
const messages = (raw: unknown): string[] => configIssues(raw).map((issue) => issue.message);

describe('validateConfig', () => {
  test('accepts an empty config and a full one', () => {
    expect(() => validateConfig({})).not.toThrow();
    const full = defineConfig({
      title: 'Get Starknet',
      titleTemplate: '%s – Get Starknet',
      description: 'Connect wallets',
      baseUrl: 'https://example.com/',
      basePath: '/docs/',
      iconUrl: { light: '/icon-light.svg', dark: '/icon-dark.svg' },
      logoUrl: '/logo.svg',
      ogImageUrl: { '/': 'https://og.example.com?t=%title', '/core': 'https://og.example.com/core?t=%title' },
      font: { default: { google: 'Inter' }, mono: { google: 'JetBrains Mono' } },
      socials: [{ icon: 'github', link: 'https://github.com/x/y', label: 'GitHub' }],
      topNav: [
        { text: 'Guide', link: '/', match: '/getting-started' },
        { text: 'More', items: [{ text: 'Core', link: '/core' }] },
        { element: createElement('span', null, 'v5') },
      ],
      sidebar: {
        '/': [{ text: 'Introduction', link: '/' }],
        '/core': { backLink: true, items: [{ text: 'Core', collapsed: true, items: [{ text: 'createStore', link: '/core/createStore' }] }] },
      },
      sponsors: [{ name: 'Gold', height: 60, items: [[{ link: 'https://a.example', image: '/a.svg', name: 'A' }]] }],
      aiCta: { query: ({ location }) => `read ${location}` },
      banner: { content: createElement('b', null, 'New!'), dismissable: 'false', height: '32px' },
      outlineFooter: 'Thanks',
      outline: { levels: [2, 4] },
      theme: { colorScheme: 'dark', accentColor: { light: '#00f', dark: '#88f' } },
      search: { boost: { title: 5 }, fuzzy: 0.1, prefix: false },
      editLink: { pattern: 'https://github.com/x/y/edit/main/docs/pages/:path', text: 'Edit' },
      lastUpdated: false,
      budget: { jsKb: 50, htmlKb: 100 },
    });
    expect(configIssues(full)).toEqual([]);
  });

  test('throws a ConfigError listing every problem, not only the first', () => {
    const error = (() => {
      try {
        validateConfig({ title: 1, lastUpdated: 'yes', socials: [{ icon: 'github' }] });
      } catch (caught) {
        return caught;
      }
      throw new Error('expected a ConfigError');
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).issues.map((issue) => issue.path)).toEqual(['title', 'lastUpdated', 'socials[0].link']);
  });

  test('the config itself must be an object', () => {
    expect(messages(undefined)).toEqual(['config: expected an object, found nothing']);
    expect(messages([])).toEqual(['config: expected an object, found an empty array']);
  });

  test('a wrong type names the path, what was expected and what was found', () => {
    expect(messages({ sidebar: { '/core': [{ text: 'a' }, { text: 'b', link: 42 }] } })).toEqual([
      'sidebar["/core"][1].link: expected a string, found the number 42',
    ]);
    const [issue] = configIssues({ title: true });
    expect(issue).toMatchObject({ path: 'title', expected: 'a string', found: 'the boolean true' });
  });

  test('describes what was found in words', () => {
    expect(messages({ title: null })).toEqual(['title: expected a string, found null']);
    expect(messages({ title: ['a', 'b'] })).toEqual(['title: expected a string, found an array of 2 items']);
    expect(messages({ title: { a: 1 } })).toEqual(['title: expected a string, found an object']);
    expect(messages({ title: () => 'x' })).toEqual(['title: expected a string, found a function']);
    expect(messages({ title: new Date(0) })).toEqual(['title: expected a string, found a Date object']);
    expect(messages({ description: 7 })).toEqual(['description: expected a string, found the number 7']);
    expect(messages({ lastUpdated: 'no' })).toEqual(['lastUpdated: expected a boolean, found the string "no"']);
  });

  test('unknown keys are errors everywhere, with the closest known key', () => {
    expect(messages({ topNav: [{ txt: 'Guide', link: '/' }] })).toEqual([
      'topNav[0].txt: unknown key (did you mean "text"?)',
      'topNav[0].text: expected a string (required unless "element" is given), found nothing',
    ]);
    expect(messages({ titel: 'x' })).toEqual(['titel: unknown key (did you mean "title"?)']);
    expect(messages({ theme: { colorscheme: 'dark' } })).toEqual(['theme.colorscheme: unknown key (did you mean "colorScheme"?)']);
    expect(messages({ search: { boost: { titel: 2 } } })).toEqual(['search.boost.titel: unknown key (did you mean "title"?)']);
    expect(messages({ sidebar: [{ text: 'a', colapsed: true }] })).toEqual(['sidebar[0].colapsed: unknown key (did you mean "collapsed"?)']);
  });

  test('an unknown key with no close match lists the known keys', () => {
    const [issue] = configIssues({ editLink: { pattern: ':path', zzz: 1 } });
    expect(issue).toMatchObject({ path: 'editLink.zzz', hint: 'known keys: pattern, text' });
    expect(issue!.message).toBe('editLink.zzz: unknown key (known keys: pattern, text)');
  });

  test('a key set to undefined counts as absent', () => {
    expect(messages({ banner: undefined, title: undefined })).toEqual([]);
  });

  test('titleTemplate must contain %s', () => {
    expect(messages({ titleTemplate: 'Docs' })).toEqual([
      'titleTemplate: expected a string containing %s, found the string "Docs" (e.g. "%s – My Docs")',
    ]);
    expect(messages({ titleTemplate: 3 })).toEqual(['titleTemplate: expected a string containing %s, found the number 3']);
  });

  test('basePath must be a plain URL path', () => {
    expect(messages({ basePath: 'docs/' })).toEqual([]);
    expect(messages({ basePath: '/' })).toEqual([]);
    expect(messages({ basePath: 'https://example.com/docs' })).toEqual([
      'basePath: expected a URL path such as "/docs", found the string "https://example.com/docs" (basePath is a path such as "/docs"; the origin goes in baseUrl)',
    ]);
    expect(messages({ basePath: '/docs?x=1' })[0]).toContain('(a base path has no query or hash)');
    expect(messages({ basePath: '/a//b' })[0]).toContain('no empty, "." or ".." segments');
    expect(messages({ basePath: '/a/../b' })[0]).toContain('no empty, "." or ".." segments');
    expect(messages({ basePath: '/my docs' })[0]).toContain('no spaces or backslashes');
  });

  test('assetsDir must be one folder name that no host drops', () => {
    expect(messages({ assetsDir: 'static' })).toEqual([]);
    expect(messages({ assetsDir: 'my-assets_2' })).toEqual([]);
    expect(messages({ assetsDir: '.docsgen' })).toEqual([
      'assetsDir: expected a folder name that does not start with "." or "_", such as "docsgen", found the string ".docsgen" (hosts drop such folders (GitHub Pages\' artifact upload skips dot-folders, Jekyll skips dot- and underscore-folders); use a plain name such as "docsgen" or "static")',
    ]);
    expect(messages({ assetsDir: '_assets' })[0]).toContain('Jekyll skips dot- and underscore-folders');
    expect(messages({ assetsDir: 'a/b' })[0]).toContain('one folder name of letters, digits');
    expect(messages({ assetsDir: '' })[0]).toContain('one folder name of letters, digits');
    expect(messages({ assetsDir: 7 })[0]).toMatch(/^assetsDir: expected a folder name/);
  });

  test('baseUrl must be an absolute http(s) URL, or a host name (as VERCEL_URL gives it)', () => {
    expect(messages({ baseUrl: 'https://example.com/' })).toEqual([]);
    expect(messages({ baseUrl: 'example.com' })).toEqual([]);
    expect(validateConfig({ baseUrl: 'docs-abc123.vercel.app' }).baseUrl).toBe('https://docs-abc123.vercel.app');
    expect(messages({ baseUrl: 'not a host' })[0]).toMatch(/^baseUrl: expected an absolute http\(s\) URL/);
    expect(messages({ baseUrl: 'ftp://example.com' })).toHaveLength(1);
    expect(messages({ baseUrl: 'https://example.com/?a=1' })).toHaveLength(1);
  });

  test('socials: icon from the list, link an http(s) URL, both required', () => {
    expect(messages({ socials: [{ icon: 'githb', link: 'https://github.com' }] })).toEqual([
      'socials[0].icon: expected one of "bluesky", "discord", "farcaster", "github", "telegram", "warpcast" or "x", found the string "githb" (did you mean "github"?)',
    ]);
    expect(messages({ socials: [{ icon: 'twitter', link: 'https://x.com' }] })).toEqual([
      'socials[0].icon: expected one of "bluesky", "discord", "farcaster", "github", "telegram", "warpcast" or "x", found the string "twitter"',
    ]);
    expect(messages({ socials: [{ icon: 'x', link: '/about' }] })).toEqual([
      'socials[0].link: expected an absolute http(s) URL, found the string "/about"',
    ]);
    expect(messages({ socials: [{}] })).toEqual([
      'socials[0].icon: expected one of "bluesky", "discord", "farcaster", "github", "telegram", "warpcast" or "x", found nothing',
      'socials[0].link: expected an absolute http(s) URL, found nothing',
    ]);
  });

  test('nested sidebar items report their full path', () => {
    const sidebar = {
      '/core': {
        items: [{ text: 'Core', items: [{ text: 'A', items: [{ link: '/core/a' }, { text: 'B', collapsed: 'yes' }] }] }],
      },
    };
    expect(messages({ sidebar })).toEqual([
      'sidebar["/core"].items[0].items[0].items[0].text: expected a string, found nothing',
      'sidebar["/core"].items[0].items[0].items[1].collapsed: expected a boolean, found the string "yes"',
    ]);
  });

  test('sidebar: a list, or a map whose keys are path prefixes and values lists or sections', () => {
    expect(messages({ sidebar: 'x' })).toEqual(['sidebar: expected an array or an object, found the string "x"']);
    expect(messages({ sidebar: { core: [] } })).toEqual([
      'sidebar.core: expected a path prefix starting with "/" as the key, found the string "core"',
    ]);
    expect(messages({ sidebar: { '/core': { backlink: true, items: [] } } })).toEqual([
      'sidebar["/core"].backlink: unknown key (did you mean "backLink"?)',
    ]);
    expect(messages({ sidebar: { '/core': { backLink: true } } })).toEqual([
      'sidebar["/core"].items: expected an array, found nothing',
    ]);
    expect(messages({ sidebar: { '/core': 3 } })).toEqual(['sidebar["/core"]: expected an array or an object, found the number 3']);
  });

  test('topNav items: text unless element, and a link, items or element', () => {
    expect(messages({ topNav: [{ text: 'Guide' }] })).toEqual([
      'topNav[0]: expected an item with "link", "items" or "element", found none of them',
    ]);
    expect(messages({ topNav: [{ text: 'More', items: [{ text: 'A', link: 1 }] }] })).toEqual([
      'topNav[0].items[0].link: expected a string, found the number 1',
    ]);
    expect(messages({ topNav: [{ element: createElement('a') }] })).toEqual([]);
    expect(messages({ topNav: [{ text: 'x', element: 'not an element' }] })).toEqual([
      'topNav[0].element: expected a React element, found the string "not an element"',
    ]);
  });

  test('React elements are recognised by $$typeof, also from React 18', () => {
    const legacy = { $$typeof: Symbol.for('react.element'), type: 'b', props: {} };
    expect(messages({ banner: createElement('b', null, 'hi') })).toEqual([]);
    expect(messages({ banner: legacy, outlineFooter: legacy })).toEqual([]);
    expect(messages({ outlineFooter: { type: 'b', props: {} } })).toEqual([
      'outlineFooter: expected a string or a React element, found an object',
    ]);
  });

  test('banner: string, element or object; problems inside the object are reported in detail', () => {
    expect(messages({ banner: 'Hello' })).toEqual([]);
    expect(messages({ banner: { content: 'x', dismissable: 'no' } })).toEqual([
      'banner.dismissable: expected true, false, "true" or "false", found the string "no"',
    ]);
    expect(messages({ banner: { dismissable: true } })).toEqual([
      'banner.content: expected a string or a React element, found nothing',
    ]);
    expect(messages({ banner: 5 })).toEqual([
      'banner: expected a string, a React element or an object, found the number 5',
    ]);
  });

  test('light/dark pairs need both halves', () => {
    expect(messages({ logoUrl: { light: '/l.svg' } })).toEqual(['logoUrl.dark: expected a string, found nothing']);
    expect(messages({ theme: { accentColor: 1 } })).toEqual(['theme.accentColor: expected a string or an object, found the number 1']);
  });

  test('ogImageUrl: a string or a map keyed by path prefix', () => {
    expect(messages({ ogImageUrl: { '/': 'a', core: 'b', '/x': 1 } })).toEqual([
      'ogImageUrl.core: expected a path prefix starting with "/" as the key, found the string "core"',
      'ogImageUrl["/x"]: expected a string, found the number 1',
    ]);
  });

  test('numbers, enums, tuples and functions', () => {
    expect(messages({ outline: { levels: [3, 2] } })).toEqual([
      'outline.levels: expected a pair of heading levels [from, to] with from ≤ to, found an array of 2 items',
    ]);
    expect(messages({ outline: { levels: [2, 9] } })).toEqual([
      'outline.levels[1]: expected a heading level from 1 to 6, found the number 9',
    ]);
    expect(messages({ outline: { levels: [2] } })).toEqual([
      'outline.levels: expected a pair of heading levels [from, to] with from ≤ to, found an array of 1 item',
    ]);
    expect(messages({ search: { fuzzy: -1, boost: { text: Number.NaN } } })).toEqual([
      'search.fuzzy: expected a number ≥ 0, found the number -1',
      'search.boost.text: expected a number ≥ 0, found the number NaN',
    ]);
    expect(messages({ theme: { colorScheme: 'drak' } })).toEqual([
      'theme.colorScheme: expected one of "light", "dark" or "system", found the string "drak" (did you mean "dark"?)',
    ]);
    expect(messages({ aiCta: 'yes' })).toEqual(['aiCta: expected a boolean or an object, found the string "yes"']);
    expect(messages({ aiCta: { query: 'x' } })).toEqual(['aiCta.query: expected a function, found the string "x"']);
    expect(messages({ budget: { jsKb: 0 } })).toEqual(['budget.jsKb: expected a number > 0, found the number 0']);
  });

  test('links.ignore: strings and regular expressions; renderTimeout: seconds > 0', () => {
    expect(messages({ links: { ignore: ['/api/**', /^\/legacy\//] }, renderTimeout: 90 })).toEqual([]);
    expect(validateConfig({ links: { ignore: [/x/] }, renderTimeout: 0.5 })).toMatchObject({ links: { ignore: [/x/] }, renderTimeout: 0.5 });
    expect(messages({ links: { ignore: '/api' } })).toEqual(['links.ignore: expected an array, found the string "/api"']);
    expect(messages({ links: { ignore: [42] } })).toEqual(['links.ignore[0]: expected a string or a regular expression, found the number 42']);
    expect(messages({ links: { ignored: [] } })[0]).toMatch(/^links\.ignored: unknown key \(did you mean "ignore"\?\)/);
    expect(messages({ renderTimeout: -1 })).toEqual(['renderTimeout: expected a number > 0, found the number -1']);
  });

  test('sponsors: rows of logos, each with link, image and name', () => {
    expect(messages({ sponsors: [{ name: 'Gold', items: [{ link: 'a', image: 'b', name: 'c' }] }] })).toEqual([
      'sponsors[0].items[0]: expected an array, found an object',
    ]);
    expect(messages({ sponsors: [{ name: 'Gold', items: [[{ link: 'a', name: 'c' }]] }] })).toEqual([
      'sponsors[0].items[0][0].image: expected a string, found nothing',
    ]);
  });

  test('editLink: pattern with :path is required', () => {
    expect(messages({ editLink: { text: 'Edit' } })).toEqual(['editLink.pattern: expected a URL pattern containing :path or a function, found nothing']);
    expect(messages({ editLink: { pattern: 'https://github.com/x/y/edit/main/{path}' } })).toEqual([
      'editLink.pattern: expected a URL pattern containing :path or a function, found the string "https://github.com/x/y/edit/main/{path}"',
    ]);
  });

  test('font: each face is a google font name', () => {
    expect(messages({ font: { default: 'Inter' } })).toEqual(['font.default: expected an object, found the string "Inter"']);
    expect(messages({ font: { body: { google: 'Inter' } } })).toEqual(['font.body: unknown key (known keys: default, mono)']);
  });

  test('markdown: plugins as functions, package names or [plugin, options]', () => {
    const plugin = () => undefined;
    expect(messages({ markdown: { remarkPlugins: [plugin, 'remark-math', [plugin, { a: 1 }], ['remark-x']], rehypePlugins: [[plugin, () => 1]] } })).toEqual([]);
    expect(messages({ markdown: { remarkPlugins: [42, ''], rehypePlugins: [[]] } })).toEqual([
      'markdown.remarkPlugins[0]: expected a function or a package name such as "remark-math", found the number 42',
      'markdown.remarkPlugins[1]: expected a function or a package name such as "remark-math", found the string ""',
      'markdown.rehypePlugins[0]: expected a plugin function, a package name, or [plugin, options] (1 or 2 items), found an array of 0 items (options for several plugins go in separate entries: [[a, optionsA], [b, optionsB]])',
    ]);
    expect(messages({ markdown: { remarkPlugins: [[{ plugin: 1 }, {}]] } })).toEqual([
      'markdown.remarkPlugins[0][0]: expected a function or a package name such as "remark-math", found an object',
    ]);
    expect(messages({ markdown: { remarkPlugin: [] } })).toEqual(['markdown.remarkPlugin: unknown key (did you mean "remarkPlugins"?)']);
    // Expressive Code's automatic frames: a boolean.
    expect(messages({ markdown: { code: { autoFrames: true, themes: { light: 'github-light', dark: 'github-dark' } } } })).toEqual([]);
    expect(messages({ markdown: { code: { autoFrames: 'yes' } } })).toEqual(['markdown.code.autoFrames: expected a boolean, found the string "yes"']);
  });

  test('head: tags or a function; each tag checked', () => {
    const tags = [
      { tag: 'meta', attrs: { name: 'x', content: 'y' } },
      { tag: 'link', attrs: { rel: 'preconnect', href: 'https://a.example', crossorigin: true } },
      { tag: 'script', attrs: { src: '/a.js', defer: true } },
      { tag: 'script', content: 'window.x = 1' },
      { tag: 'style', content: 'body { color: red }' },
    ];
    expect(messages({ head: tags })).toEqual([]);
    expect(messages({ head: () => [] })).toEqual([]);
    expect(messages({ head: [{ tag: 'title', content: 'x' }] })).toEqual(['head[0].tag: expected one of "meta", "link", "script" or "style", found the string "title"']);
    expect(messages({ head: [{ tag: 'meta', content: 'x' }] })).toEqual([
      'head[0].content: expected no content (a meta tag is empty), found content (did you mean attrs: { content: … }?)',
    ]);
    expect(messages({ head: [{ tag: 'link', attrs: { rel: 'icon' } }] })).toEqual(['head[0].attrs.href: expected a string (a link tag needs an href), found nothing']);
    expect(messages({ head: [{ tag: 'script' }, { tag: 'script', attrs: { src: 'a' }, content: 'b' }] })).toEqual([
      'head[0]: expected a script with attrs.src or content, found neither',
      'head[1]: expected a script with either attrs.src or content, found both',
    ]);
    expect(messages({ head: [{ tag: 'meta', attrs: { 'on click': 'x', n: 1 } }] })).toEqual([
      'head[0].attrs["on click"]: expected an HTML attribute name such as "data-site" as the key, found the string "on click"',
      'head[0].attrs.n: expected a string or a boolean, found the number 1',
    ]);
    expect(messages({ head: [{ tag: 'meta', atrs: {} }] })).toEqual(['head[0].atrs: unknown key (did you mean "attrs"?)']);
  });

  test('components: known names only, each a script file', () => {
    expect(messages({ components: { Footer: './components/Footer.tsx', BeforeContent: 'slots/Before.jsx' } })).toEqual([]);
    expect(messages({ components: { Fooder: './Footer.tsx' } })).toEqual([expect.stringMatching(/^components\.Fooder: unknown key \(did you mean "Footer"\?\)$/)]);
    expect(messages({ components: { Footer: './Footer.css' } })).toEqual([
      'components.Footer: expected a path to a .tsx, .jsx, .ts or .js file, relative to the site folder, found the string "./Footer.css" (e.g. "./components/Footer.tsx")',
    ]);
  });

  test('frontmatter: extra keys with their types, never a built-in key', () => {
    expect(messages({ frontmatter: { extraKeys: { tags: 'string[]', status: { type: 'string', values: ['beta'], required: true } } } })).toEqual([]);
    expect(messages({ frontmatter: { extraKeys: { tags: 'list', title: 'string', 'a b': 'any', n: { type: 'number', values: ['1'] } } } })).toEqual([
      'frontmatter.extraKeys.tags: expected one of "string", "number", "boolean", "date", "string[]", "object" or "any" or an object, found the string "list"',
      'frontmatter.extraKeys.title: expected a key name (letters, digits, _ and -) that is not built in, found the string "title" ("title" is a built-in key; remove it from extraKeys)',
      'frontmatter.extraKeys["a b"]: expected a key name (letters, digits, _ and -) that is not built in, found the string "a b"',
      'frontmatter.extraKeys.n.values: expected no values (they are for type "string"), found type "number"',
    ]);
  });

  test('long strings are shortened in messages', () => {
    expect(messages({ lastUpdated: 'y'.repeat(200) })).toEqual([`lastUpdated: expected a boolean, found the string "${'y'.repeat(60)}…"`]);
  });
});

describe('defineConfig', () => {
  test('returns its argument unchanged', () => {
    const config = { title: 'x' };
    expect(defineConfig(config)).toBe(config);
  });
});
