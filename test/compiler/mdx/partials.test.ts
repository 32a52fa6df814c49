import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocsgenError } from '../../../compiler/errors/docsgen-error.js';
import { createPageAnalyzer } from '../../../compiler/mdx/analyze-page.js';
import { createPageCompiler } from '../../../compiler/mdx/compile-page.js';
import { discoverPages } from '../../../compiler/pages/discover.js';
import { partialRoute } from '../../../compiler/pages/routes.js';

let root: string;
const write = async (file: string, text: string) => {
  await mkdir(dirname(join(root, file)), { recursive: true });
  await writeFile(join(root, file), text);
};

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'docsgen-partials-'));
  await write('pages/guide/_shared.mdx', '## Setup {#shared-setup}\n\nInstall it. See [intro](./intro).\n\n### Details\n\nMore words.\n\nimport Inner from "./_inner.md"\n\n<Inner />\n');
  await write('pages/guide/_inner.md', '#### Deep note\n\nInner words.\n');
  await write('pages/guide/intro.mdx', "import Shared from './_shared.mdx'\n\n# Intro\n\nBefore.\n\n## Setup\n\n<Shared />\n\n## After\n\nClosing words.\n");
  await write('pages/guide/twice.mdx', "import Shared from './_shared.mdx'\n\n# Twice\n\n<Shared />\n\n<Shared />\n");
  await write('pages/guide/missing.mdx', "# Missing\n\nimport Gone from './_gone.mdx'\n\n<Gone />\n");
  await write('pages/guide/_loop-a.mdx', "import B from './_loop-b.mdx'\n\n<B />\n");
  await write('pages/guide/_loop-b.mdx', "import A from './_loop-a.mdx'\n\n<A />\n");
  await write('pages/guide/loop.mdx', "import A from './_loop-a.mdx'\n\n<A />\n");
  await write('pages/guide/broken.mdx', "import Bad from './_bad.mdx'\n\n<Bad />\n");
  await write('pages/guide/_bad.mdx', '# Bad\n\n<div>\n');
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const compiler = createPageCompiler({ basePath: '' });
const compile = (file: string, source?: string) =>
  import('node:fs/promises').then(async ({ readFile }) =>
    compiler.compile({ source: source ?? (await readFile(join(root, file), 'utf8')), filePath: join(root, file), relativePath: file, route: partialRoute(file) }),
  );

describe('partials', () => {
  it('are not pages: files and folders starting with _ under pages/ get no route', () => {
    expect(discoverPages(root).map((page) => page.route)).toEqual(['/guide/broken', '/guide/intro', '/guide/loop', '/guide/missing', '/guide/twice']);
    expect(partialRoute('pages/guide/_shared.mdx')).toBe('/guide/_shared');
    expect(partialRoute('partials/note.md')).toBe('/partials/note');
  });

  it("count in the importing page where it places them: headings, ids (nested partials too) and search sections", async () => {
    const page = await compile('pages/guide/intro.mdx');
    expect(page.format).toBe('program');
    expect(page.headings.map((h) => [h.depth, h.id, h.text])).toEqual([
      [1, 'intro', 'Intro'],
      // The page's own "Setup" does not take the partial's id, nor the slug "setup" twice.
      [2, 'setup', 'Setup'],
      [2, 'shared-setup', 'Setup'],
      [3, 'details', 'Details'],
      [4, 'deep-note', 'Deep note'],
      [2, 'after', 'After'],
    ]);
    expect(page.ids).toEqual(expect.arrayContaining(['shared-setup', 'details', 'deep-note', 'setup', 'after']));
    expect(page.sections.map((s) => [s.id, s.text])).toEqual([
      ['', 'Before.'],
      ['setup', ''],
      ['shared-setup', 'Install it. See intro.'],
      ['details', 'More words. Deep note Inner words.'],
      ['after', 'Closing words.'],
    ]);
    // Links of a partial belong to the partial (check-links reads them there).
    expect(page.links).toEqual([]);
  });

  it('placed twice, count once', async () => {
    const page = await compile('pages/guide/twice.mdx');
    expect(page.headings.filter((h) => h.id === 'shared-setup')).toHaveLength(1);
  });

  it('compile to a module with the theme components provided, and links resolved from their place', async () => {
    const code = await compiler.compilePartial({ source: "## A\n\n[intro](./intro)\n\n```ts\nconst a = 1\n```\n", filePath: join(root, 'pages/guide/_x.mdx'), relativePath: 'pages/guide/_x.mdx', siteRoot: root });
    expect(code).toMatch(/import \{useMDXComponents as _provideComponents\} from ".*theme\/mdx\/provider\.ts"/);
    expect(code).toContain('"/guide/intro"');
    expect(code).toContain('export default function MDXContent');
  });

  it('that are missing, import each other or do not compile fail the page with a location', async () => {
    const failure = async (file: string) => {
      const error = await compile(file).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DocsgenError);
      return error as DocsgenError;
    };
    const missing = await failure('pages/guide/missing.mdx');
    expect(missing.message).toBe('cannot find the partial ./_gone.mdx (no file pages/guide/_gone.mdx)');
    expect(missing.location).toMatchObject({ file: 'pages/guide/missing.mdx', line: 3, column: 1 });
    const loop = await failure('pages/guide/loop.mdx');
    expect(loop.message).toMatch(/^the partial \.\/_loop-a\.mdx imports the page that imports it/);
    const broken = await failure('pages/guide/broken.mdx');
    expect(broken.message).toBe('Expected a closing tag for `<div>`');
    expect(broken.location).toMatchObject({ file: 'pages/guide/_bad.mdx', line: 3, column: 1 });
    expect(broken.hint).toMatch(/in a partial imported by pages\/guide\/broken\.mdx$/);
  });

  it('are read by check-links the same way, with the partials the ids came from', async () => {
    const { readFile } = await import('node:fs/promises');
    const file = 'pages/guide/intro.mdx';
    const analysis = await createPageAnalyzer({ basePath: '' }).analyze({ source: await readFile(join(root, file), 'utf8'), filePath: join(root, file), relativePath: file, route: '/guide/intro' });
    expect(analysis.ids).toContain('shared-setup');
    expect(analysis.partials.map((p) => p.file)).toEqual(['pages/guide/_shared.mdx', 'pages/guide/_inner.md']);
  });
});
