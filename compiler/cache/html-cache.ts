// Rendered pages, kept between builds (see CONTRIBUTING "The build cache"). A page's HTML is a
// function of its compiled result, its own data (route, file, last-updated time), and what every
// page renders with: the theme and component bundles, the resolved config, the base path, the
// browser assets' URLs and the page list (titles, paths, frontmatter of every page: the sidebar,
// prev/next links). The key is made of all of them, so a title changed on one page re-renders
// every page, and an edit to one page's text re-renders that page only.
//
// Not cached: a page whose render read another page's source (`content` of the page list,
// which would make it depend on every page's text), and any render that failed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hash } from 'node:crypto';
import type { PageSummary } from '../../theme/lib/page-types.js';
import { docsgenFingerprint } from './docsgen-fingerprint.js';
import { cacheKey } from './store.js';

export interface HtmlEntry {
  v: 1;
  html: string;
  islands: string[];
}

export function isHtmlEntry(value: unknown): value is HtmlEntry {
  const entry = value as HtmlEntry;
  return typeof entry === 'object' && entry !== null && entry.v === 1 && typeof entry.html === 'string' && Array.isArray(entry.islands);
}

/** What every page of a build renders with; computed once, on the main thread. */
export function renderContextKey(parts: {
  /** The folder of the server bundles (theme, components, page modules). */
  bundlesDir: string;
  configModule: string | null;
  basePath: string;
  assets: unknown;
  notFoundRoute: string | null;
  pages: readonly PageSummary[];
}): string {
  return cacheKey(
    'rendered page',
    docsgenFingerprint(),
    folderHash(parts.bundlesDir),
    parts.configModule === null ? 'no config' : fileHash(parts.configModule),
    parts.basePath,
    JSON.stringify(parts.assets),
    parts.notFoundRoute,
    JSON.stringify(parts.pages),
  );
}

/** The key of one page's HTML. `compiled` is the page's compiled result, as stored. */
export function pageHtmlKey(contextKey: string, page: { route: string; relativePath: string; lastUpdatedAt?: number; files: string[] }, compiled: unknown): string {
  return cacheKey(contextKey, page.route, page.relativePath, page.lastUpdatedAt, page.files.join('\n'), JSON.stringify(compiled));
}

function fileHash(file: string): string {
  try {
    return hash('sha256', readFileSync(file));
  } catch {
    return 'absent';
  }
}

/** Every file's name and content under `dir`, source maps left out (they only locate errors). */
function folderHash(dir: string): string {
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
      else if (!entry.name.endsWith('.map')) parts.push(`${shown}/${entry.name}`, fileHash(path));
    }
  };
  walk(dir, '.');
  return hash('sha256', parts.join('\0'));
}
