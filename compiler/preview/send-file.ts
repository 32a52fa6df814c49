// Writes one file as an HTTP response: headers, conditional 304, compression, HEAD.
import { createReadStream } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { cacheControlFor, etagFor, matchesIfNoneMatch } from './caching.js';
import { contentTypeHeader, isCompressible, mediaTypeFor } from './content-type.js';
import { negotiateEncoding, type CompressionCache, type Encoding } from './encoding.js';
import type { FoundFile } from './find-file.js';

const COMMON_HEADERS = { 'X-Content-Type-Options': 'nosniff' } as const;

/**
 * `status` is 200 for the file asked for, 404 when the file is the not-found page; `assetsDir` is
 * the site's generated files' folder, whose hashed files are cached for good.
 */
export async function sendFile(
  request: IncomingMessage,
  response: ServerResponse,
  file: FoundFile,
  compression: CompressionCache,
  assetsDir: string,
  status = 200,
): Promise<void> {
  const mediaType = mediaTypeFor(file.absolutePath);
  const compressible = isCompressible(mediaType);
  let encoding: Encoding | null = compressible ? negotiateEncoding(request.headers['accept-encoding']) : null;
  const compressed = encoding ? await compression.get(file.absolutePath, etagFor(file.stats, null), encoding) : null;
  if (!compressed) encoding = null;

  const etag = etagFor(file.stats, encoding);
  const headers: OutgoingHttpHeaders = {
    ...COMMON_HEADERS,
    'Cache-Control': cacheControlFor(file.relativePath, assetsDir),
    ETag: etag,
    // The answer depends on Accept-Encoding for every compressible type, even when identity won.
    ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
  };
  if (status === 200 && matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
    response.writeHead(304, headers).end();
    return;
  }
  response.writeHead(status, {
    ...headers,
    'Content-Type': contentTypeHeader(mediaType),
    'Content-Length': compressed ? compressed.length : file.stats.size,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  if (request.method === 'HEAD') response.end();
  else if (compressed) response.end(compressed);
  else await pipeline(createReadStream(file.absolutePath), response);
}

/** A short plain-text answer for errors that have no page of their own. */
export function sendText(response: ServerResponse, status: number, text: string, extra: OutgoingHttpHeaders = {}): void {
  const body = `${text}\n`;
  response.writeHead(status, {
    ...COMMON_HEADERS,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-cache',
    ...extra,
  });
  response.end(response.req.method === 'HEAD' ? undefined : body);
}
