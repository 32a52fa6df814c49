// A page's HTML from the persistent cache instead of a render: taken when the page compiled to
// the same thing, with the same render setup, and the page list's fields its last render read
// hold the same values (cache/html-cache.ts). Otherwise, how to keep the HTML the render makes.
import type { RenderedPage } from '../../../theme/server/render-types.js';
import type { PageSummary } from '../../../theme/shared/page-types.js';
import type { CompiledPage } from '../../mdx/compile-page.js';
import type { CacheStore } from '../../store/store.js';
import { compiledJsonHash, isHtmlEntry, pageHtmlKey, type HtmlEntry } from '../../cache/html-cache.js';
import { readStored } from '../../store/stored-files.js';
import { textHash, type HtmlNote } from '../../cache/output-record.js';
import { copyAssets, type HtmlWriter, type StoredHtml } from './page-html-writer.js';
import type { CompileJob, RenderResult, RenderSetup } from '../../page/page-model.js';

/** How a build renders a page it caches: the HTML kept, and noted as written (see html-cache.ts). */
export interface CacheHooks {
  /** Keeps the page's entry and returns how its HTML is written: through the store (stored-files.ts). */
  save(rendered: RenderedPage, fields: string[]): StoredHtml;
  /** What the next build's output record keeps of this render (cache/output-record.ts). */
  note: HtmlNote;
}

export interface CachedHtmlContext {
  store: CacheStore;
  writer: HtmlWriter;
  /** The hash of `fields` of every entry of `pages`. */
  projection(pages: PageSummary[], fields: string[], siteRoot: string | undefined): string;
}

/**
 * The page's HTML from the persistent cache, written to the output (and its images copied), or
 * how to save it once rendered. Nothing when the build has no cache or the page is broken.
 */
export function cachedHtml(context: CachedHtmlContext | undefined, job: CompileJob, page: CompiledPage, setup: RenderSetup, pages: PageSummary[], files: string[]): ({ result?: RenderResult } & CacheHooks) | undefined {
  if (!context || !setup.cacheKey || setup.brokenPages?.[job.route]) return undefined;
  const { store, writer, projection } = context;
  const { dependencies: _dependencies, ...stored } = page;
  const compiledHash = compiledJsonHash(JSON.stringify(stored));
  const key = pageHtmlKey(setup.cacheKey, { ...job, files }, compiledHash, setup.moduleHashes?.[job.route]);
  const note: HtmlNote = { htmlKey: key, compiledHash };
  const siteRoot = setup.siteRoot;
  const save = (rendered: RenderedPage, fields: string[]): StoredHtml => {
    const written = textHash(rendered.html);
    const entry = { v: 4, written, islands: rendered.islands, fields, pages: projection(pages, fields, siteRoot) } satisfies HtmlEntry;
    Object.assign(note, { fields, pagesHash: entry.pages, islands: entry.islands, written });
    store.set(key, entry);
    return { store, h: written };
  };
  const found = store.get<HtmlEntry>(key);
  if (!found || !isHtmlEntry(found) || found.pages !== projection(pages, found.fields, siteRoot)) return { save, note };
  // The HTML itself is a stored file of its own, which may have been pruned or altered.
  const html = readStored(store, found.written);
  if (!html) return { save, note };
  Object.assign(note, { fields: found.fields, pagesHash: found.pages, islands: found.islands, written: found.written });
  copyAssets(page.assets, setup.outDir);
  const bytes = writer.write(job.route, job.relativePath, setup.outDir, files, html, { store, h: found.written });
  return { result: { ok: true, route: job.route, bytes, islands: found.islands }, save, note };
}
