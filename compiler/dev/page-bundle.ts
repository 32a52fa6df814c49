// Bundles one page that imports components, into a folder of its own: Node caches an imported
// module by its URL for the life of the process, so each rebuild needs a new URL to be seen.
import { join } from 'node:path';
import { bundleServer } from '../bundle/server-bundles.js';
import type { PageCompilerOptions } from '../mdx/compile-page.js';

export interface PageBundle {
  /** The module to import (its default export is the page). */
  module: string;
  /** Local files the bundle read: a change to one of them rebuilds the page. */
  inputs: string[];
  islands: Map<string, string>;
  css: Set<string>;
}

let builds = 0;

export async function bundlePage(input: {
  root: string;
  bundlesDir: string;
  filePath: string;
  relativePath: string;
  code: string;
  source: string;
  /** How the site compiles pages (for the .mdx partials the page imports). */
  markdown: PageCompilerOptions;
}): Promise<PageBundle> {
  const outDir = join(input.bundlesDir, `page-${++builds}`);
  const result = await bundleServer({
    siteRoot: input.root,
    outDir,
    pages: [{ name: 'page', filePath: input.filePath, relativePath: input.relativePath, code: input.code, source: input.source }],
    includeTheme: false,
    sourcemap: true,
    markdown: input.markdown,
  });
  return { module: result.outputs.get('page')!, inputs: result.inputs.get('page') ?? [], islands: result.islands, css: result.css };
}
