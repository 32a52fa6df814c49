// The MDX pipeline: which remark and rehype plugins run, in order. One place to extend it.
// The build (compile-page.ts) and the source analysis used by check-links (analyze-page.ts) share
// the remark half, so both see the same headings, ids and links.
import type { CompileOptions } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import type { VFile } from 'vfile';
import { rehypeCodeMeta } from './rehype-code-meta.js';
import { collectPageData } from './remark-page-data.js';

export interface PipelineOptions {
  basePath: string;
}

/** Markdown-level plugins. The last one records page data (see remark-page-data.ts). */
export function remarkPlugins({ basePath }: PipelineOptions): PluggableList {
  const remarkPageData = () => (tree: Root, file: VFile) => {
    file.data.page = collectPageData(tree, { route: file.data.route as string, basePath });
  };
  return [remarkFrontmatter, remarkGfm, remarkPageData];
}

/** HTML-level plugins (code blocks and their metadata). */
export function rehypePlugins(): PluggableList {
  return [rehypeCodeMeta];
}

export function mdxPlugins(options: PipelineOptions): Pick<CompileOptions, 'remarkPlugins' | 'rehypePlugins'> {
  return { remarkPlugins: remarkPlugins(options), rehypePlugins: rehypePlugins() };
}
