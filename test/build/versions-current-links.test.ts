// A page of an earlier version links to the current version's page with `current:/route`
// (theme/shared/links.ts): the current version's URLs have no prefix to name it by, and `/route`
// written in an earlier version is that version's own page. In a folder version (Markdown link,
// JSX anchor, a definition) and in a git version, and in an earlier version's sidebar, the built
// href is the current page's URL under the site's base path; a link to a page the current version
// does not have (or a `current:` link that is no route) fails the build and `check-links`, named
// by file:line (or by key path in the config) like any broken link.
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/paths.js';
import { runProcess } from '../support/process.js';
import { buildSite, cliEnvironment } from '../support/site.js';
import { makeVersionedSite } from '../support/versioned-site.js';

const CLI = join(REPO_ROOT, 'bin/docsgen.mjs');
const checkLinks = (root: string) => runProcess(process.execPath, [CLI, 'check-links', root], { cwd: REPO_ROOT, env: cliEnvironment(), timeout: 120_000 });

const CONFIG = `import { defineConfig } from 'docsgen/config';

export default defineConfig({
  title: 'Versioned Docs',
  basePath: '/docs',
  sidebar: [{ text: 'Docs', items: [{ text: 'Home', link: '/' }, { text: 'Guide', link: '/guide' }] }],
  versions: {
    current: { label: 'v3' },
    v2: { label: 'v2', sidebar: [{ text: 'v2 guide', link: '/guide' }, { text: 'Moving to v3', link: 'current:/new-feature' }] },
    v1: { label: 'v1', git: 'v1.0' },
  },
});
`;

const V2_GUIDE = [
  '# Guide',
  '',
  'In v2 a widget is made with `zorblax()`.',
  '',
  'In v3: [the new feature](current:/new-feature#new-feature), <a href="current:/guide">the latest guide</a>, [by definition][latest].',
  '',
  '[latest]: current:/',
  '',
].join('\n');

/** Moves tag `tag` of the repository at `repo` to a new commit on top of it where `path` holds `text` (git plumbing: the working tree is untouched). */
function retag(repo: string, tag: string, path: string, text: string): void {
  const run = (args: string[], input?: string, env: NodeJS.ProcessEnv = process.env) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd: repo, input, env, encoding: 'utf8' }).trim();
  const index = { ...process.env, GIT_INDEX_FILE: join(repo, '.git', 'retag-index') };
  const blob = run(['hash-object', '-w', '--stdin'], text);
  run(['read-tree', tag], undefined, index);
  run(['update-index', '--add', '--cacheinfo', `100644,${blob},${path}`], undefined, index);
  const tree = run(['write-tree'], undefined, index);
  run(['tag', '-f', tag, run(['commit-tree', tree, '-p', tag, '-m', `${path} edited`])]);
}

/** The hrefs of `<a>` elements in `html` whose text is `text`. */
function hrefsOf(html: string, text: string): string[] {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].filter(([, , inner]) => inner!.replace(/<[^>]+>/g, '').trim() === text).map(([, attributes]) => /href="([^"]*)"/.exec(attributes!)?.[1] ?? '');
}

let root: string;
beforeAll(async () => {
  root = await makeVersionedSite('build-versions-current-links');
  await writeFile(join(root, 'docsgen.config.ts'), CONFIG);
  await writeFile(join(root, 'versions/v2/pages/guide.mdx'), V2_GUIDE);
  retag(dirname(root), 'v1.0', 'docs/pages/legacy.mdx', '# Legacy API\n\nThe legacy API, removed in v2: see [the latest guide](current:/guide).\n');
});

describe('links to the current version from earlier ones', () => {
  it('lead to the current version’s pages, under the site’s base path, from a folder version, a git version and a version’s sidebar', async () => {
    const built = await buildSite(root);
    expect(built.code, built.stdout + built.stderr).toBe(0);
    const v2 = await readFile(join(built.outDir, 'v2/guide.html'), 'utf8');
    expect(hrefsOf(v2, 'the new feature')).toEqual(['/docs/new-feature#new-feature']);
    expect(hrefsOf(v2, 'the latest guide')).toEqual(['/docs/guide']);
    expect(hrefsOf(v2, 'by definition')).toEqual(['/docs/']);
    // The version's own links still stay in it; its sidebar's `current:` entry leaves it.
    expect(hrefsOf(v2, 'v2 guide')).toEqual(['/docs/v2/guide']);
    expect(hrefsOf(v2, 'Moving to v3')).toEqual(['/docs/new-feature']);
    expect(v2).not.toContain('current:');
    const v1 = await readFile(join(built.outDir, 'v1/legacy.html'), 'utf8');
    expect(hrefsOf(v1, 'the latest guide')).toEqual(['/docs/guide']);
    const checked = await checkLinks(root);
    expect(checked.code, checked.stdout + checked.stderr).toBe(0);
  });

  it('to a page the current version does not have: the build and check-links fail, naming the file and line, or the config key', async () => {
    await writeFile(join(root, 'versions/v2/pages/guide.mdx'), `${V2_GUIDE}\nGone: [the legacy API](current:/legacy), and [no route](current:guide).\n`);
    await writeFile(join(root, 'docsgen.config.ts'), CONFIG.replace("link: 'current:/new-feature'", "link: 'current:/new-feture'"));
    try {
      const built = await buildSite(root);
      expect(built.code, built.stdout + built.stderr).toBe(1);
      expect(built.stderr).toMatch(/versions\/v2\/pages\/guide\.mdx:9:7 +current:\/legacy +no such page in the current version/);
      expect(built.stderr).toMatch(/versions\/v2\/pages\/guide\.mdx:9:46 +current:guide +a link to the current version is current: then the route/);
      expect(built.stderr).toMatch(/versions\.v2\.sidebar\[1\]\.link.*current:\/new-feture.*did you mean current:\/new-feature\?/);
      // The links that hold are not named.
      expect(built.stderr).not.toMatch(/current:\/new-feature#new-feature/);
      const checked = await checkLinks(root);
      expect(checked.code, checked.stdout + checked.stderr).toBe(1);
      expect(checked.stdout).toMatch(/versions\/v2\/pages\/guide\.mdx:9:7 +current:\/legacy/);
      expect(checked.stdout).toMatch(/versions\/v2\/pages\/guide\.mdx:9:46 +current:guide/);
      expect(checked.stdout).toMatch(/versions\.v2\.sidebar\[1\]\.link.*current:\/new-feture/);
    } finally {
      await writeFile(join(root, 'versions/v2/pages/guide.mdx'), V2_GUIDE);
      await writeFile(join(root, 'docsgen.config.ts'), CONFIG);
    }
  });
});
