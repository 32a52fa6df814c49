// The request handler of the preview server: method check, path → file, not-found page.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { isAllowedHost } from './host-check.js';
import { CompressionCache } from './encoding.js';
import { findFile, regularFileInside } from './find-file.js';
import { sitePathFromUrl } from './request-path.js';
import { sendFile, sendText } from './send-file.js';

export interface HandlerOptions {
  /** Real path of the served folder. */
  root: string;
  /** Normalized: '' or '/docs'. */
  basePath: string;
  /**
   * The interface the server listens on: requests must name this machine (or it) in their Host
   * header, so a page on another site cannot read this one through DNS rebinding.
   */
  listenHost: string;
  /** The generated files' folder (config `assetsDir`). */
  assetsDir: string;
}

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

export function createPreviewHandler({ root, basePath, listenHost, assetsDir }: HandlerOptions): RequestHandler {
  const compression = new CompressionCache();

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (!isAllowedHost(request.headers.host, listenHost)) {
      sendText(response, 403, 'Forbidden: unknown Host');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendText(response, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
      return;
    }
    const sitePath = sitePathFromUrl(request.url ?? '/', basePath);
    const file = sitePath === null ? null : await findFile(root, sitePath);
    if (file) return sendFile(request, response, file, compression, assetsDir);

    const notFoundPage = await regularFileInside(root, join(root, '404.html'));
    if (notFoundPage) return sendFile(request, response, notFoundPage, compression, assetsDir, 404);
    sendText(response, 404, 'Not Found');
  }

  return (request, response) => {
    handle(request, response).catch((error: unknown) => {
      // A client that hangs up mid-stream lands here too; only a response not yet started can
      // still say 500, and the server must outlive any single request.
      if (!response.headersSent) sendText(response, 500, 'Internal Server Error');
      else response.destroy(error instanceof Error ? error : undefined);
    });
  };
}
