// From a page file to its route: pages/index.mdx → /, pages/core/index.mdx → /core,
// pages/core/createStore.mdx → /core/createStore. Pure.

export const PAGE_EXTENSIONS = ['.mdx', '.md'] as const;

/** `relativePath` is relative to the pages folder and uses '/' separators. */
export function routeFromPagePath(relativePath: string): string {
  const withoutExt = relativePath.replace(/\.(mdx|md)$/, '');
  const segments = withoutExt.split('/').filter(Boolean);
  if (segments.at(-1) === 'index') segments.pop();
  return '/' + segments.join('/');
}

export function isPageFile(name: string): boolean {
  return PAGE_EXTENSIONS.some((ext) => name.endsWith(ext));
}

/**
 * Files and folders under pages/ whose name starts with `_` are not pages: partials a page imports
 * (`import Shared from './_shared.mdx'`), drafts, anything a site keeps beside its pages.
 * `relativePath` is relative to the pages folder, '/' separators.
 */
export function isHiddenFromRoutes(relativePath: string): boolean {
  return relativePath.split('/').some((segment) => segment.startsWith('_'));
}

/**
 * The route a partial's relative links resolve against: its place among the pages for a partial
 * under pages/ (pages/guide/_shared.mdx → /guide/_shared, so `./install` is /guide/install), else
 * its place in the site folder. Links in partials outside pages/ are best written absolute.
 * `relativePath` is relative to the site folder, '/' separators.
 */
export function partialRoute(relativePath: string): string {
  return relativePath.startsWith('pages/') ? routeFromPagePath(relativePath.slice('pages/'.length)) : `/${relativePath.replace(/\.(mdx|md)$/, '')}`;
}

/** Where a route's HTML is written, relative to the output folder: both the folder and the .html form. */
export function outputFilesForRoute(route: string): string[] {
  if (route === '/') return ['index.html'];
  const base = route.slice(1);
  return [`${base}/index.html`, `${base}.html`];
}

/** The not-found route is built to 404.html and is not a normal route. */
export const NOT_FOUND_ROUTE = '/404';
