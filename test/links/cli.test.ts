// docsgen check-links end to end, as a pre-commit hook runs it: a real process, its output and its
// exit status.
import { execFileSync } from 'node:child_process';
import { appendFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, REPO_ROOT } from '../support/paths.js';
import { runProcess } from '../support/process.js';
import { cliEnvironment, copyFixture } from '../support/site.js';
import { EXPECTED_FIXTURE_BROKEN } from './fixture-expectations.js';
import { startTestServer, type TestServer } from './test-server.js';
import { errorReference } from '../../compiler/errors/docsgen-error.js';

const CLI = join(REPO_ROOT, 'bin/docsgen.mjs');

function checkLinks(...args: string[]) {
  return runProcess(process.execPath, [CLI, 'check-links', ...args], { cwd: REPO_ROOT, env: cliEnvironment(), timeout: 60_000 });
}

/** A throwaway site under test-artifacts/ from a map of file → content. */
async function site(name: string, files: Record<string, string>): Promise<string> {
  const root = join(ARTIFACTS_DIR, 'links', `${name}-${process.pid}-${Date.now().toString(36)}`);
  for (const [file, content] of Object.entries(files)) {
    await mkdir(join(root, file, '..'), { recursive: true });
    await writeFile(join(root, file), content);
  }
  return root;
}

const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

describe('docsgen check-links', () => {
  let fixture: string;
  beforeAll(async () => {
    fixture = await copyFixture('links');
    roots.push(fixture);
  });

  it('prints each broken link as file:line:col, link, reason — sorted — then a summary, and exits 1', async () => {
    const result = await checkLinks(fixture);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines.slice(0, EXPECTED_FIXTURE_BROKEN.length)).toEqual([
      'docsgen.config.ts:sidebar["/"][2].link  /guide/gone  no such page',
      'pages/core/createStore.mdx:9:1  /core#missing  no #missing on /core',
      'pages/core/index.mdx:4:3  /core/createStor#usage  no such page (did you mean /core/createStore?)',
      'pages/core/index.mdx:5:3  /core/createStore#usag  no #usag on /core/createStore (did you mean #usage?)',
      'pages/guide/start.mdx:6:3  ../nope  no such page: resolves to /nope',
      'pages/guide/start.mdx:7:3  /guide/missing.html  no such page',
      'pages/guide/start.mdx:8:27  /files/missing.pdf  no such file (files come from public/)',
      'pages/index.mdx:12:15  #nowhere  no #nowhere on this page',
    ]);
    expect(lines.at(-2)).toBe('');
    expect(lines.at(-1)).toMatch(
      /^8 broken links in 5 files \(26 links checked in 5 pages, \d+\.\d\d s\); 1 external link not checked \(use --external\)$/,
    );
    expect(existsSync(join(fixture, '.docsgen-cache/links/pages.json'))).toBe(true);
  });

  it('prints machine-readable results with --json', async () => {
    const result = await checkLinks(fixture, '--json');
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(report).toMatchObject({
      ok: false,
      basePath: '',
      pages: 5,
      links: { internal: 26, external: 1, other: 1, externalChecked: false },
      broken: EXPECTED_FIXTURE_BROKEN,
      unparsable: [],
      // The run before filled the cache.
      sources: { cached: 5, scanned: 0, parsed: 0 },
    });
    expect(report.durationMs).toEqual(expect.any(Number));
  });

  it('exits 0 when every link holds', async () => {
    const root = await site('clean', {
      'pages/index.mdx': '# Home\n\n## Usage\n\nSee [usage](#usage) and [the guide](/guide#intro).\n',
      'pages/guide.md': '# Guide\n\n## Intro\n\n[Home](/)\n',
    });
    roots.push(root);
    const result = await checkLinks(root, '--no-cache');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^all 3 links hold \(2 pages, \d+\.\d\d s\)\n$/);
    expect(existsSync(join(root, '.docsgen-cache/links'))).toBe(false);
  });

  it('reports a page that does not parse with file:line:col, a code frame and a hint, and exits 1', async () => {
    const root = await site('unparsable', {
      'pages/index.mdx': '# Home\n\n[Broken page](/broken)\n',
      'pages/broken.mdx': '# Broken\n\nSome <div> never closed.\n',
    });
    roots.push(root);
    const result = await checkLinks(root);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^pages\/broken\.mdx:3:\d+  does not parse: Expected a closing tag for `<div>`/);
    expect(result.stdout).toContain('> 3 | Some <div> never closed.');
    expect(result.stdout).toContain('  hint: every JSX element needs a matching closing tag');
    expect(result.stdout).toMatch(/\n1 page that does not parse in 1 file \(1 link checked in 2 pages, [\d.]+ s\)\n$/);
  });

  it('exits 2 on a config error, with JSON on stdout when asked', async () => {
    const root = await site('bad-config', { 'docsgen.config.ts': 'export default { sidebar: 42 };\n', 'pages/index.mdx': '# Home\n' });
    roots.push(root);
    const result = await checkLinks(root);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${errorReference('ConfigInvalid')}`);
    expect(result.stderr).toContain('sidebar');
    const json = await checkLinks(root, '--json');
    expect(json.code).toBe(2);
    expect(JSON.parse(json.stdout)).toMatchObject({ ok: false, code: 'ConfigInvalid', error: expect.stringContaining('sidebar') });
  });

  it('exits 2 on usage errors', async () => {
    expect((await checkLinks(join(ARTIFACTS_DIR, 'links', 'no-such-site'))).code).toBe(2);
    const unknown = await checkLinks(fixture, '--no-such-option');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown option '--no-such-option'");
    expect((await checkLinks(fixture, '--timeout', 'soon')).code).toBe(2);
  });

  it('reports a frontmatter YAML error (an undefined alias) at file:line, exit 1, no stack trace', async () => {
    const root = await site('yaml-alias', {
      'pages/index.mdx': '# Home\n\n[alias](/alias)\n',
      'pages/alias.mdx': '---\ntitle: Fine\ndescription: *nope\n---\n\n# Alias\n',
    });
    roots.push(root);
    const result = await checkLinks(root);
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('pages/alias.mdx:3:14  does not parse: invalid frontmatter: Unresolved alias (the anchor must be set before the alias): nope');
    expect(result.stdout).toContain('> 3 | description: *nope');
    expect(result.stdout).not.toMatch(/^\s+at |internal error/m);
  });

  it('reports links written as JSX string expressions and missing images', async () => {
    const root = await site('jsx-images', {
      'pages/index.mdx': '# Home\n\n<a href={"/nope"}>x</a>\n\n![gone](/gone.png)\n\n<img src="./missing.png" alt="" />\n\n![here](./here.png)\n',
      'pages/here.png': 'not really a png',
    });
    roots.push(root);
    const result = await checkLinks(root);
    expect(result.code).toBe(1);
    expect(result.stdout.split('\n').slice(0, 3)).toEqual([
      'pages/index.mdx:3:1  /nope  no such page',
      'pages/index.mdx:5:1  /gone.png  no such file (files come from public/)',
      'pages/index.mdx:7:1  ./missing.png  no such file (files come from public/): resolves to /missing.png',
    ]);
  });

  it('checks only the links of the files it is given (as lint-staged passes them), against the whole site', async () => {
    const root = await site('files', {
      'docsgen.config.ts': "export default { sidebar: [{ text: 'Gone', link: '/gone' }] };\n",
      'pages/index.mdx': '# Home\n\n[c](/guide/c#details) [typo](/guide/b#detail)\n',
      'pages/guide/b.mdx': '# B\n\n## Details\n\n[nope](/nope)\n',
      'pages/guide/c.mdx': '# C\n\n## Details\n\n[also broken](/also-nope)\n',
    });
    roots.push(root);
    const some = await checkLinks(join(root, 'pages/index.mdx'), join(root, 'pages/guide/b.mdx'));
    expect(some.code).toBe(1);
    expect(some.stdout.split('\n').slice(0, 2)).toEqual([
      'pages/guide/b.mdx:5:1  /nope  no such page',
      'pages/index.mdx:3:23  /guide/b#detail  no #detail on /guide/b (did you mean #details?)',
    ]);
    expect(some.stdout).not.toMatch(/also-nope|\/gone/);
    // Relative to the working folder too, and the config when it is named.
    const relative = await runProcess(process.execPath, [CLI, 'check-links', 'pages/guide/c.mdx', 'docsgen.config.ts'], { cwd: root, env: cliEnvironment() });
    expect(relative.stdout.split('\n').slice(0, 2)).toEqual(['docsgen.config.ts:sidebar[0].link  /gone  no such page', 'pages/guide/c.mdx:5:1  /also-nope  no such page']);
    const notAPage = await checkLinks(join(root, 'pages/index.mdx'), join(root, 'README.md'));
    expect(notAPage.code).toBe(2);
    expect(notAPage.stderr).toContain('README.md: no such file or folder');
    await writeFile(join(root, 'notes.md'), '# Notes\n');
    const outside = await checkLinks(join(root, 'notes.md'));
    expect(outside.code).toBe(2);
    expect(outside.stderr).toContain(`${join(root, 'notes.md')} is not a page of the site in ${root}`);
  });
});

describe('docsgen check-links on many pages', () => {
  it('gives the same verdicts when the full pipeline parses them on worker threads', async () => {
    const root = join(ARTIFACTS_DIR, 'links', `corpus-${process.pid}-${Date.now().toString(36)}`);
    roots.push(root);
    execFileSync(process.execPath, [join(REPO_ROOT, 'bench/corpus.mjs'), '60', join(root, 'pages')]);
    await appendFile(join(root, 'pages/section-7/page-7.mdx'), '\n[gone](/section-7/page-77#section-1) and [anchor](/section-1/page-1#section-9)\n');
    const fast = await checkLinks(root, '--no-cache', '--json');
    // 60 pages for the full pipeline: more than enough to start parser threads.
    const full = await checkLinks(root, '--no-cache', '--json', '--full-parse');
    expect(fast.code).toBe(1);
    expect(full.code).toBe(1);
    const fastReport = JSON.parse(fast.stdout) as { broken: unknown[]; sources: Record<string, number> };
    const fullReport = JSON.parse(full.stdout) as { broken: unknown[]; sources: Record<string, number> };
    expect(fastReport.sources).toEqual({ cached: 0, scanned: 60, parsed: 0 });
    expect(fullReport.sources).toEqual({ cached: 0, scanned: 0, parsed: 60 });
    expect(fullReport.broken).toEqual(fastReport.broken);
    expect(fastReport.broken).toHaveLength(2);
  });
});

describe('docsgen check-links --external', () => {
  let server: TestServer;
  let root: string;
  beforeAll(async () => {
    server = await startTestServer();
    root = await site('external', {
      'pages/index.mdx': [
        '# External',
        '',
        `- [works](${server.origin}/ok)`,
        `- [gone](${server.origin}/missing)`,
        `- [slow](${server.origin}/slow)`,
        '',
      ].join('\n'),
      // Sidebar links are checked too.
      'docsgen.config.ts': `export default { sidebar: [{ text: 'Gone', link: '${server.origin}/missing#x' }] };\n`,
    });
    roots.push(root);
  });
  afterAll(() => server.close());

  it('leaves external links alone by default, so pre-commit stays offline', async () => {
    const result = await checkLinks(root);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/; 4 external links not checked \(use --external\)\n$/);
    expect(server.hits.size).toBe(0);
  });

  it('checks them with --external: 404s and timeouts are broken', async () => {
    const result = await checkLinks(root, '--external', '--timeout', '500', '--retries', '0');
    expect(result.code).toBe(1);
    expect(result.stdout.split('\n').slice(0, 3)).toEqual([
      `docsgen.config.ts:sidebar[0].link  ${server.origin}/missing#x  404 Not Found`,
      `pages/index.mdx:4:3  ${server.origin}/missing  404 Not Found`,
      `pages/index.mdx:5:3  ${server.origin}/slow  no answer within 500 ms`,
    ]);
    // /missing was asked once for both links.
    expect(server.hits.get('/missing')).toBe(1);
    expect(server.hits.get('/ok')).toBe(1);
  });

  it('answers a second run from its cache', async () => {
    const before = new Map(server.hits);
    const result = await checkLinks(root, '--external', '--timeout', '500', '--retries', '0');
    expect(result.code).toBe(1);
    expect(server.hits).toEqual(before);
  });
});
