// A site large enough for the build to use worker threads (page-runner.ts, page-worker.ts): every
// page is built exactly once whichever worker takes it, pages compiled before the render setup
// arrives are rendered too, and errors found in any worker are all reported.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite, builtSearchIndex } from '../../../support/site.js';

/** More pages than the in-process limit (48). */
const PAGES = 80;
const temporary: string[] = [];

/** `withImports`: pages that import a component, which the workers compile for the theme's bundle. */
async function site(broken: number[] = [], withImports: number[] = []): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'docsgen-workers-'));
  temporary.push(root);
  for (let i = 0; i < PAGES; i++) {
    const path = join(root, 'pages', i === 0 ? 'index.mdx' : `part-${i % 4}/page-${i}.mdx`);
    const imports = withImports.includes(i) ? `import { Badge } from '${'../'.repeat(i === 0 ? 1 : 2)}components/Badge';\n\n<Badge page={${i}} />\n\n` : '';
    const body = broken.includes(i) ? `# Page ${i}\n\n<Open>\n` : `# Page ${i}\n\nText of page ${i}.\n\n\`\`\`ts\nconst page = ${i};\n\`\`\`\n`;
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, `---\ntitle: Page ${i}\n---\n\n${imports}${body}`);
  }
  await mkdir(join(root, 'components'), { recursive: true });
  await writeFile(join(root, 'components/Badge.tsx'), 'export function Badge({ page }: { page: number }) {\n  return <strong className="badge">badge of page {page}</strong>;\n}\n');
  return root;
}

afterEach(async () => {
  await Promise.all(temporary.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('a build in worker threads', () => {
  it('writes every page once, and indexes every page for search', async () => {
    const root = await site();
    const result = await buildSite(root);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^built ${PAGES} pages`));
    const files = await readdir(result.outDir, { recursive: true });
    for (let i = 1; i < PAGES; i++) {
      expect(files).toContain(`part-${i % 4}/page-${i}.html`);
      expect(files).toContain(`part-${i % 4}/page-${i}/index.html`);
    }
    const html = await readFile(join(result.outDir, 'part-3/page-7.html'), 'utf8');
    expect(html).toContain('<h1 id="page-7">Page 7</h1>');
    const index = await builtSearchIndex(result.outDir);
    expect(index.parts.flatMap((part) => part.pages)).toHaveLength(PAGES);
  });

  it('reports the broken pages of every worker in one run', async () => {
    const root = await site([5, 6, 70]);
    const result = await buildSite(root);
    expect(result.code).toBe(1);
    for (const page of ['pages/part-1/page-5.mdx', 'pages/part-2/page-6.mdx', 'pages/part-2/page-70.mdx']) expect(result.stderr).toContain(page);
  });

  it('bundles the pages that import components as the workers compile them, and reports those that do not compile', async () => {
    const root = await site([12, 41], [3, 12, 40, 41, 77]);
    const result = await buildSite(root, { args: ['--no-cache'] });
    expect(result.code).toBe(1);
    for (const page of ['pages/part-0/page-12.mdx', 'pages/part-1/page-41.mdx']) expect(result.stderr).toContain(page);
    const fixed = await site([], [3, 12, 40, 41, 77]);
    const built = await buildSite(fixed, { args: ['--no-cache'] });
    expect(built.code, built.stderr).toBe(0);
    for (const [i, file] of [[3, 'part-3/page-3.html'], [40, 'part-0/page-40.html'], [77, 'part-1/page-77.html']] as const) {
      expect(await readFile(join(built.outDir, file), 'utf8')).toContain(`<strong class="badge">badge of page <!-- -->${i}</strong>`);
    }
  });

  it('type-checks the blocks of every worker in one thread: popups in the pages, a type error at its line and column', async () => {
    const root = await site();
    const checked = [3, 17, 42, 61];
    const pageFile = (i: number) => join(root, 'pages', `part-${i % 4}/page-${i}.mdx`);
    const typeChecked = (i: number, code: string) => `---\ntitle: Page ${i}\n---\n\n# Page ${i}\n\n\`\`\`ts twoslash\n${code}\n\`\`\`\n`;
    for (const i of checked) await writeFile(pageFile(i), typeChecked(i, `const width${i} = ${i} * 2;\n//    ^?`));
    await writeFile(pageFile(42), typeChecked(42, "const fine = 1;\nconst n: number = 'forty-two';"));
    const failed = await buildSite(root, { args: ['--no-cache'] });
    expect(failed.code).toBe(1);
    // The fence opens on line 7; the wrong line is the block's second, line 9, and `n` at column 7.
    expect(failed.stderr).toContain('pages/part-2/page-42.mdx:9:7');
    expect(failed.stderr).toContain('TS2322');

    await writeFile(pageFile(42), typeChecked(42, 'const width42 = 42 * 2;\n//    ^?'));
    const built = await buildSite(root, { args: ['--no-cache', '--report'] });
    expect(built.code, built.stderr).toBe(0);
    // One thread checked the blocks the two workers' pages hold.
    expect(built.stdout).toMatch(/Type-checked in a thread of their own, beside the rest: 4 blocks in \d+\.\d\d s/);
    for (const i of checked) {
      const html = await readFile(join(built.outDir, `part-${i % 4}/page-${i}.html`), 'utf8');
      expect(html).toMatch(/<pre[^>]*class="[^"]*\btwoslash\b/);
      expect(html.replace(/<[^>]+>/g, '')).toContain(`const width${i}: number`);
    }
  });
});
