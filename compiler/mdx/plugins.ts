// The MDX pipeline: which remark and rehype plugins run, in order. One place to extend it.
// The build (compile-page.ts) and the source analysis used by check-links (analyze-page.ts) share
// the remark half, so both see the same headings, ids and links. The site's own plugins (config
// `markdown`, see site-plugins.ts) run after docsgen's, before the page data is recorded.
import type { CompileOptions } from '@mdx-js/mdx';
import type { PageVersion } from '../pages/page-version.js';
import { linkBasePath } from '../../theme/shared/versions.js';
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import type { VFile } from 'vfile';
import { rehypeCodeMeta } from './rehype/rehype-code-meta.js';
import { rehypeMarkdownHtml } from './rehype/rehype-markdown-html.js';
import { rehypeShiki } from './highlight/rehype-shiki.js';
import { rehypeTaskListLabels } from './rehype/rehype-task-list-labels.js';
import { remarkGfmWithoutAutolinkLiterals } from './remark/remark-gfm-lean.js';
import { collectPageData } from './remark/remark-page-data.js';
import { pageAssets } from './page-assets.js';
import { dependenciesOf } from '../store/file-data.js';
import { siteRootOf } from './site-root.js';
import { isIndexPageFile, linkBase } from '../../theme/shared/links.js';
import { NO_SITE_PLUGINS, pluggables, type SitePlugins } from './site-plugins.js';
import type { PartialLoader } from './partials.js';
import { remarkSyntax, syntaxData } from './syntax/remark-syntax.js';
import { remarkUnknownDirectives } from './syntax/unknown-directives.js';
import type { TwoslashSettings } from './twoslash/twoslash-site.js';
import type { CodeThemes } from './highlight/highlighter.js';
import { remarkApi } from './api/remark-api.js';
import type { DocumentedSymbol } from './api/documented.js';

export interface PipelineOptions {
  basePath: string;
  /**
   * The output's generated files' folder (config `assetsDir`): images beside a page are copied there, and
   * their URLs rewritten. Without it (link checks), images are only recorded.
   */
  assetsDir?: string;
  /**
   * Parse GFM autolink literals (default). False is only for sources that cannot contain one
   * (see remark-gfm-lean.ts): the tree is the same, the parse is cheaper.
   */
  autolinkLiterals?: boolean;
  /** The site's own plugins. */
  site?: SitePlugins;
  /** Reads the .mdx partials a page imports, so their headings and ids count as the page's. */
  partials?: PartialLoader;
  /** How twoslash blocks are compiled (config `twoslash`); `false`: only highlighted. */
  twoslash?: TwoslashSettings | false;
  /** The code themes (config markdown.code.themes); docsgen's by default. */
  codeThemes?: CodeThemes;
  /** Expressive Code's automatic frames (config markdown.code.autoFrames; syntax/code-frames.ts). */
  autoFrames?: boolean;
  /** Where the site documents API symbols (`::api` directives), for the links of API references. */
  documented?: readonly DocumentedSymbol[];
}

/**
 * Markdown-level plugins: GFM, directives, then docsgen's syntax and the other dialects it reads
 * in one walk (callouts, steps, code groups, GitHub alerts, code blocks, includes…: see
 * syntax/remark-syntax.ts), API references (`::api`: mdx/api/remark-api.ts), the site's own (before
 * unknown directives turn back into text, so a site plugin may claim one), then the page data
 * (see remark-page-data.ts), last, so it records the tree as it will render.
 */
export function remarkPlugins({ basePath, assetsDir, autolinkLiterals = true, site = NO_SITE_PLUGINS, partials, documented }: PipelineOptions): PluggableList {
  const remarkPageData = () => async (tree: Root, file: VFile) => {
    const route = file.data.route as string;
    // A partial's file is not at its route's place under pages/: it names its site root itself.
    const siteRoot = (file.data.siteRoot as string | undefined) ?? (file.path ? siteRootOf(file.path, route) : undefined);
    const assets = assetsDir && siteRoot ? pageAssets({ pageFile: file.path, siteRoot, basePath, dir: assetsDir, record: (dep) => dependenciesOf(file).add(dep) }) : undefined;
    const version = file.data.version as PageVersion | undefined;
    file.data.page = collectPageData(tree, {
      route,
      basePath,
      ...(version ? { linkBasePath: (href: string) => linkBasePath(basePath, version, version.prefixes.map((prefix) => ({ prefix })), href) } : {}),
      base: linkBase(route, isIndexPageFile(file.path ?? '')),
      assets,
      customIds: file.data.customIds as ReadonlyMap<number, string> | undefined,
      partials: partials ? await partials.forPage(tree, file) : undefined,
      syntax: syntaxData(file),
      partial: file.data.partial === true,
    });
  };
  return [
    remarkFrontmatter,
    autolinkLiterals ? remarkGfm : remarkGfmWithoutAutolinkLiterals,
    remarkDirective,
    remarkSyntax,
    // Before the site's plugins: what they see of an API reference is Markdown like the rest.
    [remarkApi, { basePath, documented }],
    ...pluggables(site.remark),
    remarkUnknownDirectives,
    remarkPageData,
  ];
}

/**
 * HTML-level plugins: code block metadata, the raw HTML of a Markdown page parsed (`rawHtml`),
 * the site's own, then highlighting (which keeps that metadata), then names for task list
 * checkboxes (the item's text: a bare checkbox has none). Site plugins see code blocks as
 * plain <pre><code class="language-x"> (what rehype-katex, rehype-mermaid and the like look for);
 * what they leave is highlighted after.
 */
export function rehypePlugins({ site = NO_SITE_PLUGINS, twoslash, codeThemes, autoFrames }: Pick<PipelineOptions, 'site' | 'twoslash' | 'codeThemes' | 'autoFrames'> = {}, { rawHtml = false } = {}): PluggableList {
  return [[rehypeCodeMeta, { autoFrames }], ...(rawHtml ? [rehypeMarkdownHtml] : []), ...pluggables(site.rehype), [rehypeShiki, { twoslash, themes: codeThemes }], rehypeTaskListLabels];
}

export function mdxPlugins(options: PipelineOptions): Pick<CompileOptions, 'remarkPlugins' | 'rehypePlugins'> {
  return { remarkPlugins: remarkPlugins(options), rehypePlugins: rehypePlugins(options) };
}
