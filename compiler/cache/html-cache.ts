// Rendered pages, kept between builds (see CONTRIBUTING "The build cache"). A page's HTML is a
// function of its compiled result, its own data (route, file, last-updated time, its own bundled
// module when it imports components), and what every page renders with: the theme and component
// bundles, the resolved config, the base path, the browser assets' URLs, and the page list (the
// sidebar, prev/next links). All but the page list make the key; of the page list, the entry records which fields the render read (tracked-pages.ts)
// and a hash of those fields of every entry, checked before use. So a title changed on one page
// re-renders every page that shows titles, and an edit to one page's text re-renders that page
// only. A render that failed is not cached.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { hash } from 'node:crypto';
import { docsgenFingerprint } from '../store/docsgen-fingerprint.js';
import { cacheKey } from '../store/store.js';

export interface HtmlEntry {
  v: 4;
  /** The HTML's SHA-1: the HTML itself is kept as a file of its own, named by it (stored-files.ts), and linked into the output. */
  written: string;
  islands: string[];
  /** The fields of the page list's entries the render read, and their hash (pagesProjection). */
  fields: string[];
  pages: string;
}

export function isHtmlEntry(value: unknown): value is HtmlEntry {
  const entry = value as HtmlEntry;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    entry.v === 4 &&
    typeof entry.written === 'string' &&
    Array.isArray(entry.islands) &&
    Array.isArray(entry.fields) &&
    entry.fields.every((field) => typeof field === 'string') &&
    typeof entry.pages === 'string'
  );
}

/** What every page of a build renders with, but the page list; computed once, on the main thread. */
export function renderContextKey(parts: {
  /** The folder of the server bundles (theme, components, page modules). */
  bundlesDir: string;
  configModule: string | null;
  basePath: string;
  assets: unknown;
  notFoundRoute: string | null;
  /** Route → the bundled module of a page that imports components. */
  pageModules: Record<string, string>;
  /** The sidebar generated reference pages made (the config's otherwise, in its bundle). */
  sidebar?: unknown;
}): string {
  return cacheKey(
    'rendered page',
    docsgenFingerprint(),
    // The pages' own modules are left out: each is in its own page's key (pageModuleHashes), so a
    // prose edit to a page that imports components re-renders that page, not every page.
    folderHash(parts.bundlesDir, new Set(Object.values(parts.pageModules))),
    parts.configModule === null ? 'no config' : fileHash(parts.configModule),
    parts.basePath,
    JSON.stringify(parts.assets),
    parts.notFoundRoute,
    // Which bundle is which page's (the contents are in the folder's hash).
    JSON.stringify(Object.entries(parts.pageModules).map(([route, file]) => [route, relative(parts.bundlesDir, file)])),
    JSON.stringify(parts.sidebar ?? null),
  );
}

/** Route → the content hash of the page's own bundled module (its imports' chunks are in the render context). */
export function pageModuleHashes(pageModules: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(pageModules).map(([route, file]) => [route, fileHash(file)]));
}

/**
 * The key of one page's HTML. `compiledHash`: compiledJsonHash of the page's compiled result, as
 * stored. On a site of several languages, which locales have the page (the language picker and
 * hreflang show them) and whether it is shown untranslated count too; on a site with versions, which
 * versions have it.
 */
export function pageHtmlKey(
  contextKey: string,
  page: { route: string; relativePath: string; lastUpdatedAt?: number; files: string[]; translations?: string[]; fallback?: boolean; versions?: string[] },
  compiledHash: string,
  /** The page's own bundled module's hash (pageModuleHashes), when it imports components. */
  moduleHash?: string,
): string {
  const locales = page.translations || page.fallback ? [JSON.stringify([page.translations ?? null, page.fallback ?? false])] : [];
  // On a site with versions, which versions have the page (the picker, the banner and the canonical link show it).
  const versions = page.versions ? [`versions:${page.versions.join(',')}`] : [];
  const module = moduleHash === undefined ? [] : [`module:${moduleHash}`];
  return cacheKey(contextKey, page.route, page.relativePath, page.lastUpdatedAt, page.files.join('\n'), compiledHash, ...locales, ...versions, ...module);
}

/** A compiled page's identity: the SHA-256 of its JSON as stored (the output record keeps it, so a warm build need not read the page). */
export function compiledJsonHash(compiledJson: string): string {
  return hash('sha256', compiledJson);
}

function fileHash(file: string): string {
  try {
    return hash('sha256', readFileSync(file));
  } catch {
    return 'absent';
  }
}

/** Every file's name and content under `dir`, source maps and the files of `leaveOut` left out (maps only locate errors). */
function folderHash(dir: string, leaveOut: ReadonlySet<string> = new Set()): string {
  const parts: string[] = [];
  const walk = (at: string, shown: string) => {
    let entries;
    try {
      entries = readdirSync(at, { withFileTypes: true });
    } catch {
      parts.push(shown, 'absent');
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path, `${shown}/${entry.name}`);
      else if (!entry.name.endsWith('.map') && !leaveOut.has(path)) parts.push(`${shown}/${entry.name}`, fileHash(path));
    }
  };
  walk(dir, '.');
  return hash('sha256', parts.join('\0'));
}
