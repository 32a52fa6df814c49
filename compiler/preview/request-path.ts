// From a raw request target to the site path it asks for, and from a site path to the files that
// may answer it. Pure: no file system here, so every traversal trick can be unit-tested.
import { posix } from 'node:path';

/** '' for a site at the root, otherwise '/docs' (leading slash, no trailing slash). */
export function normalizeBasePath(basePath: string): string {
  const trimmed = basePath.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '';
}

/**
 * The site path a request asks for ('/', '/core/', '/core.html'…), or null when it must not be
 * served: malformed escapes, a NUL byte, or a path outside `basePath`.
 *
 * The path is percent-decoded exactly once (a second decode would turn `%252e` into `.`),
 * backslashes count as separators (`..\..\etc` is a traversal on Windows and proxies that
 * rewrite it), and it is normalized before the base path is stripped, so `/docs/../x` is outside
 * `/docs`. Normalizing an absolute path clamps `..` at the root; `find-file.ts` still checks the
 * real path, which is what stops symlinks.
 */
export function sitePathFromUrl(rawUrl: string, basePath: string): string | null {
  const rawPath = rawUrl.split(/[?#]/, 1)[0] ?? '';
  // Absolute-form targets (`GET http://host/x`) and `*` are not paths on this server.
  if (!rawPath.startsWith('/')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const normalized = posix.normalize(decoded.replace(/\\/g, '/'));
  const base = normalizeBasePath(basePath);
  if (!base) return normalized;
  if (normalized === base) return '/';
  return normalized.startsWith(`${base}/`) ? normalized.slice(base.length) : null;
}

/**
 * The files, relative to the output folder, that may serve `sitePath`, best first.
 * The build writes every page both as `x.html` and `x/index.html`, so `/x`, `/x/` and `/x.html`
 * each try both forms; a folder-less asset (`/logo.svg`) is tried as is first.
 */
export function candidateFiles(sitePath: string): string[] {
  const path = sitePath.replace(/^\/+/, '');
  if (path === '') return ['index.html'];
  if (path.endsWith('/')) return [`${path}index.html`, `${path.slice(0, -1)}.html`];
  if (path.endsWith('.html')) return [path, `${path.slice(0, -'.html'.length)}/index.html`];
  return [path, `${path}.html`, `${path}/index.html`];
}
