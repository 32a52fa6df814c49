// Markdown of other tools (Vocs v1, VitePress, Starlight, Docusaurus), through the real page
// pipeline: what each construct renders to, and what the build says about what it cannot honour.
import { toHtml } from 'hast-util-to-html';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DocsgenError } from '../../../compiler/errors/docsgen-error.js';
import { createPageCompiler, type CompiledPage } from '../../../compiler/mdx/compile-page.js';
import { REPO_ROOT } from '../../support/paths.js';

const compiler = createPageCompiler({ basePath: '' });
/** A page of the dialects fixture: includes and snippets read its files. */
const SITE = join(REPO_ROOT, 'test/fixtures/dialects');

function compile(source: string, file = 'guide/page.mdx'): Promise<CompiledPage> {
  const route = `/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`;
  return compiler.compile({ source, filePath: join(SITE, 'pages', file), relativePath: `pages/${file}`, route });
}

async function html(source: string, file?: string): Promise<string> {
  const page = await compile(source, file);
  expect(page.format).toBe('tree');
  return toHtml(page.tree!).replace(/>\n</g, '><');
}

/** A code block's lines as text (the page's first block, or the one at `index`), each prefixed with its classes beyond `line`. */
async function lines(source: string, file?: string, index = 0): Promise<string[]> {
  const out = await html(source, file);
  const code = [...out.matchAll(/<code[^>]*>([\s\S]*?)<\/code><\/pre>/g)][index]![1]!;
  return [...code.matchAll(/<span class="((?:line|twoslash-tag-line)[^"]*)">([\s\S]*?)<\/span>(?=<span class="(?:line|twoslash-tag-line)|$)/g)].map(
    // A notation's comment may leave a space at the end of its line.
    ([, classes, inner]) => `${classes!.replace(/^line ?/, '')}|${inner!.replace(/<[^>]+>/g, '').trimEnd()}`,
  );
}

async function errorOf(source: string, file?: string): Promise<DocsgenError> {
  try {
    await compile(source, file);
  } catch (error) {
    if (error instanceof DocsgenError) return error;
    throw error;
  }
  throw new Error('expected the page to fail');
}

describe('Vocs: # Title [subtitle]', () => {
  it('takes the subtitle out of the title, id and outline, and shows it under the heading', async () => {
    const page = await compile('# Getting started [Install and connect]\n\nText.');
    expect(page.title).toBe('Getting started');
    expect(page.description).toBe('Install and connect');
    expect(page.headings).toEqual([{ depth: 1, id: 'getting-started', text: 'Getting started' }]);
    expect(toHtml(page.tree!)).toContain('<h1 data-subtitle="Install and connect" id="getting-started">Getting started</h1>');
  });

  it('leaves the description to the frontmatter when it has one, and other brackets alone', async () => {
    expect((await compile('---\ndescription: Given\n---\n# Title [sub]')).description).toBe('Given');
    expect((await compile('# Array[0] access')).title).toBe('Array[0] access');
    expect((await compile('## Section [beta]')).headings[0]!.text).toBe('Section [beta]');
    // Only the page's first `#` heading describes it.
    expect((await compile('# One\n\n# Two [second]')).description).toBeUndefined();
  });
});

describe('Vocs: directives', () => {
  it('name callouts the way other tools do too', async () => {
    expect(await html(':::caution\nCareful.\n:::')).toContain('dg-callout--warning');
    expect(await html(':::important\nListen.\n:::')).toContain('dg-callout--info');
    expect(await html(':::callout\nPlain.\n:::')).toContain('dg-callout--note');
  });

  it('make :::details a disclosure, its label the summary', async () => {
    expect(await html(':::details[Show **more**]\nHidden.\n:::')).toBe('<details class="dg-details"><summary>Show <strong>more</strong></summary><p>Hidden.</p></details>');
    expect(await html(':::details\nHidden.\n:::')).toBe('<details class="dg-details"><summary>Details</summary><p>Hidden.</p></details>');
  });

  it('keep :::show[html] and :::hide[md] on the page, and leave out :::show[md] and :::hide[html]', async () => {
    const out = await html(':::show[html]\nA\n:::\n\n:::hide[md]\nB\n:::\n\n:::show[md]\nC\n:::\n\n:::hide[html]\n## D\n:::');
    expect(out).toBe('<p>A</p><p>B</p>');
    expect((await compile(':::hide[html]\n## Gone\n:::')).headings).toEqual([]);
  });

  it('warn about :::show without an output', async () => {
    const page = await compile(':::show[pdf]\nA\n:::');
    expect(page.warnings).toEqual([expect.objectContaining({ line: 1, message: ':::show takes [md] or [html]: the output its content is only in' })]);
  });

  it('place the theme blocks: ::blog-posts, ::sponsors, ::authors', async () => {
    expect(await html('::blog-posts\n\n::sponsors')).toBe('<BlogPosts></BlogPosts><Sponsors></Sponsors>');
    // The page places its authors line: its title does not add one.
    expect(await html('# Post\n\n::authors\n\nText.')).toBe('<h1 data-byline="placed" id="post">Post</h1><Authors></Authors><p>Text.</p>');
  });

  it('report a directive no tool here knows, and keep prose that only looks like one', async () => {
    const page = await compile(':::aside\nKept.\n:::\n\n::youtube{#intro}\n\nPress :kbd[Ctrl]; 10:30 and a:b stay.');
    expect(toHtml(page.tree!).replace(/>\n</g, '><')).toBe('<div><p>Kept.</p></div><p>::youtube{#intro}</p><p>Press :kbd[Ctrl]; 10:30 and a:b stay.</p>');
    expect(page.warnings.map((w) => [w.line, w.message])).toEqual([
      [1, ':::aside is not a directive docsgen knows: its content is shown without a box'],
      [5, '::youtube is not a directive docsgen knows: it is shown as text'],
      [7, ':kbd[Ctrl] is not a directive docsgen knows: it is shown as text'],
    ]);
    expect(page.warnings[0]!.hint).toMatch(/^did you mean :::aside\?|^docsgen's: :::note, /);
    expect((await compile(':::warnin\nx\n:::')).warnings[0]!.hint).toMatch(/^did you mean :::warning\? docsgen's: /);
  });
});

describe('code blocks', () => {
  it('take a title from [brackets] or title="…", with or without a language', async () => {
    expect(await html('```ts [a.ts]\nx\n```')).toMatch(/^<pre data-language="ts" data-meta="\[a.ts\]" data-title="a.ts"/);
    expect(await html('```js title="b.js"\nx\n```')).toMatch(/^<pre data-language="js" data-meta="title=&#x22;b.js&#x22;" data-title="b.js"/);
    expect(await html('```[notes.txt]\nx\n```')).toMatch(/^<pre data-language="markdown" data-meta="\[notes.txt\]" data-title="notes.txt"/);
  });

  it('highlight a fence without a language as Markdown, as Vocs does', async () => {
    expect(await html('```\n# Heading\n```')).toMatch(/^<pre data-language="markdown"/);
  });

  it('number lines from showLineNumbers, :line-numbers and startLineNumber', async () => {
    expect(await html('```ts showLineNumbers\na\n```')).toMatch(/data-line-numbers=""><code style="counter-reset:dg-line 0;--dg-line-digits:1">/);
    expect(await html('```ts:line-numbers=9\na\nb\n```')).toMatch(/<code style="counter-reset:dg-line 8;--dg-line-digits:2">/);
    expect(await html('```js startLineNumber=5 showLineNumbers\na\n```')).toMatch(/counter-reset:dg-line 4/);
    expect(await html('```ts\na\n```')).not.toMatch(/data-line-numbers/);
  });

  it("apply Shiki's notations and take their comments out", async () => {
    expect(await lines('```ts\nconst a = 1; // [!code focus]\nconst b = 2;\n```')).toEqual(['focused|const a = 1;', '|const b = 2;']);
    expect(await lines('```ts\nkept\nold // [!code --]\nnew // [!code ++]\n```')).toEqual(['|kept', 'diff remove|old', 'diff add|new']);
    expect(await lines('```ts\na // [!code hl]\nb // [!code highlight]\nc\n```')).toEqual(['highlighted|a', 'highlighted|b', '|c']);
    expect(await lines('```ts\nthrow e // [!code error]\nwarn() // [!code warning]\n```')).toEqual(['highlighted error|throw e', 'highlighted warning|warn()']);
    expect(await html('```ts\n// [!code word:client]\nclient.go(client)\n```')).toMatch(/class="highlighted-word">client<\/span>.*class="highlighted-word">client<\/span>/);
    expect(await html('```ts\nconst a = 1; // [!code focus]\n```')).toMatch(/class="shiki [^"]*has-focused"/);
  });

  it('show an escaped notation as written', async () => {
    expect(await lines('```ts\na // [\\!code focus]\n```')).toEqual(['|a // [!code focus]']);
  });

  it('highlight lines named in the meta: {2,4-5} (VitePress), mark/ins/del (Starlight)', async () => {
    expect(await lines('```ts{2,4-5}\n1\n2\n3\n4\n5\n```')).toEqual(['|1', 'highlighted|2', '|3', 'highlighted|4', 'highlighted|5']);
    expect(await lines('```js mark={1} ins={2} del={3}\na\nb\nc\n```')).toEqual(['highlighted|a', 'diff add|b', 'diff remove|c']);
    expect(await lines('```ts {1}\na\nb\n```')).toEqual(['highlighted|a', '|b']);
  });

  it('draw `// @log:` and the like as annotation lines where written', async () => {
    expect(await lines('```ts\nrun();\n// @log: done\n// @warn: slow\nnext();\n```')).toEqual(['|run();', 'twoslash-tag-line twoslash-tag-log-line|done', 'twoslash-tag-line twoslash-tag-warn-line|slow', '|next();']);
  });

  it('leave `//` and `#` lines of a Markdown block as written: there they are text, not comments', async () => {
    // A page showing how to write a code block's annotations and magic comments.
    const shown = '````mdx\n```ts\n// highlight-next-line\nrun();\n// @log: done\n```\n````';
    expect(await lines(shown)).toEqual(['|```ts', '|// highlight-next-line', '|run();', '|// @log: done', '|```']);
    // HTML and JSX comments are a Markdown block's own.
    expect(await lines('```md\n<!-- highlight-next-line -->\n# Title\n# highlight-start\n```')).toEqual(['highlighted|# Title', '|# highlight-start']);
  });

  it('highlight inline code that names its language, and leave the rest as written', async () => {
    expect(await html('`const a = 1{:ts}`')).toMatch(/^<p><code class="shiki dg-code-inline" data-language="ts"><span style="--shiki-light:#CF222E;--shiki-dark:#FF7B72">const<\/span>/);
    expect(await html('`text{:nolang}` and `{:ts}`')).toBe('<p><code>text{:nolang}</code> and <code>{:ts}</code></p>');
  });
});

describe('Vocs: includes', () => {
  it('take a region of a file under the site folder, with find/replace', async () => {
    expect(await lines('```ts\n// [!include ~/snippets/client.ts:setup /mainnet/sepolia/]\n```')).toEqual(['|export const client = createClient({', "|  chain: 'sepolia',", '|});']);
  });

  it('take a whole file (Vocs markers left out), and a region indented in its file from its own edge', async () => {
    const whole = await lines('```ts\n// [!include ~/snippets/client.ts]\n```');
    expect(whole.join('\n')).not.toMatch(/\[!(end)?region/);
    expect(whole).toContain("|import { createClient } from './create-client';");
    expect(await lines('```ts\n// [!include ~/snippets/client.ts:inner]\n```')).toEqual(['|const session = client.connect();', '|return session;']);
  });

  it('record the file as a dependency of the page', async () => {
    const page = await compile('```ts\n// [!include ~/snippets/greeting.ts]\n```');
    expect(page.dependencies!.files).toContainEqual(expect.objectContaining({ k: 'text', p: join(SITE, 'snippets/greeting.ts') }));
  });

  it('fail at the include line when the file, or the region, is not there', async () => {
    const missing = await errorOf('Text.\n\n```ts\nfirst();\n// [!include ~/snippets/nope.ts]\n```');
    expect(missing.message).toBe('[!include ~/snippets/nope.ts]: no file snippets/nope.ts');
    expect(missing.location).toMatchObject({ file: 'pages/guide/page.mdx', line: 5 });
    const region = await errorOf('```ts\n// [!include ~/snippets/client.ts:teardown]\n```');
    expect(region.message).toBe('[!include ~/snippets/client.ts:teardown]: no region "teardown" in the file');
    expect(region.hint).toBe('its regions: imports, setup, inner');
    expect((await errorOf('```ts\n// [!include ~/../../../package.json]\n```')).message).toBe('[!include ~/../../../package.json]: ../../../package.json is outside the site folder');
    expect((await errorOf('```ts\n// [!include other.ts]\n```')).message).toMatch(/^\[!include other\.ts\]: no block of this page is named "other\.ts"/);
  });

  it('include a block of the page named with filename="…"', async () => {
    const source = '```ts\n// [!include config.ts]\nlog(x);\n```\n\n```ts filename="config.ts"\nexport const x = 1;\n```';
    expect(await lines(source, undefined, 0)).toEqual(['|export const x = 1;', '|log(x);']);
    expect(await lines(source, undefined, 1)).toEqual(['|export const x = 1;']);
  });
});

describe('VitePress', () => {
  it('reads containers written with a space, titles and {open}', async () => {
    expect(await html('::: tip\nA tip.\n:::', 'guide/page.md')).toBe('<div class="dg-callout dg-callout--tip" role="note" aria-label="Tip"><p>A tip.</p></div>');
    expect(await html('::: warning Mind the [gap]\nText.\n:::', 'guide/page.md')).toBe(
      '<div class="dg-callout dg-callout--warning" role="note" aria-label="Warning"><p class="dg-callout__title">Mind the [gap]</p><p>Text.</p></div>',
    );
    expect(await html('::: details Click me {open}\nOpen.\n:::', 'guide/page.md')).toBe('<details class="dg-details" open><summary>Click me</summary><p>Open.</p></details>');
    expect(await html('::: raw\nA\n:::\n\n::: v-pre\nB\n:::', 'guide/page.md')).toBe('<p>A</p><p>B</p>');
    expect(await html('::: code-group\n```sh [npm]\nnpm i\n```\n:::', 'guide/page.md')).toMatch(/^<CodeGroup labels="\[&#x22;npm&#x22;\]"><pre/);
    // Docusaurus's older syntax: a title after the name.
    expect(await html(':::note Heads up\nText.\n:::')).toContain('<p class="dg-callout__title">Heads up</p>');
  });

  it('leaves containers shown in code as written, and keeps every line where it was', async () => {
    expect(await html('```md\n::: tip\n:::\n```', 'guide/page.md')).toContain('::: tip');
    const page = await compile('# T\n\n::: warning Careful\n\n## Inside\n\n:::\n', 'guide/page.md');
    expect(page.headings.map((h) => h.id)).toEqual(['t', 'inside']);
  });

  it('imports snippets: a region, highlighted lines, the language, a title', async () => {
    expect(await lines('<<< @/snippets/greeting.ts#greet{2} [greet.ts]', 'guide/page.md')).toEqual([
      '|export function greet(name: string): string {',
      'highlighted|  return `Hello, ${name}!`;',
      '|}',
    ]);
    expect(await html('<<< @/snippets/greeting.ts#greet [greet.ts]', 'guide/page.md')).toMatch(/^<pre data-language="ts" data-meta="\[greet.ts\]" data-title="greet.ts"/);
    expect(await html('<<< ../../snippets/greeting.ts{ts:line-numbers}', 'guide/page.md')).toMatch(/data-line-numbers=""/);
    // In a code group, labelled with its file's name unless it has a title.
    expect(await html('::: code-group\n<<< @/snippets/greeting.ts#greet\n<<< @/snippets/client.ts [Client]\n:::', 'guide/page.md')).toMatch(/^<CodeGroup labels="\[&#x22;greeting.ts&#x22;,&#x22;Client&#x22;\]">/);
    // In an .mdx page too, where `<` would start JSX.
    expect(await html('<<< @/snippets/greeting.ts#greet')).toMatch(/^<pre data-language="ts"/);
  });

  it('fails at the snippet line when its file is not there', async () => {
    const error = await errorOf('# Snippets\n\n<<< @/snippets/missing.ts', 'guide/page.md');
    expect(error.message).toBe('<<< @/snippets/missing.ts: no file snippets/missing.ts');
    expect(error.location).toMatchObject({ line: 3 });
  });

  it('puts a table of contents for [[toc]]', async () => {
    expect(await html('# Page\n\n[[toc]]\n\n## One\n\n### One A\n\n## Two', 'guide/page.md')).toBe(
      '<h1 id="page">Page</h1><nav class="dg-toc" aria-label="Table of contents"><ul><li><a href="#one">One</a><ul><li><a href="#one-a">One A</a></li></ul></li><li><a href="#two">Two</a></li></ul></nav><h2 id="one">One</h2><h3 id="one-a">One A</h3><h2 id="two">Two</h2>',
    );
  });

  it('reports Vue syntax, where it is written', async () => {
    const page = await compile('# Vue\n\nThe count is {{ count }}.\n\n<button v-if="show" @click="n++">Add</button>\n\n<Badge text="beta" />\n\n`{{ fine }}`', 'guide/page.md');
    expect(page.warnings.map((w) => [w.line, w.column, w.message])).toEqual([
      [3, 14, '{{ count }} is Vue interpolation (VitePress): docsgen shows it as written'],
      [5, 9, 'v-if="show" is a Vue directive (VitePress): a .md page does not run it'],
      [7, 1, '<Badge> looks like a Vue component (VitePress): a .md page renders HTML as written, and browsers know no <badge> element'],
    ]);
    expect(page.warnings[0]!.hint).toMatch(/\{value\}/);
  });

  it('fails on <script setup>, which cannot run', async () => {
    const md = await errorOf('# Page\n\n<script setup>\nimport { ref } from "vue";\n</script>', 'guide/page.md');
    expect(md.message).toBe('<script setup> is a Vue component script (VitePress): docsgen cannot run it');
    expect(md.location).toMatchObject({ line: 3 });
    expect(md.hint).toMatch(/^docsgen pages are React/);
    expect((await errorOf('<script setup>{"const a = 1"}</script>')).message).toMatch(/^<script setup> is a Vue component script/);
    expect((await errorOf('Count: {{ count }}')).message).toMatch(/is Vue interpolation \(VitePress\): MDX reads it as a JavaScript object/);
  });
});

describe('GitHub and VitePress: emoji shortcodes', () => {
  it('show :name: as its emoji, in .md and .mdx pages, headings and links included', async () => {
    for (const file of ['guide/page.mdx', 'guide/page.md']) {
      const out = await html('# Released :tada:\n\nWell done :+1: and :100: — see [the notes :memo:](/notes).\n', file);
      expect(out).toContain('Released 🎉</h1>');
      expect(out).toContain('Well done 👍 and 💯 — see <a href="/notes">the notes 📝</a>.');
    }
    const page = await compile('# Released :tada:\n\n## Next :rocket: steps\n');
    expect(page.title).toBe('Released 🎉');
    expect(page.headings.map((heading) => heading.text)).toEqual(['Released 🎉', 'Next 🚀 steps']);
  });

  it('leave names it does not know, code, and colons between words or numbers as written', async () => {
    const out = await html('Times 10:30:00, ratio 1:100:5, `:tada:` and a:tada:b, :not-an-emoji:, std::map.\n\n```txt\n:tada:\n```\n');
    expect(out).toContain('Times 10:30:00, ratio 1:100:5, <code>:tada:</code> and a:tada:b, :not-an-emoji:, std::map.');
    expect(out).toContain(':tada:</span>');
    expect(out).not.toContain('🎉');
  });

  it('leave a real inline directive to the site (a label or attributes), reported like any unknown one', async () => {
    const page = await compile('Before :tada[party]: after.\n');
    expect(page.warnings.map((warning) => warning.message)).toEqual([expect.stringContaining(':tada[party] is not a directive docsgen knows')]);
  });
});

describe('Starlight', () => {
  it('shows a title given only in frontmatter as the page heading', async () => {
    const page = await compile('---\ntitle: Setup\n---\n\nText.\n\n## Next');
    expect(toHtml(page.tree!).replace(/>\n</g, '><')).toBe('<h1 id="setup">Setup</h1><p>Text.</p><h2 id="next">Next</h2>');
    expect(page.headings.map((h) => h.id)).toEqual(['setup', 'next']);
  });

  it('but not on a page with its own # heading, one that opens with the same heading, or a landing page', async () => {
    expect(await html('---\ntitle: Setup\n---\n\n# Install')).toBe('<h1 id="install">Install</h1>');
    expect(await html('---\ntitle: Setup\n---\n\n## Setup\n\nText.')).toBe('<h2 id="setup">Setup</h2><p>Text.</p>');
    expect(await html('---\ntitle: Home\nlayout: landing\n---\n\nText.')).toBe('<p>Text.</p>');
  });
});

describe("other tools' components", () => {
  it('take the imports docsgen draws (Starlight, Docusaurus)', async () => {
    const page = await compile(
      "import { Aside, Steps, TabItem, Tabs } from '@astrojs/starlight/components';\nimport Tabs2 from '@theme/Tabs';\nimport TabItem2 from '@theme/TabItem';\nimport Admonition from '@theme/Admonition';\n\n<Aside>Hi</Aside>",
    );
    expect(page.warnings).toEqual([]);
  });

  it('fail at an import of one it does not draw, naming the tool and the way', async () => {
    const card = await errorOf("# Page\n\nimport { Aside, Card } from '@astrojs/starlight/components';\n\n<Card title=\"x\" />");
    expect(card.message).toBe('Card from @astrojs/starlight/components is a Starlight component docsgen does not draw');
    expect(card.location).toMatchObject({ line: 3, column: 17 });
    expect(card.hint).toBe(
      "docsgen draws Aside, Steps, TabItem, Tabs from @astrojs/starlight/components; write it in Markdown (a callout is :::note, tabs are :::code-group or <Tabs> from 'docsgen/theme', a file tree a code block) or as a component of the site's own",
    );
    const codeBlock = await errorOf("import CodeBlock from '@theme/CodeBlock';");
    expect(codeBlock.message).toBe('@theme/CodeBlock is a Docusaurus module: docsgen has no stand-in for it');
    expect(codeBlock.location).toMatchObject({ line: 1, column: 1 });
    expect(codeBlock.hint).toMatch(/^docsgen draws Tabs from @theme\/Tabs; TabItem from @theme\/TabItem; Admonition from @theme\/Admonition; write it in Markdown/);
    expect((await errorOf("import { Tabs } from '@theme/Tabs';")).message).toBe('Tabs from @theme/Tabs is a Docusaurus component docsgen does not draw');
    // Other packages are the bundler's to find.
    expect((await compile("import { Card } from 'my-cards';\n\n<Card />")).warnings).toEqual([]);
  });
});

describe('Markdown pages', () => {
  it('keep code titles, meta and groups through their HTML parse', async () => {
    const out = await html('<div>raw</div>\n\n:::code-group\n```bash [npm]\nnpm i\n```\n:::\n\n```ts [a.ts]\nconst a = 1; // [!code focus]\n```', 'guide/page.md');
    expect(out).toMatch(/^<div>raw<\/div><CodeGroup labels="\[&#x22;npm&#x22;\]"><pre data-language="bash" data-meta="\[npm\]" data-title="npm" class="shiki/);
    expect(out).toMatch(/<pre data-language="ts" data-meta="\[a.ts\]" data-title="a.ts" class="shiki[^"]*has-focused"/);
  });
});
