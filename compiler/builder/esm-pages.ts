// The pages that import components: compiled as ES modules (by the page workers, or here from the
// cache) and bundled with the theme in one esbuild run, so their islands share one client build.
// One page with a broken import must not hide the others' errors, nor stop the rest of the site:
// when the bundle fails, each page is bundled alone to learn which ones fail, those are reported
// as their own errors, and the others are bundled again without them.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { bundleServer, type PageModuleSource, type ServerBundleResult } from '../bundle/server-bundles.js';
import { DocsgenError } from '../errors/docsgen-error.js';
import type { PageCompiler, PageCompilerOptions } from '../mdx/compile-page.js';
import type { PageFile } from '../pages/discover.js';
import { DependencyChecker } from '../store/dependencies.js';
import { withPageCache } from '../cache/page-cache.js';
import { NO_CACHE, openStore } from '../store/store.js';

export type EsmPage = PageModuleSource & { route: string };

/**
 * The compiled modules of the pages with imports, for the bundler. A page a worker compiles comes
 * from there (`fromWorkers`, by route): TypeScript and the compiler stay out of this thread, and
 * no page is compiled twice. The others (pages the previous build recorded) are compiled here,
 * which the cache makes a read. Pages that do not compile are left to their worker to report.
 */
export async function esmPageSources(
  pages: { file: PageFile; source: string }[],
  fromWorkers: (route: string) => Promise<string | undefined> | undefined,
  compileOptions: PageCompilerOptions,
  assetsDir: string,
  cacheDir: string | null,
): Promise<EsmPage[]> {
  let compiler: PageCompiler | undefined;
  const compileHere = async (file: PageFile, source: string): Promise<string | undefined> => {
    if (!compiler) {
      const { createPageCompiler } = await import('../mdx/compile-page.js');
      // The same options as the workers' compile (the site's plugins; images beside the page get
      // the same hashed URLs), and the same cache entries.
      const options = { ...compileOptions, sourceMaps: true, assetsDir };
      const checker = new DependencyChecker();
      compiler = withPageCache(createPageCompiler(options), options, { store: cacheDir ? openStore(cacheDir) : NO_CACHE, checker: () => checker });
    }
    try {
      const compiled = await compiler.compile({ source, filePath: file.filePath, relativePath: file.relativePath, route: file.route, ...(file.version ? { version: file.version } : {}) });
      return compiled.format === 'program' ? compiled.code : undefined;
    } catch {
      // The page's worker reports the error with its location; nothing to bundle.
      return undefined;
    }
  };
  const codes: (Promise<string | undefined> | string | undefined)[] = pages.map(({ file }) => fromWorkers(file.route));
  // One page at a time here, while the workers go on with theirs.
  for (const [index, { file, source }] of pages.entries()) codes[index] ??= await compileHere(file, source);
  const settled = await Promise.all(codes);
  return pages.flatMap(({ file, source }, index) => {
    const code = settled[index];
    return code === undefined ? [] : [{ name: `page-${index}`, route: file.route, filePath: file.filePath, relativePath: file.relativePath, code, source }];
  });
}

export interface SiteBundle extends ServerBundleResult {
  /** Route → why the page's components could not be bundled. */
  broken: Map<string, DocsgenError>;
}

/** The theme and every page that bundles; pages that do not, with their error. */
export async function bundleSite(site: Omit<Parameters<typeof bundleServer>[0], 'pages'> & { pages: EsmPage[] }): Promise<SiteBundle> {
  const { pages } = site;
  const options = { ...site, sourcemap: true };
  try {
    return { ...(await bundleServer(options)), broken: new Map() };
  } catch (error) {
    if (pages.length === 0) throw error;
    const broken = await failingPages(options, pages);
    // No page fails alone: the theme itself does, and that is not the site's to fix.
    if (broken.size === 0) throw error;
    const good = pages.filter((page) => !broken.has(page.route));
    return { ...(await bundleServer({ ...options, pages: good })), broken };
  }
}

async function failingPages(options: Parameters<typeof bundleServer>[0], pages: EsmPage[]): Promise<Map<string, DocsgenError>> {
  const broken = new Map<string, DocsgenError>();
  await Promise.all(
    pages.map(async (page) => {
      const scratch = join(options.outDir, `alone-${page.name}`);
      try {
        await bundleServer({ ...options, outDir: scratch, pages: [page], includeTheme: false });
      } catch (error) {
        broken.set(page.route, pageBundleError(error, page));
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    }),
  );
  return broken;
}

/** The bundler's error, naming the page when the error is in a file it imports. */
function pageBundleError(error: unknown, page: EsmPage): DocsgenError {
  const failure = error instanceof DocsgenError ? error : new DocsgenError('CompileError', String(error), { cause: error });
  if (failure.location?.file === page.relativePath) return failure;
  const imported = `imported by ${page.relativePath}`;
  return new DocsgenError(failure.code, failure.message, {
    location: failure.location ?? { file: page.relativePath },
    hint: failure.location ? (failure.hint ? `${failure.hint} (${imported})` : imported) : failure.hint,
    page: page.relativePath,
    cause: failure,
  });
}
