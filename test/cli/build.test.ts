// `docsgen build` as a user runs it: exit codes, error reports, the staged output, determinism.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/paths.js';
import { runProcess } from '../support/process.js';
import { buildSite, cliEnvironment } from '../support/site.js';
import { isErrorName } from '../../compiler/errors/catalogue.js';
import { errorReference } from '../../compiler/errors/docsgen-error.js';

const temporary: string[] = [];

/**
 * The errors a run printed, by their catalogue names: each error ends with `[Name] more: docsgen
 * explain Name`, the way to its section of the manual. Tests assert on these rather than on the wording.
 */
function errorsNamed(stderr: string): string[] {
  return [...stderr.matchAll(/^\[(\w+)\] more: .*$/gm)].map(([line, name]) => {
    if (!isErrorName(name)) throw new Error(`not a catalogue entry: ${name}`);
    expect(line).toBe(errorReference(name));
    return name;
  });
}

async function site(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'docsgen-cli-'));
  temporary.push(root);
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
  return root;
}

const cli = (...args: string[]) => runProcess(process.execPath, [join(REPO_ROOT, 'bin/docsgen.mjs'), ...args], { cwd: REPO_ROOT, env: cliEnvironment() });

afterEach(async () => {
  await Promise.all(temporary.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('docsgen CLI', () => {
  it('prints help and version, exits 0', async () => {
    const help = await cli('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/build \[options\] \[root\]/);
    expect(help.stdout).toMatch(/check-links/);
    const version = await cli('--version');
    expect(version.code).toBe(0);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('exits 2 on a usage error', async () => {
    expect((await cli('bogus')).code).toBe(2);
    expect((await cli('build', '--no-such-option')).code).toBe(2);
    const missing = await cli('build', '/nonexistent/site');
    expect(missing.code).toBe(2);
    expect(errorsNamed(missing.stderr)).toEqual(['NoPages']);
    expect(missing.stderr).toContain('/nonexistent/site/pages');
  });

  it('answers a command other tools have (serve, start) with the one that does that job, exit 2', async () => {
    const serve = await cli('serve', '--port', '3000', 'docs');
    expect(serve.code).toBe(2);
    expect(errorsNamed(serve.stderr)).toEqual(['InvalidArguments']);
    expect(serve.stderr).toContain('`serve`');
    expect(serve.stderr).toContain('`docsgen dev`');
    expect(serve.stderr).toContain('`docsgen preview`');
    const start = await cli('start');
    expect(start.code).toBe(2);
    expect(errorsNamed(start.stderr)).toEqual(['InvalidArguments']);
    expect(start.stderr).toContain('`docsgen dev`');
    // Not listed in the help.
    expect((await cli('--help')).stdout).not.toMatch(/^\s+(serve|start)\b/m);
  });

  it('at the root of a repository whose site is in docs/, says where the site is', async () => {
    const root = await site({ 'docs/pages/index.mdx': '# Home\n', 'package.json': '{}' });
    const result = await runProcess(process.execPath, [join(REPO_ROOT, 'bin/docsgen.mjs'), 'build'], { cwd: root, env: cliEnvironment() });
    expect(result.code).toBe(2);
    expect(errorsNamed(result.stderr)).toEqual(['NoPages']);
    expect(result.stderr).toContain(join(root, 'pages'));
    expect(result.stderr).toContain('docs/pages/ is there: pass the site folder as the root, e.g. `docsgen dev docs` or `docsgen build docs`');
  });
});

describe('docsgen build', () => {
  it('prints one summary line in CI and writes both forms of every route', async () => {
    const root = await site({ 'pages/index.mdx': '# Home', 'pages/a/b.md': '# B' });
    const result = await buildSite(root);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout.trim().split('\n')).toHaveLength(1);
    expect(result.stdout).toMatch(/^built 2 pages in [\d.]+ s/);
    const files = (await readdir(join(root, 'dist'), { recursive: true })).sort();
    expect(files).toEqual(expect.arrayContaining(['index.html', '404.html', 'a/b.html', 'a/b/index.html']));
  });

  it('reports every broken page in one run, with file:line:column and a code frame, and keeps the previous output', async () => {
    const root = await site({
      'pages/index.mdx': '# Fine',
      'pages/broken.mdx': '# Broken\n\nSome text\n\n<div>\n',
      'pages/bad-frontmatter.mdx': '---\ntitle: ok\nlayout: wide\n---\n# Hi',
    });
    await previousOutput(root);
    const result = await buildSite(root);
    expect(result.code).toBe(1);
    expect(errorsNamed(result.stderr)).toEqual(['FrontmatterInvalid', 'CompileError']);
    expect(result.stderr).toContain('pages/broken.mdx:5:1  ');
    expect(result.stderr).toContain('> 5 | <div>');
    expect(result.stderr).toContain('pages/bad-frontmatter.mdx:3:9  frontmatter layout:');
    expect(result.stderr).toContain('build failed: 2 pages failed to build');
    expect(result.stderr).not.toMatch(/^\s+at /m);
    expect(await readFile(join(root, 'dist', 'previous.txt'), 'utf8')).toBe('kept');
    expect((await readdir(root)).filter((name) => name.includes('staging'))).toEqual([]);
  });

  it('fails on a config error with exit 2, naming the key, what was expected and what was found', async () => {
    const root = await site({
      'pages/index.mdx': '# Home',
      'docsgen.config.ts': "export default { title: 'X', sidebar: [{ text: 'A', link: 42 }], topNav: [{ txt: 'B' }] };",
    });
    const result = await buildSite(root);
    expect(result.code).toBe(2);
    expect(errorsNamed(result.stderr)).toEqual(['ConfigInvalid']);
    expect(result.stderr).toContain('sidebar[0].link: expected a string, found the number 42');
    expect(result.stderr).toContain('topNav[0].txt');
  });

  it('fails when an island gets a function prop, naming the island and the prop', async () => {
    const root = await site({
      'pages/index.mdx': "import Button from '../components/Button.island';\n\n# Home\n\n<Button onPress={() => 1} />",
      'components/Button.island.tsx': 'export default function Button() { return <button type="button">b</button>; }',
    });
    const result = await buildSite(root);
    expect(result.code).toBe(1);
    expect(errorsNamed(result.stderr)).toEqual(['IslandPropsInvalid']);
    expect(result.stderr).toContain('pages/index.mdx');
    expect(result.stderr).toContain('island Button: prop onPress');
  });

  it('reports a broken import with the line of the import', async () => {
    const root = await site({ 'pages/index.mdx': "# Home\n\nimport X from './missing';\n\n<X />" });
    const result = await buildSite(root);
    expect(result.code).toBe(1);
    expect(errorsNamed(result.stderr)).toEqual(['CompileError']);
    expect(result.stderr).toContain('pages/index.mdx:3:');
    expect(result.stderr).toContain('"./missing"');
  });

  it("--report prints every page's weight, the heaviest pages and where the time went", async () => {
    const root = await site({
      'pages/index.mdx': '# Home\n\n[Clock](/clock)',
      'pages/clock.mdx': "import Clock from '../components/Clock.island';\n\n# Clock\n\n<Clock />",
      'components/Clock.island.tsx': "import { useState } from 'react';\nexport default function Clock() { const [n, setN] = useState(0); return <button type=\"button\" onClick={() => setN(n + 1)}>{n}</button>; }",
    });
    const result = await runProcess(process.execPath, [join(REPO_ROOT, 'bin/docsgen.mjs'), 'build', root, '--report'], { cwd: REPO_ROOT, env: cliEnvironment() });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines).toContain('Page weight, KB gzip (raw in parentheses):');
    const row = (route: string) => lines.find((line) => line.trim().split(/\s+/)[0] === route)!.trim().split(/\s{2,}/);
    const kb = (cell: string) => Number(cell.split(' ')[0]);
    // The clock hydrates on load: React comes before any interaction. The home page's islands (the
    // theme's search, toggle…) wait for the reader: React counts only once they have hydrated.
    expect(kb(row('/clock')[2]!)).toBeGreaterThan(40);
    expect(kb(row('/')[2]!)).toBeLessThan(5);
    expect(kb(row('/')[3]!)).toBeGreaterThan(40);
    expect(result.stdout).toMatch(/The 2 heaviest pages[^\n]*\n\n {2}1\. \/clock +[\d.]+ KB\n {2}2\. \/ +[\d.]+ KB/);
    expect(result.stdout).toMatch(/Where the time went:\n\n {2}scan pages +[\d.]+ s/);
    expect(lines.at(-2)).toMatch(/^built 2 pages in/);
    expect(await readFile(join(root, 'dist', '_headers'), 'utf8')).toContain('/docsgen/*\n  Cache-Control: public, max-age=31536000, immutable');
  });

  it('fails a page over the config budget with exit 1, saying by how much, unless its frontmatter allows it', async () => {
    const clock = "import Clock from '../components/Clock.island';\n\n# Clock\n\n<Clock />";
    const files = {
      'docsgen.config.ts': 'export default { budget: { jsKb: 5, htmlKb: 40 } };',
      'pages/index.mdx': '# Home',
      'components/Clock.island.tsx': 'export default function Clock() { return <button type="button">0</button>; }',
    };
    const root = await site({ ...files, 'pages/clock.mdx': clock });
    await previousOutput(root);
    const over = await buildSite(root);
    expect(over.code).toBe(1);
    expect(errorsNamed(over.stderr)).toEqual(['BudgetExceeded']);
    expect(over.stderr).toMatch(/pages\/clock\.mdx {2}page \/clock is over the JavaScript before interaction budget: [\d.]+ KB gzip, [\d.]+ KB over budget\.jsKb = 5/);
    expect(over.stderr).toContain('hint: hydrate heavy islands on interaction');
    expect(over.stderr).not.toContain('page / is over');
    expect(await readFile(join(root, 'dist', 'previous.txt'), 'utf8')).toBe('kept');

    await writeFile(join(root, 'pages/clock.mdx'), `---\nbudget:\n  jsKb: 150\n---\n\n${clock}`);
    const allowed = await buildSite(root);
    expect(allowed.stderr).toBe('');
    expect(allowed.code).toBe(0);
  });

  it('gives byte-identical output for two builds of the same input', async () => {
    const fixture = join(REPO_ROOT, 'test/fixtures/kitchen-sink');
    const a = await mkdtemp(join(tmpdir(), 'docsgen-det-'));
    const b = await mkdtemp(join(tmpdir(), 'docsgen-det-'));
    temporary.push(a, b);
    // Without the cache: the second build must make every page again, not take the first's.
    expect((await buildSite(fixture, { out: a, args: ['--no-cache'] })).code).toBe(0);
    expect((await buildSite(fixture, { out: b, args: ['--no-cache'] })).code).toBe(0);
    expect(await digest(a)).toEqual(await digest(b));
  });
});

/** An output folder as an earlier build left it (with docsgen's marker file), holding previous.txt. */
async function previousOutput(root: string): Promise<void> {
  await mkdir(join(root, 'dist'));
  await writeFile(join(root, 'dist', '.docsgen-output'), 'written by docsgen build\n');
  await writeFile(join(root, 'dist', 'previous.txt'), 'kept');
}

async function digest(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    out[path.slice(dir.length)] = createHash('sha256').update(await readFile(path)).digest('hex');
  }
  return out;
}
