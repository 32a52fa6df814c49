// HTTP caching rules of the preview server: Cache-Control, ETag and If-None-Match. Pure.
import type { Stats } from 'node:fs';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * A content hash in a file name: esbuild's `[hash]` (8+ upper-case base32 characters, as in
 * `chunk-AB12CD34.js`) or a lower-case hex digest (`search-index.3f9a0c1d.json`), after a `-` or `.`
 * and before the extension. Case matters: `my-component.js` must not pass for hashed.
 */
const HASHED_NAME = /[-.](?:[A-Z0-9]{8,}|[a-f0-9]{8,})\.[A-Za-z0-9]+$/;

/**
 * A generated file with a content hash in its name, in the generated files' folder (`assetsDir`).
 * `relativePath` is relative to the served folder, with '/' separators.
 */
export function isHashedAsset(relativePath: string, assetsDir: string): boolean {
  if (!relativePath.startsWith(`${assetsDir}/`)) return false;
  const name = relativePath.slice(relativePath.lastIndexOf('/') + 1);
  return HASHED_NAME.test(name);
}

/**
 * Hashed assets never change under the same name, so browsers may keep them a year; everything
 * else (HTML first) is revalidated on each use, which is cheap thanks to the ETag.
 */
export function cacheControlFor(relativePath: string, assetsDir: string): string {
  return isHashedAsset(relativePath, assetsDir) ? IMMUTABLE : REVALIDATE;
}

/**
 * A strong ETag from size and modification time (no need to read the file), distinct per
 * encoding because a gzip body and a brotli body are different bytes.
 */
export function etagFor(stats: Pick<Stats, 'size' | 'mtimeMs'>, encoding: string | null): string {
  // Microseconds: two rebuilds of the same size within a millisecond still differ.
  const version = `${stats.size.toString(16)}-${Math.round(stats.mtimeMs * 1000).toString(16)}`;
  return `"${version}${encoding ? `-${encoding}` : ''}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): `W/` is ignored, `*` matches. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}
