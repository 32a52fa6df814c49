// Pages the fast scanner declines are read by the build's own remark pipeline (analyze-page.ts).
// That pipeline (unified, micromark, MDX, GFM) takes ~150 ms to load, so it is imported here on
// first use only: a warm run, or a run where every changed page is plain Markdown, never loads it.
import { DocsgenError } from '../errors/docsgen-error.js';
import type { PageVersion } from '../pages/page-version.js';
import type { SiteSource } from '../mdx/compile-options.js';
import type { PageFacts, ParseProblem } from './page-facts.js';
import { mayUseApi } from '../mdx/api/documented.js';

export interface ParseJob {
  key: string;
  source: string;
  filePath: string;
  relativePath: string;
  route: string;
  /** A page of an earlier version: its site folder (partials, images) and links' prefix. */
  version?: PageVersion;
}

type Analyzer = Awaited<ReturnType<typeof loadAnalyzer>>;
let analyzer: Promise<Analyzer> | undefined;
let site: SiteSource | undefined;

/** The site whose pages this thread parses: its plugins and frontmatter keys take part. */
export function useSite(source: SiteSource): void {
  if (site && site.configModule === source.configModule && site.siteRoot === source.siteRoot) return;
  site = source;
  analyzer = undefined;
}

async function loadAnalyzer() {
  const [{ createPageAnalyzer }, { compileOptionsFor }] = await Promise.all([import('../mdx/analyze-page.js'), import('../mdx/compile-options.js')]);
  // The base path changes how links are rewritten for the HTML, not the ids and links recorded.
  const options = site ? await compileOptionsFor({ ...site, basePath: '' }) : { basePath: '' };
  return createPageAnalyzer(options);
}

/** The facts of one page by the full pipeline; a page that does not parse gives its problem. */
export async function parsePage(job: ParseJob): Promise<PageFacts> {
  analyzer ??= loadAnalyzer();
  try {
    const page = await (await analyzer).analyze(job);
    const facts: PageFacts = { ids: page.ids, links: page.links.map((link) => (link.image ? [link.href, link.line, link.column, 1] : [link.href, link.line, link.column])) };
    if (page.partials.length > 0) facts.partials = page.partials.map(({ file, hash }) => [file, hash]);
    if (page.dependencies) facts.deps = page.dependencies;
    return page.unstable ? { ...facts, uncacheable: true } : facts;
  } catch (error) {
    const problem = problemFacts(error);
    return mayUseApi(job.source) && 'problem' in problem ? { ...problem, uncacheable: true } : problem;
  }
}

/** The facts of a page that does not parse: its problem, and any further ones found with it. */
export function problemFacts(error: unknown): PageFacts {
  if (!(error instanceof DocsgenError)) {
    // Anything else is a bug in docsgen, not in the page: let it surface with its stack.
    throw error;
  }
  const [first, ...rest] = error.flatten().map(toProblem);
  return rest.length > 0 ? { problem: first!, more: rest } : { problem: first! };
}

function toProblem(error: DocsgenError): ParseProblem {
  const problem: ParseProblem = { message: error.message };
  if (error.location?.line) problem.line = error.location.line;
  if (error.location?.column) problem.column = error.location.column;
  if (error.hint) problem.hint = error.hint;
  return problem;
}
