// Hostile sites, the output folder: a build may replace only a folder it wrote itself (or an empty
// or missing one). Every other --out is refused with exit 2, a message naming the folder and the
// way out, and not one byte changed anywhere around it.
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addFiles, docsgen, fingerprint, makeTree, removeAll, type Entry } from './hostile-site.js';

const temporary: string[] = [];
afterEach(() => removeAll(temporary));

// A page that fails to compile: should a refusal ever slip through, the build still fails on
// content (exit 1, nothing committed) instead of replacing the folder under test.
const BROKEN_SITE: Record<string, Entry> = { 'site/pages/index.mdx': '# Home\n', 'site/pages/broken.mdx': '# Broken\n\n<div>\n' };
const SITE: Record<string, Entry> = { 'site/pages/index.mdx': '# Home\n\n[guide](/guide)\n', 'site/pages/guide.mdx': '# Guide\n' };
const NEIGHBOURS: Record<string, Entry> = {
  'site/public/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'site/public/assets/a.txt': 'public file',
  'site/notes.txt': 'the site folder holds more than pages',
  'neighbour/keep.txt': 'a folder docsgen never wrote',
  'neighbour/deep/more.txt': 'more',
  'home/.bashrc': 'export PS1=$',
  'afile': 'just a file',
  'link-to-neighbour': { link: 'neighbour' },
};

describe('docsgen build refuses an output folder it must not replace', () => {
  const cases: { name: string; out: (tree: string) => string[]; why: RegExp }[] = [
    { name: 'the site folder', out: (t) => ['--out', join(t, 'site')], why: /it is the site folder itself/ },
    { name: 'a folder holding the site', out: (t) => ['--out', t], why: /it holds the site folder/ },
    { name: 'the site folder, spelled with ..', out: (t) => ['--out', join(t, 'site/pages/..')], why: /it is the site folder itself/ },
    { name: 'pages/', out: (t) => ['--out', join(t, 'site/pages')], why: /it is the site's pages\/ folder/ },
    { name: 'a folder inside pages/', out: (t) => ['--out', join(t, 'site/pages/out')], why: /inside the site's pages\/ folder/ },
    { name: 'public/', out: (t) => ['--out', join(t, 'site/public')], why: /it is the site's public\/ folder/ },
    { name: 'a folder inside public/', out: (t) => ['--out', join(t, 'site/public/assets')], why: /inside the site's public\/ folder/ },
    { name: 'the file-system root', out: () => ['--out', '/'], why: /it is the root of the file system/ },
    { name: 'the home folder', out: (t) => ['--out', join(t, 'home')], why: /it is your home folder/ },
    { name: 'a regular file', out: (t) => ['--out', join(t, 'afile')], why: /it is a file, not a folder/ },
    { name: 'a symbolic link', out: (t) => ['--out', join(t, 'link-to-neighbour')], why: /it is a symbolic link/ },
    { name: 'a non-empty folder docsgen did not write', out: (t) => ['--out', join(t, 'neighbour')], why: /holds 2 entries \(deep, keep\.txt\) that docsgen did not write.*pass --force/s },
  ];

  for (const { name, out, why } of cases) {
    it(`refuses ${name}: exit 2, the folder and the fix named, nothing touched`, async () => {
      const tree = await makeTree({ ...BROKEN_SITE, ...NEIGHBOURS });
      temporary.push(tree);
      const before = await fingerprint(tree);
      const args = out(tree);
      const result = await docsgen(['build', join(tree, 'site'), ...args], { env: { HOME: join(tree, 'home') } });
      expect(result.code, result.output).toBe(2);
      expect(result.stderr).toContain(`refusing to use ${args[1]} as the output folder`);
      expect(result.stderr).toMatch(why);
      expect(result.stderr).toMatch(/\nhint: /);
      expect(await fingerprint(tree)).toEqual(before);
    });
  }

  it('refuses the default ROOT/dist when it holds files docsgen did not write, and replaces it with --force', async () => {
    const tree = await makeTree({ ...SITE, ...NEIGHBOURS, 'site/dist/mine.txt': 'a file of mine', 'site/dist/sub/x.txt': 'x' });
    temporary.push(tree);
    const before = await fingerprint(tree);
    const refused = await docsgen(['build', join(tree, 'site')]);
    expect(refused.code, refused.output).toBe(2);
    expect(refused.stderr).toContain(`refusing to use ${join(tree, 'site/dist')} as the output folder`);
    expect(await fingerprint(tree)).toEqual(before);

    const forced = await docsgen(['build', join(tree, 'site'), '--force']);
    expect(forced.code, forced.output).toBe(0);
    const files = await readdir(join(tree, 'site/dist'));
    expect(files).toContain('index.html');
    expect(files).toContain('.docsgen-output');
    expect(files).not.toContain('mine.txt');
    expect(await fingerprint(tree, ['site/dist', 'site/.docsgen-cache'])).toEqual(withoutPaths(before, 'site/dist'));
  });

  it('replaces a folder it wrote itself, and an empty one, and touches nothing beside them', async () => {
    const tree = await makeTree({ ...SITE, ...NEIGHBOURS });
    temporary.push(tree);
    await mkdir(join(tree, 'out'));
    const before = await fingerprint(tree, ['out']);
    const first = await docsgen(['build', join(tree, 'site'), '--out', join(tree, 'out')]);
    expect(first.code, first.output).toBe(0);
    expect(await readFile(join(tree, 'out/.docsgen-output'), 'utf8')).toMatch(/written by `docsgen build`/);
    await writeFile(join(tree, 'out/stale.html'), 'from an older build');
    const second = await docsgen(['build', join(tree, 'site'), '--out', join(tree, 'out')]);
    expect(second.code, second.output).toBe(0);
    expect(await readdir(join(tree, 'out'))).not.toContain('stale.html');
    expect(await fingerprint(tree, ['out', 'site/.docsgen-cache'])).toEqual(before);
    // No staging or previous folder is left beside the output.
    expect((await readdir(tree)).filter((name) => name.startsWith('.'))).toEqual([]);
  });
});

/** Mounting needs root; the CI machine may not give it. The EXDEV path is unit-tested too (test/compiler/writer/output-dir.test.ts). */
function canMount(dir: string): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=32m', 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('an output folder on its own mount point (a container volume)', () => {
  let tree: string;
  let mounted = false;
  beforeAll(async () => {
    tree = await makeTree({ ...SITE, ...NEIGHBOURS });
    await mkdir(join(tree, 'volume'));
    mounted = canMount(join(tree, 'volume'));
  });
  afterAll(async () => {
    if (mounted) execFileSync('umount', [join(tree, 'volume')]);
    await rm(tree, { recursive: true, force: true });
  });

  it('is filled in place, build after build, and nothing beside it changes', async (context) => {
    if (!mounted) context.skip();
    const out = join(tree, 'volume');
    const before = await fingerprint(tree, ['volume']);
    const first = await docsgen(['build', join(tree, 'site'), '--out', out]);
    expect(first.code, first.output).toBe(0);
    await addFiles(tree, { 'site/pages/more.mdx': '# More\n' });
    const second = await docsgen(['build', join(tree, 'site'), '--out', out]);
    expect(second.code, second.output).toBe(0);
    const files = await readdir(out);
    expect(files).toEqual(expect.arrayContaining(['index.html', 'guide.html', 'more.html', '.docsgen-output']));
    // Nothing of the swap is left inside the volume once the background removal is done.
    await expect.poll(async () => (await readdir(out)).filter((name) => name.startsWith('.docsgen-') && name !== '.docsgen-output'), { timeout: 10_000 }).toEqual([]);
    expect(await fingerprint(tree, ['volume', 'site/.docsgen-cache', 'site/pages/more.mdx'])).toEqual(before);
    expect((await readdir(tree)).filter((name) => name.startsWith('.'))).toEqual([]);
  });
});

function withoutPaths(print: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(Object.entries(print).filter(([path]) => path !== `${prefix}/` && !path.startsWith(`${prefix}/`)));
}
