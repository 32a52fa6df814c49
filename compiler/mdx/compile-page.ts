// MDX page → JavaScript, plus everything the build learned while parsing it.
// Pages without ESM imports compile to a function body that is evaluated directly (no bundler);
// pages that import components compile to an ES module that esbuild bundles.
import { createProcessor, type CompileOptions } from '@mdx-js/mdx';
import type { Root as HastRoot } from 'hast';
import type { Root } from 'mdast';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { VFileMessage } from 'vfile-message';
import type { FrontmatterField } from '../../config/types.js';
import { DocsgenError } from '../errors.js';
import { parseFrontmatter } from '../pages/frontmatter.js';
import type { Frontmatter, Heading } from '../../theme/lib/page-types.js';
import { extractHeadingIds } from './custom-heading-ids.js';
import { mdxPlugins, rehypePlugins, remarkPlugins, type PipelineOptions } from './plugins.js';
import { NO_SITE_PLUGINS, PluginFailure, type SitePlugins } from './site-plugins.js';
import { needsJavaScript, treeNeedsJavaScript } from './render-tree.js';
import { remarkUnravelJsx } from './remark-unravel-jsx.js';
import { mayContainAutolinkLiteral } from './remark-gfm-lean.js';
import { mayContainJavaScript } from './syntax-hints.js';
import { forEachNode } from './walk.js';
import type { PageLink, PageSection, PageTreeData } from './remark-page-data.js';

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
  /** What plugins reported without failing the page (a formula KaTeX could not render…). */
  warnings: PageWarning[];
}

/** A message a plugin left on the page without failing it. */
export interface PageWarning {
  message: string;
  line?: number;
  column?: number;
  /** Who said it, e.g. "rehype-katex". */
  origin?: string;
}

export interface PageCompiler {
  compile(input: CompilePageInput): Promise<CompiledPage>;
}

export interface PageCompilerOptions {
  basePath: string;
  /** The site's remark and rehype plugins (config `markdown`, loaded by site-plugins.ts). */
  site?: SitePlugins;
  /** The site's own frontmatter keys (config `frontmatter.extraKeys`). */
  extraKeys?: Readonly<Record<string, FrontmatterField>>;
}

export function createPageCompiler({ basePath, site = NO_SITE_PLUGINS, extraKeys }: PageCompilerOptions): PageCompiler {
  const cache = new Map<boolean, ReturnType<typeof pipelines>>();
  // Two sets of processors: with GFM autolink literals, and without for the many pages that
  // cannot contain one (remark-gfm-lean.ts); both give the same tree for such a page.
  const pipelinesFor = (source: string) => {
    const autolinkLiterals = mayContainAutolinkLiteral(source);
    let set = cache.get(autolinkLiterals);
    if (!set) cache.set(autolinkLiterals, (set = pipelines({ basePath, autolinkLiterals, site })));
    return set;
  };

  return {
    async compile({ source: written, filePath, relativePath, route }) {
      // `## Title {#id}`: the ids come out before MDX reads `{` as JavaScript (custom-heading-ids.ts).
      const { source, ids: customIds } = extractHeadingIds(written);
      const newFile = () => new VFile({ value: source, path: filePath, data: { route, customIds } });
      const file = newFile();
      try {
        // Parse once; whether the page imports anything decides how its code is emitted.
        const { functionBody, program, markdown, toTree } = pipelinesFor(source);
        const isMarkdown = filePath.endsWith('.md');
        const tree = (isMarkdown ? markdown : functionBody).parse(file) as Root;
        let format: CompiledPage['format'] = 'tree';
        let code = '';
        let hast: HastRoot | undefined;
        let messages = file.messages;
        if (isMarkdown || !mayContainJavaScript(source) || !needsJavaScript(tree)) {
          format = 'tree';
          hast = (await toTree.run(tree as never, file)) as HastRoot;
        }
        if (hast && treeNeedsJavaScript(hast)) {
          // A plugin turned Markdown into JSX with expressions: compile this page with MDX after all.
          const again = newFile();
          code = String(await functionBody.process(again));
          file.data = again.data;
          messages = again.messages;
          format = 'function-body';
          hast = undefined;
        } else if (!hast) {
          const processor = hasImportStatement(tree) ? program : functionBody;
          format = processor === program ? 'program' : 'function-body';
          code = String(processor.stringify((await processor.run(tree as never, file)) as never, file));
        }
        const page = file.data.page as PageTreeData;
        const frontmatter = page.yaml
          ? parseFrontmatter({ yaml: page.yaml.value, file: relativePath, firstLine: page.yaml.line, source: written, extraKeys })
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
          warnings: messages.filter((message) => !message.fatal).map(toWarning),
        };
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
  return warning;
}

function pipelines(options: PipelineOptions) {
  const make = (outputFormat: CompileOptions['outputFormat'], format: 'mdx' | 'md') =>
    createProcessor({ ...mdxPlugins(options), outputFormat, format });
  return {
    functionBody: make('function-body', 'mdx'),
    program: make('program', 'mdx'),
    // Plain .md pages have no JSX and no imports: CommonMark + GFM.
    markdown: make('function-body', 'md'),
    // The same remark and rehype plugins as MDX's pipeline, stopping at the HTML tree.
    toTree: unified()
      .use(remarkUnravelJsx)
      .use(remarkPlugins(options))
      .use(remarkRehype, { allowDangerousHtml: true, passThrough: ['mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression', 'mdxjsEsm'] })
      .use(rehypePlugins(options.site))
      .use(rehypeRemoveRaw),
  };
}

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
  if (error instanceof PluginFailure) return pluginError(error, relativePath, source);
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

/**
 * A site plugin that threw: named, with its key in the config, at the place in the page it
 * reported (a VFileMessage from `file.fail(…, node)`, or an error carrying a position).
 */
function pluginError(failure: PluginFailure, relativePath: string, source: string): DocsgenError {
  const place = placeOf(failure.cause);
  const location = { file: relativePath, source, ...(place ?? {}) };
  const stackFrame = failure.cause instanceof Error && !(failure.cause instanceof VFileMessage) ? firstFrame(failure.cause) : undefined;
  const hint = place
    ? `the ${failure.plugin.stage} plugin configured at ${failure.plugin.keyPath} in docsgen.config reported this`
    : `the ${failure.plugin.stage} plugin configured at ${failure.plugin.keyPath} in docsgen.config threw without saying where in the page${stackFrame ? ` (${stackFrame})` : ''}`;
  return new DocsgenError('content', failure.message, { location, hint, cause: failure.cause });
}

/** The first stack frame of a throw; code from the config is bundled, so the config is named instead. */
function firstFrame(error: Error): string | undefined {
  const frame = error.stack?.split('\n')[1]?.trim();
  if (!frame || !frame.includes('/.docsgen-cache/config/')) return frame;
  const fn = /^at (\S+) \(/.exec(frame)?.[1];
  return fn ? `at ${fn}, code from docsgen.config` : 'in code from docsgen.config';
}

/** Where in the page an error says it happened: a vfile place, a unist position, or line/column. */
function placeOf(error: unknown): { line: number; column?: number } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const candidate = error as { place?: unknown; position?: unknown; line?: unknown; column?: unknown };
  for (const value of [candidate.place, candidate.position]) {
    const point = value && typeof value === 'object' && 'start' in value ? (value as { start: unknown }).start : value;
    if (point && typeof point === 'object' && typeof (point as { line?: unknown }).line === 'number') {
      const { line, column } = point as { line: number; column?: unknown };
      return typeof column === 'number' ? { line, column } : { line };
    }
  }
  if (typeof candidate.line === 'number' && candidate.line > 0) return typeof candidate.column === 'number' ? { line: candidate.line, column: candidate.column } : { line: candidate.line };
  return undefined;
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
    return 'braces start a JavaScript expression in MDX; escape a literal brace as \\{ (a custom heading id goes at the end of a heading line: ## Title {#id})';
  }
  return undefined;
}

/** Raw HTML in Markdown is dropped, as MDX does: pages say what they mean with JSX instead. */
function rehypeRemoveRaw() {
  return (tree: HastRoot) => {
    forEachNode<{ type: string; children?: { type: string }[] }>(tree, (node) => {
      // Most trees hold no raw node: only a parent that has one gets a new child list.
      if (node.children?.some((child) => child.type === 'raw')) node.children = node.children.filter((child) => child.type !== 'raw');
    });
  };
}
