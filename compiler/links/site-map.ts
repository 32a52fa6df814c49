// The site as a static host would serve it after a build: which file answers a site path, and
// which page that file is. Mirrors what the build writes (each route as x/index.html and x.html,
// the not-found page as 404.html, public/ copied to the root, llms.txt and the pages' Markdown
// copies) and how the preview server looks a path up (candidateFiles), so a link that resolves
// here resolves on the built site.
import { posix } from 'node:path';
import { candidateFiles } from '../preview/request-path.js';
import { markdownPath } from '../../theme/shared/markdown-path.js';
import { ROBOTS_FILE, SITEMAP_FILE } from '../writer/host-files.js';
import { NOT_FOUND_ROUTE, outputFilesForRoute } from '../pages/routes.js';

export type Served = { kind: 'page'; route: string } | { kind: 'file'; file: string };

export interface SiteMap {
  /** What answers a site path (without base path), or null for a 404. */
  lookup(sitePath: string): Served | null;
  /** Every page route, for "did you mean". */
  routes: string[];
}

/**
 * Files the build writes beside the HTML: llms.txt, llms-full.txt, each page's Markdown copy, and
 * sitemap.xml and robots.txt when the config sets `baseUrl` (writer/host-files.ts).
 */
export function generatedFiles(routes: readonly string[], { sitemap = false } = {}): string[] {
  const files = ['llms.txt', 'llms-full.txt'];
  if (sitemap) files.push(SITEMAP_FILE, ROBOTS_FILE);
  for (const route of routes) if (route !== NOT_FOUND_ROUTE) files.push(markdownPath(route).slice(1));
  return files;
}

export function createSiteMap(routes: readonly string[], publicFiles: readonly string[], generated: { sitemap?: boolean } = {}): SiteMap {
  const outputs = new Map<string, Served>();
  // In the order the build lets them win: its generated files yield to public/ files, and a page
  // written to the same path replaces either.
  for (const file of [...generatedFiles(routes, generated), ...publicFiles]) outputs.set(file, { kind: 'file', file });
  // Every build writes a 404.html: the site's own not-found page, or the built-in one.
  outputs.set('404.html', { kind: 'page', route: NOT_FOUND_ROUTE });
  for (const route of routes) {
    const files = route === NOT_FOUND_ROUTE ? ['404.html'] : outputFilesForRoute(route);
    for (const file of files) outputs.set(file, { kind: 'page', route });
  }
  // Most links point at a few popular pages: each path is looked up once.
  const answers = new Map<string, Served | null>();
  const find = (sitePath: string): Served | null => {
    const normalized = posix.normalize(sitePath.startsWith('/') ? sitePath : `/${sitePath}`);
    for (const candidate of candidateFiles(normalized)) {
      const served = outputs.get(candidate);
      if (served) return served;
    }
    return null;
  };
  return {
    routes: routes.filter((route) => route !== NOT_FOUND_ROUTE),
    lookup(sitePath) {
      let served = answers.get(sitePath);
      if (served === undefined) answers.set(sitePath, (served = find(sitePath)));
      return served;
    },
  };
}
