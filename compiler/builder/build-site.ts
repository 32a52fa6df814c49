// `docsgen build`: pages → compiled MDX → rendered HTML, written to a staging folder that replaces
// the output only when every page succeeded and every link holds.
//
// The order is chosen so both cores stay busy: workers start compiling pages at once, while the
// main thread bundles the theme (and the few pages that import components), then the browser
// assets; as soon as those exist, the workers render every page they compiled and go on
// compiling-and-rendering the rest.
//
// Nothing outside the output is ever written or deleted: the output folder is checked first
// (output-guard.ts), the build writes only into a staging folder it created, and the staging
// folder and temporary bundles are removed however the build ends (interrupt.ts).
//
// `buildSite` below is the build's table of contents; each phase is a module of its own, given
// what the phases before it made.
import type { LoadedConfig } from '../../config/load.js';
import { BuildFailure, type DocsgenError } from '../errors/docsgen-error.js';
import type { LinkPattern } from '../links/ignore.js';
import type { PageWarning } from '../mdx/compile-page.js';
import type { BuildTiming } from './build-report.js';
import { bundleThemeAndAssets } from './build-bundles.js';
import { bringOutputIn, buildResult, recordForNextBuild } from './build-finish.js';
import { checkLinks } from './build-link-check.js';
import { openOutput } from './build-output.js';
import { planBuild, startRun } from './build-plan.js';
import { compileAndRender } from './build-render.js';
import { writeSiteFiles } from './site-files/build-site-files.js';
import type { PageWeight } from '../page/page-weight.js';
import { PageWorkers } from './page-workers.js';
import type { CompiledInfo } from '../page/page-model.js';

export interface BuildOptions {
  root: string;
  config: LoadedConfig;
  outDir?: string;
  /** Overrides config.basePath (--base). */
  basePath?: string;
  /** Show a live progress line (a terminal, not CI, not --silent). */
  interactive?: boolean;
  /** Weigh every page (`--report`); a config budget weighs them anyway. */
  report?: boolean;
  /** Replace a non-empty output folder docsgen did not write (`--force`). */
  force?: boolean;
  /** Seconds a page may take (`--render-timeout`); default: the config's renderTimeout. */
  renderTimeout?: number;
  /** More links to leave unchecked (`--ignore-link`), besides the config's links.ignore. */
  ignoreLinks?: LinkPattern[];
  /** Where warnings go (skipped files); default: stderr. */
  warn?: (message: string) => void;
  /** Where notes go (what is no fault of the site's, e.g. a cache sealed elsewhere); default: stderr. */
  note?: (message: string) => void;
  /** Read and write the persistent cache, ROOT/.docsgen-cache/build (default true; `--no-cache`). */
  cache?: boolean;
  /** Empty the persistent cache first (`--clean`). */
  clean?: boolean;
  /** The cache's size bound, in bytes; the entries used longest ago go first. */
  cacheMaxBytes?: number;
}

export interface BuildResult {
  outDir: string;
  pages: number;
  bytes: number;
  seconds: number;
  /** What compiling taught the build of each page (search index, link checks, reports). */
  compiled: CompiledInfo[];
  /** Each page's weight, when asked for (`report`) or when the config sets a budget. */
  weights?: PageWeight[];
  /** The blocks the build's type-checking thread checked, and its time on them (beside the phases). */
  typeChecked?: { blocks: number; ms: number };
  /** How long each phase took on the main thread. */
  timings: BuildTiming[];
  /** What plugins reported without failing a page, by page. */
  warnings: PageWarnings[];
  /**
   * Pages the persistent cache gave: compiled results reused, HTML reused (a subset of those); and
   * the versions from git whose pages' compiled results were all taken whole, by their section
   * (version-sections.ts), none of them read.
   */
  reused: { compiled: number; html: number; versions: string[] };
}

export interface PageWarnings {
  relativePath: string;
  warnings: PageWarning[];
}

export { BuildFailure };

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  // The output folder is checked before anything else is read or written.
  const run = startRun(options);
  // 1. Plan: the site's pages, what each says of itself, and which of them the cache still holds.
  const plan = await planBuild(run);
  // 2. The workers start compiling the rest at once, while this thread bundles.
  const workers = new PageWorkers({ site: plan.site, assetsDir: run.config.assetsDir, cacheDir: plan.usedCacheDir, renderTimeout: plan.renderTimeout, fileOf: plan.fileOf });
  if (plan.toCompile.length > 0) workers.start(plan.toCompile, { typeChecked: plan.typeChecked });
  // A staging folder (or the previous output, patched), removed however the build ends.
  const output = await openOutput(run, plan, workers);
  try {
    // 3. Bundle: the theme with the pages that import components, then the browser assets.
    const bundles = await bundleThemeAndAssets(run, plan, workers, output);
    // 4. Compile and render every page (the workers), with the pages the cache holds and the llms files (this thread).
    const rendered = await compileAndRender(run, plan, workers, output, bundles);
    // 5. Check every internal link against what was built.
    const links = await checkLinks(run, plan, bundles, rendered);
    // Nothing reaches the output unless every page built and every link holds: all problems reported together.
    if (plan.problems.length > 0 || links.brokenLinks.length > 0) throw new BuildFailure(sortByFile(plan.problems), links.brokenLinks);
    // 6. Site files: search indexes, sitemap and host files, _headers; page weights and budgets.
    const siteFiles = await writeSiteFiles(run, plan, output, bundles, rendered);
    // 7. Finish: the new output in, then what the next build reuses recorded.
    bringOutputIn(run, output);
    recordForNextBuild(run, plan, workers, output, rendered, links, siteFiles);
    return buildResult(run, plan, workers, rendered, siteFiles, started);
  } catch (error) {
    run.progress.done();
    throw error;
  } finally {
    await output.close();
  }
}

function sortByFile(errors: DocsgenError[]): DocsgenError[] {
  return errors.sort((a, b) => (a.location?.file ?? '').localeCompare(b.location?.file ?? ''));
}
