// Link prefetching: an internal link that scrolls into view has its page fetched in the
// background, once per URL, so following it loads from the browser's cache. Skipped when the
// reader asked to save data or the connection is slow, for links to the page itself, and for
// links that do not lead to a page of this site (other origins, downloads, new tabs, files).
// The dev server renders pages on request and changes them on every save: no prefetching there.
import { NO_PREFETCH_ATTRIBUTE } from '../../theme/shared/constants.js';
import { DEV_CLIENT_ATTRIBUTE } from '../../theme/shared/dev-messages.js';
import { whenIdle } from '../lib/when-idle.js';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function startPrefetch(): void {
  if (!('IntersectionObserver' in window) || isConstrainedConnection() || isDevServer()) return;
  // After the page's own resources: prefetches must not compete with them.
  const begin = () => whenIdle(observeLinks, 1000);
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
}

function observeLinks(): void {
  const requested = new Set<string>([pageKey(location.href)]);
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const link = entry.target as HTMLAnchorElement;
      observer.unobserve(link);
      const key = pageKey(link.href);
      if (requested.has(key)) continue;
      requested.add(key);
      prefetch(key);
    }
  });
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (isPrefetchable(link) && !requested.has(pageKey(link.href))) observer.observe(link);
  }
}

/** The URL without its fragment: `/a#x` and `/a#y` are one page. */
function pageKey(href: string): string {
  const url = new URL(href);
  url.hash = '';
  return url.href;
}

function isPrefetchable(link: HTMLAnchorElement): boolean {
  if (link.hasAttribute('download') || link.hasAttribute(NO_PREFETCH_ATTRIBUTE)) return false;
  if (link.target && link.target !== '_self') return false;
  const url = new URL(link.href);
  if (url.origin !== location.origin || !/^https?:$/.test(url.protocol)) return false;
  // A file (/llms.txt, /page.md, /logo.svg) is not a page; `/page.html` is.
  const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  return !/\.(?!html?$)[a-z0-9]+$/i.test(last);
}

function prefetch(url: string): void {
  const link = document.createElement('link');
  if (link.relList?.supports?.('prefetch')) {
    link.rel = 'prefetch';
    link.href = url;
    document.head.appendChild(link);
  } else {
    // Safari has no <link rel=prefetch>: a low-priority fetch fills the HTTP cache the same way.
    void fetch(url, { credentials: 'same-origin', priority: 'low' } as RequestInit).catch(() => {});
  }
}

function isConstrainedConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return false;
  return connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? '');
}

function isDevServer(): boolean {
  return document.querySelector(`script[${DEV_CLIENT_ATTRIBUTE}]`) !== null;
}
