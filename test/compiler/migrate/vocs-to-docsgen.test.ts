// docsgen migrate's generator on Vocs configs written for each case: what the docsgen config says
// (source kept, reshaped fields, head functions, imports) and that it loads into the same resolved
// config as the Vocs config it came from (the configs are run as the loader runs them).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isValidElement } from 'react';
import { afterAll, describe, expect, test } from 'vitest';
import { importConfigFile, loadConfig } from '../../../config/load.js';
import type { HeadContext, ResolvedConfig } from '../../../config/types.js';
import { ConfigSourceError } from '../../../compiler/migrate/config-source.js';
import { migrateVocsConfig, type MigrateResult } from '../../../compiler/migrate/vocs-to-docsgen.js';
import { ARTIFACTS_DIR } from '../../support/paths.js';

const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

interface Migrated {
  dir: string;
  result: MigrateResult;
  /** The Vocs config, loaded as `docsgen build` loads it. */
  vocs: ResolvedConfig;
  /** The docsgen config written from it, loaded. */
  docsgen: ResolvedConfig;
}

/** Writes a Vocs site (`files` beside its config), migrates its config and loads both. */
async function migrate(config: string, files: Record<string, string> = {}, name = 'vocs.config.tsx'): Promise<Migrated> {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const dir = await mkdtemp(join(ARTIFACTS_DIR, 'migrate-unit-'));
  made.push(dir);
  for (const [path, text] of Object.entries({ ...files, [name]: config })) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  const file = join(dir, name);
  const { module } = await importConfigFile(file, dir, { fresh: true });
  const result = migrateVocsConfig({ file, text: config, config: await module['default'], configDir: dir });
  const vocs = (await loadConfig(dir, { fresh: true })).config;
  await writeFile(join(dir, result.fileName), result.code);
  const loaded = await loadConfig(dir, { fresh: true });
  expect(loaded.file).toBe(join(dir, result.fileName));
  return { dir, result, vocs, docsgen: loaded.config };
}

/** A resolved config as data: functions by their presence, elements by type and props. */
function comparable(value: unknown): unknown {
  if (typeof value === 'function') return '[function]';
  if (isValidElement(value)) return { element: value.type, props: comparable(value.props) };
  if (Array.isArray(value)) return value.map(comparable);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, comparable(item)]));
  return value;
}

function expectSameConfig({ vocs, docsgen }: Migrated): void {
  expect(comparable(docsgen)).toEqual(comparable(vocs));
}

const headContext = (route: string): HeadContext => ({ route, path: `/base${route}` }) as unknown as HeadContext;

describe('docsgen migrate: the docsgen config written from a Vocs config', () => {
  test('fields docsgen takes as they are keep their source: process.env, imports, JSX, functions', async () => {
    const migrated = await migrate(
      `import { defineConfig } from 'vocs'
import { sidebar } from './sidebar'
import site from './site.json'

// The production URL, when Vercel gives none.
const URL = 'https://example.com'

export default defineConfig({
  title: site.name,
  baseUrl: process.env.DOCS_URL ?? URL,
  rootDir: '.',
  sidebar,
  banner: <span>New</span>,
  editLink: { pattern: ({ filePath }) => \`https://example.com/edit/\${filePath}\`, text: 'Edit' },
  topNav: [{ text: 'Guide', link: '/guide', match: (path) => path.startsWith('/guide') }],
})
`,
      { 'sidebar.ts': "export const sidebar = [{ text: 'Guide', link: '/guide' }]\n", 'site.json': '{ "name": "Example" }\n' },
    );
    const { code, dropped, notes } = migrated.result;
    expect(migrated.result.fileName).toBe('docsgen.config.tsx');
    expect(code).toContain("import { defineConfig } from 'docsgen/config';");
    expect(code).not.toContain("from 'vocs'");
    expect(code).toContain("import { sidebar } from './sidebar'\nimport site from './site.json'\n\n// The production URL, when Vercel gives none.\nconst URL = 'https://example.com'");
    for (const kept of ['title: site.name,', 'baseUrl: process.env.DOCS_URL ?? URL,', "rootDir: '.',", '  sidebar,', 'banner: <span>New</span>,', 'pattern: ({ filePath }) => `https://example.com/edit/${filePath}`', "match: (path) => path.startsWith('/guide')"]) {
      expect(code).toContain(kept);
    }
    expect(dropped).toEqual([]);
    expect(notes).toEqual([]);
    expectSameConfig(migrated);
  });

  test('reshaped fields are written from the adapter, with the expressions their values came from', async () => {
    const migrated = await migrate(
      `import { resolve } from 'node:path'
import { defineConfig } from 'vocs'
import svgr from './svgr-plugin'

export default defineConfig({
  title: 'Reshaped',
  font: { google: 'Inter' },
  theme: {
    accentColor: { backgroundAccent: { light: '#111', dark: '#eee' }, textAccent: process.env.TEXT_ACCENT ?? '#123456' },
  },
  search: {
    fuzzy: true,
    boostDocument(documentId) {
      return documentId.startsWith('docs/pages/api') ? 2 : 1
    },
  },
  vite: {
    resolve: { alias: { '@lib': resolve(__dirname, 'docs/lib') } },
    define: { __VERSION__: JSON.stringify('1.2.3') },
    plugins: [svgr()],
  },
  checkDeadlinks: 'warn',
  blogDir: './pages/news',
})
`,
      { 'svgr-plugin.ts': "export default function svgr() { return { name: 'vite-plugin-svgr' } }\n" },
    );
    const { code, dropped, droppedImports } = migrated.result;
    expect(code).toContain("font: { default: { google: 'Inter' } },");
    expect(code).toContain("textAccent: process.env.TEXT_ACCENT ?? '#123456'");
    expect(code).toContain('fuzzy: 0.2');
    expect(code).toContain("boostDocument(documentId) {\n      return documentId.startsWith('docs/pages/api') ? 2 : 1\n    },");
    expect(code).toContain("alias: { '@lib': resolve(__dirname, 'docs/lib') }");
    expect(code).toContain("define: { __VERSION__: JSON.stringify('1.2.3') }");
    expect(code).toContain("links: { check: 'warn' },");
    expect(code).toContain("blogDir: '/news',");
    // Vite's plugins are left out, named at the top of the file, and so is the import only they used.
    expect(dropped.map((warning) => warning.path)).toEqual(['vite.plugins']);
    expect(code).toMatch(/^\/\/ Not carried over from vocs\.config\.tsx.*\n\/\/ {3}vite\.plugins: docsgen does not run Vite plugins \(vite-plugin-svgr\)/m);
    expect(code).not.toContain('./svgr-plugin');
    expect(code).not.toContain('svgr()');
    expect(droppedImports).toEqual(['./svgr-plugin']);
    expect(code).toContain("import { resolve } from 'node:path'");
    // Vocs' default rootDir, said and written.
    expect(code).toContain("// Vocs' default: the pages are in docs/");
    expect(code).toContain("rootDir: 'docs',");
    expectSameConfig(migrated);
    const boost = (config: ResolvedConfig) => config.search.boostDocument!('docs/pages/api/x.mdx#', '', {} as never);
    expect(boost(migrated.docsgen)).toBe(2);
  });

  test("head functions become docsgen's, called with the page's route as Vocs' path", async () => {
    const forms = {
      none: 'head() { return <meta name="x" content="none" /> }',
      destructured: 'head({ path }) { return <meta name="x" content={path} /> }',
      renamed: 'head: ({ path: where }) => <meta name="x" content={where} />',
      other: 'head: (context) => <meta name="x" content={context.path} />',
      imported: 'head: makeHead',
    };
    for (const [form, head] of Object.entries(forms)) {
      const migrated = await migrate(
        `import { defineConfig } from 'vocs'\nimport { makeHead } from './head'\n\nexport default defineConfig({\n  title: 'Head',\n  basePath: '/base',\n  ${head},\n})\n`,
        { 'head.tsx': 'export const makeHead = ({ path }: { path: string }) => <meta name="x" content={path} />\n' },
      );
      const call = async (config: ResolvedConfig) => {
        const tags = await (config.head as (page: HeadContext) => unknown)(headContext('/guide/intro'));
        return comparable(tags);
      };
      expect(await call(migrated.docsgen), form).toEqual(await call(migrated.vocs));
      expect(migrated.result.notes, form).toEqual([]);
      if (form === 'none') expect(migrated.result.code).toContain(forms.none);
      if (form === 'destructured') expect(migrated.result.code).toContain('head({ route: path }) {');
      if (form === 'renamed') expect(migrated.result.code).toContain('head: ({ route: where }) =>');
      if (form === 'other') expect(migrated.result.code).toContain('head: (page) => ((context) => <meta name="x" content={context.path} />)({ path: page.route })');
      if (form === 'imported') expect(migrated.result.code).toContain('head: (page) => (makeHead)({ path: page.route })');
    }
  });

  test('the other ways a config is exported, type imports from vocs, and a .ts config', async () => {
    const migrated = await migrate(
      `import type { Sidebar, SidebarItem } from 'vocs'
import { defineConfig } from 'vocs'

const guide: SidebarItem = { text: 'Guide', link: '/guide' }
const sidebar: Sidebar = [guide]

const config = defineConfig({
  title: 'Exported by name',
  sidebar,
})

export default config
`,
      {},
      'vocs.config.ts',
    );
    const { code, fileName } = migrated.result;
    expect(fileName).toBe('docsgen.config.ts');
    expect(code).toContain("import { defineConfig } from 'docsgen/config';\nimport type { SidebarItem, SiteConfig } from 'docsgen/config';\n\ntype Sidebar = NonNullable<SiteConfig['sidebar']>;");
    expect(code).not.toContain('const config');
    expect(code).toContain("export default defineConfig({\n  title: 'Exported by name',\n  sidebar,\n");
    expectSameConfig(migrated);

    const plain = await migrate(`export default {\n  title: 'Plain',\n  rootDir: 'site',\n} satisfies Record<string, unknown>\n`, { 'site/pages/index.md': '# Hi\n' }, 'vocs.config.mjs'.replace('mjs', 'ts'));
    expect(plain.result.code).toContain("title: 'Plain',\n  rootDir: 'site',");
    expectSameConfig(plain);
  });

  test('a value computed in a reshaped field that cannot be written as its expression is named', async () => {
    const migrated = await migrate(`import { defineConfig } from 'vocs'\nexport default defineConfig({\n  search: { fuzzy: process.env.FUZZY ? 0.4 : 0.1 },\n})\n`);
    expect(migrated.result.code).toContain('search: { fuzzy: 0.1 },');
    expect(migrated.result.notes).toEqual([{ path: 'search.fuzzy', text: '`process.env.FUZZY ? 0.4 : 0.1` was evaluated when migrating: the docsgen config has its value as it was then' }]);
  });

  test('a default export it cannot read as an object literal is an error naming the line and what it reads', () => {
    const text = "import { defineConfig } from 'vocs'\nimport { make } from './make'\n\nexport default make({ title: 'x' })\n";
    expect(() => migrateVocsConfig({ file: '/site/vocs.config.ts', text, config: { title: 'x' }, configDir: '/site' })).toThrow(ConfigSourceError);
    try {
      migrateVocsConfig({ file: '/site/vocs.config.ts', text, config: { title: 'x' }, configDir: '/site' });
    } catch (error) {
      expect((error as ConfigSourceError).line).toBe(4);
      expect((error as ConfigSourceError).hint).toContain('export default defineConfig({ … })');
    }
  });
});
