// `docsgen check-links`: every link of every page and of the sidebar and top nav, judged against the
// site the build would write — from the sources, without building.
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../../config/load.js';
import type { SiteConfig } from '../../config/types.js';
import { DocsgenError } from '../errors.js';
import { sitePluginsIdentity } from '../mdx/site-plugins.js';
import { discoverPages, type PageFile } from '../pages/discover.js';
import { NOT_FOUND_ROUTE, partialRoute } from '../pages/routes.js';
import { analyzeSources, type AnalyzeStats } from './analyze-sources.js';
import { configLinks } from './config-links.js';
import type { ExternalOptions } from './external/check-external.js';
import { FactsCache } from './facts-cache.js';
import { analysisFingerprint } from './fingerprint.js';
import { isParsed, type PageFacts } from './page-facts.js';
import { listPublicFiles } from './public-files.js';
import { configLinkTarget, pageLinkTarget, type Target } from './resolve-target.js';
import { createSiteMap } from './site-map.js';
import { judge, type BrokenReason, type VerdictContext } from './verdict.js';

export interface CheckLinksOptions {
  root: string;
  /** Check as if built with `--base` (default: the config's basePath). */
  basePath?: string;
  /** Read and write <root>/.docsgen-cache/links/. Default true. */
  cache?: boolean;
  /** Parse every page with the full pipeline instead of the fast scanner. */
  fullParse?: boolean;
  /** Upper bound on parser threads. */
  threads?: number;
  /** Also check http(s) links (network). Off by default. */
  external?: false | Omit<ExternalOptions, 'cache'>;
}

export interface BrokenLink {
  /** Relative to the site root, '/' separators. */
  file: string;
  line?: number;
  column?: number;
  /** For a config link: where in the config, e.g. `sidebar["/core"][2].link`. */
  keyPath?: string;
  href: string;
  reason: BrokenReason;
  message: string;
}

export interface UnparsablePage {
  file: string;
  line?: number;
  column?: number;
  message: string;
  hint?: string;
}

export interface CheckLinksResult {
  root: string;
  basePath: string;
  pages: number;
  /** Links found: to this site, to other sites, and with other schemes (mailto:…, never checked). */
  links: { internal: number; external: number; other: number; externalChecked: boolean };
  /** Sorted by file, then position (config links in config order). */
  broken: BrokenLink[];
  unparsable: UnparsablePage[];
  sources: AnalyzeStats;
}

interface Found {
  file: string;
  line?: number;
  column?: number;
  keyPath?: string;
  href: string;
  target: Target;
  fromRoute: string | null;
}

export async function checkSiteLinks(options: CheckLinksOptions): Promise<CheckLinksResult> {
  const root = resolve(options.root);
  const loaded = await loadConfig(root);
  const basePath = options.basePath ?? loaded.config.basePath;
  const pages = discoverPages(root);
  if (pages.length === 0) throw new DocsgenError('usage', `no pages in ${join(root, 'pages')}`, { hint: 'add pages/index.mdx' });

  const cacheDir = join(root, '.docsgen-cache', 'links');
  const { markdown, frontmatter } = loaded.config;
  // The site's plugins may add headings, ids and links the fast scanner cannot foresee: with any,
  // every page goes through the full pipeline, plugins included (and the cache knows which ones).
  const hasPlugins = markdown.remarkPlugins.length + markdown.rehypePlugins.length > 0;
  const site = { basePath: '', configModule: loaded.bundleFile, siteRoot: root };
  // A plugin that does not load is a config error (exit 2), said once here rather than per page.
  if (hasPlugins) await (await import('../mdx/compile-options.js')).compileOptionsFor(site, loaded.config, loaded.file);
  const fingerprint = `${analysisFingerprint()}:${sitePluginsIdentity(markdown, { siteRoot: root, bundleFile: loaded.bundleFile })}:${JSON.stringify(frontmatter.extraKeys)}`;
  const cache = options.cache === false ? FactsCache.disabled() : FactsCache.load(cacheDir, fingerprint);
  const { facts, stats } = await analyzeSources(pages, {
    cache,
    fullParse: options.fullParse || hasPlugins,
    threads: options.threads,
    site,
    extraKeys: frontmatter.extraKeys,
  });
  // Partials (.mdx files pages import) hold links of their own, checked where they are written.
  const partialFiles = partialsOf(facts, root);
  const partialSources = partialFiles.length > 0 ? await analyzeSources(partialFiles, { cache, fullParse: options.fullParse || hasPlugins, threads: options.threads, site, extraKeys: frontmatter.extraKeys }) : undefined;
  saveQuietly(() => cache.save());

  const { found, idsByRoute, unparsable } = gatherLinks(pages, facts);
  // A partial's own #anchors are its ids (it is placed in every page that imports it).
  const partialIds = new Map<string, readonly string[] | null>();
  if (partialSources) {
    const gathered = gatherLinks(partialFiles, partialSources.facts);
    found.push(...gathered.found);
    unparsable.push(...gathered.unparsable);
    for (const [route, ids] of gathered.idsByRoute) partialIds.set(route, ids);
    for (const key of Object.keys(stats) as (keyof typeof stats)[]) stats[key] += partialSources.stats[key];
  }
  if (loaded.file && loaded.bundleFile) {
    const file = relative(root, loaded.file).split(sep).join('/');
    for (const { href, keyPath } of configLinks(await rawConfig(loaded.bundleFile))) {
      found.push({ file, keyPath, href, target: configLinkTarget(href), fromRoute: null });
    }
  }

  const context: VerdictContext = {
    site: createSiteMap(pages.map((page) => page.route), listPublicFiles(root)),
    // The built-in not-found page (no pages/404.mdx) has no ids.
    idsOf: (route) => idsByRoute.get(route) ?? partialIds.get(route) ?? (route === NOT_FOUND_ROUTE ? [] : null),
    basePath,
  };
  const broken: BrokenLink[] = [];
  const external: Found[] = [];
  let other = 0;
  for (const link of found) {
    if (link.target.kind === 'external') {
      external.push(link);
      continue;
    }
    if (link.target.kind === 'other') {
      other++;
      continue;
    }
    const verdict = judge(link.target, link.fromRoute, context);
    if (verdict) broken.push(toBroken(link, verdict.reason, verdict.message));
  }
  if (options.external) broken.push(...(await brokenExternal(external, options.external, options.cache === false ? null : cacheDir)));

  return {
    root,
    basePath,
    pages: pages.length,
    links: { internal: found.length - external.length - other, external: external.length, other, externalChecked: Boolean(options.external) },
    broken: sortByPlace(broken),
    unparsable: sortByPlace(unparsable),
    sources: stats,
  };
}

/** The partial files the pages take ids from, once each, as sources with the route their links resolve against. */
function partialsOf(facts: Map<string, PageFacts>, root: string): PageFile[] {
  const files = new Set<string>();
  for (const pageFacts of facts.values()) if (isParsed(pageFacts)) for (const [file] of pageFacts.partials ?? []) files.add(file);
  return [...files].sort().map((file) => ({ filePath: join(root, file), relativePath: file, route: partialRoute(file) }));
}

/** Every link of every page with its target, the ids of each page, and the pages that do not parse. */
function gatherLinks(pages: PageFile[], facts: Map<string, PageFacts>) {
  const idsByRoute = new Map<string, readonly string[] | null>();
  const unparsable: UnparsablePage[] = [];
  const found: Found[] = [];
  for (const page of pages) {
    const pageFacts = facts.get(page.relativePath)!;
    if (!isParsed(pageFacts)) {
      idsByRoute.set(page.route, null);
      for (const problem of [pageFacts.problem, ...(pageFacts.more ?? [])]) unparsable.push({ file: page.relativePath, ...problem });
      continue;
    }
    idsByRoute.set(page.route, pageFacts.ids);
    for (const [href, line, column] of pageFacts.links) {
      found.push({ file: page.relativePath, line, column, href, target: pageLinkTarget(href, page.route), fromRoute: page.route });
    }
  }
  return { found, idsByRoute, unparsable };
}

async function brokenExternal(links: Found[], options: Omit<ExternalOptions, 'cache'>, cacheDir: string | null): Promise<BrokenLink[]> {
  if (links.length === 0) return [];
  const { checkExternal } = await import('./external/check-external.js');
  const { ExternalCache } = await import('./external/external-cache.js');
  // The fragment of an external URL is not checked: the request is the same without it.
  const urlOf = (link: Found) => (link.target as { url: string }).url.replace(/#.*$/, '');
  const verdicts = await checkExternal(links.map(urlOf), { ...options, cache: ExternalCache.inDir(cacheDir) });
  const broken: BrokenLink[] = [];
  for (const link of links) {
    const verdict = verdicts.get(urlOf(link))!;
    if (!verdict.ok) broken.push(toBroken(link, 'external', verdict.message));
  }
  return broken;
}

/** The config as written: the module loadConfig imported (so this import is free), before defaults. */
async function rawConfig(bundleFile: string): Promise<SiteConfig> {
  const module = (await import(pathToFileURL(bundleFile).href)) as { default?: SiteConfig };
  return module.default ?? {};
}

function toBroken(link: Found, reason: BrokenReason, message: string): BrokenLink {
  const broken: BrokenLink = { file: link.file, href: link.href, reason, message };
  if (link.line !== undefined) broken.line = link.line;
  if (link.column !== undefined) broken.column = link.column;
  if (link.keyPath !== undefined) broken.keyPath = link.keyPath;
  return broken;
}

/** By file, then line and column; stable, so config links keep their order in the config. */
function sortByPlace<T extends { file: string; line?: number; column?: number }>(items: T[]): T[] {
  return items.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0)));
}

/** The cache only saves time: a read-only checkout must not fail the check. */
function saveQuietly(save: () => void): void {
  try {
    save();
  } catch {
    // Nothing to do: the next run parses again.
  }
}
