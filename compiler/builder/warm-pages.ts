// The warm path of a build: pages whose compiled result and HTML the previous build recorded
// (cache/output-record.ts) and that nothing has changed for are written here, on the main thread,
// without reading their cache entries or starting a worker; the previous output's identical files
// are kept rather than written. Only the other pages go to the page workers.
//
// A page is taken from the record only when every key is recomputed and found equal: the
// compiled result's (docsgen, compile options, the page's path, route and source) with its
// recorded dependencies still holding, then the HTML's (the render context: bundles, config,
// assets; the page's route, file, last-updated time and compiled result) with the page list's
// fields it read unchanged. That is the same test the workers' cache makes, entry by entry.
import { copyFileSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PageSummary } from '../../theme/shared/page-types.js';
import { DependencyChecker } from '../store/dependencies.js';
import { compiledJsonHash, pageHtmlKey } from '../cache/html-cache.js';
import { DocsgenError } from '../errors/docsgen-error.js';
import type { CompiledPage } from '../mdx/compile-page.js';
import { textHash, type OutputRecord, type PageRecord } from '../cache/output-record.js';
import { isSearchable } from '../search/documents.js';
import { isConfinedAsset } from '../mdx/page-assets.js';
import type { CountedPage, SearchFeed } from '../search/search-feed.js';
import { compiledPageKeys, storedPageHolds } from '../cache/page-cache.js';
import { cacheKey, type CacheStore } from '../store/store.js';
import { docsgenFingerprint } from '../store/docsgen-fingerprint.js';
import type { BuiltLinks } from '../links/check-built.js';
import { pagesProjections } from '../cache/tracked-pages.js';
import { outputFilesForRoute } from '../pages/routes.js';
import type { OutputPlacer } from '../writer/output-placer.js';
import type { PageResult } from './worker/protocol.js';
import type { CompileJob, RenderSetup } from '../page/page-model.js';

/**
 * The key each page's compiled result is stored under (compile options, the page's paths and
 * source; the index of documented API symbols, `apiIndex`, for a page that may show one), by
 * route, and for a page compiled once for every version the key its versions share
 * (page-cache.ts compiledPageKeys). `sitePlugins`: the site plugins' identity.
 */
export function compiledKeysOf(jobs: readonly CompileJob[], sources: ReadonlyMap<string, string>, optionsKey: string, apiIndex: string, sitePlugins: string): CompiledKeys {
  const keys = new Map<string, string>();
  const shared = new Map<string, string>();
  for (const job of jobs) {
    const source = sources.get(job.route);
    if (source === undefined) continue;
    const found = compiledPageKeys(optionsKey, { ...job, source }, sitePlugins, apiIndex);
    keys.set(job.route, found.key);
    if (found.shared) shared.set(job.route, found.shared);
  }
  return { keys, shared };
}

export interface CompiledKeys {
  /** By route: the key of the page's own compiled result. */
  keys: Map<string, string>;
  /** By route: the key shared by every version, for a page compiled once for all of them. */
  shared: Map<string, string>;
}

/** The pages of `jobs` whose compiled result the record holds and whose dependencies still hold. */
export function compiledHits(record: OutputRecord | undefined, jobs: readonly CompileJob[], compiledKeys: CompiledKeys, store: CacheStore): Map<string, PageRecord> {
  const hits = new Map<string, PageRecord>();
  if (!record) return hits;
  const checker = new DependencyChecker();
  for (const job of jobs) {
    const page = record.pages[job.route];
    if (!page || (compiledKeys.keys.get(job.route) !== page.compiled.key && compiledKeys.shared.get(job.route) !== page.compiled.key)) continue;
    if (!storedPageHolds(page.compiled, store, checker)) continue;
    hits.set(job.route, page);
  }
  return hits;
}

/**
 * Writes the pages whose HTML is still valid and returns their results (with their updated
 * records); the others are left for the workers. The files are written in the background
 * (OutputPlacer.settled waits for them).
 */
export async function writeWarmPages(options: {
  hits: ReadonlyMap<string, PageRecord>;
  jobs: readonly CompileJob[];
  setup: RenderSetup;
  pages: readonly PageSummary[];
  placer: OutputPlacer;
  /** The output's assets folder (config `assetsDir`): where images beside pages are copied. */
  assetsDir: string;
  /** The previous build's search index parts still stored: a page none holds goes to the workers, which count it for the index. */
  searchParts: { holds(route: string, hash: string | undefined): boolean };
}): Promise<{ results: PageResult[]; rest: CompileJob[] }> {
  const { hits, setup, pages, placer, searchParts, assetsDir } = options;
  const projection = pagesProjections(pages, setup.siteRoot);
  // Placed side by side (linking from the cache waits on the disk); reported in the jobs' order.
  const placing: Promise<PageResult | undefined>[] = [];
  for (const job of options.jobs) {
    const page = hits.get(job.route);
    placing.push(page && setup.cacheKey && !setup.brokenPages?.[job.route] ? placePage(job, page) : Promise.resolve(undefined));
    await placer.room();
  }
  const placed = await Promise.all(placing);
  const results = placed.filter((result) => result !== undefined);
  const rest = options.jobs.filter((_, i) => placed[i] === undefined);
  return { results, rest };

  async function placePage(job: CompileJob, page: PageRecord): Promise<PageResult | undefined> {
    if (isSearchable(job) && !job.fallback && !searchParts.holds(job.route, page.compiledHash)) return undefined;
    const outputs = job.route === setup.notFoundRoute ? ['404.html'] : outputFilesForRoute(job.route);
    if (pageHtmlKey(setup.cacheKey!, { ...job, files: outputs }, page.compiledHash, setup.moduleHashes?.[job.route]) !== page.htmlKey) return undefined;
    if (projection(page.fields) !== page.pagesHash) return undefined;
    // Copied from where the record says: only files of the site, into the assets folder.
    if (!Array.isArray(page.assets) || !page.assets.every((asset) => isConfinedAsset(asset, setup.siteRoot!, assetsDir))) return undefined;
    const [first, ...others] = outputs;
    // The bytes written last time: the previous output's file, else the cache's stored copy.
    if (!(await placer.placeStored(first!, page.written))) return undefined;
    for (const file of others) placer.alias(file, first!);
    for (const { source, file } of page.assets) {
      const target = join(placer.outDir, file);
      placer.ensureDir(dirname(target));
      copyFileSync(source, target);
    }
    // The record's own object when nothing in it changed: saving the record then compares it by identity.
    const record = sameList(page.outputs, outputs) ? page : { ...page, outputs };
    return { ok: true, route: job.route, bytes: page.bytes, islands: page.islands, info: page.info, reused: 'html', record };
  }
}

/**
 * The store key of a file made from every page (the search index, the built-in not-found page),
 * from the key of what it was made of: a build with no previous output to link it from (a CI job
 * that restored only the cache) takes its bytes from here instead of making it again.
 */
export function derivedFileKey(kind: 'not-found page', key: string): string {
  return cacheKey('derived file', kind, key);
}

/** A derived file's text from the store, when it is still the bytes recorded as `written`. */
export function storedFile(store: CacheStore, key: string, written: string): string | undefined {
  const text = store.get<string>(key);
  return typeof text === 'string' && textHash(text) === written ? text : undefined;
}

/**
 * The key of the built-in not-found page's HTML: what it renders with (assets included), and the
 * page list's fields its render read (`fields`; their values in every entry, by `projection`), as
 * a page's HTML is kept (html-cache.ts): an edit to one page's text changes its last-updated time,
 * which the not-found page does not show.
 */
export function notFoundKey(setup: RenderSetup, fields: readonly string[], projection: (fields: readonly string[]) => string): string | undefined {
  if (!setup.cacheKey) return undefined;
  return cacheKey('built-in not-found page', 2, setup.cacheKey, JSON.stringify(fields), projection(fields));
}

/**
 * The key of the search index: its settings (format, search options, base path), docsgen and the
 * compile options, and every page's compiled result (route → compiledJsonHash). Undefined when a
 * page's compiled result is not known by hash.
 */
export function searchIndexKey(settings: string, optionsKey: string, pages: Iterable<[route: string, compiledHash: string | undefined]>): string | undefined {
  const list: [string, string][] = [];
  for (const [route, hash] of pages) {
    if (route === '/404') continue;
    if (hash === undefined) return undefined;
    list.push([route, hash]);
  }
  list.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return cacheKey('search index', docsgenFingerprint(), settings, optionsKey, JSON.stringify(list));
}

/** Each page result's route and compiled hash, for searchIndexKey. */
export function compiledHashes(results: readonly PageResult[]): [string, string | undefined][] {
  return results.flatMap((r) => (r.ok ? [[r.route, r.record?.compiledHash] as [string, string | undefined]] : []));
}

/**
 * The key of what every link's verdict depends on besides the pages' own links and ids: docsgen,
 * the site root and base path, every page's route and files, the public files, whether the build
 * writes a sitemap, the config file and its bundle (the config's links), the ignore patterns. A
 * build whose check found every link holding records it with each page's targets
 * (PageRecord.linksTo); the next build with the same key judges only the pages `linksToJudge`
 * names.
 */
export function linkSiteKey(input: BuiltLinks): string {
  const pages = input.pages.map((page) => [page.route, page.relativePath, page.filePath]);
  const routes = new Set(input.pages.map((page) => page.route));
  const extra = input.compiled.filter((page) => !routes.has(page.route)).map((page) => [page.route, page.ids]);
  return cacheKey(
    'link check',
    2,
    docsgenFingerprint(),
    input.root,
    input.basePath,
    JSON.stringify(pages),
    JSON.stringify(extra),
    JSON.stringify(input.publicFiles),
    input.sitemap,
    input.config.file,
    input.config.bundleFile === null ? null : fileHash(input.config.bundleFile),
    JSON.stringify(input.ignore.map((pattern) => (typeof pattern === 'string' ? ['s', pattern] : ['r', pattern.source, pattern.flags]))),
  );
}

/**
 * The pages whose links are judged again after a check that found every link holding on a site
 * with the same key (`linkSiteKey`): each page whose compiled result is not the recorded one (its
 * links and ids may differ), whose targets are not known, that leads to a page whose compiled
 * result is not the recorded one (its ids may differ), or that shows an image from beside its
 * file (the file may have come or gone). The others' links hold as they did.
 */
export function linksToJudge(results: readonly PageResult[], previous: OutputRecord): Set<string> {
  const changed = new Set<string>();
  for (const result of results) {
    if (result.ok && result.record?.compiledHash !== previous.pages[result.route]?.compiledHash) changed.add(result.route);
  }
  const judge = new Set<string>();
  for (const result of results) {
    if (!result.ok) continue;
    const targets = linksOf(result, previous);
    if (changed.has(result.route) || !targets || targets.some((route) => changed.has(route)) || result.info.links.some((link) => link.image)) judge.add(result.route);
  }
  return judge;
}

/** The pages a page's links lead to, as its record or the previous one (for the same compiled result) says; undefined when not known. */
function linksOf(result: PageResult & { ok: true }, previous: OutputRecord | undefined): readonly string[] | undefined {
  if (result.record?.linksTo) return result.record.linksTo;
  const before = previous?.pages[result.route];
  return before && result.record && before.compiledHash === result.record.compiledHash && Array.isArray(before.linksTo) ? before.linksTo : undefined;
}

/**
 * Each page's record with the pages its links lead to: as judged now (`judged`, by route), else as
 * known before for the same compiled result. The record's own object when that is unchanged, so
 * saving the record finds its shard unchanged.
 */
export function withLinkTargets(results: readonly PageResult[], judged: ReadonlyMap<string, string[]>, previous: OutputRecord | undefined): Map<string, PageRecord> {
  const records = new Map<string, PageRecord>();
  for (const result of results) {
    if (!result.ok || !result.record) continue;
    const linksTo = judged.get(result.route) ?? linksOf(result, previous);
    const same = linksTo === result.record.linksTo || (linksTo !== undefined && result.record.linksTo !== undefined && sameList(linksTo, result.record.linksTo));
    records.set(result.route, same ? result.record : { ...result.record, linksTo: linksTo && [...linksTo] });
  }
  return records;
}

function fileHash(file: string): string {
  try {
    return textHash(readFileSync(file));
  } catch {
    return 'absent';
  }
}

/**
 * A page written from the record whose stored search index part is lost since the build started,
 * counted for the index from its compiled entry when that is still the recorded result. Neither
 * left: the build stops and says how to go on.
 */
export function recountPage(feed: SearchFeed, result: PageResult | undefined, store: CacheStore): CountedPage {
  const entry = result?.ok && result.record ? store.get<{ page?: CompiledPage }>(result.record.compiled.key) : undefined;
  if (!result?.ok || !result.record || !entry?.page || compiledJsonHash(JSON.stringify(entry.page)) !== result.record.compiledHash) {
    const page = result?.ok ? result.info.relativePath : (result?.route ?? 'a page');
    throw new DocsgenError('ChangedDuringBuild', `the build cache lost what ${page} adds to the search index while the build ran`, { hint: 'build again, or with --clean' });
  }
  feed.add({ ...result.info, sections: entry.page.sections });
  return feed.counted(result.route)!;
}

/** The same strings in the same order. */
function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}
