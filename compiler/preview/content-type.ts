// Content types by file extension, for what a docs build writes. Pure.
import { extname } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.htm': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.txt': 'text/plain',
  '.md': 'text/markdown',
  '.csv': 'text/csv',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** Formats that are text underneath and shrink well; images and fonts are already compressed. */
const COMPRESSIBLE = new Set([
  'application/json',
  'application/manifest+json',
  'application/xml',
  'image/svg+xml',
  'application/wasm',
]);

/** The media type alone (`text/css`), without parameters; octet-stream when unknown. */
export function mediaTypeFor(filePath: string): string {
  return TYPES[extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/** The Content-Type header: `text/*` always says utf-8, since the build writes nothing else. */
export function contentTypeHeader(mediaType: string): string {
  return mediaType.startsWith('text/') ? `${mediaType}; charset=utf-8` : mediaType;
}

export function isCompressible(mediaType: string): boolean {
  return mediaType.startsWith('text/') || COMPRESSIBLE.has(mediaType);
}
