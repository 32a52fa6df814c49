// `docsgen build`: pages → compiled MDX → bundles → rendered HTML, written to a staging folder
// that replaces the output only when every page succeeded.
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { LoadedConfig } from '../../config/load.js';
import type { PageSummary } from '../../theme/lib/page-types.js';
import { bundleClient } from '../bundle/client-bundles.js';
import { bundleServer, type PageModuleSource } from '../bundle/server-bundles.js';
import { DocsgenError } from '../errors.js';
import { discoverPages } from '../pages/discover.js';
import { lastUpdatedTimes } from '../pages/git-times.js';
import { NOT_FOUND_ROUTE } from '../pages/routes.js';
import { writeSearchIndex } from '../search/write-search-index.js';
import { copyPublicDir, createStagingDir } from './output-dir.js';
import { createPageRunner } from './page-runner.js';
import { createProgress } from './progress.js';
import type { CompileResult, RenderSetup, SerializedError } from './protocol.js';

export interface BuildOptions {
  root: string;
  config: LoadedConfig;
  outDir?: string;
  /** Overrides config.basePath (--base). */
  basePath?: string;
  /** Show a live progress line (a terminal, not CI, not --silent). */
  interactive?: boolean;
}

export interface BuildResult {
  outDir: string;
  pages: number;
  bytes: number;
  seconds: number;
  /** What the compile phase learned of each page (search index, link checks). */
  compiled: Extract<CompileResult, { ok: true }>[];
}

/** A build that failed on content: every broken page, reported together. */
export class BuildFailure extends Error {
  constructor(readonly errors: DocsgenError[]) {
    super(`${errors.length} page${errors.length === 1 ? '' : 's'} failed to build`);
    this.name = 'BuildFailure';
  }
}

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const root = resolve(options.root);
  const outDir = resolve(options.outDir ?? join(root, 'dist'));
  const { config } = options.config;
  const basePath = options.basePath ?? config.basePath;
  const progress = createProgress({ interactive: options.interactive ?? false });

  const files = discoverPages(root);
  if (files.length === 0) {
    throw new DocsgenError('usage', `no pages in ${join(root, 'pages')}`, { hint: 'add pages/index.mdx' });
  }
  const times = lastUpdatedTimes(root, files.map((f) => f.filePath));
  const staging = createStagingDir(outDir);
  const serverDir = join(root, '.docsgen-cache', 'server', `${process.pid}-${Date.now().toString(36)}`);
  const runner = createPageRunner(basePath, files.length);
  try {
    // Compile every page while the theme's server bundle builds.
    const jobs = files.map((f) => ({ filePath: f.filePath, relativePath: f.relativePath, route: f.route, lastUpdatedAt: times.get(f.filePath) }));
    const [compiled, theme] = await Promise.all([
      runner.compile(jobs, progress.phase('compiling', jobs.length)),
      bundleServer({ siteRoot: root, outDir: join(serverDir, 'theme'), pages: [] }),
    ]);
    const ok = compiled.filter((r): r is Extract<CompileResult, { ok: true }> => r.ok);
    failIfErrors(compiled);
    ok.sort((a, b) => a.route.localeCompare(b.route));

    // Pages that import components are bundled (their islands and CSS join the theme's).
    const importing: PageModuleSource[] = ok
      .filter((page) => page.format === 'program')
      .map((page) => ({ name: `page-${ok.indexOf(page)}`, filePath: join(root, page.relativePath), relativePath: page.relativePath, code: page.code!, source: page.source! }));
    const pageBundles = importing.length > 0 ? await bundleServer({ siteRoot: root, outDir: join(serverDir, 'pages'), pages: importing, includeTheme: false }) : undefined;
    const pageModules: Record<string, string> = {};
    for (const page of importing) pageModules[ok.find((p) => p.relativePath === page.relativePath)!.route] = pageBundles!.outputs.get(page.name)!;

    const islands = new Map([...theme.islands, ...(pageBundles?.islands ?? [])]);
    const css = new Set([...theme.css, ...(pageBundles?.css ?? [])]);
    const [assets, searchIndex] = await Promise.all([
      bundleClient({ siteRoot: root, outDir: staging.path, basePath, islands, css }),
      writeSearchIndex({ pages: ok, outDir: staging.path, basePath, config }),
    ]);
    copyPublicDir(root, staging.path);

    const summaries: PageSummary[] = ok.map((page) => ({
      path: page.route,
      type: 'mdx',
      filePath: page.relativePath,
      title: page.title,
      description: page.description,
      frontmatter: page.frontmatter,
      lastUpdatedAt: times.get(join(root, page.relativePath)),
    }));
    const hasOwnNotFound = ok.some((page) => page.route === NOT_FOUND_ROUTE);
    const setup: RenderSetup = {
      themeModule: theme.outputs.get('theme')!,
      configModule: options.config.bundleFile,
      basePath,
      outDir: staging.path,
      assets: { stylesheet: assets.stylesheet, loader: assets.loader, islands: assets.islands, searchIndex },
      pageModules,
      notFoundRoute: hasOwnNotFound ? NOT_FOUND_ROUTE : null,
    };
    const rendered = await runner.render(setup, summaries, ok.map((page) => page.route), progress.phase('rendering', ok.length));
    if (!hasOwnNotFound) rendered.push(await runner.renderNotFound(setup, summaries));
    failIfErrors(rendered);
    progress.done();

    staging.commit();
    const bytes = rendered.reduce((sum, r) => sum + (r.ok ? r.bytes : 0), 0);
    return { outDir, pages: ok.length, bytes, seconds: (performance.now() - started) / 1000, compiled: ok };
  } catch (error) {
    progress.done();
    staging.discard();
    throw error;
  } finally {
    await runner.close();
    rmSync(serverDir, { recursive: true, force: true });
  }
}

function failIfErrors(results: ({ ok: true } | { ok: false; error: SerializedError })[]): void {
  const errors = results.flatMap((r) => (r.ok ? [] : [toDocsgenError(r.error)]));
  if (errors.length === 0) return;
  errors.sort((a, b) => (a.location?.file ?? '').localeCompare(b.location?.file ?? ''));
  throw new BuildFailure(errors);
}

function toDocsgenError(error: SerializedError): DocsgenError {
  return new DocsgenError(error.kind, error.message, { hint: error.hint, location: error.location });
}
