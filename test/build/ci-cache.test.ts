// The build cache in CI, as the workflow `docsgen init` writes uses it: `.docsgen-cache/` restored
// from the last run onto a fresh runner. Without DOCSGEN_CACHE_SECRET each runner seals with a
// secret of its own (in its home, which CI does not restore): the restored cache is refused whole,
// with one note and no error, and the site is the one a build without the cache makes. With the
// secret given to every run, the next run takes its pages from the cache.
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, REPO_ROOT } from '../support/paths.js';
import { docsgen, fingerprint, makeTree, removeAll } from './hostile-site.js';

const temporary: string[] = [];
afterEach(() => removeAll(temporary));

/** A site, and two homes for the per-user secret: two CI runners. */
async function ciSite() {
  // In the clone, not the system's temporary folder (its listing changes all the time, and
  // bundles depend on the listings above their inputs).
  const parent = join(ARTIFACTS_DIR, 'ci-cache');
  await mkdir(parent, { recursive: true });
  const tree = await makeTree(
    {
      'site/docsgen.config.ts': "export default { title: 'CI' };\n",
      'site/pages/index.mdx': '# Home\n\n[Guide](/guide)\n',
      'site/pages/guide.mdx': '# Guide\n\n```js\nconst answer = 42;\n```\n',
      'site/pages/more.md': '# More\n\n[Home](/)\n',
      'runner-1/.keep': '',
      'runner-2/.keep': '',
    },
    parent,
  );
  temporary.push(tree);
  const runner = (n: number, secret = '') => ({ XDG_STATE_HOME: join(tree, `runner-${n}`), DOCSGEN_CACHE_SECRET: secret });
  return { tree, site: join(tree, 'site'), runner };
}

/** The lines of `output` that say something (not the summary line). */
const said = (output: string) => output.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('built '));

describe('the build cache restored on a fresh CI runner', () => {
  it('without DOCSGEN_CACHE_SECRET: refused whole, with one note (no warning, no error), the same site as without the cache', async () => {
    const { tree, site, runner } = await ciSite();
    const first = await docsgen(['build', site], { env: runner(1) });
    expect(first.code, first.output).toBe(0);
    expect(said(first.output)).toEqual([]);
    const reference = await fingerprint(join(site, 'dist'));
    // The next run: a fresh checkout (no dist/), the cache restored, another runner's home.
    await rm(join(site, 'dist'), { recursive: true });
    const checked = await docsgen(['check-links', site], { env: runner(2) });
    expect(checked.code, checked.output).toBe(0);
    expect(checked.output).not.toMatch(/warning|error/i);
    const second = await docsgen(['build', site], { env: runner(2) });
    expect(second.code, second.output).toBe(0);
    expect(said(second.output)).toEqual([
      `note: the build cache (${join(relative(REPO_ROOT, site), '.docsgen-cache', 'build')}) was sealed elsewhere (another machine or CI run) or altered: none of it is used, every page is built again (slower, the same site); to reuse a CI cache, give every run the same DOCSGEN_CACHE_SECRET, e.g. a repository secret (see "A cache restored from elsewhere" in docsgen's manual)`,
    ]);
    expect(second.stdout).not.toContain('from the cache');
    expect(await fingerprint(join(site, 'dist'))).toEqual(reference);
    // Each runner made its own secret, in its own home, never in the site.
    const secrets = await Promise.all([1, 2].map((n) => readFile(join(tree, `runner-${n}/docsgen/cache-secret`), 'utf8')));
    expect(secrets[0]).not.toBe(secrets[1]);
    // What the second run wrote is sealed with its secret: a third run on the same runner reuses it, quietly.
    await rm(join(site, 'dist'), { recursive: true });
    const third = await docsgen(['build', site], { env: runner(2) });
    expect(third.code, third.output).toBe(0);
    expect(said(third.output)).toEqual([]);
    expect(third.stdout).toMatch(/from the cache: 3 compiled, 3 rendered/);
  });

  it('with the same DOCSGEN_CACHE_SECRET in every run: the next runner takes its pages from the cache', async () => {
    const { site, runner } = await ciSite();
    const secret = 'a-repository-secret-0123456789abcdef0123456789';
    const first = await docsgen(['build', site], { env: runner(1, secret) });
    expect(first.code, first.output).toBe(0);
    const reference = await fingerprint(join(site, 'dist'));
    await rm(join(site, 'dist'), { recursive: true });
    const second = await docsgen(['build', site], { env: runner(2, secret) });
    expect(second.code, second.output).toBe(0);
    expect(said(second.output)).toEqual([]);
    expect(second.stdout).toMatch(/from the cache: 3 compiled, 3 rendered/);
    expect(await fingerprint(join(site, 'dist'))).toEqual(reference);
  });
});

describe('the workflow docsgen init writes', () => {
  it('keeps the cache between runs and gives every step the repository secret, saying what it is for and what its absence costs', async () => {
    const workflow = await readFile(join(REPO_ROOT, 'templates/site/github/workflows/deploy.yml'), 'utf8');
    expect(workflow).toContain('DOCSGEN_CACHE_SECRET: ${{ secrets.DOCSGEN_CACHE_SECRET }}');
    expect(workflow).toMatch(/uses: actions\/cache@v\d+\n\s+with:\n\s+path: %%sitePath%%\.docsgen-cache\n/);
    expect(workflow).toContain('openssl rand -hex 32');
    expect(workflow).toMatch(/slower,\s+never wrong/);
    // The job-level env reaches both commands that read the cache.
    expect(workflow.indexOf('DOCSGEN_CACHE_SECRET:')).toBeLessThan(workflow.indexOf('run: npm run check-links'));
    // A Node that is supported (20 reached its end of life in April 2026), and the actions at their current majors.
    expect(workflow).toMatch(/\n\s+node-version: 24\n/);
    for (const action of ['actions/checkout@v6', 'actions/setup-node@v6', 'actions/cache@v5', 'actions/configure-pages@v6', 'actions/upload-pages-artifact@v5', 'actions/deploy-pages@v5']) {
      expect(workflow).toContain(`uses: ${action}\n`);
    }
  });
});
