// Hostile sites, Markdown plugins that never end: a remark or rehype plugin that loops, or returns
// a promise that never settles, fails its page in `build` and `check-links` within the site's time
// limit (renderTimeout), naming the plugin and the page; one stuck setting itself up fails the run
// once, as a config error; in `dev` the page answers with the plugin named and the server goes on.
// Each command is killed after a minute: a hang shows as exit code null.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '../support/paths.js';
import { cliEnvironment } from '../support/site.js';
import { docsgen, fingerprint, makeTree, removeAll } from './hostile-site.js';

const temporary: string[] = [];
afterEach(() => removeAll(temporary));

const HANG_MS = 60_000;

/** A site of three pages (plus a partial `b.mdx` imports) whose config's plugins are `plugins`. */
async function pluginSite(plugins: string): Promise<string> {
  const tree = await makeTree({
    'site/docsgen.config.mjs': `${plugins}\n`,
    'site/pages/index.mdx': '# Home\n\n[B](/b) and [C](/c)\n',
    'site/pages/b.mdx': "import Part from '../parts/part.mdx';\n\n# B\n\n<Part />\n",
    'site/pages/c.mdx': '# C\n\n[Home](/)\n',
    'site/parts/part.mdx': 'A part with a [link](/c).\n',
    'outside/keep.txt': 'not to be touched',
  });
  temporary.push(tree);
  return join(tree, 'site');
}

/** A config with `renderTimeout: 2` and the given plugin functions in `markdown`. */
const config = (functions: string, markdown: string) => `${functions}\nexport default { title: 'Plugins', renderTimeout: 2, markdown: { ${markdown} } };`;

/** Runs forever on files whose path ends with `ending` (a page, or the partial). */
const loopOn = (ending: string) => `function remarkLoop() { return (tree, file) => { if (String(file.path).endsWith(${JSON.stringify(ending)})) for (;;) {} }; }`;
const neverOn = (ending: string) => `function rehypeNever() { return (tree, file) => (String(file.path).endsWith(${JSON.stringify(ending)}) ? new Promise(() => {}) : undefined); }`;

describe('a Markdown plugin that never ends', () => {
  it('looping on one page: build fails that page, names the plugin, keeps the previous output and touches nothing else', async () => {
    const site = await pluginSite(config(loopOn('c.mdx'), 'remarkPlugins: [remarkLoop]'));
    const tree = join(site, '..');
    const before = await fingerprint(tree, ['site']);
    const run = await docsgen(['build', site], { timeoutMs: HANG_MS });
    expect(run.code, run.output).toBe(1);
    expect(run.output).toContain('pages/c.mdx');
    expect(run.output).toContain('the remark plugin remarkLoop (markdown.remarkPlugins[0]) did not finish within 2 s');
    expect(run.output).toMatch(/hint: a plugin may loop for ever, or return a promise that never settles; the limit is renderTimeout in the config or --render-timeout/);
    // Only the stuck page failed: the others compiled (they are not in the report).
    expect(run.output).not.toMatch(/pages\/(index|b)\.mdx/);
    expect(run.output).not.toMatch(/\n\s+at /);
    expect(await fingerprint(tree, ['site'])).toEqual(before);
  });

  it('looping on a partial: build names the partial and fails the page that imports it', async () => {
    const site = await pluginSite(config(loopOn('part.mdx'), 'remarkPlugins: [remarkLoop]'));
    const run = await docsgen(['build', site], { timeoutMs: HANG_MS });
    expect(run.code, run.output).toBe(1);
    expect(run.output).toMatch(/pages\/b\.mdx.*the remark plugin remarkLoop \(markdown\.remarkPlugins\[0\]\) did not finish within 2 s on parts\/part\.mdx/);
  });

  it('whose promise never settles: build fails that page, naming the rehype plugin', async () => {
    const site = await pluginSite(config(neverOn('b.mdx'), 'rehypePlugins: [rehypeNever]'));
    const run = await docsgen(['build', site], { timeoutMs: HANG_MS });
    expect(run.code, run.output).toBe(1);
    expect(run.output).toMatch(/pages\/b\.mdx.*the rehype plugin rehypeNever \(markdown\.rehypePlugins\[0\]\) did not finish within 2 s/);
  });

  it('looping on one page: check-links reports that page as not parsed, checks the others, and does not keep the verdict', async () => {
    const site = await pluginSite(config(loopOn('c.mdx'), 'remarkPlugins: [remarkLoop]'));
    const run = await docsgen(['check-links', site], { timeoutMs: HANG_MS });
    expect(run.code, run.output).toBe(1);
    expect(run.output).toMatch(/pages\/c\.mdx\s+does not parse: the remark plugin remarkLoop \(markdown\.remarkPlugins\[0\]\) did not finish within 2 s/);
    expect(run.output).toContain('hint: a plugin may loop for ever');
    expect(run.output).toMatch(/1 page that does not parse/);
    // A busy machine may have been the cause: the next run tries the page again (and fails again).
    const again = await docsgen(['check-links', site], { timeoutMs: HANG_MS });
    expect(again.code, again.output).toBe(1);
    expect(again.output).toContain('did not finish within 2 s');
  });

  it('whose promise never settles on a partial: check-links fails the page that imports it, naming the partial', async () => {
    const site = await pluginSite(config(`function remarkNever() { return (tree, file) => (String(file.path).endsWith('part.mdx') ? new Promise(() => {}) : undefined); }`, 'remarkPlugins: [remarkNever]'));
    const run = await docsgen(['check-links', site], { timeoutMs: HANG_MS });
    expect(run.code, run.output).toBe(1);
    expect(run.output).toMatch(/pages\/b\.mdx\s+does not parse: the remark plugin remarkNever \(markdown\.remarkPlugins\[0\]\) did not finish within 2 s on parts\/part\.mdx/);
  });

  it('stuck setting itself up: build and check-links fail once with a config error (exit 2), not page by page', async () => {
    const site = await pluginSite(config('function remarkStuck() { for (;;) {} }', 'remarkPlugins: [remarkStuck]'));
    for (const command of ['build', 'check-links']) {
      const run = await docsgen([command, site], { timeoutMs: HANG_MS });
      expect(run.code, `${command}: ${run.output}`).toBe(2);
      expect(run.output).toContain('the remark plugin remarkStuck (markdown.remarkPlugins[0]) did not finish setting up within 2 s');
      expect(run.output.match(/did not finish/g)).toHaveLength(1);
      expect(run.output).not.toMatch(/\n\s+at /);
    }
  });

  it('looping in docsgen dev: the page answers with the plugin named (after the 20 s a render may take), and the server goes on', async () => {
    const site = await pluginSite(config(loopOn('c.mdx'), 'remarkPlugins: [remarkLoop]'));
    const dev = spawn(process.execPath, [join(REPO_ROOT, 'bin/docsgen.mjs'), 'dev', site, '--port', '0'], { cwd: REPO_ROOT, env: cliEnvironment(), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    dev.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    dev.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    try {
      await vi.waitFor(() => expect(output).toMatch(/http:\/\/127\.0\.0\.1:\d+\//), { timeout: 60_000, interval: 100 });
      const origin = /(http:\/\/127\.0\.0\.1:\d+)\//.exec(output)![1]!;
      const stuck = await fetch(`${origin}/c`, { signal: AbortSignal.timeout(HANG_MS) });
      expect(stuck.status).toBe(500);
      expect(await stuck.text()).toContain('the remark plugin remarkLoop (markdown.remarkPlugins[0]) did not finish within 20 s on pages/c.mdx');
      expect(output).toContain('the remark plugin remarkLoop (markdown.remarkPlugins[0]) did not finish within 20 s on pages/c.mdx');
      // A new render worker serves the other pages.
      expect((await fetch(`${origin}/`, { signal: AbortSignal.timeout(HANG_MS) })).status).toBe(200);
    } finally {
      dev.kill('SIGTERM');
    }
  });

  it('a plugin that is only slow, under the limit, builds', async () => {
    const site = await pluginSite(
      config('function remarkSlow() { return () => new Promise((resolve) => setTimeout(resolve, 300)); }', 'remarkPlugins: [remarkSlow]'),
    );
    const run = await docsgen(['build', site], { timeoutMs: HANG_MS });
    expect(run.code, run.output).toBe(0);
  });

  it('a page saved while the build reads it fails, rather than publish its HTML and its Markdown copy of different versions', async () => {
    // The plugin, on pages/b.mdx (compiled first: it imports a partial), saves the home page: the
    // main thread has read it, the worker has not yet.
    const save = `import { writeFileSync } from 'node:fs';\nfunction remarkSave() { return (tree, file) => { if (String(file.path).endsWith('pages/b.mdx')) writeFileSync(String(file.path).replace('b.mdx', 'index.mdx'), '# Home, saved meanwhile\\n'); }; }`;
    const site = await pluginSite(config(save, 'remarkPlugins: [remarkSave]'));
    const run = await docsgen(['build', site, '--no-cache'], { timeoutMs: HANG_MS });
    expect(run.code, run.output).toBe(1);
    expect(run.stderr).toContain('pages/index.mdx  the page changed while it was being built: its HTML and its Markdown copy would be of different versions\nhint: build again once it is saved');
    // The next build reads one version throughout.
    const again = await docsgen(['build', site, '--no-cache'], { timeoutMs: HANG_MS });
    expect(again.code, again.output).toBe(0);
  });
});
