// The site root of a page, from its absolute path and its route: pages live in ROOT/pages, and
// the route says how deep the file is, so a folder named "pages" elsewhere in the path cannot
// confuse it. Pure.
import { routeFromPagePath } from '../pages/routes.js';

export function siteRootOf(filePath: string, route: string): string | undefined {
  const path = filePath.split('\\').join('/');
  let at = path.lastIndexOf('/pages/');
  while (at !== -1) {
    if (routeFromPagePath(path.slice(at + '/pages/'.length)) === route) return filePath.slice(0, at);
    at = path.lastIndexOf('/pages/', at - 1);
  }
  return undefined;
}
