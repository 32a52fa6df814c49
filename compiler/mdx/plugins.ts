// The MDX pipeline: which remark and rehype plugins run, in order. One place to extend it.
import type { CompileOptions } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { VFile } from 'vfile';
import type { Root } from 'mdast';
import { rehypeCodeMeta } from './rehype-code-meta.js';
import { collectPageData } from './remark-page-data.js';

export function mdxPlugins({ basePath }: { basePath: string }): Pick<CompileOptions, 'remarkPlugins' | 'rehypePlugins'> {
  const remarkPageData = () => (tree: Root, file: VFile) => {
    file.data.page = collectPageData(tree, { route: file.data.route as string, basePath });
  };
  return {
    remarkPlugins: [remarkFrontmatter, remarkGfm, remarkPageData],
    rehypePlugins: [rehypeCodeMeta],
  };
}
