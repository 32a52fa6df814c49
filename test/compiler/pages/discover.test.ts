import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { discoverPages, findPages, routeCollisions, type PageFile } from '../../../compiler/pages/discover.js';
import { routeFromPagePath } from '../../../compiler/pages/routes.js';

const page = (relativePath: string): PageFile => ({ filePath: `/site/${relativePath}`, relativePath, route: routeFromPagePath(relativePath.slice('pages/'.length)) });
const temporary: string[] = [];
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

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
});

describe('findPages', () => {
  it('lists what it skips: dot-files, symbolic links, upper-case extensions', () => {
    const root = mkdtempSync(join(tmpdir(), 'docsgen-discover-'));
    temporary.push(root);
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

  it('throws every collision at once for callers that need a clean list', () => {
    const root = mkdtempSync(join(tmpdir(), 'docsgen-discover-'));
    temporary.push(root);
    for (const file of ['pages/a.mdx', 'pages/a/index.mdx', 'pages/B.md', 'pages/b.md']) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), '# x\n');
    }
    expect(() => discoverPages(root)).toThrow(/2 route collisions:\n {2}pages\/a\.mdx and pages\/a\/index\.mdx both have the route \/a\n {2}pages\/B\.md and pages\/b\.md differ only in case/);
  });
});
