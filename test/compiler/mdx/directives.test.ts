// Callouts, GitHub alerts, steps and code groups, through the real page pipeline.
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { createPageCompiler } from '../../../compiler/mdx/compile-page.js';

const compiler = createPageCompiler({ basePath: '' });

async function html(source: string, file = 'pages/guide/page.mdx'): Promise<string> {
  const page = await compiler.compile({ source, filePath: `/site/${file}`, relativePath: file, route: '/guide/page' });
  expect(page.format).toBe('tree');
  // Line breaks between block elements carry no meaning here.
  return toHtml(page.tree!).replace(/>\n</g, '><');
}

describe('callouts', () => {
  it.each(['note', 'info', 'warning', 'danger', 'tip', 'success'])('turn :::%s into a labelled note', async (type) => {
    const out = await html(`:::${type}\nSome **text**.\n:::`);
    const label = type.charAt(0).toUpperCase() + type.slice(1);
    expect(out).toBe(`<div class="dg-callout dg-callout--${type}" role="note" aria-label="${label}"><p>Some <strong>text</strong>.</p></div>`);
  });

  it('take a title from the directive label', async () => {
    expect(await html(':::warning[Mind the gap]\nText.\n:::')).toBe(
      '<div class="dg-callout dg-callout--warning" role="note" aria-label="Warning"><p class="dg-callout__title">Mind the gap</p><p>Text.</p></div>',
    );
  });

  it('also come from GitHub alerts, titled with their kind', async () => {
    expect(await html('> [!NOTE]\n> Read this.')).toBe(
      '<div class="dg-callout dg-callout--note" role="note" aria-label="Note"><p class="dg-callout__title">Note</p><p>Read this.</p></div>',
    );
    expect(await html('> [!CAUTION]\n> Careful.')).toContain('dg-callout--danger');
    expect(await html('> [!IMPORTANT]\n> Listen.')).toContain('dg-callout--info');
    expect(await html('> [!TIP]\n> Try.')).toContain('dg-callout--tip');
  });

  it('leave other blockquotes and unknown alert kinds alone', async () => {
    expect(await html('> Just a quote.')).toBe('<blockquote><p>Just a quote.</p></blockquote>');
    expect(await html('> [!BOGUS]\n> Text.')).toContain('<blockquote>');
  });

  it('work in plain Markdown pages too', async () => {
    expect(await html(':::tip\nA tip.\n:::', 'pages/guide/page.md')).toContain('dg-callout--tip');
  });
});

describe('text that looks like a directive', () => {
  it('stays text', async () => {
    expect(await html('At 10:30 the ratio a:b was :winkish: and ::leaf too.')).toBe('<p>At 10:30 the ratio a:b was :winkish: and ::leaf too.</p>');
    // An emoji's name is its emoji (syntax/emoji.ts).
    expect(await html('It was :wink: and done.')).toBe('<p>It was 😉 and done.</p>');
    expect(await html('::unknown')).toBe('<p>::unknown</p>');
  });
});

describe('steps', () => {
  it('wrap each ### heading and its content in a step', async () => {
    const out = await html('::::steps\n\n### One\n\nFirst.\n\n### Two\n\nSecond.\n\nMore.\n\n::::');
    expect(out).toBe(
      '<div class="dg-steps"><div class="dg-step"><h3 id="one">One</h3><p>First.</p></div><div class="dg-step"><h3 id="two">Two</h3><p>Second.</p><p>More.</p></div></div>',
    );
  });

  it('keep step headings in the outline', async () => {
    const page = await compiler.compile({ source: '::::steps\n### One\n### Two\n::::', filePath: '/site/pages/a.mdx', relativePath: 'pages/a.mdx', route: '/a' });
    expect(page.headings.map((h) => h.id)).toEqual(['one', 'two']);
  });
});

describe('code groups', () => {
  it('become a CodeGroup element with the labels of their blocks', async () => {
    const out = await html(':::code-group\n\n```bash [npm]\nnpm i x\n```\n\n```bash [pnpm]\npnpm add x\n```\n\n:::');
    expect(out).toMatch(/^<CodeGroup labels="\[&#x22;npm&#x22;,&#x22;pnpm&#x22;\]"><pre data-language="bash" data-meta="\[npm\]" data-title="npm" class="shiki/);
    expect(out.match(/<pre /g)).toHaveLength(2);
  });

  it('keep only code blocks', async () => {
    const out = await html(':::code-group\n\nA paragraph.\n\n```ts\nconst a = 1;\n```\n\n:::');
    expect(out).not.toContain('A paragraph');
    expect(out).toContain('labels="[&#x22;ts&#x22;]"');
  });
});
