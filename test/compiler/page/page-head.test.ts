import { createElement, Fragment } from 'react';
import { describe, expect, it } from 'vitest';
import { longestPrefix, pageHeadTags } from '../../../compiler/page/page-head.js';
import { DocsgenError } from '../../../compiler/errors/docsgen-error.js';
import { resolveConfig } from '../../../config/defaults.js';
import type { HeadConfig } from '../../../config/types.js';
import type { PageData } from '../../../theme/shared/page-types.js';

const page = (frontmatter: PageData['frontmatter'] = {}, path = '/guide'): PageData => ({ frontmatter, filePath: 'pages/guide.mdx', path, title: 'Guide', headings: [] });
const config = (head?: HeadConfig) => resolveConfig({ basePath: '/docs', ...(head ? { head } : {}) });

describe('pageHeadTags', () => {
  it("gives every page the config's tags, then its own, a page's tag replacing the site's of the same name", async () => {
    const site = [{ tag: 'meta', attrs: { name: 'robots', content: 'index' } }, { tag: 'script', content: 'track()' }] as const;
    const own = [{ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } }] as const;
    expect(await pageHeadTags(config(site as never), page({ head: own as never }))).toEqual([own[0], site[1]]);
    expect(await pageHeadTags(config(), page())).toEqual([]);
  });

  it('calls a head function with the page, and checks what it returns', async () => {
    const seen: unknown[] = [];
    const head: HeadConfig = (context) => {
      seen.push(context);
      return context.frontmatter['noindex'] ? [{ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } }] : undefined;
    };
    expect(await pageHeadTags(config(head), page({ noindex: true }))).toEqual([{ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } }]);
    expect(await pageHeadTags(config(head), page())).toEqual([]);
    expect(seen[0]).toEqual({ route: '/guide', path: '/docs/guide', title: 'Guide', frontmatter: { noindex: true } });

    const bad = pageHeadTags(config((() => [{ tag: 'title', content: 'x' }]) as never), page());
    await expect(bad).rejects.toThrow(DocsgenError);
    await expect(pageHeadTags(config((() => [{ tag: 'title', content: 'x' }]) as never), page())).rejects.toThrow(
      `the config's head() gave bad tags for /guide: head()[0].tag: expected one of "meta", "link", "script" or "style", found the string "title"`,
    );
    const throwing = pageHeadTags(config(() => { throw new Error('boom'); }), page());
    await expect(throwing).rejects.toThrow("the config's head() threw for /guide: boom");
  });

  it('awaits an async head function', async () => {
    const head: HeadConfig = async () => [{ tag: 'meta', attrs: { name: 'x', content: 'y' } }];
    expect(await pageHeadTags(config(head), page())).toEqual([{ tag: 'meta', attrs: { name: 'x', content: 'y' } }]);
  });

  it('reads head tags written as JSX, as a Vocs config writes them', async () => {
    const Analytics = ({ site }: { site: string }) => createElement('script', { src: 'https://cdn.usefathom.com/script.js', 'data-site': site, defer: true });
    const head = createElement(
      Fragment,
      null,
      createElement('meta', { name: 'theme-color', content: '#8a63d2' }),
      createElement('link', { rel: 'preconnect', href: 'https://fonts.example', crossOrigin: '' }),
      createElement(Analytics, { site: 'FJKRBMZB' }),
      createElement('style', null, ':root { --x: 1 }'),
      createElement('script', { dangerouslySetInnerHTML: { __html: 'window.a = 1' } }),
    );
    expect(await pageHeadTags(config(head), page())).toEqual([
      { tag: 'meta', attrs: { name: 'theme-color', content: '#8a63d2' } },
      { tag: 'link', attrs: { rel: 'preconnect', href: 'https://fonts.example', crossorigin: '' } },
      { tag: 'script', attrs: { src: 'https://cdn.usefathom.com/script.js', 'data-site': 'FJKRBMZB', defer: true } },
      { tag: 'style', content: ':root { --x: 1 }' },
      { tag: 'script', content: 'window.a = 1' },
    ]);
    // A function may give JSX too (Vocs' `head() { return <script … /> }`).
    expect(await pageHeadTags(config(() => createElement('meta', { name: 'a', content: 'b' })), page())).toEqual([{ tag: 'meta', attrs: { name: 'a', content: 'b' } }]);
  });

  it('names an element that cannot be a head tag', async () => {
    await expect(pageHeadTags(config(createElement('title', null, 'x')), page())).rejects.toThrow("the config's head for /guide holds <title> (a head tag is one of <meta>, <link>, <script>, <style>)");
    await expect(pageHeadTags(config(createElement('script', { onLoad: () => {} })), page())).rejects.toThrow('a function (event handlers do not run in a static head)');
  });

  it('takes the tags of the longest path prefix of a map', async () => {
    const tag = (content: string) => [{ tag: 'meta' as const, attrs: { name: 'section', content } }];
    const head: HeadConfig = { '/': tag('root'), '/docs': tag('docs'), '/docs/sdk': tag('sdk') };
    expect(await pageHeadTags(config(head), page({}, '/docs/sdk/actions'))).toEqual(tag('sdk'));
    expect(await pageHeadTags(config(head), page({}, '/docs/guide'))).toEqual(tag('docs'));
    expect(await pageHeadTags(config(head), page({}, '/blog'))).toEqual(tag('root'));
    expect(await pageHeadTags(config({ '/docs': tag('docs') }), page({}, '/blog'))).toEqual([]);
  });
});

describe('longestPrefix', () => {
  it('matches whole path segments', () => {
    expect(longestPrefix(['/docs', '/docs/sdk'], '/docs/sdkx')).toBe('/docs');
    expect(longestPrefix(['/a/', '/'], '/a/b')).toBe('/a/');
    expect(longestPrefix(['/b'], '/a')).toBeUndefined();
  });
});
