// The dialects fixture (pages written for Vocs v1, VitePress, Starlight, Docusaurus and GitHub)
// built by the real CLI: each page's HTML, and the warnings the build gives, exactly. What a
// reader sees in a browser is in test/e2e/dialects/.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/paths.js';
import { buildSite, type BuildResult } from '../support/site.js';

const FIXTURE = join(REPO_ROOT, 'test/fixtures/dialects');
let build: BuildResult;

beforeAll(async () => {
  build = await buildSite(FIXTURE, { out: await mkdtemp(join(tmpdir(), 'docsgen-dialects-')) });
  expect(build.code, build.stderr).toBe(0);
}, 300_000);

afterAll(async () => {
  if (build) await rm(build.outDir, { recursive: true, force: true });
});

/** The page's content (its <article>), islands' markup and token colours left out, one element boundary per line. */
function article(route: string): string {
  const html = readFileSync(join(build.outDir, route, 'index.html'), 'utf8');
  const content = /<article class="dg-content">([\s\S]*?)<\/article>/.exec(html)![1]!;
  return content
    .replace(/ style="--shiki[^"]*"/g, '')
    .replace(/<docsgen-island data-island="CopyCode"[\s\S]*?<\/docsgen-island>/g, '')
    .replace(/ data-prefix="[^"]*"/g, '')
    .replace(/>\n</g, '><');
}

const file = (route: string, name: string) => readFileSync(join(build.outDir, route, name), 'utf8');

/** The text of some HTML: tags out, the entities React writes decoded. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&gt;/g, '>')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');

describe('the build', () => {
  it('warns about what it cannot honour, each at its place with the way to do it, and nothing else', () => {
    const warnings = build.stderr.split('\n').filter((line) => line.startsWith('warning: '));
    expect(warnings).toEqual([
      'warning: pages/other/directives.mdx:7:1  :::aside is not a directive docsgen knows: its content is shown without a box (docsgen)',
      'warning: pages/other/directives.mdx:11:1  ::youtube is not a directive docsgen knows: it is shown as text (docsgen)',
      'warning: pages/other/directives.mdx:13:7  :kbd[Ctrl] is not a directive docsgen knows: it is shown as text (docsgen)',
      'warning: pages/starlight/code.mdx:38:1  collapse={1-2} (Expressive Code, Starlight) folds those lines behind a "show more" line: docsgen shows every line (docsgen)',
      'warning: pages/starlight/code.mdx:44:1  mark=/shown/ (Expressive Code, Starlight) marks text, a regular expression or labelled lines: docsgen marks whole lines only (docsgen)',
      'warning: pages/starlight/code.mdx:44:1  "setup" (Expressive Code, Starlight) marks text or a regular expression within lines: docsgen marks whole lines only (docsgen)',
      'warning: pages/vitepress/vue.md:3:14  {{ count }} is Vue interpolation (VitePress): docsgen shows it as written (docsgen)',
      'warning: pages/vitepress/vue.md:5:9  v-if="show" is a Vue directive (VitePress): a .md page does not run it (docsgen)',
      'warning: pages/vitepress/vue.md:7:1  <Badge> looks like a Vue component (VitePress): a .md page renders HTML as written, and browsers know no <badge> element (docsgen)',
    ]);
    // Each with its hint on the next line.
    expect(build.stderr.split('\n').filter((line) => line.startsWith('  hint: '))).toHaveLength(warnings.length);
    expect(build.stderr).toContain('  hint: show fewer lines, or mark the ones that matter with {2-4} or // [!code focus]');
    expect(build.stderr).toContain('  hint: mark whole lines with {2,4-5} (or mark={2}, ins={3}, del={4}), or words with // [!code word:name] on the line before');
    expect(build.stderr).toContain("  hint: docsgen's: :::note, :::info, :::warning, :::danger, :::tip, :::success, :::caution, :::important, :::callout, :::details, :::steps, :::code-group, :::show, :::hide, :::api; a site handles its own directives with a remark plugin (markdown.remarkPlugins in docsgen.config)");
  });
});

describe('Vocs pages', () => {
  it('show `# Title [subtitle]` as a header, and use the subtitle as the description', () => {
    expect(article('vocs/markdown')).toMatch(/^<header class="dg-page-header"><h1 id="vocs-markdown">Vocs Markdown<\/h1><p class="dg-subtitle" role="doc-subtitle">Everything a Vocs v1 page writes<\/p><\/header>/);
    const head = file('vocs/markdown', 'index.html');
    expect(head).toContain('<title>Vocs Markdown · Dialects</title>');
    expect(head).toContain('<meta name="description" content="Everything a Vocs v1 page writes"/>');
  });

  it('render callouts, details, steps and code groups', () => {
    const html = article('vocs/markdown');
    for (const kind of ['note', 'info', 'warning', 'danger', 'tip', 'success']) expect(html).toContain(`dg-callout dg-callout--${kind}`);
    expect(html).toContain('<p class="dg-callout__title">Good to know</p>');
    expect(html).toContain('<details class="dg-details"><summary>Show the answer</summary><p>The answer is <strong>42</strong>.</p></details>');
    expect(html).toContain('<details class="dg-details"><summary>Details</summary>');
    expect(html).toMatch(/<div class="dg-steps"><div class="dg-step"><h3 id="install">Install<\/h3><figure class="dg-code"/);
    expect(html).toMatch(/<div class="dg-cg" data-cg="npm\|pnpm">/);
  });

  it('title blocks, highlight a fence without a language as Markdown, number lines and highlight inline code', () => {
    const html = article('vocs/code');
    expect(html).toContain('<figcaption class="dg-code__title">client.ts</figcaption>');
    expect(html).toContain('<figure class="dg-code" data-language="markdown"><div class="dg-code__body"><pre data-language="markdown"');
    expect(html).toContain('<figcaption class="dg-code__title">notes.txt</figcaption>');
    expect(html).toMatch(/<pre data-language="ts" data-meta="showLineNumbers" class="[^"]*" data-line-numbers="" tabindex="0"><code style="counter-reset:dg-line 0;--dg-line-digits:1">/);
    expect(html).toContain('<code class="shiki dg-code-inline" data-language="ts"><span>const</span><span> total</span>');
    expect(html).toContain('<code>plain{:<wbr/>nolanguage}</code>');
  });

  it("apply Shiki's notations", () => {
    const html = article('vocs/notations');
    expect(html).toMatch(/class="shiki [^"]*has-focused"[^>]*><code><span class="line focused">/);
    expect(html).toContain('<span class="line diff remove">');
    expect(html).toContain('<span class="line diff add">');
    expect(html).toContain('<span class="line highlighted error">');
    expect(html).toContain('<span class="line highlighted warning">');
    expect(html).toContain('<span class="highlighted-word">client</span>');
    expect(html).toContain('<span>// [!code focus]</span>');
    expect(html).not.toMatch(/\[!code (?!focus\])/);
  });

  it('include files and blocks of the page', () => {
    const html = article('vocs/includes');
    expect(text(html)).toContain("export const client = createClient({  chain: 'sepolia',});");
    expect(text(html)).toContain('const session = client.connect();return session;');
    expect(text(html)).not.toMatch(/\[!(include|region|endregion)/);
    // The type-checked block imports the block written with filename="config.ts".
    expect(html).toMatch(/twoslash-query-line[^>]*>.*const<\/span><span> retries<\/span><span>:<\/span><span> number<\/span>/);
  });

  it('draw twoslash annotations where written, and show errors a block allows', () => {
    const html = article('vocs/twoslash');
    const tags = [...html.matchAll(/<span class="twoslash-tag-line twoslash-tag-(\w+)-line[^"]*">([^<]*)<\/span>/g)].map(([, kind, note]) => `${kind}: ${text(note!)}`);
    expect(tags).toEqual(['log: hello', 'warn: shouting', 'error: not an error, an annotation', 'annotate: an aside', "log: { id: 1, name: 'Ada' }"]);
    expect(html).toContain('twoslash-error-line dg-block">Type &#x27;string&#x27; is not assignable to type &#x27;number&#x27;.</span>');
    expect(html).not.toContain('@allowErrors');
  });

  it('place the authors line, blog posts and sponsors, and keep each output its own content', () => {
    const html = article('vocs/blocks');
    expect(html).toMatch(/^<h1 id="blocks">Blocks<\/h1><p class="dg-authors"><span>By <span>Ada Lovelace<\/span><\/span>/);
    expect(html.match(/class="dg-authors"/g)).toHaveLength(2); // the page's, and the blog post's in the list
    expect(html).toContain('<p>Shown on the page only.</p><p>Also only on the page.</p>');
    expect(html).not.toContain('Only in the Markdown');
    expect(html).toContain('<a href="/blog/first-post">The first post</a>');
    expect(html).toContain('<div class="dg-sponsors">');
    const markdown = file('', 'vocs/blocks.md');
    expect(markdown).toContain('Only in the Markdown readers get.');
    expect(markdown).not.toContain('Shown on the page only.');
    expect(markdown).not.toContain('::');
  });
});

describe('VitePress pages', () => {
  it('render containers written with a space, with titles and {open}', () => {
    const html = article('vitepress/containers');
    expect(html).toContain('<div class="dg-callout dg-callout--warning" role="note" aria-label="Warning"><p class="dg-callout__title">Mind the gap</p><p>A warning with a title.</p></div>');
    expect(html).toContain('<details class="dg-details" open=""><summary>Click to open</summary>');
    expect(html).toContain('<p>Content of a raw container.</p>');
    expect(html).toContain('<div class="dg-cg" data-cg="npm|pnpm">');
    expect(html).toMatch(/<span class="line"><span>::: tip<\/span><\/span>/);
  });

  it('highlight and number lines, import snippets and put a table of contents', () => {
    const html = article('vitepress/code');
    expect(html).toContain('<nav class="dg-toc" aria-label="Table of contents"><ul><li><a href="#highlighted-lines">Highlighted lines</a></li>');
    expect(html.match(/class="line highlighted"/g)!.length).toBeGreaterThanOrEqual(5);
    expect(html).toContain('<code style="counter-reset:dg-line 9;--dg-line-digits:2">');
    expect(html).toContain('<figcaption class="dg-code__title">greet.ts</figcaption>');
    expect(text(html)).toContain('export function greet(name: string): string {  return `Hello, ${name}!`;}');
  });
});

describe('Starlight pages', () => {
  it('render asides with their titles', () => {
    const html = article('starlight/asides');
    expect(html).toMatch(/^<h1 id="asides">Asides<\/h1>/);
    expect(html).toContain('<div class="dg-callout dg-callout--tip" role="note" aria-label="Tip"><p class="dg-callout__title">Did you know?</p>');
    expect(html).toContain('<div class="dg-callout dg-callout--warning" role="note" aria-label="Warning"><p>A caution.</p></div>');
  });

  it("read a code block's title, marked, inserted and deleted lines and its first line number", () => {
    const html = article('starlight/code');
    expect(html).toContain('<figcaption class="dg-code__title">greet.js</figcaption>');
    expect([...html.matchAll(/<span class="line([^"]*)">/g)].slice(0, 7).map(([, classes]) => classes!.trim())).toEqual(['', 'highlighted', 'diff add', 'diff remove', '', 'highlighted', '']);
    expect(html).toContain('counter-reset:dg-line 4');
  });

  it("honour Expressive Code's frames, wrapped lines and showLineNumbers=false", () => {
    const figures = article('starlight/code').split('<figure ').slice(1);
    const figure = (code: string) => figures.find((f) => text(f).includes(code))!;
    // frame="terminal": a terminal window's bar, with the title, or drawn empty.
    expect(figure('npm install')).toMatch(/^class="dg-code dg-code--terminal" data-language="sh"><figcaption class="dg-code__title">Install<\/figcaption>/);
    expect(figure('pnpm add')).toMatch(/^class="dg-code dg-code--terminal" data-language="sh"><div class="dg-code__title" aria-hidden="true"><\/div>/);
    // frame="none": no title bar, though the block has a title.
    expect(figure('framed = false')).not.toContain('dg-code__title');
    expect(figure('const long')).toMatch(/<pre [^>]*data-wrap=""/);
    expect(figure('unnumbered')).not.toContain('data-line-numbers');
    expect(figure('unnumbered')).not.toContain('counter-reset');
  });

  it('draw the components a page imports from @astrojs/starlight/components', () => {
    const html = article('starlight/components');
    expect(html).toContain('<div class="dg-callout dg-callout--note" role="note" aria-label="Note">A note, as Starlight draws it by default.</div>');
    expect(html).toContain('<div class="dg-callout dg-callout--warning" role="note" aria-label="Warning"><p class="dg-callout__title">Mind the gap</p><p>A caution with a title.</p></div>');
    expect(html).toMatch(/<div class="dg-tabs"><div class="dg-cg" data-cg="npm\|pnpm">/);
    expect([...html.matchAll(/<div class="dg-tab" data-title="([^"]+)"><p class="dg-tab__label">[^<]+<\/p><figure class="dg-code"/g)].map(([, label]) => label)).toEqual(['npm', 'pnpm']);
    expect(html).toMatch(/<div class="dg-steps"><ol><li><p>Install the package.<\/p><p>It ships its own types.<\/p><\/li><li><p>Connect a wallet.<\/p><\/li><\/ol><\/div>/);
    // The Markdown copy keeps each tab's label before its content.
    expect(file('starlight', 'components.md')).toContain('**npm**\n\n```sh\nnpm install get-starknet\n```\n\n**pnpm**\n\n```sh\npnpm add get-starknet\n```');
  });

  it('show a title given only in frontmatter as the heading', () => {
    expect(article('starlight/title-only')).toMatch(/^<h1 id="a-title-only-in-frontmatter">A title only in frontmatter<\/h1><p>The page starts with this paragraph.<\/p>/);
  });
});

describe('Docusaurus pages', () => {
  it('draw admonitions, and the Tabs, TabItem and Admonition a page imports from @theme/', () => {
    const html = article('docusaurus/components');
    expect(html).toContain('<div class="dg-callout dg-callout--info" role="note" aria-label="Info"><p class="dg-callout__title">Docusaurus</p>');
    expect(html).toContain('<div class="dg-callout dg-callout--tip" role="note" aria-label="Tip"><p class="dg-callout__title">From a component</p><p>An admonition written as a component.</p></div>');
    // A tab's label: its own, else the one `values` gives its value, else the value.
    expect(html).toMatch(/<div class="dg-cg" data-cg="Apple\|An orange\|banana">/);
    expect([...html.matchAll(/<div class="dg-tab" data-title="[^"]+"><p class="dg-tab__label">([^<]+)<\/p>([^<]+)<\/div>/g)].map(([, label, body]) => `${label}: ${body}`)).toEqual([
      'Apple: This is an apple.',
      'An orange: This is an orange.',
      'banana: This is a banana.',
    ]);
    expect(file('docusaurus', 'components.md')).toContain('**Apple**: This is an apple.\n**An orange**: This is an orange.\n**banana**: This is a banana.');
    // The `default` tab is the one shown before the reader chooses.
    expect([...html.matchAll(/<div class="dg-cg__panel"[^>]*data-cg-label="([^"]+)"( data-selected="")?>/g)].map(([, label, selected]) => `${label}${selected ? ' (shown)' : ''}`)).toEqual([
      'Apple',
      'An orange (shown)',
      'banana',
    ]);
    expect(html).toMatch(/aria-selected="false"[^>]*>Apple<\/button><button[^>]*aria-selected="true"[^>]*>An orange<\/button>/);
  });

  it("highlight the lines Docusaurus's magic comments name, the comments left out", () => {
    const html = article('docusaurus/code');
    expect(html).toContain('<figcaption class="dg-code__title">greet.js</figcaption>');
    expect([...html.matchAll(/<span class="line([^"]*)">(.*?)<\/span>(?=<span class="line|<\/code>)/g)].map(([, classes, line]) => `${classes!.trim() || '-'} ${text(line!).trim()}`)).toEqual([
      '- function greet(name) {',
      'highlighted const message = `Hello, ${name}`;',
      'highlighted console.log(message);',
      'highlighted return message;',
      '- }',
    ]);
    // The Markdown readers get shows the code as the page does.
    expect(file('', 'docusaurus/code.md')).toContain('function greet(name) {\n  const message = `Hello, ${name}`;\n  console.log(message);\n  return message;\n}\n```');
  });
});

describe('Markdown pages', () => {
  it('keep code titles, groups, type popups and notations', () => {
    const html = article('md/code');
    expect(html).toContain('<figcaption class="dg-code__title">app.ts</figcaption>');
    expect(html).toMatch(/<div class="dg-cg" data-cg="npm\|yarn">/);
    expect(html).toContain('data-island="TwoslashPopups"');
    expect(html).toMatch(/twoslash-query-line[\s\S]*?const<\/span><span> total<\/span><span>:<\/span><span> number/);
    expect(html).toContain('<span class="line focused">');
    expect(html).toContain('<kbd>Ctrl</kbd>');
    expect(html).toContain('<div class="note-box">A raw block.</div>');
  });

  it('turn GitHub alerts into callouts', () => {
    const html = article('github/alerts');
    expect([...html.matchAll(/dg-callout--(\w+)/g)].map(([, kind]) => kind)).toEqual(['note', 'tip', 'info', 'warning', 'danger']);
  });
});
