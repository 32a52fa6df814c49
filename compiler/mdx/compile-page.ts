// MDX page → JavaScript, plus everything the build learned while parsing it.
// Pages without ESM imports compile to a function body that is evaluated directly (no bundler);
// pages that import components compile to an ES module that esbuild bundles.
import { createProcessor, type CompileOptions } from '@mdx-js/mdx';
import type { Root as HastRoot } from 'hast';
import type { Root } from 'mdast';
import type { SourceMapPayload } from 'node:module';
import rehypeRaw from 'rehype-raw';
import remarkRehype from 'remark-rehype';
import { SourceMapGenerator } from 'source-map';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { VFileMessage } from 'vfile-message';
import { DocsgenError } from '../errors.js';
import { parseFrontmatter } from '../pages/frontmatter.js';
import type { Frontmatter, Heading } from '../../theme/lib/page-types.js';
import { mdxPlugins, rehypePlugins, remarkPlugins, type PipelineOptions } from './plugins.js';
import { needsJavaScript, treeNeedsJavaScript } from './render-tree.js';
import { remarkUnravelJsx } from './remark-unravel-jsx.js';
import { mayContainAutolinkLiteral } from './remark-gfm-lean.js';
import { mayContainJavaScript } from './syntax-hints.js';
import { forEachNode } from './walk.js';
import type { PageAsset, PageLink, PageSection, PageTreeData } from './remark-page-data.js';

export interface CompilePageInput {
  source: string;
  /** Absolute path. */
  filePath: string;
  /** Relative to the site root, shown in errors. */
  relativePath: string;
  route: string;
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
  /**
   * With `sourceMaps`: the map of a function body's code back to the page source, to say which
   * line of the page threw. (A program carries its map inline, for the bundler to chain.)
   */
  map?: SourceMapPayload;
  /** Files beside the page that its images use: the build copies them into the output. */
  assets: PageAsset[];
}

export interface PageCompilerOptions {
  basePath: string;
  /** The output's assets folder: images beside a page are copied there (see page-assets.ts). */
  assetsDir?: string;
  /** Map compiled code back to the page's lines, so a render error can name them. */
  sourceMaps?: boolean;
}

export interface PageCompiler {
  compile(input: CompilePageInput): Promise<CompiledPage>;
}

export function createPageCompiler({ basePath, assetsDir, sourceMaps = false }: PageCompilerOptions): PageCompiler {
  const cache = new Map<boolean, ReturnType<typeof pipelines>>();
  // Two sets of processors: with GFM autolink literals, and without for the many pages that
  // cannot contain one (remark-gfm-lean.ts); both give the same tree for such a page.
  const pipelinesFor = (source: string) => {
    const autolinkLiterals = mayContainAutolinkLiteral(source);
    let set = cache.get(autolinkLiterals);
    if (!set) cache.set(autolinkLiterals, (set = pipelines({ basePath, assetsDir, autolinkLiterals }, sourceMaps)));
    return set;
  };

  return {
    async compile({ source, filePath, relativePath, route }) {
      const file = new VFile({ value: source, path: filePath, data: { route } });
      try {
        // Parse once; whether the page imports anything decides how its code is emitted.
        const { functionBody, program, markdown, toTree, markdownToTree } = pipelinesFor(source);
        const isMarkdown = filePath.endsWith('.md');
        const tree = (isMarkdown ? markdown : functionBody).parse(file) as Root;
        let format: CompiledPage['format'] = 'tree';
        let code = '';
        let hast: HastRoot | undefined;
        let map: SourceMapPayload | undefined;
        if (isMarkdown || !mayContainJavaScript(source) || !needsJavaScript(tree)) {
          format = 'tree';
          hast = (await (isMarkdown ? markdownToTree : toTree).run(tree as never, file)) as HastRoot;
        }
        if (hast && treeNeedsJavaScript(hast)) {
          // A plugin turned Markdown into JSX with expressions: compile this page with MDX after all.
          const again = new VFile({ value: source, path: filePath, data: { route } });
          code = String(await functionBody.process(again));
          map = again.map as SourceMapPayload | undefined;
          file.data = again.data;
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
        const frontmatter = page.yaml
          ? parseFrontmatter({ yaml: page.yaml.value, file: relativePath, firstLine: page.yaml.line, source })
          : {};
        return {
          route,
          relativePath,
          frontmatter,
          title: frontmatter.title ?? page.firstH1 ?? titleFromRoute(route),
          description: frontmatter.description,
          headings: page.headings,
          ids: page.ids,
          links: page.links,
          sections: page.sections,
          format,
          code,
          tree: hast,
          assets: page.assets,
          ...(map ? { map } : {}),
        };
      } catch (error) {
        throw toPageError(error, relativePath, source);
      }
    },
  };
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
      .use(rehypePlugins())
      .use(rehypeRemoveRaw),
    // Markdown pages render their raw HTML as written (as VitePress and Vocs do): parsed into the tree.
    markdownToTree: unified()
      .use(remarkPlugins(options))
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(rehypeRaw)
      .use(rehypePlugins()),
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

/** '/core/createStore' → 'createStore'; '/' → 'Home'. Last resort when a page has no title or h1. */
function titleFromRoute(route: string): string {
  return route === '/' ? 'Home' : decodeURIComponent(route.split('/').at(-1)!);
}

/** MDX's messages carry a position; turn them into file:line:column errors with a code frame. */
export function toPageError(error: unknown, relativePath: string, source: string): DocsgenError {
  if (error instanceof DocsgenError) return error;
  if (error instanceof VFileMessage) {
    let place = error.place && 'start' in error.place ? error.place.start : error.place;
    let reason = error.reason;
    // Some messages (an unclosed JSX tag) carry their position only in the text: "(5:1-5:6)".
    const inText = /\s*\((\d+):(\d+)(?:-\d+:\d+)?\)$/.exec(reason);
    if (inText) {
      place ??= { line: Number(inText[1]), column: Number(inText[2]) };
      reason = reason.slice(0, inText.index);
    }
    return new DocsgenError('content', reason, {
      location: { file: relativePath, line: place?.line, column: place?.column, source },
      hint: hintForMdxError(error),
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new DocsgenError('content', message, { location: { file: relativePath }, cause: error });
}

function hintForMdxError(error: VFileMessage): string | undefined {
  const reason = error.reason;
  if (/Unexpected character .* before name|Unexpected end of file in name/.test(reason)) {
    return 'a "<" starts JSX in MDX; write &lt; or put the text in `code` if you meant a less-than sign';
  }
  if (/Expected a closing tag|Expected the closing tag|Unexpected closing/.test(reason)) {
    return 'every JSX element needs a matching closing tag, or must be self-closing like <Foo />';
  }
  if (/Could not parse expression/.test(reason)) {
    return 'braces start a JavaScript expression in MDX; escape a literal brace as \\{';
  }
  return undefined;
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
