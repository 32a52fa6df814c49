// A site large enough for the build to use worker threads (page-runner.ts, page-worker.ts): every
// page is built exactly once whichever worker takes it, pages compiled before the render setup
// arrives are rendered too, and errors found in any worker are all reported.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../support/site.js';

/** More pages than the in-process limit (48). */
const PAGES = 80;
const temporary: string[] = [];

async function site(broken: number[] = []): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'docsgen-workers-'));
  temporary.push(root);
  for (let i = 0; i < PAGES; i++) {
    const path = join(root, 'pages', i === 0 ? 'index.mdx' : `part-${i % 4}/page-${i}.mdx`);
    const body = broken.includes(i) ? `# Page ${i}\n\n<Open>\n` : `# Page ${i}\n\nText of page ${i}.\n\n\`\`\`ts\nconst page = ${i};\n\`\`\`\n`;
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, `---\ntitle: Page ${i}\n---\n\n${body}`);
  }
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
    const index = JSON.parse(await readFile(join(result.outDir, 'search-index.json'), 'utf8')) as { pages: [string, string][] };
    expect(index.pages).toHaveLength(PAGES);
  });

  it('reports the broken pages of every worker in one run', async () => {
    const root = await site([5, 6, 70]);
    const result = await buildSite(root);
    expect(result.code).toBe(1);
    for (const page of ['pages/part-1/page-5.mdx', 'pages/part-2/page-6.mdx', 'pages/part-2/page-70.mdx']) expect(result.stderr).toContain(page);
  });
});
