// `docsgen check-links`: every link of every page (or of the pages named) and of the config,
// judged against the site the build would write — from the sources, without building.
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isConfinedPath } from '../../config/cache-files.js';
import { cacheSecret, SECRET_ENV } from '../../config/cache-seal.js';
import { loadConfig, type ConfigWarning } from '../../config/load.js';
import { configOfModule } from '../../config/module-config.js';
import type { SiteConfig } from '../../config/types.js';
import { DocsgenError } from '../errors/docsgen-error.js';
import { sitePluginsIdentity } from '../mdx/site-plugins.js';
import { findPages, type FoundPages, type PageFile } from '../pages/discover.js';
import { referencePages } from '../mdx/api/reference-pages.js';
import { buildCacheDir } from '../store/cache-dir.js';
import { openStore } from '../store/store.js';
import { NOT_FOUND_ROUTE, partialRoute } from '../pages/routes.js';
import { analyzeSources, type AnalyzeStats } from './analyze-sources.js';
import { configLinks } from './config-links.js';
import type { ExternalOptions } from './external/check-external.js';
import { FactsCache } from './facts-cache.js';
import { analysisFingerprint } from './fingerprint.js';
import { linkIgnore, type LinkPattern } from './ignore.js';
import { configFoundLinks, judgeLinks, pageFoundLinks, sortByPlace, toBroken, type FoundLink } from './judge-links.js';
import { isParsed, type PageFacts } from './page-facts.js';
import { listPublicFiles } from './public-files.js';
import { createSiteMap } from './site-map.js';
import type { BrokenReason, VerdictContext } from './verdict.js';
import { localeLinkWarnings, type LinkWarning } from './locale-links.js';
import { sitePages } from '../pages/site-pages.js';
import { routeWithinVersion, versionOfRoute, versionRoute } from '../../theme/shared/versions.js';
import { localeOfRoute, localeRoute, routeWithinLocale } from '../../theme/shared/locales.js';

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
  /**
   * Check only the links written in these files (page files, or the config file), against the
   * whole site. Default: every page and the config.
   */
  files?: string[];
  /** More patterns of links to leave alone, besides the config's `links.ignore`. */
  ignore?: LinkPattern[];
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
  links: { internal: number; external: number; other: number; externalChecked: boolean; ignored: number };
  /** The files whose links were checked, when only some were (`files`). */
  checkedFiles?: string[];
  /** Sorted by file, then position (config links in config order). */
  broken: BrokenLink[];
  unparsable: UnparsablePage[];
  /** Links that hold but leave their page's locale for a page it has (locale-links.ts); sorted like `broken`. */
  warnings?: LinkWarning[];
  sources: AnalyzeStats;
  /** Fields of a Vocs config docsgen does not honour (config/load.ts). */
  configWarnings: ConfigWarning[];
}

export async function checkSiteLinks(options: CheckLinksOptions): Promise<CheckLinksResult> {
  const loaded = await loadConfig(resolve(options.root));
  // The site's own folder: the config's rootDir when it names one.
  const root = loaded.root;
  const basePath = options.basePath ?? loaded.config.basePath;
  const own = findPages(root);
  // Reference pages generated from declarations are pages too: links lead to them, and theirs are checked.
  const reference = await referencePages(root, loaded.config, { taken: new Set(own.pages.map((page) => page.route)), store: options.cache === false ? undefined : openStore(buildCacheDir(root)), configFile: loaded.file });
  if (reference.problems.length > 0) throw DocsgenError.all(reference.problems);
  // Every page the build writes (every version's, site-pages.ts), those a locale shows from the
  // root locale's included; only the site's own files are read (a fallback's links and ids are its root page's).
  const { locales, versions } = loaded.config;
  const built = discoveredPages(root, loaded.config, own, reference.pages);
  if (built.length === 0) throw new DocsgenError('NoPages', `no pages in ${join(root, 'pages')}`, { hint: 'add pages/index.mdx' });
  const pages = built.filter((page) => !page.fallback);
  const selected = selectFiles(pages, root, loaded.file, options.files);

  const cacheDir = join(root, '.docsgen-cache', 'links');
  const { markdown, frontmatter } = loaded.config;
  // The site's plugins may add headings, ids and links the fast scanner cannot foresee: with any,
  // every page goes through the full pipeline, plugins included (and the cache knows which ones).
  const hasPlugins = markdown.remarkPlugins.length + markdown.rehypePlugins.length > 0;
  // Each run of a plugin on a page is held to the time a page may take to render in a build.
  const pluginLimit = hasPlugins ? { pluginTimeoutMs: loaded.config.renderTimeout * 1000 } : {};
  const site = { basePath: '', configModule: loaded.bundleFile, siteRoot: root };
  // A plugin that does not load is a config error (exit 2), said once here rather than per page.
  if (hasPlugins) await (await import('../mdx/compile-options.js')).compileOptionsFor(site, loaded.config, loaded.file);
  const fingerprint = `${analysisFingerprint()}:${sitePluginsIdentity(markdown, { siteRoot: root, bundleFile: loaded.bundleFile })}:${JSON.stringify(frontmatter.extraKeys)}`;
  const secret = cacheSecret();
  if (options.cache !== false && !secret.ok && secret.usage) throw new DocsgenError('CacheSecretRefused', secret.problem, { hint: `unset ${SECRET_ENV} to use a secret made for this machine` });
  const cache = options.cache === false ? FactsCache.disabled() : FactsCache.load(cacheDir, fingerprint);
  const { facts, stats } = await analyzeSources(pages, {
    cache,
    fullParse: options.fullParse || hasPlugins,
    threads: options.threads,
    site,
    extraKeys: frontmatter.extraKeys,
    ...pluginLimit,
  });
  // Partials (.mdx files pages import) hold links of their own, checked where they are written.
  const partialFiles = partialsOf(facts, root);
  const partialSources = partialFiles.length > 0 ? await analyzeSources(partialFiles, { cache, fullParse: options.fullParse || hasPlugins, threads: options.threads, site, extraKeys: frontmatter.extraKeys, ...pluginLimit }) : undefined;
  saveQuietly(() => cache.save());

  const { found, idsByRoute, unparsable } = gatherLinks(pages, facts, root, selected?.pages);
  // A partial's own #anchors are its ids (it is placed in every page that imports it).
  const partialIds = new Map<string, readonly string[] | null>();
  if (partialSources) {
    // With files named, a partial's links are checked when a named page places it.
    const placedBySelected = selected ? partialsOf(facts, root, selected.pages).map((file) => file.relativePath) : undefined;
    const gathered = gatherLinks(partialFiles, partialSources.facts, root, placedBySelected && new Set(placedBySelected));
    for (const link of gathered.found) found.push(link);
    for (const problem of gathered.unparsable) unparsable.push(problem);
    for (const [route, ids] of gathered.idsByRoute) partialIds.set(route, ids);
    for (const key of Object.keys(stats) as (keyof typeof stats)[]) stats[key] += partialSources.stats[key];
  }
  if (loaded.file && loaded.bundleFile && (!selected || selected.config)) {
    const file = relative(root, loaded.file).split(sep).join('/');
    for (const link of configFoundLinks(configLinks(await rawConfig(loaded.bundleFile), pages[0]!.relativePath, locales, versions), file)) found.push(link);
  }

  // The root locale's page a page shown untranslated is, in its version.
  const fallbackOf = (route: string) => {
    const version = versionOfRoute(versions, route);
    const within = routeWithinVersion(route, version);
    return versionRoute(version, localeRoute(locales[0]!, routeWithinLocale(within, localeOfRoute(locales, within))));
  };
  const fallbacks = new Set(built.flatMap((page) => (page.fallback ? [page.route] : [])));
  const siteMap = createSiteMap(built.map((page) => page.route), listPublicFiles(root), { sitemap: loaded.config.baseUrl !== undefined });
  const context: VerdictContext = {
    site: siteMap,
    // The built-in not-found page (no pages/404.mdx) has no ids; a page shown untranslated has its root page's.
    idsOf: (route) => idsByRoute.get(fallbacks.has(route) ? fallbackOf(route) : route) ?? partialIds.get(route) ?? (route === NOT_FOUND_ROUTE ? [] : null),
    basePath,
    ...(versions ? { versions } : {}),
  };
  const warnings = sortByPlace(localeLinkWarnings(found, siteMap, locales));
  const { broken, external, other, ignored } = judgeLinks(found, context, linkIgnore([...loaded.config.links.ignore, ...(options.ignore ?? [])]));
  if (options.external) for (const link of await brokenExternal(external, options.external, options.cache === false ? null : cacheDir)) broken.push(link);

  return {
    root,
    basePath,
    pages: pages.length,
    links: { internal: found.length - external.length - other - ignored, external: external.length, other, externalChecked: Boolean(options.external), ignored },
    broken: sortByPlace(broken),
    unparsable: sortByPlace(unparsable),
    ...(warnings.length > 0 ? { warnings } : {}),
    sources: stats,
    configWarnings: loaded.warnings,
    ...(selected ? { checkedFiles: selected.files } : {}),
  };
}

/** The partial files the pages (or the `only` pages) take ids from, once each, as sources with the route their links resolve against. */
function partialsOf(facts: Map<string, PageFacts>, root: string, only?: Set<string>): PageFile[] {
  const files = new Set<string>();
  for (const [page, pageFacts] of facts) {
    // Inside the site, whatever a cache says (the build's own checks refuse any other partial).
    if ((!only || only.has(page)) && isParsed(pageFacts)) for (const [file] of pageFacts.partials ?? []) if (isConfinedPath(file)) files.add(file);
  }
  return [...files].sort().map((file) => ({ filePath: join(root, file), relativePath: file, route: partialRoute(file) }));
}

/**
 * The pages (by relative path) whose links to check, and whether the config's, when files were
 * named. A file that is neither a page of this site nor its config is a usage error: a typo
 * must not pass as "all links hold".
 */
function selectFiles(pages: PageFile[], root: string, configFile: string | null, files: string[] | undefined) {
  if (!files) return undefined;
  const byPath = new Map(pages.map((page) => [resolve(page.filePath), page.relativePath]));
  const selected = { pages: new Set<string>(), config: false, files: [] as string[] };
  for (const file of files) {
    const path = resolve(file);
    const page = byPath.get(path);
    if (page) selected.pages.add(page);
    else if (configFile && path === resolve(configFile)) selected.config = true;
    else {
      throw new DocsgenError('InvalidArguments', `${file} is not a page of the site in ${root}`, {
        hint: 'pass page files (pages/**/*.md, pages/**/*.mdx) or the config file of one site',
      });
    }
    selected.files.push(relative(root, path).split(sep).join('/'));
  }
  return selected;
}

/** The site's pages (every version's), or an error listing every route collision (as discover.ts's discoverPages). */
function discoveredPages(root: string, config: Parameters<typeof sitePages>[1], found: FoundPages, generated: readonly PageFile[]): PageFile[] {
  const { pages, problems } = sitePages(root, config, { found, generated });
  if (problems.length === 1) throw problems[0]!;
  if (problems.length > 1) throw new DocsgenError('RouteCollision', `${problems.length} route collisions:\n${problems.map((p) => `  ${p.message}`).join('\n')}`, { hint: problems[0]!.hint });
  return pages;
}

/**
 * Every link of every page (or of the `only` pages) with its target, the ids of every page, and
 * the pages that do not parse (of those checked).
 */
function gatherLinks(pages: PageFile[], facts: Map<string, PageFacts>, root: string, only?: Set<string>) {
  const idsByRoute = new Map<string, readonly string[] | null>();
  const unparsable: UnparsablePage[] = [];
  const found: FoundLink[] = [];
  for (const page of pages) {
    const pageFacts = facts.get(page.relativePath)!;
    const checked = !only || only.has(page.relativePath);
    if (!isParsed(pageFacts)) {
      idsByRoute.set(page.route, null);
      if (checked) for (const problem of [pageFacts.problem, ...(pageFacts.more ?? [])]) unparsable.push({ file: page.relativePath, ...problem });
      continue;
    }
    idsByRoute.set(page.route, pageFacts.ids);
    if (!checked) continue;
    const links = pageFacts.links.map(([href, line, column, image]) => ({ href, line, column, image: image === 1 }));
    // One by one: a page may have 200,000 links, more arguments than a spread can pass.
    for (const link of pageFoundLinks({ page, links }, root)) found.push(link);
  }
  return { found, idsByRoute, unparsable };
}

async function brokenExternal(links: FoundLink[], options: Omit<ExternalOptions, 'cache'>, cacheDir: string | null): Promise<BrokenLink[]> {
  if (links.length === 0) return [];
  const { checkExternal } = await import('./external/check-external.js');
  const { ExternalCache } = await import('./external/external-cache.js');
  // The fragment of an external URL is not checked: the request is the same without it.
  const urlOf = (link: FoundLink) => (link.target as { url: string }).url.replace(/#.*$/, '');
  const verdicts = await checkExternal(links.map(urlOf), { ...options, cache: ExternalCache.inDir(cacheDir) });
  const broken: BrokenLink[] = [];
  for (const link of links) {
    const verdict = verdicts.get(urlOf(link))!;
    if (!verdict.ok) broken.push(toBroken(link, 'external', verdict.message));
  }
  return broken;
}

/** The config as written: the module loadConfig imported (so this import is free), before defaults. */
export async function rawConfig(bundleFile: string): Promise<SiteConfig> {
  const module = (await import(pathToFileURL(bundleFile).href)) as Record<string, unknown>;
  return ((await configOfModule(module)).config as SiteConfig | undefined) ?? {};
}

/** The cache only saves time: a read-only checkout must not fail the check. */
function saveQuietly(save: () => void): void {
  try {
    save();
  } catch {
    // Nothing to do: the next run parses again.
  }
}
