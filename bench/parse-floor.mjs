#!/usr/bin/env node
// A lower bound for a cold `docsgen build`, measured beside it (build.bench.mjs): every page of a
// site read and parsed into a Markdown syntax tree, and nothing else, with the parser the design
// keeps (unified and remark-parse with remark-mdx, remark-gfm and remark-frontmatter: what
// @mdx-js/mdx parses a page with), on as many threads as the machine has cores. No rendering, no
// HTML, no files written. A build that parses each page once can be no faster than this, so its
// ratio to Eleventy (markdown-it, one thread) is the least ratio a cold build can reach.
//
//   node bench/parse-floor.mjs PAGES_DIR
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { isMainThread, Worker, workerData } from 'node:worker_threads';

if (isMainThread) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node bench/parse-floor.mjs PAGES_DIR');
    process.exit(2);
  }
  const files = readdirSync(dir, { recursive: true })
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => join(dir, name));
  const threads = Math.min(availableParallelism(), files.length);
  const done = Array.from({ length: threads }, (_, i) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: files.filter((_, j) => j % threads === i) });
    return new Promise((resolve, reject) => {
      worker.on('message', resolve);
      worker.on('error', reject);
    });
  });
  const parsed = (await Promise.all(done)).reduce((a, b) => a + b, 0);
  if (parsed !== files.length) throw new Error(`parsed ${parsed} of ${files.length} pages`);
} else {
  const { parentPort } = await import('node:worker_threads');
  const [{ unified }, { default: remarkParse }, { default: remarkMdx }, { default: remarkGfm }, { default: remarkFrontmatter }] = await Promise.all([
    import('unified'),
    import('remark-parse'),
    import('remark-mdx'),
    import('remark-gfm'),
    import('remark-frontmatter'),
  ]);
  const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkFrontmatter);
  let parsed = 0;
  for (const file of workerData) {
    // The tree is used, so the parse cannot be optimised away.
    if (parser.parse(readFileSync(file, 'utf8')).children.length > 0) parsed++;
  }
  parentPort.postMessage(parsed);
}
