// A config link as the page renders it: external links get their scheme and open in a new tab,
// internal ones go under the base path, a link to the current version (`current:/x`) under the
// site's own (a page of an earlier version renders with the version's prefix in its base path). Pure.
import { currentVersionPath, externalUrl, isExternalHref, withBasePath } from '../shared/links.js';

export interface RenderedLink {
  href: string;
  external: boolean;
}

/** `siteBasePath`: the site's own base path, without a version's prefix (config.publicBasePath on a version's pages). */
export function renderLink(link: string, basePath: string, siteBasePath = basePath): RenderedLink {
  if (isExternalHref(link)) return { href: externalUrl(link), external: true };
  const current = currentVersionPath(link);
  if (current !== undefined) return { href: withBasePath(siteBasePath, current), external: false };
  return { href: withBasePath(basePath, link), external: false };
}

export function externalProps(external: boolean) {
  return external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}
