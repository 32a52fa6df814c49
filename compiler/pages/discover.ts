// Finds the pages of a site: every pages/**/*.{md,mdx}, sorted so builds are deterministic.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { DocsgenError } from '../errors.js';
import { isHiddenFromRoutes, isPageFile, routeFromPagePath } from './routes.js';

export interface PageFile {
  /** Absolute path. */
  filePath: string;
  /** Relative to the site root, with '/' separators (what error messages show). */
  relativePath: string;
  route: string;
}

export function discoverPages(root: string): PageFile[] {
  const pagesDir = join(root, 'pages');
  let files: string[];
  try {
    files = listFiles(pagesDir);
  } catch (error) {
    throw new DocsgenError('usage', `no pages folder at ${pagesDir}`, {
      hint: 'docsgen expects ROOT/pages/**/*.mdx; pass the site folder as the root argument',
      cause: error,
    });
  }
  const pages: PageFile[] = [];
  const seen = new Map<string, string>();
  for (const filePath of files.filter((f) => isPageFile(f)).sort()) {
    const fromPages = relative(pagesDir, filePath).split(sep).join('/');
    if (isHiddenFromRoutes(fromPages)) continue;
    const route = routeFromPagePath(fromPages);
    const relativePath = relative(root, filePath).split(sep).join('/');
    const clash = seen.get(route);
    if (clash) {
      throw new DocsgenError('content', `two pages claim the route ${route}: ${clash} and ${relativePath}`, {
        hint: 'rename or remove one of them',
      });
    }
    seen.set(route, relativePath);
    pages.push({ filePath, relativePath, route });
  }
  return pages;
}

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(path));
    else if (entry.isFile()) out.push(path);
  }
  return out;
}
