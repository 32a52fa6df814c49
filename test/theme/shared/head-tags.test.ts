import { describe, expect, it } from 'vitest';
import { escapeRawText, headTagKey, headTagsHtml, mergeHeadTags } from '../../../theme/shared/head-tags.js';

describe('headTagsHtml', () => {
  it('writes each kind of tag, boolean attributes bare, false ones left out', () => {
    expect(
      headTagsHtml([
        { tag: 'meta', attrs: { name: 'robots', content: 'noindex' } },
        { tag: 'link', attrs: { rel: 'preconnect', href: 'https://a.example', crossorigin: true, hidden: false } },
        { tag: 'script', attrs: { src: '/a.js', defer: true } },
        { tag: 'script', content: 'window.a = 1' },
        { tag: 'style', content: 'body > p { color: red }' },
      ]),
    ).toBe(
      '<meta name="robots" content="noindex"/><link rel="preconnect" href="https://a.example" crossorigin/>' +
        '<script src="/a.js" defer></script><script>window.a = 1</script><style>body > p { color: red }</style>',
    );
  });

  it('escapes attribute values and keeps script and style text inside its element', () => {
    expect(headTagsHtml([{ tag: 'meta', attrs: { content: `"><script>alert(1)</script>&'` } }])).toBe(
      '<meta content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;&#x27;"/>',
    );
    expect(headTagsHtml([{ tag: 'script', content: 'var s = "</script><script>alert(1)</script>"; /* <!-- */' }])).toBe(
      '<script>var s = "<\\/script><script>alert(1)<\\/script>"; /* <\\!-- */</script>',
    );
    expect(escapeRawText('a</STYLE>b', 'style')).toBe('a<\\/STYLE>b');
    expect(() => headTagsHtml([{ tag: 'meta', attrs: { 'a b': 'x' } }])).toThrow(/not an HTML attribute name/);
  });
});

describe('mergeHeadTags', () => {
  it("lets a page's tag replace the site's with the same name, in place; other tags add up", () => {
    const site = [
      { tag: 'meta', attrs: { name: 'description', content: 'site' } },
      { tag: 'script', content: 'a()' },
      { tag: 'meta', attrs: { property: 'og:image', content: 'site.png' } },
    ] as const;
    const page = [{ tag: 'meta', attrs: { name: 'Description', content: 'page' } }, { tag: 'script', content: 'a()' }] as const;
    expect(mergeHeadTags(site as never, page as never)).toEqual([page[0], site[1], site[2], page[1]]);
  });

  it('knows which tags name the same thing', () => {
    expect(headTagKey({ tag: 'meta', attrs: { property: 'og:title', content: 'x' } })).toBe('meta:property:og:title');
    expect(headTagKey({ tag: 'link', attrs: { rel: 'canonical', href: '/x' } })).toBe('link:canonical');
    expect(headTagKey({ tag: 'link', attrs: { rel: 'icon', href: '/x' } })).toBeUndefined();
    expect(headTagKey({ tag: 'script', content: 'x' })).toBeUndefined();
  });
});
