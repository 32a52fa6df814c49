// The dev server's render worker: compiles pages and renders them with the theme, off the main
// thread. The main thread stays free to answer requests and file changes (and to replace this
// worker if a component never stops rendering), and loading the MDX pipeline overlaps with
// start-up work there.
import { parentPort } from 'node:worker_threads';
import type { PageSummary } from '../../../theme/shared/page-types.js';
import { guardProcessExit } from '../../run/exit-guard.js';
import { PageProcessor } from '../../builder/worker/page-processor.js';
import { DocsgenError } from '../../errors/docsgen-error.js';
import { reportPageError, titleFor } from '../live/overlay-error.js';
import type { CompileReply, RenderEnvelope, RenderReply, RenderResponse } from './render-protocol.js';
import { thrownLocation } from '../../bundle/thrown-location.js';
import { buildCacheDir } from '../../store/cache-dir.js';
import { watchPluginsIn } from '../../mdx/plugin-watch.js';
import type { DocumentedSymbol } from '../../mdx/api/documented.js';

const port = parentPort!;
// A component that calls process.exit() shows as that page's error instead of stopping the thread.
guardProcessExit();
let processor: PageProcessor | undefined;
let root = '';
let bundlesDir = '';
let pages: PageSummary[] = [];

port.on('message', ({ id, request }: RenderEnvelope) => {
  void handle(request).then((reply) => port.postMessage({ id, reply } satisfies RenderResponse));
});

async function handle(request: RenderEnvelope['request']): Promise<RenderResponse['reply']> {
  switch (request.type) {
    case 'init':
      ({ root, bundlesDir } = request);
      if (request.pluginWatch) watchPluginsIn(request.pluginWatch);
      processor = newProcessor(request);
      return null;
    case 'reset':
      processor = newProcessor(request);
      return null;
    case 'forget':
      processor!.forget(request.route);
      return null;
    case 'compile':
      return compile(request.job);
    case 'render':
      if (request.pages) pages = request.pages;
      return render(() => processor!.renderToHtml(request.route, request.setup, pages));
    case 'not-found':
      if (request.pages) pages = request.pages;
      return render(() => processor!.renderBuiltInNotFoundHtml(request.setup, pages));
  }
}

/**
 * Compiles as `docsgen build` does, with the same persistent cache: pages a build compiled are
 * not compiled again (twoslash blocks above all). Files change while the server runs, so what a
 * cached page depends on is checked anew for each page.
 */
function newProcessor(request: { basePath: string; configModule: string | null; assetsDir: string; documented: DocumentedSymbol[] }): PageProcessor {
  return new PageProcessor(
    { basePath: request.basePath, configModule: request.configModule, siteRoot: root, documented: request.documented },
    { sourceMaps: true, assetsDir: request.assetsDir, cacheDir: buildCacheDir(root), filesChange: true },
  );
}

async function compile(job: Parameters<PageProcessor['compile']>[0]): Promise<CompileReply> {
  const result = await processor!.compile(job);
  if (!result.ok) return { ok: false, error: reportPageError(result.error, titleFor(result.error, 'compile')) };
  return { ok: true, format: result.format, code: result.code, source: result.source, ids: result.ids, links: result.links, reads: processor!.filesRead(job.route) };
}

async function render(run: () => Promise<{ html: string; islands: string[] }>): Promise<RenderReply> {
  try {
    const { html, islands } = await run();
    return { ok: true, html, islands };
  } catch (error) {
    const failure = error instanceof DocsgenError ? error : new DocsgenError('RenderError', error instanceof Error ? error.message : String(error), { cause: error });
    // The stack is only here: find the component that threw while it is.
    const thrownAt = thrownLocation(failure.cause, root, bundlesDir);
    return { ok: false, error: reportPageError(failure, titleFor(failure, 'render'), thrownAt) };
  }
}
