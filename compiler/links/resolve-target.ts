// Where a link goes, by the same rules the build applies when it writes the link into the HTML.
// Pure: the href and where it was written in, the target out.
import { currentVersionPath, decodeRoutePath, externalUrl, isCurrentVersionLink, isExternalHref, isInternalHref, resolveRoutePath } from '../../theme/shared/links.js';

export type Target =
  /** mailto:, tel: and other schemes: not checked. */
  | { kind: 'other' }
  | { kind: 'external'; url: string }
  /** `#x`, `?q` or '': the page the link is on. `hash` is decoded, '' for none. */
  | { kind: 'same-page'; hash: string }
  /**
   * A path on this site, without the base path. `relative` when the href was not root-relative;
   * then `fromFolder` is where it would go if the page's URL ended in '/' (what writers often
   * expect), for the hint when it is broken. `current` when it was written as a link to the
   * current version (`current:/x`, theme/shared/links.ts): its path is the current version's route,
   * whatever version the link is in.
   */
  | { kind: 'path'; path: string; hash: string; relative?: boolean; fromFolder?: string; current?: true }
  /** `current:` followed by anything but a root-relative route (`current:guide`): it leads nowhere. */
  | { kind: 'bad-current' }
  /** A relative link in the config: it lands somewhere else on every page. */
  | { kind: 'relative-config' };

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function splitHash(href: string): { before: string; hash: string } {
  const at = href.indexOf('#');
  return at === -1 ? { before: href, hash: '' } : { before: href.slice(0, at), hash: decode(href.slice(at + 1)) };
}

/**
 * A link written in the page at `route`; `base` is what its relative links resolve against
 * (linkBase: the route, or the route as a folder for an index page). The build rewrites it with
 * resolveHref: external links kept, `.md`/`.mdx` mapped to routes, relative paths resolved
 * against the page's file, then the base path put in front; a browser asks for that path (its
 * percent-escapes decoded once) and the host strips the base.
 */
export function pageLinkTarget(href: string, route: string, base: string = route): Target {
  if (isCurrentVersionLink(href)) return currentVersionTarget(href, (path) => resolveRoutePath(path, '/'));
  if (isExternalHref(href)) return { kind: 'external', url: externalUrl(href) };
  if (!isInternalHref(href)) return { kind: 'other' };
  if (href === '' || href.startsWith('#') || href.startsWith('?')) return { kind: 'same-page', hash: splitHash(href).hash };
  const path = pathOf(resolveRoutePath(href, base));
  if (href.startsWith('/')) return { kind: 'path', ...path };
  if (base === '/' || base.endsWith('/')) return { kind: 'path', ...path, relative: true };
  const fromFolder = pathOf(resolveRoutePath(href, `${base}/`)).path;
  return { kind: 'path', ...path, relative: true, fromFolder };
}

/** A resolved URL path with ?query and #hash: the route path (decoded once) and the hash. */
function pathOf(resolved: string): { path: string; hash: string } {
  const { before, hash } = splitHash(resolved);
  return { path: decodeRoutePath(before.replace(/\?.*$/, '')), hash };
}

/**
 * A sidebar or top-nav link. The theme writes it as withBasePath(basePath, link): a root-relative
 * link gets the base path, anything else is written as it is (no .md mapping, no resolution).
 */
export function configLinkTarget(href: string): Target {
  if (isCurrentVersionLink(href)) return currentVersionTarget(href, (path) => path);
  if (isExternalHref(href)) return { kind: 'external', url: externalUrl(href) };
  if (!isInternalHref(href)) return { kind: 'other' };
  if (!href.startsWith('/')) return { kind: 'relative-config' };
  return { kind: 'path', ...pathOf(href) };
}

/** A link to the current version: its route as the page (`resolve`: .md mapped) or the theme (as written) writes it. */
function currentVersionTarget(href: string, resolve: (path: string) => string): Target {
  const path = currentVersionPath(href);
  return path === undefined ? { kind: 'bad-current' } : { kind: 'path', ...pathOf(resolve(path)), current: true };
}
