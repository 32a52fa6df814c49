// Pure helpers for the <head>: the page title, favicon types, canonical and Open Graph URLs.
import type { ResolvedConfig } from '../../config/types.js';
import { encodeRoute, withBasePath } from '../shared/links.js';
import { pathMatchesPrefix } from '../shared/sidebar.js';

export function pageTitle(config: ResolvedConfig, title: string): string {
  if (!title || title === config.title) return config.title;
  return config.titleTemplate.replace('%s', title);
}

const ICON_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  ico: 'image/x-icon',
  webp: 'image/webp',
};

/** The MIME type of a favicon from its extension (svg, png, jpg, ico, webp). */
export function iconType(url: string): string | undefined {
  const ext = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase();
  return ext ? ICON_TYPES[ext] : undefined;
}

/** A site asset URL: absolute URLs stay, root-relative ones go under the base path. */
export function assetUrl(config: ResolvedConfig, url: string): string {
  return withBasePath(config.publicBasePath ?? config.basePath, url);
}

/** The page's absolute URL, when the site says where it lives (baseUrl). */
export function absolutePageUrl(config: ResolvedConfig, route: string): string | undefined {
  if (!config.baseUrl) return undefined;
  return config.baseUrl + withBasePath(config.basePath, encodeRoute(route));
}

/** og:image for the page: the longest matching path-prefix template with its placeholders filled. */
export function ogImageUrl(config: ResolvedConfig, route: string, title: string, description: string): string | undefined {
  const templates = config.ogImageUrl;
  if (!templates) return undefined;
  let best: string | undefined;
  for (const key of Object.keys(templates)) {
    if (pathMatchesPrefix(route, key) && (best === undefined || key.replace(/\/+$/, '').length > best.replace(/\/+$/, '').length)) best = key;
  }
  if (best === undefined) return undefined;
  const logo = config.logoUrl?.light;
  const absoluteLogo = logo && !/^https?:/.test(logo) && config.baseUrl ? config.baseUrl + assetUrl(config, logo) : logo;
  return templates[best]!
    .replace(/%logo/g, encodeURIComponent(absoluteLogo ?? ''))
    .replace(/%title/g, encodeURIComponent(title))
    .replace(/%description/g, encodeURIComponent(description));
}
