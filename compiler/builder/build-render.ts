// Compile and render: the workers have been compiling since the plan was made; once the bundles
// exist they are given the render setup and render what they compiled, then go on compiling and
// rendering the rest. Meanwhile this thread writes the pages the cache holds whole (warm-pages.ts)
// and the llms files; the built-in 404 page comes last, as it lists every page.
import { DocsgenError } from '../errors/docsgen-error.js';
import { pageModuleHashes, renderContextKey } from '../cache/html-cache.js';
import { NOT_FOUND_ROUTE } from '../pages/routes.js';
import type { BuildPlan, BuildRun } from './build-plan.js';
import type { BuiltBundles } from './build-bundles.js';
import { placeLlmsFiles } from './site-files/build-llms.js';
import { placeBuiltInNotFound } from './site-files/build-not-found.js';
import type { BuildOutput } from './build-output.js';
import type { PageWorkers } from './page-workers.js';
import type { PageResult } from './worker/protocol.js';
import type { RenderSetup, SerializedError } from '../page/page-model.js';
import { writeWarmPages } from './warm-pages.js';

export type RenderedPages = Awaited<ReturnType<typeof compileAndRender>>;

export async function compileAndRender(run: BuildRun, plan: BuildPlan, workers: PageWorkers, output: BuildOutput, bundles: BuiltBundles) {
  const { options, root, config, basePath, progress, timer } = run;
  const { files, search, reference, summaries, compiledFromRecord, jobs, fallbacks, usedCacheDir, problems } = plan;
  const { staging, placer, serverDir } = output;
  const { server, assets, pageModules, brokenPages } = bundles;
  const hasOwnNotFound = files.some((f) => f.route === NOT_FOUND_ROUTE);
  const setup: RenderSetup = {
    themeModule: server.outputs.get('theme')!,
    configModule: options.config.bundleFile,
    basePath,
    outDir: staging.path,
    siteRoot: root,
    bundlesDir: serverDir,
    assets: { stylesheet: assets.stylesheet, loader: assets.loader, islands: assets.islands, ...search.urls() },
    pageModules,
    brokenPages,
    notFoundRoute: hasOwnNotFound ? NOT_FOUND_ROUTE : null,
    ...(config.reference.length > 0 ? { sidebar: reference.sidebar } : {}),
  };
  if (usedCacheDir) {
    setup.cacheKey = renderContextKey({ bundlesDir: serverDir, configModule: setup.configModule, basePath, assets: setup.assets, notFoundRoute: setup.notFoundRoute, pageModules, sidebar: setup.sidebar });
    setup.moduleHashes = pageModuleHashes(pageModules);
  }
  let warm: PageResult[] = [];
  // Each compiled page's words are counted for search as its result is known, not all at the end;
  // the pages written from the record were counted by the build that stored their index parts.
  // The workers render what they compiled while this thread writes the pages from the record.
  workers.setup(setup, summaries);
  if (compiledFromRecord.size > 0) {
    const written = await writeWarmPages({ hits: compiledFromRecord, jobs: jobs.filter((job) => compiledFromRecord.has(job.route)), setup, pages: summaries, placer, assetsDir: config.assetsDir, searchParts: search });
    warm = written.results;
    if (written.rest.length > 0) workers.add(written.rest, setup, summaries);
    timer.mark('write pages from the record');
  }
  const llms = await placeLlmsFiles(run, plan, output, bundles);
  timer.mark('write llms files');
  const showProgress = progress.phase('building', jobs.length);
  const results = await workers.finished((batch, count) => {
    for (const result of batch) if (result.ok) search.add(result.info, fallbacks.has(result.route));
    showProgress(warm.length + count);
  });
  for (const result of results) if (result.ok && result.record) for (const file of result.record.outputs) placer.noteWritten(file, result.record.written);
  for (const result of warm) results.push(result);
  const notFound = hasOwnNotFound ? undefined : await placeBuiltInNotFound(run, plan, workers, output, setup, results);
  // Every page is done: the workers exit while the links are checked and the search index is written.
  void workers.close();
  progress.done();
  timer.mark('render pages (waiting for workers)');

  for (const problem of pageErrors(results)) problems.push(problem);
  const compiled = results.flatMap((r) => (r.ok && r.route !== '/404' ? [r.info] : [])).sort((a, b) => a.route.localeCompare(b.route));
  return { setup, results, compiled, hasOwnNotFound, llms, notFound };
}

/** Every page's problems, each on its own (a page may have several: every frontmatter mistake). */
function pageErrors(results: PageResult[]): DocsgenError[] {
  return results.flatMap((r) => (r.ok ? [] : toDocsgenError(r.error).flatten()));
}

function toDocsgenError(error: SerializedError): DocsgenError {
  return new DocsgenError(error.code, error.message, { hint: error.hint, location: error.location, page: error.page, more: (error.more ?? []).map(toDocsgenError) });
}
