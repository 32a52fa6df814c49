// The MDX pipeline: which remark and rehype plugins run, in order. One place to extend it.
// The build (compile-page.ts) and the source analysis used by check-links (analyze-page.ts) share
// the remark half, so both see the same headings, ids and links.
import type { CompileOptions } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import type { VFile } from 'vfile';
import { rehypeCodeMeta } from './rehype-code-meta.js';
import { rehypeShiki } from './rehype-shiki.js';
import { remarkGfmWithoutAutolinkLiterals } from './remark-gfm-lean.js';
import { remarkCallouts } from './remark-callouts.js';
import { remarkCodeGroup } from './remark-code-group.js';
import { collectPageData } from './remark-page-data.js';
import { pageAssets } from './page-assets.js';
import { siteRootOf } from './site-root.js';
import { isIndexPageFile, linkBase } from '../../theme/lib/links.js';
import { remarkSteps } from './remark-steps.js';
import { remarkUnknownDirectives } from './remark-unknown-directives.js';

export interface PipelineOptions {
  basePath: string;
  /**
   * The output's assets folder ('.docsgen/assets'): images beside a page are copied there, and
   * their URLs rewritten. Without it (link checks), images are only recorded.
   */
  assetsDir?: string;
  /**
   * Parse GFM autolink literals (default). False is only for sources that cannot contain one
   * (see remark-gfm-lean.ts): the tree is the same, the parse is cheaper.
   */
  autolinkLiterals?: boolean;
}

/**
 * Markdown-level plugins: GFM, directives (callouts, steps, code groups; GitHub alerts too), then
 * the page data (see remark-page-data.ts), last, so it records the tree as it will render.
 */
export function remarkPlugins({ basePath, assetsDir, autolinkLiterals = true }: PipelineOptions): PluggableList {
  const remarkPageData = () => (tree: Root, file: VFile) => {
    const route = file.data.route as string;
    const siteRoot = file.path ? siteRootOf(file.path, route) : undefined;
    const assets = assetsDir && siteRoot ? pageAssets({ pageFile: file.path, siteRoot, basePath, dir: assetsDir }) : undefined;
    file.data.page = collectPageData(tree, { route, basePath, base: linkBase(route, isIndexPageFile(file.path ?? '')), assets });
  };
  return [remarkFrontmatter, autolinkLiterals ? remarkGfm : remarkGfmWithoutAutolinkLiterals, remarkDirective, remarkCallouts, remarkSteps, remarkCodeGroup, remarkUnknownDirectives, remarkPageData];
}

/** HTML-level plugins: code block metadata, then highlighting (which keeps that metadata). */
export function rehypePlugins(): PluggableList {
  return [rehypeCodeMeta, rehypeShiki];
}

export function mdxPlugins(options: PipelineOptions): Pick<CompileOptions, 'remarkPlugins' | 'rehypePlugins'> {
  return { remarkPlugins: remarkPlugins(options), rehypePlugins: rehypePlugins() };
}
