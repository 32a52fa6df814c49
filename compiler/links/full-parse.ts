// Pages the fast scanner declines are read by the build's own remark pipeline (analyze-page.ts).
// That pipeline (unified, micromark, MDX, GFM) takes ~150 ms to load, so it is imported here on
// first use only: a warm run, or a run where every changed page is plain Markdown, never loads it.
import { DocsgenError } from '../errors.js';
import type { PageFacts, ParseProblem } from './page-facts.js';

export interface ParseJob {
  key: string;
  source: string;
  filePath: string;
  relativePath: string;
  route: string;
}

type Analyzer = Awaited<ReturnType<typeof loadAnalyzer>>;
let analyzer: Promise<Analyzer> | undefined;

async function loadAnalyzer() {
  const { createPageAnalyzer } = await import('../mdx/analyze-page.js');
  // The base path changes how links are rewritten for the HTML, not the ids and links recorded.
  return createPageAnalyzer({ basePath: '' });
}

/** The facts of one page by the full pipeline; a page that does not parse gives its problem. */
export async function parsePage(job: ParseJob): Promise<PageFacts> {
  analyzer ??= loadAnalyzer();
  try {
    const page = await (await analyzer).analyze(job);
    return { ids: page.ids, links: page.links.map((link) => (link.image ? [link.href, link.line, link.column, 1] : [link.href, link.line, link.column])) };
  } catch (error) {
    return { problem: toProblem(error) };
  }
}

export function toProblem(error: unknown): ParseProblem {
  if (error instanceof DocsgenError) {
    const problem: ParseProblem = { message: error.message };
    if (error.location?.line) problem.line = error.location.line;
    if (error.location?.column) problem.column = error.location.column;
    if (error.hint) problem.hint = error.hint;
    return problem;
  }
  // Anything else is a bug in docsgen, not in the page: let it surface with its stack.
  throw error;
}
