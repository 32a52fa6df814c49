import { createElement } from 'react';
import { describe, expect, test } from 'vitest';
import { configIssues, validateConfig } from '../../../config/validate.js';
import { adaptVocsConfig, blogRoute } from '../../../config/vocs/adapt.js';
import type { HeadContext } from '../../../config/types.js';

const site = { configDir: '/nowhere' };
const adapt = (raw: unknown) => adaptVocsConfig(raw, site);

describe('adaptVocsConfig', () => {
  test("Vocs' defaults: pages in docs/, twoslash without the tsconfig", () => {
    const { config, warnings } = adapt({});
    expect(config).toEqual({ rootDir: 'docs', twoslash: { tsconfig: false, compilerOptions: {}, customTags: [] } });
    expect(warnings).toEqual([]);
  });

  test('fields with the same meaning keep their values, and the result validates', () => {
    const element = createElement('span', null, 'v2');
    const raw = {
      title: 'Farcaster Mini Apps',
      titleTemplate: '%s · Farcaster Mini Apps',
      description: 'Build mini apps',
      basePath: '/docs',
      iconUrl: '/favicon.png',
      logoUrl: { light: '/logo-light.svg', dark: '/logo-dark.svg' },
      outlineFooter: element,
      banner: { content: 'hello', dismissable: false },
      aiCta: false,
      sidebar: { '/': [{ text: 'Intro', items: [{ text: 'Why', link: '/' }] }] },
      topNav: [{ text: 'Blog', link: '/blog', match: (path: string) => path.startsWith('/blog') }],
      socials: [{ icon: 'farcaster', link: 'https://farcaster.xyz/x' }, { icon: 'bluesky', link: 'https://bsky.app/profile/x' }],
      sponsors: [{ name: 'Gold', items: [[{ name: 'A', link: 'https://a.example', image: '/a.svg' }, null]] }],
      rootDir: '.',
    };
    const { config, warnings } = adapt(raw);
    expect(warnings).toEqual([]);
    expect(configIssues(config)).toEqual([]);
    for (const key of Object.keys(raw) as (keyof typeof raw)[]) expect((config as Record<string, unknown>)[key]).toBe(raw[key]);
  });

  test('baseUrl: a bare host (VERCEL_URL) becomes an https URL; an empty one is no base URL', () => {
    expect(validateConfig(adapt({ baseUrl: 'my-site-abc.vercel.app' }).config).baseUrl).toBe('https://my-site-abc.vercel.app');
    expect(validateConfig(adapt({ baseUrl: 'https://example.com/' }).config).baseUrl).toBe('https://example.com');
    expect(adapt({ baseUrl: '' }).config.baseUrl).toBeUndefined();
  });

  test('font: { google } is the text font', () => {
    expect(adapt({ font: { google: 'Inter' } }).config.font).toEqual({ default: { google: 'Inter' } });
    expect(adapt({ font: { default: { google: 'Inter' }, mono: { google: 'Fira Code' } } }).config.font).toEqual({ default: { google: 'Inter' }, mono: { google: 'Fira Code' } });
  });

  test('head: a function is called as Vocs calls it, with { path } the route', async () => {
    const calls: unknown[] = [];
    const head = (params: { path: string }) => {
      calls.push(params);
      return createElement('script', { src: 'https://cdn.usefathom.com/script.js', 'data-site': 'X', defer: true });
    };
    const { config } = adapt({ head, basePath: '/docs' });
    const page: HeadContext = { route: '/guide', path: '/docs/guide', title: 'Guide', frontmatter: {} };
    const result = await (config.head as (page: HeadContext) => unknown)(page);
    expect(calls).toEqual([{ path: '/guide' }]);
    expect(result).toMatchObject({ type: 'script' });
    // Elements and maps from path prefix are taken as they are.
    const element = createElement('meta', { name: 'x', content: 'y' });
    expect(adapt({ head: element }).config.head).toBe(element);
    expect(adapt({ head: { '/': element } }).config.head).toEqual({ '/': element });
  });

  test('maps from path prefix: a key Vocs would not pick the same way is named', () => {
    const { warnings } = adapt({ ogImageUrl: { '/docs/sdk': 'a', '/docs': 'b', '/blog/*': 'c' } });
    expect(warnings.map((w) => w.path)).toEqual(['ogImageUrl["/docs/sdk"]', 'ogImageUrl["/blog/*"]']);
    expect(adapt({ ogImageUrl: { '/': 'a', '/blog': 'b', '/docs/sdk': 'c', '/docs/sdk/actions': 'd' } }).warnings).toEqual([]);
  });

  test('blogDir: a folder under pages/ becomes its route', () => {
    expect(blogRoute('./pages/blog')).toBe('/blog');
    expect(blogRoute('pages/news/')).toBe('/news');
    expect(blogRoute('./pages')).toBe('/');
    expect(blogRoute('./content/blog')).toBeUndefined();
    expect(adapt({ blogDir: './pages/posts' }).config.blogDir).toBe('/posts');
    expect(adapt({ blogDir: './posts' }).warnings.map((w) => w.path)).toEqual(['blogDir']);
  });

  test('checkDeadlinks: "warn" and false set links.check', () => {
    expect(adapt({ checkDeadlinks: true }).config.links).toBeUndefined();
    expect(adapt({ checkDeadlinks: 'warn' }).config.links).toEqual({ check: 'warn' });
    expect(adapt({ checkDeadlinks: false }).config.links).toEqual({ check: false });
  });

  test('search: MiniSearch options with a lunr meaning are taken, functions of the query are named', () => {
    const boostDocument = (id: string) => (id.startsWith('pages/docs') ? 3 : 1);
    const { config, warnings } = adapt({
      search: { boostDocument, boost: { title: 5, body: 2 }, fuzzy: true, prefix: false, maxFuzzy: 3, combineWith: 'AND', filter: () => true, weights: { fuzzy: 0.1 } },
    });
    expect(config.search).toEqual({ boostDocument, boost: { title: 5 }, fuzzy: 0.2, prefix: false, maxFuzzy: 3, combineWith: 'and' });
    expect(warnings.map((w) => w.path)).toEqual(['search.boost.body', 'search.filter', 'search.weights']);
    expect(adapt({ search: { fields: ['title'] } }).config.search).toEqual({ boost: { titles: 0, text: 0 } });
    expect(adapt({ search: { prefix: () => true } }).warnings.map((w) => w.path)).toEqual(['search.prefix']);
  });

  test('theme: accent, scheme and variables; an accent given as six colours sets those variables', () => {
    expect(adapt({ theme: { accentColor: '#8a63d2', colorScheme: 'dark' } }).config.theme).toEqual({ accentColor: '#8a63d2', colorScheme: 'dark' });
    const six = {
      backgroundAccent: { light: '#111', dark: '#eee' },
      backgroundAccentHover: { light: '#222', dark: '#ddd' },
      backgroundAccentText: { light: 'white', dark: 'black' },
      borderAccent: { light: '#333', dark: '#ccc' },
      textAccent: { light: '#444', dark: '#bbb' },
      textAccentHover: { light: '#555', dark: '#aaa' },
    };
    const { config } = adapt({ theme: { accentColor: six, variables: { content: { width: '800px' } } } });
    expect(config.theme).toEqual({ accentColor: six.backgroundAccent, variables: { content: { width: '800px' }, color: six } });
    expect(configIssues(config)).toEqual([]);
  });

  test('markdown: plugins, presets and code themes', () => {
    const a = () => undefined;
    const b = () => undefined;
    const { config, warnings } = adapt({
      markdown: { remarkPlugins: [a, [b, { x: 1 }], { plugins: [a], settings: { bullet: '*' } }, [b, 1, 2]], code: { themes: { light: 'github-light', dark: 'nord' }, transformers: [] } },
    });
    expect(config.markdown).toEqual({ remarkPlugins: [a, [b, { x: 1 }], a, [b, 1]], code: { themes: { light: 'github-light', dark: 'nord' } } });
    expect(warnings.map((w) => w.path)).toEqual(['markdown.remarkPlugins[2].settings', 'markdown.remarkPlugins[3]', 'markdown.code.transformers']);
  });

  test("twoslash: the config's compiler options and tags, never the tsconfig; false turns it off", () => {
    expect(adapt({ twoslash: { compilerOptions: { strict: false }, customTags: ['x'] } }).config.twoslash).toEqual({ tsconfig: false, compilerOptions: { strict: false }, customTags: ['x'] });
    expect(adapt({ twoslash: false }).config.twoslash).toBe(false);
    expect(adapt({ twoslash: { vfsRoot: '/x' } }).warnings.map((w) => w.path)).toEqual(['twoslash.vfsRoot']);
  });

  test('vite: aliases and constants are taken, plugins and other options named', () => {
    const { config, warnings } = adapt({
      vite: {
        resolve: { alias: [{ find: '@', replacement: '/abs/src' }, { find: /^~(.*)$/, replacement: '$1' }], dedupe: ['react'] },
        define: { __VERSION__: '"1.0.0"', __FLAG__: true },
        plugins: [{ name: 'vite-plugin-a' }, [{ name: 'vite-plugin-b' }], false],
        server: { port: 3000 },
      },
    });
    expect(config.bundle).toEqual({ alias: { '@': '/abs/src' }, define: { __VERSION__: '"1.0.0"', __FLAG__: 'true' } });
    expect(warnings).toEqual([
      { path: 'vite.resolve.alias[1]', reason: expect.stringContaining('regular expressions') },
      { path: 'vite.resolve.dedupe', reason: expect.stringContaining('resolve.alias') },
      { path: 'vite.plugins', reason: expect.stringContaining('vite-plugin-a, vite-plugin-b') },
      { path: 'vite.server', reason: expect.stringContaining('Vite option') },
    ]);
  });

  test('fields docsgen has no use for, and unknown ones, are warnings that name them', () => {
    const { warnings } = adapt({ cacheDir: '.cache', llms: { generateMarkdown: false }, titel: 'x' });
    expect(warnings.map((w) => w.path)).toEqual(['cacheDir', 'titel']);
  });

  test('what is not an object is left for validation to name', () => {
    expect(() => validateConfig(adapt(42).config)).toThrow(/expected an object/);
  });
});
