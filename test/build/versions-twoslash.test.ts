// Code samples of a folder version compile against that version's code: a version folder with a
// tsconfig.json of its own (versions/v1/, whose `paths` send `widgets` to the v1 module, as a site
// does for an older major installed under an alias) compiles its ```ts twoslash blocks and its
// ::api references with it; one without (versions/v2/) takes the site's, as an editor opening
// its files would (before, it compiled with no options at all: no `paths`, no `jsx`). A type error
// in a version's page is named from the site folder (versions/v1/pages/…), as its broken links are.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR } from '../support/paths.js';
import { buildSite } from '../support/site.js';

const SITE: Record<string, string> = {
  'docsgen.config.ts': `import { defineConfig } from 'docsgen/config';

export default defineConfig({
  title: 'Widgets',
  versions: { current: { label: 'v3' }, v2: { label: 'v2' }, v1: { label: 'v1' } },
});
`,
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, module: 'ESNext', moduleResolution: 'bundler', jsx: 'react-jsx', baseUrl: '.', paths: { widgets: ['./lib/widgets-v3.ts'] } },
  }),
  'lib/widgets-v3.ts': "export function quasar(size: number): 'v3 widget' {\n  return 'v3 widget';\n}\n",
  'lib/widgets-v1.ts': "export function frobnicate(name: string): 'v1 widget' {\n  return 'v1 widget';\n}\n",
  'pages/index.mdx': "# Widgets v3\n\n```ts twoslash\nimport { quasar } from 'widgets';\nconst made = quasar(3);\n```\n",
  // No tsconfig.json of its own: the site's, with its paths and jsx.
  'versions/v2/pages/index.mdx':
    "# Widgets v2\n\n```tsx twoslash\nimport { quasar } from 'widgets';\nexport const Widget = () => <span>{quasar(2)}</span>;\n```\n\n::api{from=\"widgets\" name=\"quasar\" show=\"signature\"}\n",
  // Its own: `widgets` is the v1 module there.
  'versions/v1/tsconfig.json': JSON.stringify({ extends: '../../tsconfig.json', compilerOptions: { baseUrl: '.', paths: { widgets: ['../../lib/widgets-v1.ts'] } } }),
  'versions/v1/pages/index.mdx':
    "# Widgets v1\n\n```ts twoslash\nimport { frobnicate } from 'widgets';\nconst made = frobnicate('a');\n//    ^?\n```\n\n::api{from=\"widgets\" name=\"frobnicate\" show=\"signature\"}\n",
};

let root: string;

async function writeSite(files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
}

beforeAll(async () => {
  root = join(ARTIFACTS_DIR, 'versions-twoslash');
  await rm(root, { recursive: true, force: true });
  await writeSite(SITE);
});

describe('code samples of a folder version', () => {
  it('compile with the version folder’s tsconfig.json, else the site’s', async () => {
    const built = await buildSite(root);
    expect(built.code, built.stderr + built.stdout).toBe(0);
    expect(built.stderr).toBe('');
    const v1 = await readFile(join(built.outDir, 'v1.html'), 'utf8');
    // The popup of `made` and the API reference show v1's function.
    expect(v1).toContain('v1 widget');
    expect(v1).toContain('frobnicate');
    expect(v1).not.toContain('quasar');
    const v2 = await readFile(join(built.outDir, 'v2.html'), 'utf8');
    expect(v2).toContain('quasar');
    expect(v2).not.toContain('frobnicate');
  });

  it('a type error names the version’s page from the site folder', async () => {
    await writeSite({ 'versions/v1/pages/broken.mdx': "# Broken\n\n```ts twoslash\nimport { quasar } from 'widgets';\n```\n" });
    try {
      const built = await buildSite(root);
      expect(built.code).toBe(1);
      expect(built.stderr).toMatch(/versions\/v1\/pages\/broken\.mdx:4:\d+\s+twoslash: type error TS2305: Module '"widgets"' has no exported member 'quasar'/);
    } finally {
      await rm(join(root, 'versions/v1/pages/broken.mdx'));
    }
  });
});
