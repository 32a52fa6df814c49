import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverPages, findPages, routeCollisions, type PageFile } from '../../../compiler/pages/discover.js';
import { routeFromPagePath } from '../../../compiler/pages/routes.js';
import { tempDir } from '../../support/temp-dir.js';

const page = (relativePath: string): PageFile => ({ filePath: `/site/${relativePath}`, relativePath, route: routeFromPagePath(relativePath.slice('pages/'.length)) });

describe('routeCollisions', () => {
  it('names every pair at once: the same route, routes differing in case, a file where a folder is needed', () => {
    const problems = routeCollisions([
      page('pages/a.mdx'),
      page('pages/a/index.md'),
      page('pages/Case.mdx'),
      page('pages/case.mdx'),
      page('pages/x.html.mdx'),
      page('pages/x.mdx'),
      page('pages/fine.mdx'),
    ]);
    expect(problems.map((p) => p.message)).toEqual([
      'pages/a.mdx and pages/a/index.md both have the route /a',
      'pages/Case.mdx and pages/case.mdx differ only in case (/Case and /case): on macOS, Windows and hosts that ignore case, one would overwrite the other',
      'pages/x.html.mdx and pages/x.mdx collide in the output: x.html is written by one and needed as a folder by the other',
    ]);
    expect(routeCollisions([page('pages/API/x.mdx'), page('pages/api/y.mdx')])).toEqual([]);
  });

  it('names routes that differ only in Unicode normalization (café with é, and with e and a combining accent)', () => {
    const composed = 'pages/caf\u00e9.mdx';
    const decomposed = 'pages/cafe\u0301.mdx';
    const [problem, ...rest] = routeCollisions([page(composed), page(decomposed)]);
    expect(rest).toEqual([]);
    expect(problem!.message).toBe(
      `${composed} and ${decomposed} differ only in Unicode normalization (/caf\\u{e9} and /cafe\\u{301}: an accented letter as one character in one, as a letter and a combining accent in the other): on macOS and hosts that normalize names, one would overwrite the other`,
    );
    // In case as well as in normalization: a case clash, found all the same.
    expect(routeCollisions([page('pages/Caf\u00e9.mdx'), page(decomposed)]).map((p) => p.message)).toEqual([
      expect.stringContaining('differ only in case'),
    ]);
    expect(routeCollisions([page(composed), page('pages/cafe.mdx')])).toEqual([]);
  });
});

describe('findPages', () => {
  it('lists what it skips: dot-files, symbolic links, upper-case extensions', () => {
    const root = tempDir('docsgen-discover-', { in: 'system' });
    for (const file of ['pages/index.mdx', 'pages/.draft.mdx', 'pages/.hidden/p.md', 'pages/.DS_Store', 'pages/Intro.MDX', 'pages/shot.png']) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), '# x\n');
    }
    symlinkSync('index.mdx', join(root, 'pages/linked.mdx'));
    const found = findPages(root);
    expect(found.pages.map((p) => p.route)).toEqual(['/']);
    expect(found.skipped.map((s) => s.path).sort()).toEqual(['pages/.draft.mdx', 'pages/.hidden/', 'pages/Intro.MDX', 'pages/linked.mdx']);
    expect(found.problems).toEqual([]);
  });

  it('with no pages folder at the root, points to a site folder below it', () => {
    const root = tempDir('docsgen-discover-', { in: 'system' });
    for (const file of ['docs/pages/index.mdx', 'examples/pages/index.mdx', 'src/index.ts']) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), '# x\n');
    }
    let thrown: unknown;
    try {
      findPages(root);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ kind: 'usage', message: `no pages folder at ${join(root, 'pages')}` });
    const hint = (thrown as { hint: string }).hint;
    // The usual name first; paths as typed from where the command runs.
    const docs = relative(process.cwd(), join(root, 'docs'));
    expect(hint).toBe(
      `${docs}/pages/ and ${relative(process.cwd(), join(root, 'examples'))}/pages/ are there: pass the site folder as the root, e.g. \`docsgen dev ${docs}\` or \`docsgen build ${docs}\``,
    );
    const empty = tempDir('docsgen-discover-', { in: 'system' });
    expect(() => findPages(empty)).toThrow(expect.objectContaining({ hint: 'docsgen expects ROOT/pages/**/*.mdx; pass the site folder as the root argument' }));
  });

  it('throws every collision at once for callers that need a clean list', () => {
    const root = tempDir('docsgen-discover-', { in: 'system' });
    for (const file of ['pages/a.mdx', 'pages/a/index.mdx', 'pages/B.md', 'pages/b.md']) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), '# x\n');
    }
    expect(() => discoverPages(root)).toThrow(/2 route collisions:\n {2}pages\/a\.mdx and pages\/a\/index\.mdx both have the route \/a\n {2}pages\/B\.md and pages\/b\.md differ only in case/);
  });
});
