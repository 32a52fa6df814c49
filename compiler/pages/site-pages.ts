// Every page a site builds: the working tree's pages/, and on a site with `versions` each earlier
// version's (from its folder versions/<key>/ or its git ref, git-version.ts) at its route prefix
// (/v4/…); within each version, the pages of its locales (locale-pages.ts: translations and
// fallbacks work per version, /v4/fr/…). Every page of a site with versions learns which versions
// have a page at its route within their version (the version picker, the banner, the canonical
// link). The build, check-links and the dev server start from this list.
import { join, relative, sep } from 'node:path';
import type { ResolvedConfig, ResolvedVersion } from '../../config/types.js';
import { routeWithinVersion, versionRoute } from '../../theme/shared/versions.js';
import { DocsgenError } from '../errors/docsgen-error.js';
import { findPages, routeCollisions, type FoundPages, type PageFile, type SkippedFile } from './discover.js';
import { gitVersionTrees } from './git-version.js';
import { localePages } from './locale-pages.js';
import { NOT_FOUND_ROUTE } from './routes.js';

export interface SitePages extends FoundPages {
  /** Last-updated times the version trees know (a git version's files: their commit at the ref). */
  times: Map<string, number>;
  /** Each git version's copy, by version key: its site folder and its tree's hash (builder/version-sections.ts). */
  gitCopies: Map<string, { root: string; tree?: string }>;
}

/** The git versions' copies a long-lived process has read, by version key and ref: read once (the dev server). */
export type VersionTrees = Map<string, { root: string; times: Map<string, number>; tree?: string }>;

export interface SitePagesOptions {
  /** The git versions' copies a long-lived process keeps (the dev server). */
  trees?: VersionTrees;
  /** The working tree's pages, when the caller has found them already. */
  found?: FoundPages;
  /**
   * Pages of the current version that have no file (reference pages, mdx/api/reference-pages.ts),
   * built like the site's own: the site's own page at the same route wins it.
   */
  generated?: readonly PageFile[];
}

export function sitePages(root: string, config: Pick<ResolvedConfig, 'locales' | 'localeFallback' | 'versions'>, options: SitePagesOptions = {}): SitePages {
  const found = currentPages(options.found ?? findPages(root), options.generated ?? []);
  const versions = config.versions;
  if (!versions || versions.length < 2) return { ...found, pages: localePages(found.pages, config), times: new Map(), gitCopies: new Map() };
  const { trees } = options;
  const skipped: SkippedFile[] = [...found.skipped];
  const times = new Map<string, number>();
  const prefixes = versions.flatMap((version) => (version.prefix ? [version.prefix] : []));
  // The current version's pages know the versions too: a page compiles once for every version (mdx/version-neutral.ts).
  const current = found.pages.map((file) => ({ ...file, version: { prefix: '', prefixes, siteRoot: root, site: root } }));
  const byVersion: { version: ResolvedVersion; pages: PageFile[] }[] = [{ version: versions[0]!, pages: localePages(current, config) }];
  const fromGit = gitTrees(root, versions.slice(1), trees);
  const gitCopies = new Map<string, { root: string; tree?: string }>();
  for (const version of versions.slice(1)) {
    const tree = versionTree(root, version, fromGit);
    if (version.source.kind === 'git') gitCopies.set(version.key, { root: tree.root, ...(tree.tree ? { tree: tree.tree } : {}) });
    for (const [file, ms] of tree.times) times.set(file, ms);
    const own = findPagesOf(tree.root, version);
    for (const file of own.skipped) skipped.push({ path: `${relativeTo(root, tree.root)}/${file.path}`, reason: file.reason });
    const inVersion: PageFile[] = [];
    for (const file of own.pages) {
      if (file.route === NOT_FOUND_ROUTE) {
        skipped.push({ path: relativeTo(root, file.filePath), reason: "an earlier version's not-found page is not built: a site has one, served for every address (the current version's)" });
        continue;
      }
      inVersion.push({
        ...file,
        relativePath: relativeTo(root, file.filePath),
        version: { prefix: version.prefix, prefixes, siteRoot: tree.root, site: root, ...(version.source.kind === 'folder' ? { tsconfigFallback: root } : {}) },
      });
    }
    byVersion.push({
      version,
      // Locales within the version, on its routes within the version, then moved under its prefix.
      pages: localePages(inVersion, config).map((file) => ({ ...file, route: versionRoute(version, file.route) })),
    });
  }
  // Route within the version → the keys of the versions that have a page there.
  const owners = new Map<string, string[]>();
  for (const { version, pages } of byVersion) {
    for (const page of pages) {
      if (page.route === NOT_FOUND_ROUTE) continue;
      const within = routeWithinVersion(page.route, version);
      const keys = owners.get(within) ?? [];
      if (!keys.includes(version.key)) keys.push(version.key);
      owners.set(within, keys);
    }
  }
  const pages = byVersion.flatMap(({ version, pages }) =>
    pages.map((page) => (page.route === NOT_FOUND_ROUTE ? page : { ...page, versions: owners.get(routeWithinVersion(page.route, version))! })),
  );
  // A page of the working tree at /v4/… and version v4's page of the same route collide.
  return { pages, problems: [...found.problems, ...routeCollisions(pages.filter((page) => !page.fallback))].filter(unique()), skipped, times, gitCopies };
}

/** The working tree's pages with the generated ones whose route no page of the site's own has. */
function currentPages(found: FoundPages, generated: readonly PageFile[]): FoundPages {
  if (generated.length === 0) return found;
  const taken = new Set(found.pages.map((page) => page.route));
  const pages = [...found.pages, ...generated.filter((page) => !taken.has(page.route))];
  return { ...found, pages, problems: routeCollisions(pages) };
}

/**
 * The copies of the git versions (git-version.ts), by version key and ref: those a long-lived
 * process read already (`trees`), the others read now, all with the same two git calls.
 */
function gitTrees(root: string, versions: readonly ResolvedVersion[], trees: VersionTrees = new Map()): VersionTrees {
  const refOf = (version: ResolvedVersion) => (version.source.kind === 'git' ? version.source.ref : undefined);
  const treeKey = (version: ResolvedVersion) => `${version.key}\0${refOf(version)}`;
  const unread = versions.flatMap((version) => {
    const ref = refOf(version);
    return ref !== undefined && !trees.has(treeKey(version)) ? [{ key: version.key, ref }] : [];
  });
  const read = gitVersionTrees(root, unread);
  for (const version of versions) {
    const tree = read.get(version.key);
    if (tree && refOf(version) !== undefined) trees.set(treeKey(version), tree);
  }
  return trees;
}

function versionTree(root: string, version: ResolvedVersion, fromGit: VersionTrees): { root: string; times: Map<string, number>; tree?: string } {
  if (version.source.kind === 'git') return fromGit.get(`${version.key}\0${version.source.ref}`)!;
  if (version.source.kind === 'folder') return { root: join(root, ...version.source.dir.split('/')), times: new Map() };
  return { root, times: new Map() };
}

function findPagesOf(tree: string, version: ResolvedVersion): FoundPages {
  try {
    return findPages(tree);
  } catch (error) {
    if (!(error instanceof DocsgenError)) throw error;
    const from = version.source.kind === 'git' ? `the git ref "${version.source.ref}"` : `the folder ${version.source.kind === 'folder' ? version.source.dir : '.'}/`;
    throw new DocsgenError('VersionUnreadable', `version "${version.key}": no pages/ folder in ${from}`, {
      hint: version.source.kind === 'git' ? 'the site folder at that ref must have pages/' : `put the version's pages in ${version.source.kind === 'folder' ? version.source.dir : ''}/pages/, or give it a git ref: versions: { ${version.key}: { git: 'tag' } }`,
      cause: error,
    });
  }
}

function relativeTo(root: string, path: string): string {
  return relative(root, path).split(sep).join('/');
}

/** Drops the second of two problems with the same message (a collision inside the working tree is found twice). */
function unique(): (problem: DocsgenError) => boolean {
  const seen = new Set<string>();
  return (problem) => !seen.has(problem.message) && Boolean(seen.add(problem.message));
}
