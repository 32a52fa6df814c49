// Page sources → page facts. Each source is read and hashed; facts come from the cache when the
// hash is known, else from the fast scanner, else from the full pipeline (see scan/scan-page.ts).
import { hash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FrontmatterField } from '../../config/types.js';
import { DocsgenError } from '../errors/docsgen-error.js';
import { isConfinedPath, readRegularFile } from '../../config/cache-files.js';
import type { SiteSource } from '../mdx/compile-options.js';
import { decodePageSource } from '../pages/read-source.js';
import type { PageFile } from '../pages/discover.js';
import type { FactsCache } from './facts-cache.js';
import { DependencyChecker } from '../store/dependencies.js';
import { problemFacts, type ParseJob } from './full-parse.js';
import { formatOf, isParsed, type PageFacts } from './page-facts.js';
import { scanPage, type ScannedPage } from './scan/scan-page.js';

export interface AnalyzeOptions {
  cache: FactsCache;
  /** Skip the fast scanner: every page not in the cache goes through the full pipeline. */
  fullParse?: boolean;
  /** Upper bound on parser threads (see parse-pool.ts). */
  threads?: number;
  /** The site's config bundle and folder, for the full pipeline (its plugins). */
  site?: SiteSource;
  /** The site's own frontmatter keys. */
  extraKeys?: Readonly<Record<string, FrontmatterField>>;
  /** The site has Markdown plugins of its own: each run of one may take this long on a page (config renderTimeout). */
  pluginTimeoutMs?: number;
}

export interface AnalyzeStats {
  cached: number;
  scanned: number;
  parsed: number;
}

export interface AnalyzedSources {
  /** By relative path. */
  facts: Map<string, PageFacts>;
  stats: AnalyzeStats;
}

type ParseFrontmatter = (typeof import('../pages/frontmatter.js'))['parseFrontmatter'];

/** An ESM import of an .md/.mdx file (a partial): a superset test, run on every page. */
const IMPORTS_PARTIAL = /^import\s[^\n]*\.mdx?['"]/m;

/** Cached facts that took ids from partials hold only while every partial has the same content. */
function partialsUnchanged(facts: PageFacts, siteRoot: string | undefined): boolean {
  if (!isParsed(facts) || !facts.partials) return true;
  if (!siteRoot) return false;
  return facts.partials.every(([file, expected]) => {
    // A path inside the site, read only as a regular file, whatever the cache says.
    const bytes = isConfinedPath(file) ? readRegularFile(join(siteRoot, file)) : undefined;
    return bytes !== undefined && hash('sha1', bytes) === expected;
  });
}

/** Cached facts of a page with API references hold only while what those read does. */
function dependenciesHold(facts: PageFacts, checker: DependencyChecker): boolean {
  return !isParsed(facts) || !facts.deps || checker.holds(facts.deps);
}

export async function analyzeSources(pages: PageFile[], options: AnalyzeOptions): Promise<AnalyzedSources> {
  const facts = new Map<string, PageFacts>();
  const checker = new DependencyChecker();
  const stats: AnalyzeStats = { cached: 0, scanned: 0, parsed: 0 };
  const jobs: ParseJob[] = [];
  const waiting: { page: PageFile; key: string }[] = [];
  // YAML is loaded only when a page to scan has frontmatter.
  let parseFrontmatter: ParseFrontmatter | undefined;

  for (const page of pages) {
    // A generated page (a reference page) has its text, and no file.
    const bytes = page.source !== undefined ? Buffer.from(page.source) : readFileSync(page.filePath);
    const format = formatOf(page.filePath);
    // The format is part of the key: the same text means different things in .md and .mdx. So is
    // the place of a page that imports partials: `./_shared.mdx` is another file elsewhere.
    const place = IMPORTS_PARTIAL.test(bytes.toString('latin1')) ? `${page.relativePath}:` : '';
    const key = `${format}:${place}${hash('sha1', bytes)}`;
    const known = options.cache.get(key);
    if (known && partialsUnchanged(known, options.site?.siteRoot) && dependenciesHold(known, checker)) {
      facts.set(page.relativePath, known);
      stats.cached++;
      continue;
    }
    let source: string;
    try {
      source = decodePageSource(bytes, page.relativePath);
    } catch (error) {
      if (!(error instanceof DocsgenError)) throw error;
      facts.set(page.relativePath, problemFacts(error));
      continue;
    }
    const scanned = options.fullParse ? null : scanPage(source, format);
    if (scanned) {
      if (scanned.yaml) parseFrontmatter ??= (await import('../pages/frontmatter.js')).parseFrontmatter;
      const result = scannedFacts(scanned, page, source, parseFrontmatter, options.extraKeys);
      options.cache.set(key, result);
      facts.set(page.relativePath, result);
      stats.scanned++;
      continue;
    }
    jobs.push({ key, source, filePath: page.filePath, relativePath: page.relativePath, route: page.route, ...(page.version ? { version: page.version } : {}) });
    waiting.push({ page, key });
  }

  if (jobs.length > 0) {
    const { parseAll } = await import('./parse-pool.js');
    const parsed = await parseAll(jobs, { threads: options.threads, site: options.site, ...(options.pluginTimeoutMs !== undefined ? { plugins: { timeoutMs: options.pluginTimeoutMs } } : {}) });
    for (const { page, key } of waiting) {
      const result = parsed.facts.get(key)!;
      // A plugin stopped for taking too long may finish next time (a busy machine): not kept; nor
      // facts read while a file changed, or an API reference's failure (it depends on declarations).
      if (!parsed.timedOut.has(key) && !('uncacheable' in result)) options.cache.set(key, result);
      facts.set(page.relativePath, result);
    }
    stats.parsed = jobs.length;
  }
  return { facts, stats };
}

/** The build rejects a page whose frontmatter is invalid; so does the scanner path, with the same error. */
function scannedFacts(
  scanned: ScannedPage,
  page: PageFile,
  source: string,
  parseFrontmatter: ParseFrontmatter | undefined,
  extraKeys: AnalyzeOptions['extraKeys'],
): PageFacts {
  if (scanned.yaml) {
    try {
      parseFrontmatter!({ yaml: scanned.yaml.value, file: page.relativePath, firstLine: scanned.yaml.line, source, extraKeys });
    } catch (error) {
      if (error instanceof DocsgenError) return problemFacts(error);
      throw error;
    }
  }
  return { ids: scanned.ids, links: scanned.links };
}
