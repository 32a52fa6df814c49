// The end of a build: the new output brought in (one swap of folders, or the patched output
// kept), then what the next build needs recorded in the cache, which is pruned to its size bound.
// Once the output is in, a cache that cannot be written costs the next build, never this one.
import { pruneStore } from '../store/store.js';
import { saveOutputRecord } from '../cache/output-record.js';
import type { BuildResult } from './build-site.js';
import type { BuildPlan, BuildRun } from './build-plan.js';
import { unwritableOutput, type BuildOutput } from './build-output.js';
import type { RenderedPages } from './build-render.js';
import type { CheckedLinks } from './build-link-check.js';
import type { SiteFiles } from './site-files/build-site-files.js';
import type { PageWorkers } from './page-workers.js';
import { sectionsToRecord } from './version-sections.js';
import { derivedFileKey, withLinkTargets } from './warm-pages.js';

export function bringOutputIn(run: BuildRun, { staging }: BuildOutput): void {
  try {
    staging.commit();
  } catch (error) {
    throw unwritableOutput(run.outDir, error, 'bringing the new output in');
  }
  run.timer.mark('swap output folder');
}

/** What the next build reuses: the output record (cache/output-record.ts), then the cache pruned. */
export function recordForNextBuild(run: BuildRun, plan: BuildPlan, workers: PageWorkers, { placer }: BuildOutput, { results, llms, notFound }: RenderedPages, { checked, linksKey, linksHeld }: CheckedLinks, { indexes }: SiteFiles): void {
  const { options, outDir, warn, timer } = run;
  const { store, record, summaries, gitVersions, sectionSettings, sourceHashes, compiledKeys, bundled, twoslashBlocks, usedCacheDir, esmPages } = plan;
  try {
    if (store) {
      const pages = Object.fromEntries(withLinkTargets(results, checked.linksTo, record));
      const localeSearch = Object.keys(indexes.locales).length > 0 ? { localeSearch: indexes.locales } : {};
      const summaryOf = new Map(summaries.map((summary) => [summary.path, summary]));
      const sections = sectionsToRecord(gitVersions, sectionSettings, pages, (file) => {
        const summary = summaryOf.get(file.route);
        return {
          scan: file.fallback || !summary ? undefined : { title: summary.title, ...(summary.description !== undefined ? { description: summary.description } : {}), frontmatter: summary.frontmatter },
          sourceHash: sourceHashes.get(file.route),
          compiledKey: compiledKeys.keys.get(file.route),
          esm: bundled.has(file.route),
          twoslash: twoslashBlocks.get(file.route) ?? 0,
        };
      }, record?.sections);
      saveOutputRecord(store, { outDir, pages, notFound, search: indexes.root.search, links: linksHeld ? linksKey : undefined, llms: llms.key, llmsFull: llms.full, searchParts: indexes.root.searchParts, ...localeSearch, ...(sections ? { sections } : {}) }, placer, record);
      // The derived file's bytes the record no longer names are of no use to any build.
      if (record?.notFound && record.notFound.key !== notFound?.key) store.delete(derivedFileKey('not-found page', record.notFound.key));
      timer.mark('record output');
    }
    // Nothing written to the cache (every page and bundle as recorded): it has not grown.
    if (usedCacheDir && (workers.started || esmPages.length > 0 || store!.writes > 0)) {
      pruneStore(usedCacheDir, options.cacheMaxBytes);
      timer.mark('prune cache');
    }
  } catch (error) {
    warn(`the build cache could not be updated (${error instanceof Error ? error.message : String(error)}): the next build does more work`);
  }
}

/** What the command prints: pages, bytes, time, what the cache gave. */
export function buildResult(run: BuildRun, plan: BuildPlan, workers: PageWorkers, { results, compiled }: RenderedPages, { weights }: SiteFiles, started: number): BuildResult {
  const { outDir, timer } = run;
  const { files, fromSections } = plan;
  const bytes = results.reduce((sum, r) => sum + (r.ok ? r.bytes : 0), 0);
  const warnings = compiled.flatMap((page) => (page.warnings ? [{ relativePath: page.relativePath, warnings: page.warnings }] : []));
  const reused = {
    compiled: results.filter((r) => r.ok && r.reused !== undefined).length,
    html: results.filter((r) => r.ok && r.reused === 'html').length,
    versions: fromSections.whole,
  };
  return { outDir, pages: files.length, bytes, seconds: (performance.now() - started) / 1000, compiled, weights, timings: timer.timings, typeChecked: workers.typeChecked, warnings, reused };
}
