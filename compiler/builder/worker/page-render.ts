// A compiled page as HTML, through the site's theme. The theme and config are loaded once per
// render setup, and the page list handed to the theme is watched, so the HTML cache learns which
// of its fields a render read (cache/tracked-pages.ts).
import { pathToFileURL } from 'node:url';
import { run } from '@mdx-js/mdx';
import * as jsxRuntime from 'react/jsx-runtime';
import type { ResolvedConfig } from '../../../config/types.js';
import type { MdxContent, PageAssets, RenderedPage, ThemeServerModule } from '../../../theme/server/render-types.js';
import type { PageData, PageSummary } from '../../../theme/shared/page-types.js';
import type { CompiledPage } from '../../mdx/compile-page.js';
import { treeContent } from '../../mdx/render-tree.js';
import { trackedPages, type TrackedPages } from '../../cache/tracked-pages.js';
import { loadResolvedConfig } from '../../run/load-resolved-config.js';
import { pageHeadTags } from '../../page/page-head.js';
import type { CompileJob, RenderSetup } from '../../page/page-model.js';

export class PageRenderer {
  private pages: PageSummary[] = [];
  private pagesGiven: PageSummary[] | undefined;
  private setupKey = '';
  private theme?: ThemeServerModule;
  private config?: ResolvedConfig;
  /** The page list as given to the theme, watched (cache/tracked-pages.ts). */
  tracked?: TrackedPages;

  /** Loads the theme and config of `setup` when they are not the ones loaded, and watches `pages`. */
  async prepare(setup: RenderSetup, pages: PageSummary[]): Promise<void> {
    if (pages !== this.pagesGiven) {
      this.pagesGiven = pages;
      this.tracked = trackedPages(pages, setup.siteRoot);
      this.pages = this.tracked.pages;
    }
    const key = `${setup.themeModule}|${setup.configModule}|${setup.basePath}|${setup.sidebar ? JSON.stringify(setup.sidebar) : ''}`;
    if (key === this.setupKey) return;
    this.theme = (await import(pathToFileURL(setup.themeModule).href)) as ThemeServerModule;
    this.config = { ...(await loadResolvedConfig(setup.configModule)), basePath: setup.basePath, ...(setup.sidebar ? { sidebar: setup.sidebar } : {}) };
    this.setupKey = key;
  }

  /** A compiled page as HTML (`prepare` done). */
  async renderPage({ page, job }: { page: CompiledPage; job: CompileJob }, setup: RenderSetup): Promise<RenderedPage> {
    const Content = await loadContent(page, setup.pageModules[job.route]);
    const data: PageData = {
      frontmatter: page.frontmatter,
      // A generated page has no file to edit.
      filePath: job.source !== undefined ? '' : job.relativePath,
      path: job.route,
      title: page.title,
      description: page.description,
      headings: page.headings,
      lastUpdatedAt: job.lastUpdatedAt,
      ...(job.translations ? { translations: job.translations } : {}),
      ...(job.fallback ? { fallback: true } : {}),
      ...(job.versions ? { versions: job.versions } : {}),
    };
    return await this.renderHtml(data, Content, setup);
  }

  /** The built-in not-found page, for sites without pages/404.mdx. */
  async renderBuiltInNotFound(setup: RenderSetup, pages: PageSummary[]): Promise<RenderedPage> {
    await this.prepare(setup, pages);
    const data: PageData = { frontmatter: { layout: 'minimal' }, filePath: '', path: '/404', title: 'Page Not Found', headings: [] };
    return this.renderHtml(data, undefined, setup);
  }

  private async renderHtml(page: PageData, Content: MdxContent | undefined, setup: RenderSetup): Promise<RenderedPage> {
    const config = this.config!;
    const head = await pageHeadTags(config, page);
    // A fresh array each time: a component that memoizes by the list's identity still reads its
    // fields in every render, so the HTML cache sees what each page depends on.
    return this.theme!.renderPage({ page, Content, pages: this.pages.slice(), config, assets: setup.assets as PageAssets, head });
  }
}

async function loadContent(page: CompiledPage, bundled: string | undefined): Promise<MdxContent> {
  if (page.format === 'tree') return treeContent(page.tree!);
  if (page.format === 'program') {
    if (!bundled) throw new Error(`internal: ${page.route} imports components but was not bundled`);
    return ((await import(pathToFileURL(bundled).href)) as { default: MdxContent }).default;
  }
  const module = await run(page.code, { ...jsxRuntime, baseUrl: import.meta.url });
  return module.default as MdxContent;
}
