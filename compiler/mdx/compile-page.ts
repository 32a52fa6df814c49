// MDX page → JavaScript, plus everything the build learned while parsing it.
// Pages without ESM imports compile to a function body that is evaluated directly (no bundler);
// pages that import components compile to an ES module that esbuild bundles.
import { createProcessor, type CompileOptions } from '@mdx-js/mdx';
import type { Root as HastRoot } from 'hast';
import type { Root } from 'mdast';
import type { SourceMapPayload } from 'node:module';
import remarkRehype from 'remark-rehype';
import { SourceMapGenerator } from 'source-map';
import { unified } from 'unified';
import { VFile } from 'vfile';
import type { VFileMessage } from 'vfile-message';
import type { FrontmatterField } from '../../config/types.js';
import { parseFrontmatter } from '../pages/frontmatter.js';
import type { Frontmatter, Heading } from '../../theme/shared/page-types.js';
import { preparePageSource } from './page-source.js';
import { mdxPlugins, rehypePlugins, remarkPlugins, type PipelineOptions } from './plugins.js';
import { toPageError } from './page-errors.js';
import { partialRoute } from '../pages/routes.js';
import type { PageVersion } from '../pages/page-version.js';
import { createPartialLoader } from './partials.js';
import { PACKAGE_ROOT } from '../package-paths.js';
import { routeWithinVersion } from '../../theme/shared/versions.js';
import { join } from 'node:path';
import { NO_SITE_PLUGINS, type SitePlugins } from './site-plugins.js';
import type { TwoslashSettings } from './twoslash/twoslash-site.js';
import type { CodeThemes } from './highlight/highlighter.js';
import type { DocumentedSymbol } from './api/documented.js';

export { toPageError };
import { needsJavaScript, treeNeedsJavaScript } from './render-tree.js';
import { remarkUnravelJsx } from './remark/remark-unravel-jsx.js';
import { mayContainAutolinkLiteral } from './remark/remark-gfm-lean.js';
import { mayContainJavaScript } from './syntax-hints.js';
import { forEachNode } from './walk.js';
import type { PageAsset, PageLink, PageSection, PageTreeData } from './remark/remark-page-data.js';
import type { Dependency } from '../store/dependencies.js';
import { dependenciesOf, mergeCacheData, twoslashDependencyLists } from '../store/file-data.js';

export interface CompilePageInput {
  source: string;
  /** Absolute path. */
  filePath: string;
  /** Relative to the site root, shown in errors. */
  relativePath: string;
  route: string;
  /**
   * A page of a site with versions (config `versions`): where its links lead and its site folder
   * (the current version's pages have the prefix '').
   */
  version?: PageVersion;
}

export interface CompiledPage {
  route: string;
  relativePath: string;
  frontmatter: Frontmatter;
  title: string;
  description?: string;
  headings: Heading[];
  ids: string[];
  links: PageLink[];
  sections: PageSection[];
  /**
   * 'tree': no JavaScript of its own, rendered from `tree`; 'function-body' code is run with the
   * JSX runtime; 'program' code is an ES module to bundle.
   */
  format: 'tree' | 'function-body' | 'program';
  code: string;
  tree?: HastRoot;
  /** What plugins reported without failing the page (a formula KaTeX could not render…). */
  warnings: PageWarning[];
  /**
   * With `sourceMaps`: the map of a function body's code back to the page source, to say which
   * line of the page threw. (A program carries its map inline, for the bundler to chain.)
   */
  map?: SourceMapPayload;
  /** Files beside the page that its images use: the build copies them into the output. */
  assets: PageAsset[];
  /**
   * What the result depends on besides the page's source and the compiler's options: files its
   * plugins read or looked for (partials, images, twoslash's type packages). For the persistent
   * cache (cache/page-cache.ts); absent when a file changed while it was read (not cacheable).
   */
  dependencies?: { files: Dependency[]; twoslash?: string[] };
}

/** A message a plugin left on the page without failing it. */
export interface PageWarning {
  message: string;
  line?: number;
  column?: number;
  /** Who said it, e.g. "rehype-katex". */
  origin?: string;
  /** What to do about it. */
  hint?: string;
}

export interface PageCompiler {
  compile(input: CompilePageInput): Promise<CompiledPage>;
  /**
   * A partial (an .mdx file a page imports) as an ES module whose default export renders it, with
   * the theme's MDX components (code blocks, CodeGroup…) provided. Throws like `compile`.
   */
  compilePartial(input: Omit<CompilePageInput, 'route'> & { siteRoot: string }): Promise<string>;
}

/** Gives partials the theme's MDX components (a page passes them as a prop; a partial cannot). */
const MDX_PROVIDER = join(PACKAGE_ROOT, 'theme', 'mdx', 'provider.ts');

export interface PageCompilerOptions {
  basePath: string;
  /** The site's remark and rehype plugins (config `markdown`, loaded by site-plugins.ts). */
  site?: SitePlugins;
  /** The site's own frontmatter keys (config `frontmatter.extraKeys`). */
  extraKeys?: Readonly<Record<string, FrontmatterField>>;
  /** The output's assets folder: images beside a page are copied there (see page-assets.ts). */
  assetsDir?: string;
  /** Map compiled code back to the page's lines, so a render error can name them. */
  sourceMaps?: boolean;
  /** How twoslash blocks are compiled (config `twoslash`); `false`: only highlighted. */
  twoslash?: TwoslashSettings | false;
  /** The code themes (config markdown.code.themes); docsgen's by default. */
  codeThemes?: CodeThemes;
  /** Expressive Code's automatic frames (config markdown.code.autoFrames). */
  autoFrames?: boolean;
  /** How the pages' imports are bundled (config `bundle`: aliases and constants). */
  bundle?: SiteBundling;
  /**
   * Where the site documents API symbols (mdx/api/documented.ts): the links of `::api` references.
   * Not part of compileOptionsKey: only pages with an API directive depend on it (page-cache.ts).
   */
  documented?: readonly DocumentedSymbol[];
}

/** Config `bundle`, resolved: alias targets absolute or package names, define values as code. */
export interface SiteBundling {
  alias: Record<string, string>;
  define: Record<string, string>;
}

export function createPageCompiler({ basePath, site = NO_SITE_PLUGINS, extraKeys, assetsDir, sourceMaps = false, twoslash, codeThemes, autoFrames, documented }: PageCompilerOptions): PageCompiler {
  const cache = new Map<boolean, ReturnType<typeof pipelines>>();
  const partials = createPartialLoader({ basePath, site, twoslash, codeThemes, autoFrames, documented });
  const partialProcessors = new Map<string, ReturnType<typeof createProcessor>>();
  const partialProcessor = (format: 'md' | 'mdx', autolinkLiterals: boolean) => {
    const key = `${format}:${autolinkLiterals}`;
    let processor = partialProcessors.get(key);
    if (!processor) {
      const plugins = mdxPlugins({ basePath, autolinkLiterals, site, partials, twoslash, codeThemes, autoFrames, documented });
      partialProcessors.set(key, (processor = createProcessor({ ...plugins, outputFormat: 'program', format, providerImportSource: MDX_PROVIDER })));
    }
    return processor;
  };
  // Two sets of processors: with GFM autolink literals, and without for the many pages that
  // cannot contain one (remark-gfm-lean.ts); both give the same tree for such a page.
  const pipelinesFor = (source: string) => {
    const autolinkLiterals = mayContainAutolinkLiteral(source);
    let set = cache.get(autolinkLiterals);
    if (!set) cache.set(autolinkLiterals, (set = pipelines({ basePath, assetsDir, autolinkLiterals, site, partials, twoslash, codeThemes, autoFrames, documented }, sourceMaps)));
    return set;
  };

  return {
    async compile({ source: written, filePath, relativePath, route, version }) {
      // `## Title {#id}`: the ids come out before MDX reads `{` as JavaScript (custom-heading-ids.ts);
      // other tools' lines micromark does not read are rewritten (syntax/dialect-lines.ts).
      const { source, customIds, snippets } = preparePageSource(written);
      const newFile = () => new VFile({ value: source, path: filePath, data: { route, customIds, snippets, ...versionData(version) } });
      const file = newFile();
      try {
        // Parse once; whether the page imports anything decides how its code is emitted.
        const { functionBody, program, markdown, toTree, markdownToTree } = pipelinesFor(source);
        const isMarkdown = filePath.endsWith('.md');
        const tree = (isMarkdown ? markdown : functionBody).parse(file) as Root;
        let format: CompiledPage['format'] = 'tree';
        let code = '';
        let hast: HastRoot | undefined;
        let messages = file.messages;
        let map: SourceMapPayload | undefined;
        if (isMarkdown || !mayContainJavaScript(source) || !needsJavaScript(tree)) {
          format = 'tree';
          hast = (await (isMarkdown ? markdownToTree : toTree).run(tree as never, file)) as HastRoot;
        }
        if (hast && treeNeedsJavaScript(hast)) {
          // A plugin turned Markdown into JSX with expressions: compile this page with MDX after all.
          const again = newFile();
          code = String(await functionBody.process(again));
          map = again.map as SourceMapPayload | undefined;
          const first = file.data;
          file.data = again.data;
          // What the first pass read counts too (the records only add up).
          mergeCacheData(file, first);
          messages = again.messages;
          format = 'function-body';
          hast = undefined;
        } else if (!hast) {
          const processor = hasImportStatement(tree) ? program : functionBody;
          format = processor === program ? 'program' : 'function-body';
          code = String(processor.stringify((await processor.run(tree as never, file)) as never, file));
          map = file.map as SourceMapPayload | undefined;
          // The bundler reads an inline map and chains it: bundled frames then map to the page.
          if (map && format === 'program') {
            code += `\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(JSON.stringify(map)).toString('base64')}\n`;
            map = undefined;
          }
        }
        const page = file.data.page as PageTreeData;
        const recorded = dependenciesOf(file);
        const twoslash = twoslashDependencyLists(file);
        const frontmatter = page.yaml
          ? parseFrontmatter({ yaml: page.yaml.value, file: relativePath, firstLine: page.yaml.line, source: written, extraKeys })
          : {};
        return {
          route,
          relativePath,
          frontmatter,
          title: frontmatter.title ?? page.firstH1 ?? titleFromRoute(routeWithinVersion(route, version)),
          // `# Title [subtitle]` (Vocs): the subtitle describes the page.
          description: frontmatter.description ?? page.subtitle,
          headings: page.headings,
          ids: page.ids,
          links: page.links,
          sections: page.sections,
          format,
          code,
          tree: hast,
          warnings: messages.filter((message) => !message.fatal).map(toWarning),
          assets: page.assets,
          ...(map ? { map } : {}),
          ...(recorded.unstable ? {} : { dependencies: { files: recorded.list(), ...(twoslash ? { twoslash } : {}) } }),
        };
      } catch (error) {
        throw toPageError(error, relativePath, written);
      }
    },

    async compilePartial({ source: written, filePath, relativePath, siteRoot }) {
      const { source, customIds, snippets } = preparePageSource(written);
      const file = new VFile({ value: source, path: filePath, data: { route: partialRoute(relativePath), customIds, snippets, siteRoot, partial: true } });
      try {
        const processor = partialProcessor(filePath.endsWith('.md') ? 'md' : 'mdx', mayContainAutolinkLiteral(source));
        return String(await processor.process(file));
      } catch (error) {
        throw toPageError(error, relativePath, written);
      }
    },
  };
}

function toWarning(message: VFileMessage): PageWarning {
  const cause = message.cause instanceof Error ? message.cause.message.split('\n')[0] : undefined;
  const warning: PageWarning = { message: cause && !message.reason.includes(cause) ? `${message.reason}: ${cause}` : message.reason };
  const place = message.place && 'start' in message.place ? message.place.start : message.place;
  if (place?.line) warning.line = place.line;
  if (place?.column) warning.column = place.column;
  const origin = message.source ?? message.ruleId;
  if (origin) warning.origin = origin;
  if (message.note) warning.hint = message.note;
  return warning;
}

function pipelines(options: PipelineOptions, sourceMaps: boolean) {
  const make = (outputFormat: CompileOptions['outputFormat'], format: 'mdx' | 'md') =>
    createProcessor({ ...mdxPlugins(options), outputFormat, format, ...(sourceMaps ? { SourceMapGenerator } : {}) });
  return {
    functionBody: make('function-body', 'mdx'),
    program: make('program', 'mdx'),
    // Plain .md pages have no JSX and no imports: CommonMark + GFM.
    markdown: make('function-body', 'md'),
    // The same remark and rehype plugins as MDX's pipeline, stopping at the HTML tree.
    toTree: unified()
      .use(remarkUnravelJsx)
      .use(remarkPlugins(options))
      .use(remarkRehype, { allowDangerousHtml: true, passThrough: [...MDX_NODES] })
      .use(rehypePlugins(options))
      .use(rehypeRemoveRaw),
    // Markdown pages render their raw HTML as written (as VitePress and Vocs do): parsed into the
    // tree, keeping the theme's components and the code blocks' meta (rehype-markdown-html.ts).
    markdownToTree: unified()
      .use(remarkPlugins(options))
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(rehypePlugins(options, { rawHtml: true })),
  };
}

const MDX_NODES = ['mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression', 'mdxjsEsm'] as const;

function hasImportStatement(tree: Root): boolean {
  return tree.children.some((node) => {
    if (node.type !== 'mdxjsEsm') return false;
    const body = (node.data as { estree?: { body: { type: string }[] } } | undefined)?.estree?.body ?? [];
    return body.some((statement) => statement.type === 'ImportDeclaration');
  });
}

/** '/core/createStore' → 'createStore'; '/' → 'Home' (a version's home too). Last resort when a page has no title or h1. */
function titleFromRoute(route: string): string {
  return route === '/' ? 'Home' : decodeURIComponent(route.split('/').at(-1)!);
}

/** Raw HTML left in an MDX page's tree is dropped, as MDX does: pages say what they mean with JSX instead. */
function rehypeRemoveRaw() {
  return (tree: HastRoot) => {
    forEachNode<{ type: string; children?: { type: string }[] }>(tree, (node) => {
      // Most trees hold no raw node: only a parent that has one gets a new child list.
      if (node.children?.some((child) => child.type === 'raw')) node.children = node.children.filter((child) => child.type !== 'raw');
    });
  };
}

/** What a page of an earlier version adds to its file's data: its site folder and its links' prefix (plugins.ts). */
export function versionData(version: PageVersion | undefined): { siteRoot?: string; version?: PageVersion } {
  return version ? { siteRoot: version.siteRoot, version } : {};
}
