// A page with 200,000 links (a generated index, a huge changelog): its links are gathered one by one,
// never spread as arguments (a spread of that many overflowed the stack: exit 70, RangeError). The
// build's check is driven here with the links a compile recorded, and once as the CLI (compiling such
// a page takes about 50 s of CPU); check-links runs as the CLI.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { brokenBuiltLinks } from '../../compiler/links/check-built.js';
import { docsgen, fingerprint, makeTree, removeAll } from '../build/hostile-site.js';
import { errorReference } from '../../compiler/errors/docsgen-error.js';

const temporary: string[] = [];
afterEach(() => removeAll(temporary));

const COUNT = 200_000;

describe('a page with 200,000 links', () => {
  it("build's check judges them all, the broken one at its place", async () => {
    const links = Array.from({ length: COUNT }, (_, i) => ({ href: i === COUNT - 1 ? '/gone' : '/b', line: 3, column: 1 + i * 8 }));
    const page = (route: string, relativePath: string) => ({ route, relativePath, filePath: `/site/${relativePath}` });
    const compiled = (route: string, relativePath: string, pageLinks: typeof links) => ({ route, relativePath, title: 'T', frontmatter: {}, headings: [], ids: [], links: pageLinks, sections: [], format: 'tree' as const });
    const { broken, linksTo } = await brokenBuiltLinks({
      root: '/site',
      basePath: '',
      pages: [page('/', 'pages/index.mdx'), page('/b', 'pages/b.mdx')],
      compiled: [compiled('/', 'pages/index.mdx', links), compiled('/b', 'pages/b.mdx', [])],
      publicFiles: [],
      sitemap: false,
      config: { file: null, bundleFile: null },
      ignore: [],
    });
    expect(broken.map((error) => [error.location?.file, error.location?.column, error.message])).toEqual([['pages/index.mdx', 1 + (COUNT - 1) * 8, expect.stringContaining('/gone')]]);
    expect(linksTo.get('/')).toEqual(['/b']);
  });

  it('build, as the CLI: compiles the page and fails on its one broken link, at its place (no RangeError, no exit 70), the previous output kept', async () => {
    // The heaviest page a test builds here (about 50 s of CPU and 3 GB): the case, whole.
    const tree = await makeTree({
      'site/pages/index.mdx': `# Many\n\n${'[a](/b) '.repeat(COUNT)}[gone](/gone)\n`,
      'site/pages/b.mdx': '# B\n',
      'site/dist/.docsgen-output': 'marker',
      'site/dist/index.html': 'the previous build',
      'outside/keep.txt': 'not to be touched',
    });
    temporary.push(tree);
    const before = await fingerprint(tree, ['site/.docsgen-cache']);
    const run = await docsgen(['build', join(tree, 'site'), '--no-cache'], { timeoutMs: 900_000 });
    expect(run.code, run.output).toBe(1);
    expect(run.stderr).toBe(`pages/index.mdx:3:${1 + COUNT * 8}  /gone  no such page\n${errorReference('BrokenLink')}\n\nbuild failed: 1 broken link in 1 file; the previous output was left as it was\n`);
    expect(await fingerprint(tree, ['site/.docsgen-cache'])).toEqual(before);
  }, 960_000);

  it('check-links reads and judges them all', async () => {
    const tree = await makeTree({ 'site/pages/index.mdx': `# Many\n\n${'[a](/b) '.repeat(COUNT)}[gone](/gone)\n`, 'site/pages/b.mdx': '# B\n' });
    temporary.push(tree);
    const run = await docsgen(['check-links', join(tree, 'site')], { timeoutMs: 90_000 });
    expect(run.code, run.output).toBe(1);
    expect(run.output).toContain(`pages/index.mdx:3:${1 + COUNT * 8}  /gone  no such page`);
    expect(run.output).toMatch(/1 broken link in 1 file \(200,001 links checked in 2 pages/);
  });
});
