// Finds the pages of a site: every pages/**/*.{md,mdx}, sorted so builds are deterministic.
// Nothing is passed over in silence: files that look like pages but are not read (names starting
// with a dot, symbolic links, upper-case extensions) come back as `skipped`, for a warning; pages
// whose output would collide (the same route twice, routes that differ only in case, a page
// written where another page needs a folder) come back as `problems`, all of them.
import { readdirSync, statSync, type Dirent } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { DocsgenError } from '../errors/docsgen-error.js';
import type { PageVersion } from './page-version.js';
import { isHiddenFromRoutes, isPageFile, NOT_FOUND_ROUTE, outputFilesForRoute, routeFromPagePath } from './routes.js';

export interface PageFile {
  /** Absolute path. */
  filePath: string;
  /** Relative to the site root, with '/' separators (what error messages show). */
  relativePath: string;
  route: string;
  /**
   * On a site of several languages (locale-pages.ts): the locales with a page of their own at this
   * route within the locale, by key.
   */
  translations?: string[];
  /** A page a locale has no translation of, built from the root locale's file (locale-pages.ts). */
  fallback?: boolean;
  /**
   * The text of a generated page (a reference page, mdx/api/reference-pages.ts): it has no file,
   * and `filePath` is where it would be.
   */
  source?: string;
  /** A page of an earlier version (site-pages.ts): its links' prefix and its version's site folder. */
  version?: PageVersion;
  /** On a site with versions: the versions with a page at this route within their version. */
  versions?: string[];
}

export interface SkippedFile {
  /** Relative to the site root. */
  path: string;
  reason: string;
}

export interface FoundPages {
  pages: PageFile[];
  /** Route collisions: each page involved is named. */
  problems: DocsgenError[];
  skipped: SkippedFile[];
}

export function findPages(root: string): FoundPages {
  const pagesDir = join(root, 'pages');
  const skipped: SkippedFile[] = [];
  let files: { filePath: string; fromPages: string }[];
  try {
    files = listFiles(pagesDir, '', skipped);
  } catch (error) {
    // As the user would type them, from where the command runs.
    const nearby = sitesBelow(root).map((dir) => relative(process.cwd(), join(root, dir)).split(sep).join('/') || '.');
    throw new DocsgenError('NoPages', `no pages folder at ${pagesDir}`, {
      hint:
        nearby.length > 0
          ? `${nearby.map((dir) => `${dir}/pages/`).join(' and ')} ${nearby.length === 1 ? 'is' : 'are'} there: pass the site folder as the root, e.g. \`docsgen dev ${nearby[0]}\` or \`docsgen build ${nearby[0]}\``
          : 'docsgen expects ROOT/pages/**/*.mdx; pass the site folder as the root argument',
      cause: error,
    });
  }
  const pages: PageFile[] = [];
  for (const { filePath, fromPages } of files.filter((f) => isPageFile(f.filePath)).sort((a, b) => (a.filePath < b.filePath ? -1 : a.filePath > b.filePath ? 1 : 0))) {
    // `_name` files and folders are partials and drafts, read only when a page imports them.
    if (isHiddenFromRoutes(fromPages)) continue;
    pages.push({ filePath, relativePath: `pages/${fromPages}`, route: routeFromPagePath(fromPages) });
  }
  return { pages, problems: routeCollisions(pages), skipped };
}

/**
 * The folders right inside `root` that hold a site (a `pages/` folder), the usual names first: a
 * command run at a repository's root whose docs are in `docs/` says where they are.
 */
function sitesBelow(root: string): string[] {
  let names: string[];
  try {
    names = readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules').map((entry) => entry.name);
  } catch {
    return [];
  }
  const usual = ['docs', 'site', 'website', 'documentation'];
  const ordered = [...usual.filter((name) => names.includes(name)), ...names.filter((name) => !usual.includes(name)).sort()];
  return ordered.filter((name) => isFolder(join(root, name, 'pages'))).slice(0, 3);
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The pages, or an error listing every route collision. */
export function discoverPages(root: string): PageFile[] {
  const { pages, problems } = findPages(root);
  if (problems.length === 1) throw problems[0]!;
  if (problems.length > 1) {
    throw new DocsgenError('RouteCollision', `${problems.length} route collisions:\n${problems.map((p) => `  ${p.message}`).join('\n')}`, { hint: problems[0]!.hint });
  }
  return pages;
}

/**
 * Every pair of pages whose files in the output would collide: the same route, routes that differ
 * only in case (one file on macOS, Windows and case-insensitive hosts) or in Unicode normalization
 * (`café` with one é, or with e and a combining accent: one name on macOS and many hosts), or a
 * page's file where another page needs a folder of that name.
 */
export function routeCollisions(pages: readonly PageFile[]): DocsgenError[] {
  const files = new Map<string, PageFile>();
  const folders = new Map<string, PageFile>();
  const problems: DocsgenError[] = [];
  const reported = new Set<string>();
  const clash = (a: PageFile, b: PageFile, why: string) => {
    const key = [a.relativePath, b.relativePath].sort().join('\0');
    if (reported.has(key)) return;
    reported.add(key);
    problems.push(new DocsgenError('RouteCollision', `${a.relativePath} and ${b.relativePath} ${why}`, { location: { file: b.relativePath }, hint: 'rename or remove one of them' }));
  };
  for (const page of pages) {
    const outputs = page.route === NOT_FOUND_ROUTE ? ['404.html'] : outputFilesForRoute(page.route);
    for (const file of outputs) {
      const key = file.normalize('NFC').toLowerCase();
      const sameFile = files.get(key);
      const sameFolder = folders.get(key);
      if (sameFile) {
        if (sameFile.route === page.route) clash(sameFile, page, `both have the route ${page.route}`);
        else if (sameFile.route.normalize('NFC') === page.route.normalize('NFC')) {
          clash(sameFile, page, `differ only in Unicode normalization (${spelled(sameFile.route)} and ${spelled(page.route)}: an accented letter as one character in one, as a letter and a combining accent in the other): on macOS and hosts that normalize names, one would overwrite the other`);
        } else if (sameFile.route.toLowerCase() === page.route.toLowerCase() || sameFile.route.normalize('NFC').toLowerCase() === page.route.normalize('NFC').toLowerCase()) {
          clash(sameFile, page, `differ only in case (${sameFile.route} and ${page.route}): on macOS, Windows and hosts that ignore case, one would overwrite the other`);
        } else clash(sameFile, page, `both write ${file} in the output`);
      } else if (sameFolder) {
        clash(sameFolder, page, `collide in the output: ${file} is written by one and needed as a folder by the other`);
      }
      files.set(key, page);
      for (let at = key.lastIndexOf('/'); at > 0; at = key.lastIndexOf('/', at - 1)) {
        const folder = key.slice(0, at);
        const owner = files.get(folder);
        if (owner && owner !== page) clash(owner, page, `collide in the output: ${folder} is written by one and needed as a folder by the other`);
        if (!folders.has(folder)) folders.set(folder, page);
      }
    }
  }
  return problems;
}

/** A route with every character outside printable ASCII as its code point: names that look alike, told apart. */
function spelled(route: string): string {
  return route.replace(/[^\x20-\x7e]/gu, (char) => `\\u{${char.codePointAt(0)!.toString(16)}}`);
}

/**
 * The files under `dir` (`inPages`: its path below pages/, '' for pages/ itself), each with its
 * path below pages/ ('/' separators). Paths are joined as they are found: path.relative resolves
 * both of its paths on every call, a tenth of a build of 4000 pages after an edit.
 */
function listFiles(dir: string, inPages: string, skipped: SkippedFile[]): { filePath: string; fromPages: string }[] {
  const out: { filePath: string; fromPages: string }[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const fromPages = inPages ? `${inPages}/${entry.name}` : entry.name;
    const shown = `pages/${fromPages}`;
    if (entry.name.startsWith('.') || entry.name === 'node_modules') {
      const reason = entry.name === 'node_modules' ? 'installed packages are not pages' : 'names starting with "." are not published';
      if (containsPages(entry, path)) skipped.push({ path: entry.isDirectory() ? `${shown}/` : shown, reason });
      continue;
    }
    if (entry.isSymbolicLink()) {
      if (isPageFile(entry.name) || looksLikePage(entry.name)) skipped.push({ path: shown, reason: 'a symbolic link: pages are read only from real files in pages/ (copy or move the file there)' });
      continue;
    }
    if (entry.isDirectory()) for (const file of listFiles(path, fromPages, skipped)) out.push(file);
    else if (entry.isFile()) {
      if (!isPageFile(entry.name) && looksLikePage(entry.name)) skipped.push({ path: shown, reason: 'page files end in .md or .mdx, in lower case' });
      out.push({ filePath: path, fromPages });
    }
  }
  return out;
}

/** `Intro.MDX`, `notes.Md`: meant as pages, surely. */
function looksLikePage(name: string): boolean {
  return /\.mdx?$/i.test(name) && !isPageFile(name);
}

function containsPages(entry: Dirent, path: string): boolean {
  if (entry.isFile()) return isPageFile(entry.name) || looksLikePage(entry.name);
  if (!entry.isDirectory()) return false;
  try {
    return readdirSync(path, { recursive: true, encoding: 'utf8' }).some((name) => isPageFile(name));
  } catch {
    return false;
  }
}
