// Partials: `.mdx` (or `.md`) files a page imports and places as a component:
//
//   import Shared from './_shared.mdx'
//   <Shared />
//
// The bundler compiles the partial itself, with the same pipeline as a page (partial-plugin.ts).
// This module gives the importing page what the partial adds to it: its headings (outline,
// anchors), its ids (#anchors check-links accepts) and its sections (search), merged where the
// page places it. The partial is read with the Markdown half of the pipeline only, and read again
// only when its content changes.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import type { Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';
import { VFile } from 'vfile';
import { VFileMessage } from 'vfile-message';
import { DocsgenError } from '../errors/docsgen-error.js';
import { partialRoute } from '../pages/routes.js';
import { preparePageSource } from './page-source.js';
import { toPageError } from './page-errors.js';
import { remarkPlugins, type PipelineOptions } from './plugins.js';
import type { PageTreeData } from './remark/remark-page-data.js';
import { siteRootOf } from './site-root.js';
import { dependenciesOf } from '../store/file-data.js';

/** A partial a page uses, and what it holds. */
export interface PartialData {
  /** Relative to the site folder, '/' separators. */
  file: string;
  /** Of its source: a cache of facts about the page is stale when it changes. */
  hash: string;
  data: PageTreeData;
}

export interface PartialLoader {
  /** The partials the page imports, by the name it imports each as. Throws for one it cannot read. */
  forPage(tree: Root, file: VFile): Promise<Map<string, PartialData>>;
}

const PARTIAL_EXTENSION = /\.mdx?$/;

interface Import {
  name: string;
  specifier: string;
  place: { line: number; column: number } | undefined;
}

/** `import Name from './x.mdx'` statements of a page (relative .md/.mdx specifiers only). */
function partialImports(tree: Root): Import[] {
  const imports: Import[] = [];
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const body = (node.data as { estree?: { body: EstreeStatement[] } } | undefined)?.estree?.body ?? [];
    for (const statement of body) {
      if (statement.type !== 'ImportDeclaration' || typeof statement.source?.value !== 'string') continue;
      const specifier = statement.source.value;
      if (!PARTIAL_EXTENSION.test(specifier) || !/^\.{1,2}\//.test(specifier)) continue;
      const name = statement.specifiers?.find((s) => s.type === 'ImportDefaultSpecifier')?.local.name;
      // MDX gives each statement its place in the page (estree columns are 0-based).
      const place = statement.loc ? { line: statement.loc.start.line, column: statement.loc.start.column + 1 } : node.position?.start;
      if (name) imports.push({ name, specifier, place });
    }
  }
  return imports;
}

interface EstreeStatement {
  type: string;
  source?: { value?: unknown };
  specifiers?: { type: string; local: { name: string } }[];
  loc?: { start: { line: number; column: number } };
}

export function createPartialLoader(options: Omit<PipelineOptions, 'partials'>): PartialLoader {
  const cache = new Map<string, { hash: string; data: Promise<PageTreeData> }>();
  const processors = new Map<boolean, Processor>();
  const loader: PartialLoader = { forPage };

  const processorFor = (mdx: boolean) => {
    let processor = processors.get(mdx);
    if (!processor) {
      const base = unified().use(remarkParse);
      processor = (mdx ? base.use(remarkMdx) : base).use(remarkPlugins({ ...options, partials: loader })) as unknown as Processor;
      processors.set(mdx, processor);
    }
    return processor;
  };

  async function analyze(path: string, written: string, siteRoot: string, stack: string[]): Promise<PageTreeData> {
    const relativePath = relative(siteRoot, path).split(sep).join('/');
    const { source, customIds, snippets } = preparePageSource(written);
    const file = new VFile({ value: source, path, data: { route: partialRoute(relativePath), customIds, snippets, siteRoot, partialStack: stack, partial: true } });
    try {
      const processor = processorFor(!path.endsWith('.md'));
      await processor.run(processor.parse(file), file);
      return file.data.page as PageTreeData;
    } catch (error) {
      const failure = toPageError(error, relativePath, written);
      const importer = relative(siteRoot, stack.at(-1)!).split(sep).join('/');
      throw new DocsgenError(failure.code, failure.message, {
        location: failure.location,
        hint: [failure.hint, `in a partial imported by ${importer}`].filter(Boolean).join('; '),
        cause: failure.cause,
        more: failure.more,
      });
    }
  }

  async function forPage(tree: Root, file: VFile): Promise<Map<string, PartialData>> {
    const found = new Map<string, PartialData>();
    const imports = partialImports(tree);
    if (imports.length === 0 || !file.path) return found;
    const importer = resolve(file.path);
    const siteRoot = (file.data.siteRoot as string | undefined) ?? siteRootOf(importer, file.data.route as string) ?? dirname(importer);
    const stack = [...((file.data.partialStack as string[] | undefined) ?? []), importer];
    for (const { name, specifier, place } of imports) {
      const path = resolve(dirname(importer), specifier);
      const shown = relative(siteRoot, path).split(sep).join('/');
      const fail = (reason: string, ruleId: string): never => {
        throw new VFileMessage(reason, { place, ruleId, source: 'docsgen' });
      };
      if (stack.includes(path)) fail(`the partial ${specifier} imports the page that imports it (${[...stack, path].map((p) => relative(siteRoot, p)).join(' → ')})`, 'partial-cycle');
      let source: string;
      try {
        source = readFileSync(path, 'utf8');
      } catch {
        return fail(`cannot find the partial ${specifier} (no file ${isAbsolute(shown) ? path : shown})`, 'missing-partial');
      }
      const hash = createHash('sha1').update(source).digest('hex');
      let entry = cache.get(path);
      if (!entry || entry.hash !== hash) {
        entry = { hash, data: analyze(path, source, siteRoot, stack) };
        cache.set(path, entry);
        // A partial that fails is read again next time (it may be fixed by then).
        entry.data.catch(() => cache.delete(path));
      }
      const data = await entry.data;
      found.set(name, { file: shown, hash, data });
      // The page's compiled result holds the partial's headings and ids, nested partials' too.
      const deps = dependenciesOf(file);
      deps.add({ k: 'text', p: path, h: hash });
      for (const nested of data.partials) deps.add({ k: 'text', p: resolve(siteRoot, nested.file), h: nested.hash });
    }
    return found;
  }

  return loader;
}
