// HTTP for `docsgen dev`: the live-reload client, the search index, built assets, pages (from
// memory), public/ files, and the not-found page. Every path is decoded and normalized once by
// the preview server's rules, and every file is checked to be inside the folder it is served
// from (symlinks resolved), so no request reaches a file outside the site.
import { createReadStream, realpathSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { cacheControlFor, IMMUTABLE } from '../preview/caching.js';
import { contentTypeHeader, mediaTypeFor } from '../preview/content-type.js';
import { regularFileInside, type FoundFile } from '../preview/find-file.js';
import { sitePathFromUrl } from '../preview/request-path.js';
import type { DevSite } from './dev-site.js';
import type { PageOutcome } from './page-builds.js';
import { routeForSitePath } from './route-path.js';
import { localeSearchIndex } from './dev-paths.js';

const NO_STORE = 'no-store';

export type DevRequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

export function createDevHandler(options: { site: () => Promise<DevSite>; accepts(request: IncomingMessage): boolean; onPage?(): void }): DevRequestHandler {
  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (!options.accepts(request)) return sendText(response, 403, 'Forbidden: unknown Host');
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendText(response, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
    const site = await options.site();
    const rawUrl = request.url ?? '/';
    const sitePath = sitePathFromUrl(rawUrl, site.basePath);
    if (sitePath === null) {
      // The site lives under its base path: send the root there, anything else is not found.
      if (site.basePath && rawUrl.split('?', 1)[0] === '/') return redirect(response, `${site.basePath}/`);
      return sendPage(request, response, await site.outcome(rawUrl), 404);
    }
    const paths = site.paths;
    if (sitePath === paths.clientScript) {
      // Pages name it with its content hash: that URL never changes meaning, so tabs may cache it.
      const current = new URLSearchParams(rawUrl.split('?')[1] ?? '').get('v') === site.clientScript.hash;
      return sendBody(request, response, 200, site.clientScript.code, 'text/javascript', current ? IMMUTABLE : NO_STORE);
    }
    if (sitePath === paths.searchIndex) return sendSearchIndex(request, response, site);
    const localeIndex = localeSearchIndex.keyOf(paths, sitePath);
    if (localeIndex !== undefined) return sendSearchIndex(request, response, site, localeIndex);
    if (sitePath.startsWith(paths.dev + '/')) return sendPage(request, response, await site.outcome(rawUrl), 404);
    if (sitePath.startsWith(paths.assets)) {
      const file = await fileInside(site.outDir, sitePath);
      if (file) return sendFile(request, response, file, site.assetsDir);
      return sendPage(request, response, await site.outcome(rawUrl), 404);
    }
    const route = routeForSitePath(sitePath);
    // public/ files are still served; pages are not, and no page answers 200 or 404 in their place.
    const missing = site.pagesFolderMissing();
    if (missing) {
      if (!(await sendPublicFile(request, response, site, sitePath))) sendPage(request, response, missing);
      return;
    }
    if (site.table.has(route) || !(await sendPublicFile(request, response, site, sitePath))) {
      const outcome = await site.outcome(rawUrl);
      options.onPage?.();
      return sendPage(request, response, outcome);
    }
  }

  return (request, response) => {
    handle(request, response).catch((error: unknown) => {
      // Page errors become error documents; landing here is a bug or a hung-up client, and the
      // server must outlive any single request.
      if (!response.headersSent) sendText(response, 500, `Internal Server Error: ${error instanceof Error ? error.message : String(error)}`);
      else response.destroy();
    });
  };
}

async function sendPublicFile(request: IncomingMessage, response: ServerResponse, site: DevSite, sitePath: string): Promise<boolean> {
  const file = await fileInside(join(site.root, 'public'), sitePath);
  if (!file) return false;
  sendFile(request, response, file, site.assetsDir);
  return true;
}

/** The root locale's index, or the locale `key`'s. */
async function sendSearchIndex(request: IncomingMessage, response: ServerResponse, site: DevSite, key?: string): Promise<void> {
  const indexFile = await site.search.indexFile(key);
  const file = indexFile ? await fileInside(site.outDir, indexFile) : null;
  if (!file) return sendText(response, 404, 'Not Found: this site has nothing to search');
  sendFile(request, response, file, site.assetsDir, NO_STORE);
}

/** `sitePath` is already normalized (no `..` left); the real-path check is what stops symlinks. */
async function fileInside(dir: string, sitePath: string): Promise<FoundFile | null> {
  let root: string;
  try {
    root = realpathSync(dir);
  } catch {
    return null;
  }
  return regularFileInside(root, join(root, sitePath));
}

function sendPage(request: IncomingMessage, response: ServerResponse, outcome: PageOutcome, status: number = outcome.status): void {
  // An error document keeps its own status (500: the page failed; 503: no pages folder).
  sendBody(request, response, outcome.error ? outcome.status : status, outcome.html, 'text/html', NO_STORE);
}

function sendFile(request: IncomingMessage, response: ServerResponse, file: FoundFile, assetsDir: string, cacheControl = cacheControlFor(file.relativePath, assetsDir)): void {
  response.writeHead(200, {
    'Content-Type': contentTypeHeader(mediaTypeFor(file.absolutePath)),
    'Content-Length': file.stats.size,
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
  });
  if (request.method === 'HEAD') response.end();
  else createReadStream(file.absolutePath).on('error', () => response.destroy()).pipe(response);
}

function sendBody(request: IncomingMessage, response: ServerResponse, status: number, body: string, mediaType: string, cacheControl: string): void {
  response.writeHead(status, {
    'Content-Type': contentTypeHeader(mediaType),
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

function sendText(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE, ...headers });
  response.end(text);
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(302, { Location: location, 'Cache-Control': NO_STORE });
  response.end();
}
