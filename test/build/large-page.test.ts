// A single very large page (over 600 KB of Markdown, thousands of lists and block quotes) builds
// whole and correct. Its parse used to grow with the square of the page (micromark's EditMap, see
// compiler/mdx/micromark-edit-map.ts): a 5 MB page took 80 s and 2.6 GB.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/paths.js';
import { buildSite } from '../support/site.js';
import { docsgen, fingerprint, makeTree } from './hostile-site.js';
import { errorReference } from '../../compiler/errors/docsgen-error.js';

const SECTIONS = 2000;

function largePage(): string {
  const parts = ['---\ntitle: Everything\n---\n\n# Everything\n'];
  for (let i = 1; i <= SECTIONS; i++) {
    parts.push(
      `## Part ${i}\n`,
      `Part ${i} explains the wallet store, the connector and the modal in a few plain sentences. See [the next part](#part-${i + 1 > SECTIONS ? 1 : i + 1}).\n`,
      `- first point of ${i}\n- second point of ${i}\n  - nested under ${i}\n- third point of ${i}\n`,
      `> A quoted remark for part ${i}.\n`,
      `| key | value |\n| --- | --- |\n| part | ${i} |\n`,
    );
  }
  return parts.join('\n');
}

const roots: string[] = [];
afterAll(async () => {
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});

describe('a very large page', () => {
  it('builds with every heading, list item, quote and table of its source', async () => {
    const root = await mkdtemp(join(tmpdir(), 'docsgen-large-'));
    roots.push(root);
    await mkdir(join(root, 'pages'), { recursive: true });
    const source = largePage();
    expect(source.length).toBeGreaterThan(600_000);
    await writeFile(join(root, 'pages/index.md'), source);

    const result = await buildSite(root, { args: ['--no-cache'] });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const page = await readFile(join(result.outDir, 'index.html'), 'utf8');
    // The page's own content (the outline beside it lists the headings again).
    const html = page.slice(page.indexOf('<article class="dg-content">'), page.indexOf('</article>'));
    const count = (pattern: RegExp) => html.match(pattern)?.length ?? 0;
    expect(count(/<h2[ >]/g)).toBe(SECTIONS);
    expect(html).toContain(`id="part-${SECTIONS}"`);
    expect(count(/<li[ >]/g)).toBe(SECTIONS * 4);
    expect(count(/<blockquote[ >]/g)).toBe(SECTIONS);
    expect(count(/<table[ >]/g)).toBe(SECTIONS);
    expect(html).toContain(`nested under ${SECTIONS}`);
    expect(page).toContain(`&quot;id&quot;:&quot;part-${SECTIONS}&quot;`);

    // The build's parser is the bundled one (bin/bundle-cli.mjs), with the linear EditMap in place
    // of micromark's.
    const bundled = await bundleOf(join(REPO_ROOT, '.build', 'page-worker.mjs'));
    expect(bundled.some((code) => code.includes('// compiler/mdx/micromark-edit-map.ts'))).toBe(true);
    expect(bundled.some((code) => code.includes('// node_modules/micromark-util-edit-map/'))).toBe(false);
  });
});

/** The code of a bundle entry and of every chunk it imports, statically or not. */
async function bundleOf(entry: string): Promise<string[]> {
  const seen = new Map<string, string>();
  const visit = async (file: string) => {
    if (seen.has(file)) return;
    const code = await readFile(file, 'utf8');
    seen.set(file, code);
    for (const [, name] of code.matchAll(/["'](\.\.?\/[^"']+\.mjs)["']/g)) await visit(join(dirname(file), name!));
  };
  await visit(entry);
  return [...seen.values()];
}

describe('a page too large to build', () => {
  it('fails with its size and the limit before it is compiled (not after minutes, out of memory); the other pages build', async () => {
    const tree = await makeTree({
      'site/pages/index.mdx': '# Home\n',
      'site/pages/huge.md': `# Huge\n\n${'A sentence of a generated page that never ends. '.repeat(120_000)}\n`,
    });
    roots.push(tree);
    const run = await docsgen(['build', join(tree, 'site')], { timeoutMs: 60_000 });
    expect(run.code, run.output).toBe(1);
    expect(run.stderr).toMatch(/^pages\/huge\.md {2}the page is 5\.\d MB; pages of up to 5 MB are built\nhint: split it into several pages/m);
    expect(run.stderr).toContain('build failed: 1 page failed to build');
    // check-links' scanner reads it.
    const checked = await docsgen(['check-links', join(tree, 'site')], { timeoutMs: 60_000 });
    expect(checked.code, checked.output).toBe(0);
  });

  it('of 20 MB: build fails at once with its size (the previous output kept, nothing around touched); check-links reads it whole and finds its broken link', async () => {
    // The page: 20 MB ran a worker out of memory after 94 s, with a hint blaming a component.
    const tree = await makeTree({
      'site/pages/index.mdx': '# Home\n\n[Huge](/huge)\n',
      'site/pages/huge.md': `# Huge\n\n${'A sentence of a generated page that never ends, [home](/) and on. '.repeat(310_000)}\n\n[gone](/gone)\n`,
      'site/dist/.docsgen-output': 'marker',
      'site/dist/index.html': 'the previous build',
      'outside/keep.txt': 'not to be touched',
    });
    roots.push(tree);
    const before = await fingerprint(tree, ['site/.docsgen-cache']);
    const run = await docsgen(['build', join(tree, 'site')], { timeoutMs: 60_000 });
    expect(run.code, run.output).toBe(1);
    expect(run.stderr).toBe(
      `pages/huge.md  the page is 19.5 MB; pages of up to 5 MB are built\nhint: split it into several pages (a page this large would take minutes and gigabytes of memory to compile, and as long to load in a browser)\n${errorReference('PageUnreadable')}\n\nbuild failed: 1 page failed to build; the previous output was left as it was\n`,
    );
    expect(await fingerprint(tree, ['site/.docsgen-cache'])).toEqual(before);
    const checked = await docsgen(['check-links', join(tree, 'site')], { timeoutMs: 120_000 });
    expect(checked.code, checked.output).toBe(1);
    expect(checked.output).toContain('pages/huge.md:5:1  /gone  no such page');
    expect(checked.output).toMatch(/1 broken link in 1 file \(310,002 links checked in 2 pages/);
    expect(checked.output).not.toMatch(/internal error|RangeError|\n\s+at /);
    expect(await fingerprint(tree, ['site/.docsgen-cache'])).toEqual(before);
  });
});
