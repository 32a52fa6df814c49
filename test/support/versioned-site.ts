// A site with three versions, made in the test: a git repository whose tag `v1.0` holds the first
// version's pages (and a component they import), the working tree the current one ("v3"), and
// versions/v2/ the second, kept by hand in a folder. The site is in a subfolder of the repository
// (docs/), as most are. Some pages exist in one version only:
//   /guide        in every version (its text differs: "frobnicate" in v1, "quasar" in v3)
//   /legacy       in v1 only
//   /new-feature  in the current version only
import { execFileSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ARTIFACTS_DIR } from './paths.js';

const CONFIG = (versions: string) => `import { defineConfig } from 'docsgen/config';

export default defineConfig({
  title: 'Versioned Docs',
  baseUrl: 'https://docs.example.com',
  iconUrl: '/logo.svg',
  topNav: [{ text: 'Guide', link: '/guide' }],
  sidebar: [{ text: 'Docs', items: [{ text: 'Home', link: '/' }, { text: 'Guide', link: '/guide' }] }],${versions}
});
`;

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7"/></svg>\n';

const V1: Record<string, string> = {
  'docs/docsgen.config.ts': CONFIG(''),
  'docs/public/logo.svg': LOGO,
  'docs/pages/index.mdx': '# Home of v1\n\n![Logo](/logo.svg)\n\nSee the [guide](/guide) and the [legacy API](./legacy).\n',
  'docs/pages/guide.mdx': "import Badge from '../components/Badge.tsx'\n\n# Guide\n\nTo frobnicate a widget, call `frobnicate()`. <Badge text=\"one\" />\n\nBack [home](/).\n",
  'docs/pages/legacy.mdx': '# Legacy API\n\nThe legacy API, removed in v2.\n',
  'docs/components/Badge.tsx': "export default function Badge({ text }: { text: string }) {\n  return <span className=\"badge-v1\">version {text}</span>;\n}\n",
};

const CURRENT: Record<string, string> = {
  'docs/docsgen.config.ts': CONFIG(`
  versions: {
    current: { label: 'v3' },
    v2: { label: 'v2' },
    v1: { label: 'v1', git: 'v1.0' },
  },`),
  'docs/pages/index.mdx': '# Home of v3\n\nSee the [guide](/guide) and the [new feature](/new-feature).\n',
  'docs/pages/guide.mdx': '# Guide\n\nA quasar widget is made with `quasar()`.\n',
  'docs/pages/new-feature.mdx': '# New feature\n\nOnly in the current version.\n',
  'docs/versions/v2/pages/index.mdx': '# Home of v2\n\nSee the [guide](/guide).\n',
  'docs/versions/v2/pages/guide.mdx': '# Guide\n\nIn v2 a widget is made with `zorblax()`.\n',
};

async function writeFiles(root: string, files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
}

function git(cwd: string, ...args: string[]): void {
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd, stdio: 'ignore' });
}

/** Makes the repository in test-artifacts/<name>/ (inside the clone, so the site resolves docsgen/config) and returns the site folder. */
export async function makeVersionedSite(name: string): Promise<string> {
  const repo = join(ARTIFACTS_DIR, name);
  await rm(repo, { recursive: true, force: true });
  await mkdir(repo, { recursive: true });
  git(repo, 'init', '-q', '-b', 'main');
  await writeFiles(repo, V1);
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'v1');
  git(repo, 'tag', 'v1.0');
  await rm(join(repo, 'docs/pages/legacy.mdx'));
  await writeFiles(repo, CURRENT);
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'v3');
  return join(repo, 'docs');
}
