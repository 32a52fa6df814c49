// The build cache on a site with versions (a git tag, a folder version, the working tree): a warm
// build takes every page from the cache, and a page of an earlier version that imports a component
// (bundled with the theme, from the cache's compiled result on the main thread) keeps its links
// in its version; editing a page of one version builds that page again only. A page that is the
// same in several versions is compiled once (mdx/version-neutral.ts, cache/page-cache.ts), and
// every build with the cache writes what a build without it writes, byte for byte.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { appendFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareWithColdBuild, edit, removeFolders, reused, workFolder } from '../support/incremental.js';
import { buildSite } from '../support/site.js';
import { makeVersionedSite } from '../support/versioned-site.js';

let root: string;
beforeAll(async () => {
  root = await makeVersionedSite('versions-incremental');
});

async function build(...args: string[]) {
  const result = await buildSite(root, { args });
  expect(result.code, result.stdout + result.stderr).toBe(0);
  return { line: result.stdout.trim().split('\n').at(-1)!, v1Guide: await readFile(join(result.outDir, 'v1/guide.html'), 'utf8') };
}

describe('the build cache with versions', () => {
  it('a warm build reuses every page, and the tag’s page that imports a component stays in its version', async () => {
    const cold = await build('--clean');
    expect(cold.v1Guide).toContain('<a href="/v1/">home</a>');
    const warm = await build();
    // The tag's pages are not even read: its section of the record holds (version-sections.ts).
    expect(warm.line).toMatch(/from the cache: 8 compiled, 8 rendered, 1 version whole \(v1\)/);
    expect(warm.v1Guide).toBe(cold.v1Guide);
  });

  it('editing a page of the folder version builds that page again', async () => {
    await appendFile(join(root, 'versions/v2/pages/guide.mdx'), '\nOne more sentence.\n');
    const edited = await build();
    expect(edited.line).toMatch(/from the cache: 7 compiled, 7 rendered, 1 version whole \(v1\)/);
  });
});

// A site whose versions share pages: /shared is the same in all three (it imports a component, shows
// an image beside it and links to the version's home, its parent, a page of v1 by its versioned
// path), /intro in v1 and the current version (it imports a partial); each version's home differs.
// Eight pages, so the build runs them on one thread, in order: the current version's first.
const SHARED = `import Badge from '../components/Badge.tsx'

# Shared page

<Badge text="shared" />

Back [home](/), [up](../), [here](./shared), the same page [in v1](/v1/shared).

![A picture](./pic.svg)
`;
const INTRO = "import Note from '../partials/note.mdx'\n\n# Intro\n\nSee the [shared page](/shared) and [again](./shared#shared-page).\n\n<Note />\n";
const BADGE = 'export default function Badge({ text }: { text: string }) {\n  return <span className="badge">badge {text}</span>;\n}\n';
const PICTURE = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>\n';
const NOTE = '**A note** shared by the versions, with [a link](/shared).\n';
const home = (version: string) => `# Home of ${version}\n\nThe [shared page](/shared).\n`;

const TAGGED: Record<string, string> = {
  '.gitignore': '.docsgen-cache/\n',
  'docsgen.config.ts': "export default { title: 'Shared pages' };\n",
  'pages/index.mdx': home('v1'),
  'pages/shared.mdx': SHARED,
  'pages/intro.mdx': INTRO,
  'pages/pic.svg': PICTURE,
  'components/Badge.tsx': BADGE,
  'partials/note.mdx': NOTE,
};
const WORKING: Record<string, string> = {
  'docsgen.config.ts': "export default { title: 'Shared pages', versions: { current: { label: 'v3' }, v2: {}, v1: { git: 'v1.0' } } };\n",
  'pages/index.mdx': home('v3'),
  'versions/v2/pages/index.mdx': home('v2'),
  'versions/v2/pages/shared.mdx': SHARED,
  'versions/v2/pages/pic.svg': PICTURE,
  'versions/v2/components/Badge.tsx': BADGE,
};

async function writeAll(root: string, files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
}

function git(cwd: string, ...args: string[]): void {
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd, stdio: 'ignore' });
}

/**
 * Moves tag `tag` to a new commit on top of it where `path` holds `text`, with git plumbing (a
 * scratch index): the working tree, its index and HEAD stay as they are, as after a release
 * branch's fix was tagged again.
 */
function retag(cwd: string, tag: string, path: string, text: string): void {
  const run = (args: string[], input?: string, env: NodeJS.ProcessEnv = process.env) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd, input, env, encoding: 'utf8' }).trim();
  const index = { ...process.env, GIT_INDEX_FILE: join(cwd, '.git', 'retag-index') };
  const blob = run(['hash-object', '-w', '--stdin'], text);
  run(['read-tree', tag], undefined, index);
  run(['update-index', '--add', '--cacheinfo', `100644,${blob},${path}`], undefined, index);
  const tree = run(['write-tree'], undefined, index);
  const commit = run(['commit-tree', tree, '-p', tag, '-m', `${path} edited`]);
  run(['tag', '-f', tag, commit]);
}

/** ", N version(s) whole (keys)" of a build's summary line: the versions from git taken whole. */
const wholeVersions = (run: { stdout: string }) => /versions? whole \(([^)]*)\)/.exec(run.stdout)?.[1]?.split(', ') ?? [];

describe('pages the same in several versions', () => {
  const made: string[] = [];
  let dir: string;
  let site: string;
  beforeAll(async () => {
    dir = await workFolder(made, 'versions-shared-');
    site = join(dir, 'site');
    await writeAll(site, TAGGED);
    git(site, 'init', '-q', '-b', 'main');
    git(site, 'add', '-A');
    git(site, 'commit', '-q', '-m', 'v1');
    git(site, 'tag', 'v1.0');
    await writeAll(site, WORKING);
  });
  afterAll(() => removeFolders(made));

  const html = (route: string) => readFile(join(dir, 'out-warm', `${route}.html`), 'utf8');

  it('are compiled once: the other versions take the first one’s compile, with their own links', async () => {
    const { warm } = await compareWithColdBuild(dir, 'first build');
    // /shared in v2 and v1, /intro in v1: from the current version's compile.
    expect(reused(warm).compiled, warm.stdout).toBe(3);
    const current = await html('shared');
    const v1 = await html('v1/shared');
    expect(current).toContain('href="/">home</a>');
    expect(current).toContain('href="/shared">here</a>');
    expect(current).toContain('href="/v1/shared">in v1</a>');
    expect(v1).toContain('href="/v1/">home</a>');
    expect(v1).toContain('href="/v1/shared">here</a>');
    expect(v1).toContain('href="/v1/shared">in v1</a>');
    // `../` from /v2/shared leaves the version, as it does when the page is compiled for v2 alone.
    expect(await html('v2/shared')).toContain('href="/">up</a>');
    expect(await html('v1/intro')).toContain('href="/v1/shared#shared-page">again</a>');
    expect(current).toMatch(/<img src="\/docsgen\/pic-[0-9a-f]{12}\.svg"/);
  });

  it('a build with nothing changed takes every page from the cache', async () => {
    const copied = join(site, '.docsgen-cache/versions/v1/pages/intro.mdx');
    const before = statSync(copied).ino;
    const { warm } = await compareWithColdBuild(dir, 'unchanged');
    expect(reused(warm)).toEqual({ compiled: 8, rendered: 8 });
    // The git version's copy holds (its sealed marker, its files' stats): not written again, by either build.
    expect(statSync(copied).ino).toBe(before);
    // v1 from its section: its three pages neither read nor keyed (v2 is a folder: page by page).
    expect(wholeVersions(warm), warm.stdout).toEqual(['v1']);
  });

  it('a page edited in one version is compiled again in that version only', async () => {
    await appendFile(join(site, 'versions/v2/pages/shared.mdx'), '\nOnly in v2 now.\n');
    const { warm } = await compareWithColdBuild(dir, 'v2 shared page edited');
    expect(reused(warm).compiled, warm.stdout).toBe(7);
    expect(wholeVersions(warm), warm.stdout).toEqual(['v1']);
    expect(await html('v2/shared')).toContain('Only in v2 now.');
    expect(await html('shared')).not.toContain('Only in v2 now.');
  });

  it('a partial edited in one version: the page that imports it is compiled again there, and the other version keeps the shared compile', async () => {
    edit(join(site, 'partials/note.mdx'), (text) => text.replace('A note', 'A newer note'));
    const { warm } = await compareWithColdBuild(dir, 'current partial edited');
    expect(reused(warm).compiled, warm.stdout).toBe(7);
    expect(await html('intro')).toContain('A newer note');
    expect(await html('v1/intro')).toContain('A note');
    // And again: each version's /intro now has its own entry (neither replaces the other).
    const again = await compareWithColdBuild(dir, 'current partial edited, built again');
    expect(reused(again.warm)).toEqual({ compiled: 8, rendered: 8 });
  });

  it('a component a shared page imports, edited in one version: no page is compiled again, that version’s page shows it', async () => {
    edit(join(site, 'components/Badge.tsx'), (text) => text.replace('badge {text}', 'new badge {text}'));
    const { warm } = await compareWithColdBuild(dir, 'current component edited');
    expect(reused(warm).compiled, warm.stdout).toBe(8);
    // The theme's bundle changed: every page is rendered again, v1's compiles still taken whole.
    expect(wholeVersions(warm), warm.stdout).toEqual(['v1']);
    expect(await html('shared')).toContain('new badge');
    expect(await html('v1/shared')).not.toContain('new badge');
  });

  it('the current version’s copy of a shared page edited: the earlier versions keep theirs', async () => {
    edit(join(site, 'pages/shared.mdx'), (text) => text.replace('# Shared page', '# Shared page\n\nNew in v3.'));
    const { warm } = await compareWithColdBuild(dir, 'current shared page edited');
    expect(reused(warm).compiled, warm.stdout).toBe(7);
    expect(await html('v1/shared')).not.toContain('New in v3.');
  });

  it('a page added in the current version only: the git version is still taken whole, its pages as without the cache', async () => {
    await writeFile(join(site, 'pages/extra.mdx'), '# Extra\n\nOnly in v3.\n');
    const { warm } = await compareWithColdBuild(dir, 'current page added');
    expect(wholeVersions(warm), warm.stdout).toEqual(['v1']);
    expect(await html('extra')).toContain('Only in v3.');
  });

  it('a page added in another version at a route the git version has: that version is read page by page (its picker changes)', async () => {
    expect(await html('v1/intro')).not.toContain('href="/v2/intro"');
    await writeFile(join(site, 'versions/v2/pages/intro.mdx'), '# Intro of v2\n');
    const { warm } = await compareWithColdBuild(dir, 'v2 page added at a route of v1');
    expect(wholeVersions(warm), warm.stdout).toEqual([]);
    expect(await html('v1/intro')).toContain('href="/v2/intro"');
    // Its section recorded again: the next build takes it whole.
    const again = await compareWithColdBuild(dir, 'v2 page added, built again');
    expect(wholeVersions(again.warm), again.warm.stdout).toEqual(['v1']);
    // And removed: read page by page again, the picker back to v2's home.
    await rm(join(site, 'versions/v2/pages/intro.mdx'));
    const removed = await compareWithColdBuild(dir, 'v2 page removed');
    expect(wholeVersions(removed.warm), removed.warm.stdout).toEqual([]);
    expect(await html('v1/intro')).not.toContain('href="/v2/intro"');
  });

  it('the tag moved to a commit that edits one of its pages: that page is compiled again, the others kept, as without the cache', async () => {
    retag(site, 'v1.0', 'pages/intro.mdx', INTRO.replace('# Intro', '# Intro\n\nFixed in a patch release.'));
    const { warm } = await compareWithColdBuild(dir, 'tag moved');
    expect(wholeVersions(warm), warm.stdout).toEqual([]);
    expect(reused(warm).compiled, warm.stdout).toBe(8);
    expect(await html('v1/intro')).toContain('Fixed in a patch release.');
    expect(await html('intro')).not.toContain('Fixed in a patch release.');
    const again = await compareWithColdBuild(dir, 'tag moved, built again');
    expect(wholeVersions(again.warm), again.warm.stdout).toEqual(['v1']);
  });

  it('the shared config edited: every page is rendered again, as without the cache', async () => {
    edit(join(site, 'docsgen.config.ts'), (text) => text.replace("title: 'Shared pages'", "title: 'Shared pages, renamed'"));
    const { warm } = await compareWithColdBuild(dir, 'config edited');
    expect(reused(warm).rendered, warm.stdout).toBe(0);
    expect(await html('v1/shared')).toContain('Shared pages, renamed');
  });

  // The copy of the git version is trusted as a cache entry is (git-version.ts): its marker is
  // sealed over the tree and every file written. The warm build runs first, so the cold one after
  // it reads the copy the warm one wrote again: what the tampering would have shown is asserted on
  // the pages themselves.
  const copy = () => join(site, '.docsgen-cache/versions/v1');
  it('the git version’s marker edited by hand: the copy is written again from git, the build as without the cache', async () => {
    const marker = join(copy(), '.docsgen-version.json');
    const before = statSync(join(copy(), 'pages/intro.mdx')).ino;
    // The tree it names kept, the JSON after the seal changed (as a hand would: a page's time).
    edit(marker, (text) => text.replace(/("times":\[\["[^"]+",)(\d)/, (_, head: string, digit: string) => `${head}${(Number(digit) + 1) % 10}`));
    const { warm } = await compareWithColdBuild(dir, 'marker edited');
    expect(statSync(join(copy(), 'pages/intro.mdx')).ino).not.toBe(before);
    // Written again with the same tree and times: its section still holds.
    expect(wholeVersions(warm), warm.stdout).toEqual(['v1']);
    expect(readFileSync(marker, 'utf8')).toMatch(/^docsgen-sealed-json 1 [0-9a-f]{64}\n/);
  });

  it('a page and a component of the copy edited under a valid marker: not trusted, written again; the pages as git has them', async () => {
    edit(join(copy(), 'pages/intro.mdx'), (text) => text.replace('# Intro', '# Intro\n\nTampered with.'));
    edit(join(copy(), 'components/Badge.tsx'), (text) => text.replace('badge {text}', 'forged {text}'));
    const { warm } = await compareWithColdBuild(dir, 'copy edited');
    expect(await html('v1/intro')).not.toContain('Tampered with.');
    expect(await html('v1/shared')).not.toContain('forged');
    expect(await readFile(join(copy(), 'pages/intro.mdx'), 'utf8')).not.toContain('Tampered with.');
    expect(wholeVersions(warm), warm.stdout).toEqual(['v1']);
  });
});
