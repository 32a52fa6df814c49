// The llms files (llms.txt, llms-full.txt, and each page's Markdown beside its HTML), written
// while the workers render. On a warm build they are kept whole, or page by page: a page
// unchanged since the previous build has the same Markdown, taken from the previous output.
import type { ResolvedConfig } from '../../../config/types.js';
import { readPageSource } from '../../pages/read-source.js';
import { textHash, type OutputRecord } from '../../cache/output-record.js';
import type { BuildPlan, BuildRun } from '../build-plan.js';
import type { BuiltBundles } from '../build-bundles.js';
import type { BuildOutput } from '../build-output.js';
import type { OutputPlacer } from '../../writer/output-placer.js';
import { reuseOrMake } from './reuse-or-make.js';
import { llmsFiles, llmsFilesKey, llmsFullFiles, llmsFullPages, writeLlms, type WriteLlmsOptions } from './write-llms.js';

/** Places the llms files; returns what the output record keeps of them (their key, llms-full.txt's pages). */
export async function placeLlmsFiles(run: BuildRun, plan: BuildPlan, { placer, staging }: BuildOutput, { copiedPublic }: BuiltBundles): Promise<{ key: string | undefined; full: OutputRecord['llmsFull'] }> {
  const { root, basePath, config } = run;
  const { files, summaries, sources, heldPages, store, compiledFromRecord, compiledKeys, jobs, record } = plan;
  const heldSource = (route: string) => {
    const file = files.find((f) => f.route === route)!;
    return readPageSource(file.filePath, file.relativePath);
  };
  const llmsOptions: WriteLlmsOptions = {
    root,
    outDir: staging.path,
    basePath,
    config,
    pages: summaries,
    // A held version's pages were not read: read here if the llms files are made again.
    sources: { get: (route) => sources.get(route) ?? (heldPages.has(route) ? heldSource(route) : undefined) },
    publicFiles: new Set(copiedPublic.map((file) => file.path)),
    // A page's Markdown is kept in the cache as a file of its own, like its HTML: a build whose output is gone links it back.
    place: (file, text, kind) => placer.place(file, textHash(text), text, { stored: kind === 'page' }),
    room: () => placer.room(),
    store,
    // A page as the previous build saw it (source, and every file it read, the same): its Markdown
    // file there is the one this build would write, and so is its part of the previous llms-full.txt.
    keptMarkdown: (route, file) => {
      if (!compiledFromRecord.has(route)) return undefined;
      const inFull = previousFull?.get(route);
      if (!inFull) return placer.keepText(file);
      return placer.keep(file) ? inFull : undefined;
    },
  };
  // Every page's source and the files it reads as the build that wrote them saw them: its llms files are kept as they are.
  const llmsKey = store && compiledKeys.keys.size === jobs.length ? llmsFilesKey(llmsOptions, compiledKeys.keys) : undefined;
  // Read by keptMarkdown above, as writeLlms goes.
  let previousFull: Map<string, Buffer> | undefined;
  const llms = reuseOrMake({
    key: llmsKey,
    previous: record?.llms !== undefined ? { key: record.llms } : undefined,
    // Every page's compiled result taken from the record: no page changed what its Markdown says.
    alsoSame: () => compiledFromRecord.size === jobs.length,
    keep: () => placer.keepAll(llmsFiles(llmsOptions)),
    make: () => {
      previousFull = record?.llmsFull ? previousLlmsFull(placer, record.llmsFull, config) : undefined;
      return writeLlms(llmsOptions);
    },
  });
  const llmsFull = 'kept' in llms ? record?.llmsFull : await llms.made;
  return { key: llmsKey, full: llmsFull };
}

/** The unchanged pages' Markdown as the previous output's llms-full.txt holds it, when that file is still the one recorded. */
function previousLlmsFull(placer: OutputPlacer, written: readonly [route: string, bytes: number][], config: Pick<ResolvedConfig, 'locales' | 'versions'>): Map<string, Buffer> | undefined {
  if (!Array.isArray(written)) return undefined;
  const pages = new Map<string, Buffer>();
  // Each locale's file holds its pages (one file on a site of one language); a file that is not as written gives none.
  for (const [name, entries] of llmsFullFiles(written, config)) {
    const file = placer.previousBytes(name);
    const split = file && llmsFullPages(file, entries);
    for (const [route, markdown] of split ?? []) pages.set(route, markdown);
  }
  return pages;
}

