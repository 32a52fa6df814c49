// Hostile sites, folders that cannot be written (a read-only mount, a folder the user may not
// write): the output that cannot be staged or swapped in is a clear error (exit 2) that ends the
// process, the previous output as it was; a cache that cannot be written or emptied costs speed,
// never the build; `init` into such a folder says so and leaves nothing. Every command is killed
// after a minute: a hang (worker threads keeping the process alive) shows as exit code null.
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/paths.js';
import { runProcess } from '../support/process.js';
import { docsgenReadOnly, readOnlyWay } from '../support/read-only.js';
import { cliEnvironment } from '../support/site.js';
import { docsgen, fingerprint, makeTree, removeAll } from './hostile-site.js';
import { errorReference } from '../../compiler/errors/docsgen-error.js';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const temporary: string[] = [];
afterEach(() => removeAll(temporary));

const HANG_MS = 60_000;

async function builtSite(): Promise<{ tree: string; site: string; output: Record<string, string> }> {
  const tree = await makeTree({
    'site/pages/index.mdx': '# Home\n\n[Guide](/guide)\n',
    'site/pages/guide.mdx': '# Guide\n\n```js\nconst x = 1;\n```\n',
    'outside/keep.txt': 'not to be touched',
  });
  temporary.push(tree);
  const site = join(tree, 'site');
  const first = await docsgen(['build', site]);
  expect(first.code, first.output).toBe(0);
  // The next build must do something: a page changed.
  await writeFile(join(site, 'pages/guide.mdx'), '# Guide, changed\n');
  return { tree, site, output: await fingerprint(join(site, 'dist')) };
}

describe.runIf(readOnlyWay.how !== 'none')(`folders that cannot be written (${readOnlyWay.how === 'mount' ? 'read-only mounts' : 'no write permission'})`, () => {
  it('the folder holding the output: exit 2 naming it, the previous output as it was, the process ended', async () => {
    const { tree, site, output } = await builtSite();
    const before = await fingerprint(tree, ['site/dist', 'site/.docsgen-cache']);
    const run = await docsgenReadOnly([site], ['build', site], { timeoutMs: HANG_MS });
    expect(run.code, run.output).toBe(2);
    expect(run.stderr).toMatch(new RegExp(`^cannot build into ${join(site, 'dist')}: writing the new output beside it failed \\((a read-only file system|permission denied)\\); the previous output was left as it was\\nhint: make the folder and the one holding it writable, or choose another with --out\\n${escapeRegExp(errorReference('OutputNotWritable'))}\\n$`));
    expect(run.output).not.toMatch(/internal error|\n\s+at /);
    expect(await fingerprint(join(site, 'dist'))).toEqual(output);
    expect(await fingerprint(tree, ['site/dist', 'site/.docsgen-cache'])).toEqual(before);
  });

  it('--out in a folder that cannot be written: exit 2, nothing made', async () => {
    const { tree, site } = await builtSite();
    await mkdir(join(tree, 'locked'));
    const run = await docsgenReadOnly([join(tree, 'locked')], ['build', site, '--out', join(tree, 'locked/dist')], { timeoutMs: HANG_MS });
    expect(run.code, run.output).toBe(2);
    expect(run.stderr).toContain(`cannot build into ${join(tree, 'locked/dist')}`);
    expect(await readdir(join(tree, 'locked'))).toEqual([]);
  });

  it.runIf(readOnlyWay.how === 'mount')('the previous output on a read-only mount: exit 2, it stays as it was', async () => {
    const { site, output } = await builtSite();
    const run = await docsgenReadOnly([join(site, 'dist')], ['build', site], { timeoutMs: HANG_MS });
    expect(run.code, run.output).toBe(2);
    expect(run.stderr).toContain(`cannot build into ${join(site, 'dist')}:`);
    expect(run.stderr).toContain('the previous output was left as it was');
    expect(await fingerprint(join(site, 'dist'))).toEqual(output);
    // Nothing left beside it (the staged output is removed).
    expect((await readdir(site)).filter((name) => name.startsWith('.dist.'))).toEqual([]);
  });

  it('the cache: build, build --clean and check-links succeed without it, the output as without the cache', async () => {
    const { tree, site } = await builtSite();
    const reference = await docsgen(['build', site, '--no-cache', '--out', join(tree, 'reference')]);
    expect(reference.code, reference.output).toBe(0);
    const expected = await fingerprint(join(tree, 'reference'));
    const cache = join(site, '.docsgen-cache');
    const cacheBefore = await fingerprint(cache);
    for (const extra of [[], ['--clean']]) {
      const run = await docsgenReadOnly(readOnlyWay.how === 'mount' ? [cache] : [cache, join(cache, 'build'), join(cache, 'config')], ['build', site, ...extra], { timeoutMs: HANG_MS });
      expect(run.code, `${extra.join(' ')}: ${run.output}`).toBe(0);
      expect(run.output).not.toMatch(/internal error|\n\s+at /);
      if (extra.length > 0) expect(run.stderr).toContain('could not be emptied (it is read-only?): built without it, as with --no-cache');
      expect(await fingerprint(join(site, 'dist'))).toEqual(expected);
    }
    const checked = await docsgenReadOnly([cache], ['check-links', site], { timeoutMs: HANG_MS });
    expect(checked.code, checked.output).toBe(0);
    if (readOnlyWay.how === 'mount') expect(await fingerprint(cache)).toEqual(cacheBefore);
  });

  it('init into a folder that cannot be written: exit 2 saying why, nothing left behind', async () => {
    const tree = await makeTree({ 'locked/.keep': '' });
    temporary.push(tree);
    for (const target of ['locked/site', 'locked/deeper/site']) {
      const run = await docsgenReadOnly([join(tree, 'locked')], ['init', join(tree, target), '--yes'], { timeoutMs: HANG_MS });
      expect(run.code, run.output).toBe(2);
      expect(run.stderr).toMatch(new RegExp(`^cannot write the new site in ${join(tree, target)}: .*(a read-only file system|permission denied); nothing was left behind\\n`));
      expect(run.output).not.toMatch(/internal error|\n\s+at /);
      expect(await readdir(join(tree, 'locked'))).toEqual(['.keep']);
    }
  });
});

describe.runIf(readOnlyWay.how === 'mount')('a cache on a full disk (a small tmpfs in a mount namespace of the command\'s own)', () => {
  /** `docsgen <args>` with ROOT/.docsgen-cache on a tmpfs mounted with `options` for the command alone. */
  const withFullCache = (cache: string, options: string, args: string[]) =>
    runProcess('unshare', ['-m', 'sh', '-c', `mount -t tmpfs -o ${options} tmpfs "$1" && shift && exec "$@"`, 'sh', cache, process.execPath, join(REPO_ROOT, 'bin/docsgen.mjs'), ...args], {
      cwd: REPO_ROOT,
      env: cliEnvironment(),
      timeout: HANG_MS,
      killSignal: 'SIGKILL',
    });

  it('out of space or out of inodes: build and check-links succeed, the output as without the cache, nothing around touched', async () => {
    const tree = await makeTree({
      'site/pages/index.mdx': "import Counter from '../components/Counter.island';\n\n# Home\n\n[Guide](/guide)\n\n<Counter />\n",
      'site/pages/guide.mdx': '# Guide\n\n```js\nconst x = 1;\n```\n',
      'site/components/Counter.island.tsx': 'export default function Counter() { return <button type="button">count</button>; }\n',
      'site/.docsgen-cache/.keep': '',
      'outside/keep.txt': 'not to be touched',
    });
    temporary.push(tree);
    const site = join(tree, 'site');
    const reference = await docsgen(['build', site, '--no-cache', '--out', join(tree, 'reference')]);
    expect(reference.code, reference.output).toBe(0);
    const expected = await fingerprint(join(tree, 'reference'));
    const around = await fingerprint(tree, ['site/dist', 'site/.docsgen-cache', 'reference']);
    // Full at once, out of inodes after a few files (esbuild's writes used to fail the build then), or nearly full.
    for (const options of ['size=16k', 'size=8m,nr_inodes=6', 'size=8m,nr_inodes=40', 'size=1m']) {
      const built = await withFullCache(join(site, '.docsgen-cache'), options, ['build', site]);
      expect(built.code, `${options}: ${built.stdout}${built.stderr}`).toBe(0);
      expect(built.stdout + built.stderr).not.toMatch(/internal error|no space left|\n\s+at /);
      expect(await fingerprint(join(site, 'dist'))).toEqual(expected);
      const checked = await withFullCache(join(site, '.docsgen-cache'), options, ['check-links', site]);
      expect(checked.code, `${options}: ${checked.stdout}${checked.stderr}`).toBe(0);
      expect(await fingerprint(tree, ['site/dist', 'site/.docsgen-cache', 'reference'])).toEqual(around);
    }
  });
});

describe.runIf(readOnlyWay.how === 'none')('folders that cannot be written', () => {
  it('cannot be tried here', () => {
    // Said in the test report rather than passed silently.
    throw new Error(`read-only folders cannot be made on this machine: ${(readOnlyWay as { why: string }).why}`);
  });
});
