import { describe, expect, it } from 'vitest';
import { errorDocument, injectClient, pageVersion } from '../../compiler/dev/page-html.js';

const tag = { src: '/docsgen/dev/client.js', socket: '/docsgen/dev/socket', version: 'v1', stylesheet: '/docsgen/style-AB12CD34.css' };

describe('injectClient', () => {
  it('adds the client as a module script at the end of <head>, with what it needs to know', () => {
    const html = injectClient('<!DOCTYPE html><html><head><title>x</title></head><body></body></html>', tag);
    expect(html).toBe(
      '<!DOCTYPE html><html><head><title>x</title><script type="module" src="/docsgen/dev/client.js" data-docsgen-dev data-socket="/docsgen/dev/socket" data-version="v1" data-stylesheet="/docsgen/style-AB12CD34.css"></script></head><body></body></html>',
    );
  });

  it('falls back to the end of <body>, or the end of the document', () => {
    expect(injectClient('<p>x</p></body>', tag)).toMatch(/^<p>x<\/p><script [^>]+><\/script><\/body>$/);
    expect(injectClient('<p>x</p>', tag)).toMatch(/^<p>x<\/p><script [^>]+><\/script>$/);
  });

  it('escapes attribute values', () => {
    expect(injectClient('</head>', { ...tag, src: '/a"b<c&d' })).toContain('src="/a&quot;b&lt;c&amp;d"');
  });
});

describe('errorDocument', () => {
  it('carries the error as data for the overlay, safe against </script> in a message', () => {
    const error = { title: 'MDX error', location: 'pages/a.mdx:3:1', message: 'bad </script><script>alert(1)</script>', frame: '> 3 | <div' };
    const html = errorDocument(error, tag);
    const json = /<script type="application\/json" id="docsgen-dev-error">(.*?)<\/script>/.exec(html)![1]!;
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(error);
    // Readable without JavaScript too, escaped.
    expect(html).toContain('bad &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('data-docsgen-dev');
  });
});

describe('pageVersion', () => {
  const page = (style: string, text: string) => `<link rel="stylesheet" href="/docs/docsgen/${style}"><p>${text}</p>`;

  it('changes with the content', () => {
    expect(pageVersion(page('style-A.css', 'one'), '/docs/docsgen/')).not.toBe(pageVersion(page('style-A.css', 'two'), '/docs/docsgen/'));
  });

  it('ignores rebuilt asset names, which are swapped or still served', () => {
    expect(pageVersion(page('style-A.css', 'one'), '/docs/docsgen/')).toBe(pageVersion(page('style-B.css', 'one'), '/docs/docsgen/'));
  });
});
