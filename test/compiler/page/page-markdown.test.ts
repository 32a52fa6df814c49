import { mkdtemp, readFile, rm, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPlainMarkdown, pageMarkdown } from '../../../compiler/page/page-markdown.js';
import { llmsFullPages, writeLlms } from '../../../compiler/builder/site-files/write-llms.js';

const md = (source: string, title = 'T') => pageMarkdown(source, { title, isMarkdown: false });

const SITE = join(import.meta.dirname, '../../fixtures/dialects');
const site = (source: string, file = 'pages/guide/page.mdx') =>
  pageMarkdown(source, { title: 'T', isMarkdown: file.endsWith('.md'), filePath: join(SITE, file), siteRoot: SITE });

describe('pageMarkdown of other dialects', () => {
  it("writes VitePress and Starlight containers as alerts, details as their summary and content", async () => {
    expect(await site('# T\n\n::: warning Mind the gap\nCareful.\n:::\n\n:::caution\nToo.\n:::\n\n::: details More\nHidden.\n:::', 'pages/guide/page.md')).toBe(
      '# T\n\n> [!WARNING]\n>\n> **Mind the gap**\n>\n> Careful.\n\n> [!WARNING]\n>\n> Too.\n\n**More**\n\nHidden.\n',
    );
  });

  it('keeps :::show[md] and :::hide[html] content, and leaves out the rest', async () => {
    expect(await site('# T\n\n:::show[md]\nFor readers of Markdown.\n:::\n\n:::show[html]\nPage only.\n:::\n\n:::hide[md]\nNot here.\n:::\n\n:::hide[html]\nHere.\n:::')).toBe(
      '# T\n\nFor readers of Markdown.\n\nHere.\n',
    );
  });

  it('puts included code and snippets in place, without notations, region markers or theme blocks', async () => {
    const out = await site('# T [Sub]\n\n[[toc]]\n\n```ts\n// [!include ~/snippets/client.ts:setup]\nrun(); // [!code focus]\n// [\\!code hl] shown\n```\n\n<<< @/snippets/greeting.ts#greet\n\n::blog-posts', 'pages/guide/page.md');
    expect(out).toBe(
      "# T\n\n_Sub_\n\n```ts\nexport const client = createClient({\n  chain: 'mainnet',\n});\nrun();\n// [!code hl] shown\n```\n\n```ts\nexport function greet(name: string): string {\n  return `Hello, ${name}!`;\n}\n```\n",
    );
  });

  it("keeps each tab's label: <Tab label>, <TabItem label>, and Docusaurus's <TabItem value> named by <Tabs values>", async () => {
    const starlight = "import { Tabs, TabItem } from '@astrojs/starlight/components';\n\n<Tabs>\n  <TabItem label=\"npm\">\n    ```sh\n    npm i x\n    ```\n  </TabItem>\n  <TabItem label=\"pnpm\">\n    ```sh\n    pnpm add x\n    ```\n  </TabItem>\n</Tabs>\n";
    expect(await md(starlight)).toBe('# T\n\n**npm**\n\n```sh\nnpm i x\n```\n\n**pnpm**\n\n```sh\npnpm add x\n```\n');
    const docusaurus = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs values={[{ label: 'Apple', value: 'apple' }, { label: 'Orange', value: 'orange' }]}>\n  <TabItem value=\"apple\">An apple.</TabItem>\n  <TabItem value=\"orange\" label=\"An orange\">An orange.</TabItem>\n  <TabItem value=\"banana\">A banana.</TabItem>\n</Tabs>\n";
    expect(await md(docusaurus)).toBe('# T\n\n**Apple**: An apple.\n**An orange**: An orange.\n**banana**: A banana.\n');
    expect(await md('<Tabs>\n  <Tab label="React">\n\nUse a hook.\n\n  </Tab>\n</Tabs>\n')).toBe('# T\n\n**React**\n\nUse a hook.\n');
  });

  it('reads VitePress line options out of a language', async () => {
    expect(await site('# T\n\n```ts{1}:line-numbers\nconst a = 1;\n```', 'pages/guide/page.md')).toBe('# T\n\n```ts\nconst a = 1;\n```\n');
  });
});

describe('pageMarkdown', () => {
  it('passes plain Markdown through without its frontmatter', async () => {
    const source = '---\ntitle: Intro\n---\n\n# Intro\n\nSome *text* and `a < b`.\n\n```tsx\n<App />\n```\n';
    expect(isPlainMarkdown(source.split('---').at(-1)!)).toBe(true);
    expect(await md(source)).toBe('# Intro\n\nSome *text* and `a < b`.\n\n```tsx\n<App />\n```\n');
  });

  it('adds the title when the page has no h1', async () => {
    expect(await md('Just text.', 'Page')).toBe('# Page\n\nJust text.\n');
  });

  it('drops imports and expressions and keeps the text of components', async () => {
    const source = [
      "import Counter from '../components/Counter.island';",
      '',
      '# Islands',
      '',
      '{/* a comment */}',
      '',
      '<Counter id="x" />',
      '',
      '<Panel title="Slot">',
      '  Server-rendered **children**.',
      '</Panel>',
      '',
      'Text with <Badge>inline</Badge> JSX and {1 + 1}.',
    ].join('\n');
    expect(await md(source)).toBe('# Islands\n\nServer-rendered **children**.\n\nText with inline JSX and .\n');
  });

  it('writes callouts as GitHub alerts, and unwraps steps and code groups', async () => {
    const source = [
      '# Kit',
      '',
      ':::warning[Mind the gap]',
      'Careful.',
      ':::',
      '',
      '::::steps',
      '### One',
      'First.',
      '::::',
      '',
      ':::code-group',
      '```bash [npm]',
      'npm i x',
      '```',
      ':::',
      '',
      'At 10:30, :wink: stays.',
    ].join('\n');
    expect(await md(source)).toBe(
      '# Kit\n\n> [!WARNING]\n>\n> **Mind the gap**\n>\n> Careful.\n\n### One\n\nFirst.\n\n```bash [npm]\nnpm i x\n```\n\nAt 10:30, :wink: stays.\n',
    );
  });
});

describe('writeLlms', () => {
  it('writes llms.txt, llms-full.txt and a .md per page', async () => {
    const root = await mkdtemp(join(tmpdir(), 'docsgen-llms-'));
    try {
      await mkdir(join(root, 'pages', 'core'), { recursive: true });
      await writeFile(join(root, 'pages', 'index.mdx'), '---\ntitle: Home\n---\n# Home\n\nWelcome.\n');
      await writeFile(join(root, 'pages', 'core', 'createStore.md'), '# createStore\n\nMakes a store.\n');
      const out = join(root, 'dist');
      await mkdir(out);
      await writeFile(join(out, 'llms-full.txt'), 'from public/');
      await writeLlms({
        root,
        outDir: out,
        basePath: '/docs',
        config: { title: 'Get Starknet', description: 'Connect wallets.', baseUrl: 'https://x.dev' },
        pages: [
          { path: '/core/createStore', filePath: 'pages/core/createStore.md', title: 'createStore', description: 'Make a [store].' },
          { path: '/', filePath: 'pages/index.mdx', title: 'Home' },
        ],
      });
      expect(await readFile(join(out, 'llms.txt'), 'utf8')).toBe(
        '# Get Starknet\n\n> Connect wallets.\n\n## Pages\n\n- [Home](https://x.dev/docs/)\n- [createStore](https://x.dev/docs/core/createStore): Make a [store].\n',
      );
      expect(await readFile(join(out, 'index.md'), 'utf8')).toBe('# Home\n\nWelcome.\n');
      expect(await readFile(join(out, 'core', 'createStore.md'), 'utf8')).toBe('# createStore\n\nMakes a store.\n');
      // A file the site provides in public/ (copied first) is left alone.
      expect(await readFile(join(out, 'llms-full.txt'), 'utf8')).toBe('from public/');
      await rm(join(out, 'llms-full.txt'));
      const pages = [
        { path: '/', filePath: 'pages/index.mdx', title: 'Home' },
        { path: '/core/createStore', filePath: 'pages/core/createStore.md', title: 'createStore' },
      ];
      const written = await writeLlms({ root, outDir: out, basePath: '', config: { title: 'T' }, pages });
      const full = await readFile(join(out, 'llms-full.txt'));
      expect(full.toString('utf8')).toBe('# Home\n\nWelcome.\n\n---\n\n# createStore\n\nMakes a store.\n');
      // Where each page's Markdown is in the file: the next build takes the unchanged ones from there.
      expect(written).toEqual([
        ['/', 17],
        ['/core/createStore', 30],
      ]);
      const found = llmsFullPages(full, written!)!;
      expect(found.get('/core/createStore')!.toString('utf8')).toBe('# createStore\n\nMakes a store.\n');
      // Kept pages' Markdown given as bytes goes into the file as it is.
      await rm(join(out, 'llms-full.txt'));
      const again = await writeLlms({ root, outDir: out, basePath: '', config: { title: 'T' }, pages, keptMarkdown: (route) => found.get(route) });
      expect(again).toEqual(written);
      expect(await readFile(join(out, 'llms-full.txt'))).toEqual(full);
      // A file that does not match what the record says is not taken apart.
      expect(llmsFullPages(full.subarray(1), written!)).toBeUndefined();
      expect(llmsFullPages(Buffer.concat([full, Buffer.from('x')]), written!)).toBeUndefined();
      expect(llmsFullPages(full, [['/', 17]])).toBeUndefined();
      expect(llmsFullPages(full, [['/', -1], ['/core/createStore', 30]])).toBeUndefined();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('pageMarkdown on a page that does not parse', () => {
  it('keeps the source as written (the build reports the page on its own)', async () => {
    expect(await pageMarkdown('# Broken\n\n<div>\n', { title: 'B', isMarkdown: false })).toBe('# Broken\n\n<div>\n');
  });
});

describe('pageMarkdown with custom heading ids and partials', () => {
  it('drops {#id} from headings and writes the Markdown of the partials a page places', async () => {
    const root = await mkdtemp(join(tmpdir(), 'docsgen-md-partials-'));
    try {
      await mkdir(join(root, 'pages'));
      await writeFile(join(root, 'pages/_shared.mdx'), '## Shared {#shared}\n\nShared *words*.\n');
      const filePath = join(root, 'pages/index.mdx');
      const source = "import Shared from './_shared.mdx'\n\n# Home {#top}\n\nBefore.\n\n<Shared />\n\nAfter.  \nBreak kept.\n";
      expect(await pageMarkdown(source, { title: 'Home', isMarkdown: false, filePath })).toBe('# Home\n\nBefore.\n\n## Shared\n\nShared _words_.\n\nAfter.\\\nBreak kept.\n');
      expect(await pageMarkdown('# Plain {#p}\n\nText  \nline\n', { title: 'P', isMarkdown: true })).toBe('# Plain\n\nText  \nline\n');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('pageMarkdown kept between builds', () => {
  /** A cache of one page's Markdown that counts what it is asked. */
  function keeper(initial?: string) {
    const calls = { get: 0, set: [] as string[] };
    let value = initial;
    return {
      calls,
      kept: {
        get: () => (calls.get++, value),
        set: (markdown: string) => {
          calls.set.push(markdown);
          value = markdown;
        },
      },
    };
  }
  const jsx = "import Note from '../components/Note';\n\n# Title\n\n<Note>inside</Note>\n";

  it('neither asks for nor keeps plain Markdown (trimming it costs less)', async () => {
    const { calls, kept } = keeper();
    expect(await pageMarkdown('# Plain\n\nText.\n', { title: 'T', isMarkdown: false }, kept)).toBe('# Plain\n\nText.\n');
    expect(calls).toEqual({ get: 0, set: [] });
  });

  it('keeps what the parser made, and gives it back next time without parsing', async () => {
    const first = keeper();
    const made = await pageMarkdown(jsx, { title: 'T', isMarkdown: false }, first.kept);
    expect(made).toBe('# Title\n\ninside\n');
    expect(first.calls.set).toEqual([made]);
    // What the cache holds is what the page gets (a stand-in proves no parse happened).
    const second = keeper('# Kept\n');
    expect(await pageMarkdown(jsx, { title: 'T', isMarkdown: false }, second.kept)).toBe('# Kept\n');
    expect(second.calls).toEqual({ get: 1, set: [] });
  });

  it('never keeps a page that imports a partial (its file may change without the page)', async () => {
    const root = await mkdtemp(join(tmpdir(), 'docsgen-md-kept-'));
    try {
      await writeFile(join(root, '_shared.mdx'), 'Shared words.\n');
      const { calls, kept } = keeper();
      const source = "import Shared from './_shared.mdx';\n\n# Page\n\n<Shared />\n";
      expect(await pageMarkdown(source, { title: 'T', isMarkdown: false, filePath: join(root, 'page.mdx') }, kept)).toBe('# Page\n\nShared words.\n');
      expect(calls.set).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
