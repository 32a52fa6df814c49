// A page's source to compiled MDX, in the thread that will render it: the compiled code never
// crosses threads, only what the rest of the build needs to know of the page (CompiledInfo).
import { DocsgenError } from '../../errors/docsgen-error.js';
import { createPageCompiler, toPageError, type CompiledPage, type PageCompiler } from '../../mdx/compile-page.js';
import { compileOptionsFor, type SiteSource } from '../../mdx/compile-options.js';
import { readPageSource } from '../../pages/read-source.js';
import { DependencyChecker, FileStamps } from '../../store/dependencies.js';
import { withPageCache } from '../../cache/page-cache.js';
import type { CacheStore } from '../../store/store.js';
import { textHash } from '../../cache/output-record.js';
import { serializeError, type CompiledInfo, type CompileJob, type CompileResult } from '../../page/page-model.js';

export interface PageCompileOptions {
  sourceMaps?: boolean;
  assetsDir?: string;
  /** The persistent cache; none: every page compiled anew. */
  store?: CacheStore;
  /** Files may change between two pages (the dev server): what a cached page depends on is checked anew for each. */
  filesChange?: boolean;
}

/** The compiler of one thread; the site's plugins are imported here, in this thread (see site-plugins.ts). */
export async function pageCompilerFor(site: SiteSource, { store, filesChange, ...compilerOptions }: PageCompileOptions): Promise<PageCompiler> {
  const options = { ...(await compileOptionsFor(site)), ...compilerOptions };
  const compiler = createPageCompiler(options);
  if (!store) return compiler;
  const buildChecker = new DependencyChecker();
  // Files may change: a checker per compile, with the hashes of files whose stamps hold.
  const stamps = new FileStamps();
  return withPageCache(compiler, options, { store, checker: () => (filesChange ? new DependencyChecker(stamps) : buildChecker), filesChange });
}

/**
 * Compiles one page. Every failure, the compiler's own loading included, is the page's error:
 * the build reports it with the others rather than stopping at the first.
 */
export async function compileJob(job: CompileJob, compiler: () => Promise<PageCompiler>): Promise<{ result: CompileResult; page?: CompiledPage }> {
  let source = '';
  try {
    source = job.source ?? readPageSource(job.filePath, job.relativePath);
    if (job.sourceHash !== undefined && textHash(source) !== job.sourceHash) {
      throw new DocsgenError('ChangedDuringBuild', 'the page changed while it was being built: its HTML and its Markdown copy would be of different versions', {
        location: { file: job.relativePath },
        hint: 'build again once it is saved',
      });
    }
    const page = await (await compiler()).compile({ source, filePath: job.filePath, relativePath: job.relativePath, route: job.route, ...(job.version ? { version: job.version } : {}) });
    return {
      page,
      result: {
        ok: true,
        ...compiledInfo(page, job),
        // Only pages that import components travel to the bundler.
        code: page.format === 'program' ? page.code : undefined,
        source: page.format === 'program' ? source : undefined,
      },
    };
  } catch (error) {
    return { result: { ok: false, route: job.route, error: serializeError(toPageError(error, job.relativePath, source)) } };
  }
}

export function compiledInfo(page: CompiledPage, job: CompileJob): CompiledInfo {
  return {
    route: job.route,
    relativePath: job.relativePath,
    title: page.title,
    description: page.description,
    frontmatter: page.frontmatter,
    headings: page.headings,
    ids: page.ids,
    links: page.links,
    sections: page.sections,
    format: page.format,
    ...(page.warnings.length > 0 ? { warnings: page.warnings } : {}),
  };
}
