// The link check of `docsgen build`: the links and ids the compile recorded for every page (no
// second parse), judged by check-links' rules against the site being written, plus the links of
// the config. Each broken link is an error at its file:line:column (or config key path), with
// the same "did you mean" hint check-links gives.
import { relative, sep } from 'node:path';
import type { CompiledInfo } from '../page/page-model.js';
import { DocsgenError } from '../errors/docsgen-error.js';
import type { PageFile } from '../pages/discover.js';
import type { BrokenLink } from './check-site.js';
import { NOT_FOUND_ROUTE } from '../pages/routes.js';
import { rawConfig } from './check-site.js';
import { configLinks } from './config-links.js';
import { linkIgnore, type LinkPattern } from './ignore.js';
import { configFoundLinks, judgeLinks, pageFoundLinks, sortByPlace, type FoundLink } from './judge-links.js';
import { createSiteMap, type SiteMap } from './site-map.js';
import type { ResolvedLocale, ResolvedVersion } from '../../config/types.js';
import { localeLinkWarnings, type LinkWarning } from './locale-links.js';

export interface BuiltLinks {
  root: string;
  basePath: string;
  /** Every page of the site. */
  pages: readonly PageFile[];
  /** What compiling taught the build of each page that compiled (its ids and links are what count). */
  compiled: readonly LinkFacts[];
  /** Paths of the files in public/ (relative to it). */
  publicFiles: readonly string[];
  /** The build writes sitemap.xml and robots.txt (the config sets baseUrl). */
  sitemap: boolean;
  /** The config file and the bundle it was loaded from (null without a config file). */
  config: { file: string | null; bundleFile: string | null };
  ignore: readonly LinkPattern[];
  /** Judge only these pages' links (and the config's): the others held last time and nothing they lead to changed. All when undefined. */
  only?: ReadonlySet<string>;
  /** The site's locales (config `locales`): their sidebars and top navs are checked, and links leaving a locale are warned about. */
  locales?: readonly ResolvedLocale[];
  /** The site's versions (config `versions`): each earlier version's sidebar and top nav are checked as its pages show them. */
  versions?: readonly ResolvedVersion[];
}

/** What the link check needs of a compiled page (the dev server keeps only this of each page). */
export type LinkFacts = Pick<CompiledInfo, 'route' | 'ids' | 'links'>;

export interface CheckedLinks {
  broken: DocsgenError[];
  /** The same, as data (file, line, column, href, why), in the same order. */
  brokenLinks: BrokenLink[];
  /** Links that hold but leave their page's locale for a page it has (locale-links.ts), every page's. */
  warnings: LinkWarning[];
  /** For each page judged, the pages its links lead to (each once, in order). */
  linksTo: Map<string, string[]>;
}

export async function brokenBuiltLinks(input: BuiltLinks): Promise<CheckedLinks> {
  const { root, pages, compiled, only } = input;
  const compiledByRoute = new Map(compiled.map((page) => [page.route, page]));
  const site = createSiteMap(pages.map((page) => page.route), input.publicFiles, { sitemap: input.sitemap });
  const found: FoundLink[] = [];
  const linksTo = new Map<string, string[]>();
  const locales = input.locales ?? [];
  const warnings: LinkWarning[] = [];
  for (const page of pages) {
    const info = compiledByRoute.get(page.route);
    // A page shown untranslated has its root page's links, judged there.
    if (!info || page.fallback) continue;
    const judged = !only || only.has(page.route);
    if (!judged && locales.length < 2) continue;
    const links = pageFoundLinks({ page, links: info.links }, root);
    // Warnings for every page, judged or not: a link that leaves its locale is said on each build.
    for (const warning of localeLinkWarnings(links, site, locales)) warnings.push(warning);
    if (!judged) continue;
    // One by one: a spread passes each as an argument, and a page of 200,000 links overflowed the stack.
    for (const link of links) found.push(link);
    linksTo.set(page.route, pagesLinkedTo(links, site));
  }
  if (input.config.file && input.config.bundleFile && pages.length > 0) {
    const file = relative(root, input.config.file).split(sep).join('/');
    for (const link of configFoundLinks(configLinks(await rawConfig(input.config.bundleFile), pages[0]!.relativePath, locales, input.versions), file)) found.push(link);
  }
  const { broken } = judgeLinks(
    found,
    {
      site,
      // A page that failed to build has unknown ids (its own error is reported); the built-in
      // not-found page has none.
      idsOf: (route) => compiledByRoute.get(route)?.ids ?? (route === NOT_FOUND_ROUTE ? [] : null),
      basePath: input.basePath,
      ...(input.versions ? { versions: input.versions } : {}),
    },
    linkIgnore(input.ignore),
  );
  const sorted = sortByPlace(broken);
  const errors = sorted.map(
    (link) =>
      new DocsgenError('BrokenLink', `${link.href === '' ? '""' : link.href}  ${link.message}`, {
        location: link.keyPath ? { file: link.file, keyPath: link.keyPath } : { file: link.file, line: link.line, column: link.column },
      }),
  );
  return { broken: errors, brokenLinks: sorted, linksTo, warnings };
}

/** The pages links lead to (a path served by a page), each once, in the order first linked. */
function pagesLinkedTo(links: readonly FoundLink[], site: SiteMap): string[] {
  const routes = new Set<string>();
  for (const { target } of links) {
    if (target.kind !== 'path') continue;
    const served = site.lookup(target.path);
    if (served?.kind === 'page') routes.add(served.route);
  }
  return [...routes];
}

