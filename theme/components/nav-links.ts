// A config link as the page renders it: external links get their scheme and open in a new tab,
// internal ones go under the base path. Pure.
import { externalUrl, isExternalHref, withBasePath } from '../lib/links.js';

export interface RenderedLink {
  href: string;
  external: boolean;
}

export function renderLink(link: string, basePath: string): RenderedLink {
  if (isExternalHref(link)) return { href: externalUrl(link), external: true };
  return { href: withBasePath(basePath, link), external: false };
}

export function externalProps(external: boolean) {
  return external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}
