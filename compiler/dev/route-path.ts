// From a site path to the route it asks for: the build writes each page as both `x.html` and
// `x/index.html`, so `/x`, `/x/`, `/x.html`, `/x/index.html` all name the route `/x`. Pure.
export function routeForSitePath(sitePath: string): string {
  let path = sitePath;
  if (path.endsWith('.html')) path = path.slice(0, -'.html'.length);
  if (path === '/index' || path.endsWith('/index')) path = path.slice(0, -'index'.length);
  if (path.length > 1 && path.endsWith('/')) path = path.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}
