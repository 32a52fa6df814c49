import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InlineMarkdown } from '../../../theme/components/inline-markdown.js';

const html = (text: string, basePath = '') => renderToStaticMarkup(createElement(InlineMarkdown, { text, basePath }));

describe('InlineMarkdown (a banner’s text)', () => {
  it('renders a Markdown link instead of showing its brackets', () => {
    expect(html('see the [changelog](/changelog)')).toBe('see the <a href="/changelog">changelog</a>');
  });

  it('puts routes under the base path and opens external links in a new tab', () => {
    expect(html('[docs](/guide) or [GitHub](https://github.com/x)', '/docs')).toBe(
      '<a href="/docs/guide">docs</a> or <a href="https://github.com/x" target="_blank" rel="noopener noreferrer">GitHub</a>',
    );
  });

  it('renders emphasis, strong and inline code, nested in links too', () => {
    expect(html('**v5** is *out*: run `npm i x` — [read **more**](/news)')).toBe(
      '<strong>v5</strong> is <em>out</em>: run <code>npm i x</code> — <a href="/news">read <strong>more</strong></a>',
    );
  });

  it('keeps raw HTML as text and drops script URLs', () => {
    expect(html('<b>hi</b> [x](javascript:alert(1))')).toBe('&lt;b&gt;hi&lt;/b&gt; x');
  });

  it('honours escapes, and plain text stays as it is', () => {
    expect(html('not a \\[link\\](/x)')).toBe('not a [link](/x)');
    expect(html('Kitchen Sink 1.2 is out.')).toBe('Kitchen Sink 1.2 is out.');
  });
});
