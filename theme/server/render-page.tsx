// Renders one page to a complete HTML document. Called by the build workers and the dev server
// through the theme's server bundle (theme/server/entry.tsx).
import { renderToString } from 'react-dom/server';
import { setRenderState, type RenderState } from '../islands/render-state.js';
import { resolveLayoutParts } from '../layouts/parts.js';
import { Layout } from '../layouts/Layout.js';
import { NotFound, Wrapper } from '../overrides/slots.js';
import { headTagsHtml } from '../shared/head-tags.js';
import { withBasePath } from '../shared/links.js';
import { resolveSidebar } from '../shared/sidebar.js';
import { configForLocale, localeOfRoute } from '../shared/locales.js';
import { configForVersion, pageInVersion, pagesOfVersion, versionOfRoute } from '../shared/versions.js';
import { stringsForLocale } from '../i18n/page-strings.js';
import { mdxComponents } from '../mdx/components.js';
import { Document } from './Document.js';
import { PageContext, type PageContextValue } from './page-context.js';
import type { RenderPageInput, RenderedPage } from './render-types.js';
import { fillIslands } from './render-islands.js';

export function renderPage({ page: fullPage, Content, pages: allPages, config: site, assets, head = [] }: RenderPageInput): RenderedPage {
  // A page of an earlier version renders as a page of a site under the base path plus the
  // version's prefix, with that version's pages at their routes within it (theme/shared/versions.ts).
  const version = versionOfRoute(site.versions, fullPage.path);
  const inVersion = configForVersion(site, version);
  const page = pageInVersion(fullPage, version);
  const pages = version ? pagesOfVersion(allPages, version, site.versions!) : allPages;
  const locale = localeOfRoute(inVersion.locales, page.path);
  const config = configForLocale(inVersion, locale);
  const sidebar = resolveSidebar(config.sidebar, page.path);
  // Each version and locale with pages of its own searches its own index (keyed by its prefix:
  // 'fr', 'v4', 'v4/fr'); a locale that shows only the root locale's pages searches its version's.
  const scope = `${version?.prefix ?? ''}${locale.prefix}`.slice(1);
  const versionScope = version && version.prefix !== '' ? version.key : undefined;
  const searchIndex = scope === '' ? assets.searchIndex : (assets.localeSearchIndexes?.[scope] ?? (versionScope && assets.localeSearchIndexes?.[versionScope]) ?? assets.searchIndex);
  const context: PageContextValue = {
    config,
    locale,
    strings: stringsForLocale(site, locale),
    page,
    pages,
    sidebar,
    assets: searchIndex === assets.searchIndex ? assets : { ...assets, searchIndex },
    ...(version ? { version: { version, versions: site.versions!, route: fullPage.path, ...(fullPage.versions ? { owners: fullPage.versions } : {}), siteUrl: (route: string) => withBasePath(site.basePath, route) } } : {}),
    head,
    parts: resolveLayoutParts(page.frontmatter, { aiCta: config.aiCta !== false, sidebarHasItems: sidebar.items.length > 0 }),
    url: (route) => withBasePath(config.basePath, route),
  };
  const state: RenderState = {
    islandUrl(id) {
      const url = assets.islands[id];
      if (!url) throw new Error(`internal: island ${id} has no client bundle`);
      return url;
    },
    used: new Set(),
    pending: new Map(),
    pendingSlots: new Map(),
    nextId: 0,
    insideIsland: false,
    wrapSlot: (children) => <PageContext.Provider value={context}>{children}</PageContext.Provider>,
  };
  setRenderState(state);
  try {
    const body = Content ? <Content components={mdxComponents} /> : <NotFound />;
    let html = renderToString(
      <PageContext.Provider value={context}>
        <Document>
          <Wrapper frontmatter={page.frontmatter} path={page.path}>
            <Layout>{body}</Layout>
          </Wrapper>
        </Document>
      </PageContext.Provider>,
    );
    html = fillIslands(html, state);
    // The site's head tags, as written (see theme/shared/head-tags.ts), last in <head>: the first
    // </head> is the real one, since text before it is escaped.
    if (head.length > 0) html = html.replace('</head>', `${headTagsHtml(head)}</head>`);
    return { html: '<!DOCTYPE html>' + html, islands: [...state.used].sort() };
  } finally {
    setRenderState(null);
  }
}
