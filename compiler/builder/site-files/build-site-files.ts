// The files of the site as a whole, made once every page is placed: the search indexes, the host
// files (sitemap, robots.txt, redirects) and _headers last, as its rules cover every top-level
// name of the output; then each page weighed, when asked for or when the config sets a budget.
import { BuildFailure } from '../../errors/docsgen-error.js';
import { outputFilesForRoute } from '../../pages/routes.js';
import type { BuildPlan, BuildRun } from '../build-plan.js';
import type { BuiltBundles } from '../build-bundles.js';
import type { BuildOutput } from '../build-output.js';
import type { RenderedPages } from '../build-render.js';
import { sitemapPages, writeHostFiles } from '../../writer/host-files.js';
import { budgetErrors } from '../../page/page-budget.js';
import { createPageWeigher, type PageWeight } from '../../page/page-weight.js';
import type { CompiledInfo } from '../../page/page-model.js';
import { publicHeaders } from '../../writer/public-dir.js';
import { writeHeadersFile } from '../../writer/write-headers.js';

export type SiteFiles = Awaited<ReturnType<typeof writeSiteFiles>>;

export async function writeSiteFiles(run: BuildRun, plan: BuildPlan, { staging, placer }: BuildOutput, { publicDir, assets }: BuiltBundles, { results, compiled }: RenderedPages) {
  const { options, basePath, config, timer } = run;
  const { search, fallbacks, store, optionsKey, jobs } = plan;
  const indexes = search.place({ results, fallbacks, placer, store, optionsKey });
  // Everything placed is on disk before the files that list or weigh the output.
  await placer.settled();
  writeHostFiles({ outDir: staging.path, basePath, baseUrl: config.baseUrl, pages: sitemapPages(jobs, config.locales, config.versions) });
  // Last: its rules cover every top-level name of the output.
  writeHeadersFile(staging.path, staging.files(), basePath, config.assetsDir, publicHeaders(publicDir.files));
  timer.mark('write search index, _headers, sitemap');
  const weigh = options.report || Object.keys(config.budget).length > 0;
  const weights = weigh ? weighPages(compiled, { fileOf: staging.pathOf, basePath, hydrate: assets.hydrate, scriptImports: assets.scriptImports }) : undefined;
  if (weights) {
    const pageBudgets = new Map(compiled.flatMap((page) => (page.frontmatter.budget ? [[page.route, page.frontmatter.budget] as const] : [])));
    const overBudget = budgetErrors(weights, config.budget, pageBudgets);
    if (overBudget.length > 0) throw new BuildFailure(overBudget);
    timer.mark('weigh pages');
  }
  return { indexes, weights };
}

function weighPages(compiled: CompiledInfo[], options: Parameters<typeof createPageWeigher>[0]): PageWeight[] {
  const weigh = createPageWeigher(options);
  return compiled.map((page) => weigh(page.route, page.relativePath, options.fileOf(outputFilesForRoute(page.route)[0]!)));
}
