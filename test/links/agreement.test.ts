// check-links judges links from the sources; these tests build the same fixtures, serve them on
// 127.0.0.1 and require the built site to agree: linkinator crawls it for broken pages, and the
// built HTML is read for broken #anchors (linkinator skips a fragment when it has already crawled
// its page, so it cannot be the judge of anchors).
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { LinkChecker } from 'linkinator';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkSiteLinks, type CheckLinksResult } from '../../compiler/links/check-site.js';
import { configLinkTarget, pageLinkTarget } from '../../compiler/links/resolve-target.js';
import { routeFromPagePath } from '../../compiler/pages/routes.js';
import { isIndexPageFile, linkBase, normalizeRoute, stripBasePath } from '../../theme/shared/links.js';
import { ARTIFACTS_DIR } from '../support/paths.js';
import { buildSite, copyFixture, serveDist } from '../support/site.js';
import type { PreviewServer } from '../../compiler/preview/server.js';

interface Agreement {
  /** Broken targets (paths without base) as check-links reports them, and as linkinator finds them. */
  pages: { checkLinks: string[]; linkinator: string[] };
  /** (page route → broken target) for links written in pages. */
  pairs: { checkLinks: string[]; linkinator: string[] };
  /** `route#id` targets whose id is missing: by check-links, and in the built HTML. */
  anchors: { checkLinks: string[]; builtHtml: string[] };
}

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

function decodeEntities(text: string): string {
  return text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

interface Verdicts {
  pages: string[];
  pairs: string[];
  anchors: string[];
}

/** check-links' verdicts, as keys comparable with what a crawler of the built site sees. */
function fromCheckLinks(result: CheckLinksResult): Verdicts {
  const pages: string[] = [];
  const pairs: string[] = [];
  const anchors: string[] = [];
  for (const link of result.broken) {
    const route = link.keyPath ? null : routeFromPagePath(link.file.replace(/^pages\//, ''));
    const target = route === null ? configLinkTarget(link.href) : pageLinkTarget(link.href, route, linkBase(route, isIndexPageFile(link.file)));
    if (target.kind === 'same-page') anchors.push(`${route}#${target.hash}`);
    if (target.kind !== 'path') continue;
    if (link.reason === 'no-page') {
      pages.push(target.path);
      if (route !== null) pairs.push(`${route} → ${target.path}`);
    } else if (link.reason === 'no-anchor') anchors.push(`${normalizeRoute(target.path)}#${target.hash}`);
  }
  return { pages: sorted(pages), pairs: sorted(pairs), anchors: sorted(anchors) };
}

/** Crawls the built site: linkinator for pages, then every crawled page's HTML for anchors. */
async function fromBuiltSite(server: PreviewServer, basePath: string): Promise<Verdicts> {
  const origin = new URL(server.url).origin;
  const site = server.url;
  const checker = new LinkChecker();
  const result = await checker.check({ path: site, recurse: true, checkFragments: false, linksToSkip: async (link) => !link.startsWith(site) });
  const sitePath = (url: string) => stripBasePath(basePath, new URL(url).pathname) ?? new URL(url).pathname;
  const brokenUrls = new Set(result.links.filter((l) => l.state === 'BROKEN').map((l) => l.url));
  const pages: string[] = [];
  const pairs: string[] = [];
  for (const link of result.links) {
    if (link.state !== 'BROKEN') continue;
    // Links found on a 404 response (the not-found page served for a broken URL) are not the site's.
    if (link.parent && brokenUrls.has(link.parent)) continue;
    // The theme's own assets are not links anyone wrote; they have their own tests.
    if (new URL(link.url).pathname.startsWith(`${basePath}/docsgen/`)) continue;
    pages.push(sitePath(link.url));
    if (link.parent) pairs.push(`${normalizeRoute(sitePath(link.parent))} → ${sitePath(link.url)}`);
  }

  // Anchors: every <a href> with a fragment on every page linkinator reached, against the ids of its target.
  const html = new Map<string, Promise<string | null>>();
  const fetchHtml = (url: string) => {
    if (!html.has(url)) html.set(url, fetch(url).then((r) => (r.ok && (r.headers.get('content-type') ?? '').includes('html') ? r.text() : null)));
    return html.get(url)!;
  };
  const anchors: string[] = [];
  const crawled = result.links.filter((l) => l.state === 'OK' && l.url.startsWith(site)).map((l) => l.url);
  for (const pageUrl of new Set(crawled)) {
    const page = await fetchHtml(pageUrl);
    if (!page) continue;
    for (const match of page.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
      const url = new URL(decodeEntities(match[1]!), pageUrl);
      const fragment = decodeURIComponent(url.hash.slice(1));
      // '#top' scrolls to the top of any page (HTML), like '#'.
      if (url.origin !== origin || fragment === '' || fragment.toLowerCase() === 'top') continue;
      url.hash = '';
      const target = await fetchHtml(url.href);
      if (target === null) continue; // a broken page: counted above
      const ids = new Set([...target.matchAll(/\sid="([^"]*)"/g)].map((m) => decodeEntities(m[1]!)));
      if (!ids.has(fragment)) anchors.push(`${normalizeRoute(sitePath(url.href))}#${fragment}`);
    }
  }
  return { pages: sorted(pages), pairs: sorted(pairs), anchors: sorted(anchors) };
}

async function agreement(fixture: string): Promise<Agreement> {
  const root = await copyFixture(fixture);
  const outDir = join(ARTIFACTS_DIR, 'links', `${fixture}-dist-${process.pid}`);
  try {
    // The fixture's links are broken on purpose: the build must not refuse it for that.
    const build = await buildSite(root, { out: outDir, args: ['--ignore-link', '**'] });
    expect(build.code, build.stderr).toBe(0);
    const result = await checkSiteLinks({ root, cache: false });
    const server = await serveDist(outDir, { basePath: result.basePath });
    try {
      const built = await fromBuiltSite(server, result.basePath);
      const mine = fromCheckLinks(result);
      return {
        pages: { checkLinks: mine.pages, linkinator: built.pages },
        pairs: { checkLinks: mine.pairs, linkinator: built.pairs },
        anchors: { checkLinks: mine.anchors, builtHtml: built.anchors },
      };
    } finally {
      await server.close();
    }
  } finally {
    await rm(root, { recursive: true, force: true });
    await rm(outDir, { recursive: true, force: true });
  }
}

describe('check-links agrees with the built site', () => {
  let links: Agreement;
  let base: Agreement;
  beforeAll(async () => {
    links = await agreement('links');
    base = await agreement('links-base');
  });

  it('on broken pages (linkinator over the built fixture)', () => {
    expect(links.pages.checkLinks).toEqual(['/core/createStor', '/files/missing.pdf', '/guide/gone', '/guide/missing.html', '/nope']);
    expect(links.pages.linkinator).toEqual(links.pages.checkLinks);
  });

  it('on which page each broken link is written', () => {
    // Sidebar links appear on every page that shows the sidebar: compare the links written in pages.
    const written = new Set(links.pairs.checkLinks.map((pair) => pair.split(' → ')[1]));
    const crawled = links.pairs.linkinator.filter((pair) => written.has(pair.split(' → ')[1]));
    expect(crawled).toEqual(links.pairs.checkLinks);
  });

  it('on broken anchors (the ids in the built HTML)', () => {
    expect(links.anchors.checkLinks).toEqual(['/#nowhere', '/core#missing', '/core/createStore#usag']);
    expect(links.anchors.builtHtml).toEqual(links.anchors.checkLinks);
  });

  it('on a site with a base path', () => {
    expect(base.pages.checkLinks).toEqual(['/docs/guide']);
    expect(base.pages.linkinator).toEqual(base.pages.checkLinks);
    expect(base.anchors.builtHtml).toEqual(base.anchors.checkLinks);
    expect(base.anchors.checkLinks).toEqual([]);
  });
});
