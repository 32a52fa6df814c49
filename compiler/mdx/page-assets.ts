// Images beside a page: `![](./shot.png)` in pages/guide/index.mdx is pages/guide/shot.png. The
// build copies such a file into its assets folder under a content-hashed name and rewrites the
// image's URL to it (with the base path), so it is cached for good and never stale. Only files
// inside the site folder are taken: `../../../etc/passwd` is not published. A relative path with
// no file beside the page is left to resolve as a link would (to public/, say).
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, extname, isAbsolute, relative, resolve, sep } from 'node:path';
import { isExternalHref, isInternalHref } from '../../theme/shared/links.js';
import type { PageAsset } from './remark/remark-page-data.js';
import { bytesHash, isFile, realPath, type Dependency } from '../store/dependencies.js';

export interface PageAssets {
  /** The copy of the file an image source names, if it names one beside the page. */
  resolve(src: string): { asset: PageAsset; url: string } | undefined;
}

export interface PageAssetsOptions {
  /** Absolute path of the page file. */
  pageFile: string;
  /** The site folder: files outside it are never taken. */
  siteRoot: string;
  basePath: string;
  /** The output's assets folder, relative to the output (config `assetsDir`, 'docsgen' by default). */
  dir: string;
  /** Hears of every path looked at and file read (the persistent cache's dependencies). */
  record?: (dep: Dependency) => void;
}

/** The file a relative image source names, beside the page and inside the site, or undefined. */
export function fileBesidePage(src: string, pageFile: string, siteRoot: string): string | undefined {
  if (src === '' || src.startsWith('/') || src.startsWith('#') || isExternalHref(src) || !isInternalHref(src)) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(src.replace(/[?#].*$/, ''));
  } catch {
    return undefined;
  }
  const file = resolve(dirname(pageFile), path);
  try {
    const real = realpathSync(file);
    const rel = relative(realpathSync(siteRoot), real);
    if (rel === '' || rel.startsWith(`..${sep}`) || rel === '..' || !statSync(real).isFile()) return undefined;
    return real;
  } catch {
    return undefined;
  }
}

export function pageAssets(options: PageAssetsOptions): PageAssets {
  return {
    resolve(src) {
      const source = fileBesidePage(src, options.pageFile, options.siteRoot);
      if (options.record) recordLookup(src, options, options.record);
      if (!source) return undefined;
      const bytes = readFileSync(source);
      options.record?.({ k: 'bytes', p: source, h: bytesHash(bytes) });
      // Lowercase hex, as the preview server and _headers recognise a hashed (immutable) file by.
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
      const extension = extname(source);
      const stem = basename(source, extension).replace(/[^\w.-]+/g, '-') || 'image';
      const file = `${options.dir}/${stem}-${hash}${extension.toLowerCase()}`;
      const suffix = /[?#].*$/.exec(src)?.[0] ?? '';
      return { asset: { source, file }, url: `${options.basePath}/${file}${suffix}` };
    },
  };
}

/** What `fileBesidePage` looked at for `src`: where the path leads, and whether a file is there. */
function recordLookup(src: string, options: PageAssetsOptions, record: (dep: Dependency) => void): void {
  let path: string;
  try {
    path = decodeURIComponent(src.replace(/[?#].*$/, ''));
  } catch {
    return;
  }
  if (src === '' || src.startsWith('/') || src.startsWith('#') || isExternalHref(src) || !isInternalHref(src)) return;
  const file = resolve(dirname(options.pageFile), path);
  record({ k: 'real', p: options.siteRoot, r: realPath(options.siteRoot) });
  record({ k: 'real', p: file, r: realPath(file) });
  const real = realPath(file);
  record({ k: 'file', p: real, e: isFile(real) });
}

/**
 * Whether an asset read back from the cache (a compiled page, the output record) is one this
 * module could have made: its source a regular file inside the site folder (symbolic links
 * resolved), its target one file name right inside the assets folder. A cache restored from
 * elsewhere could name `/etc/passwd`, or a target `../../outside`: such an entry is not used.
 */
export function isConfinedAsset(asset: unknown, siteRoot: string, assetsDir: string): asset is PageAsset {
  if (typeof asset !== 'object' || asset === null) return false;
  const { source, file } = asset as Partial<PageAsset>;
  if (typeof source !== 'string' || typeof file !== 'string' || !isAbsolute(source)) return false;
  const name = file.slice(assetsDir.length + 1);
  if (!file.startsWith(`${assetsDir}/`) || name === '' || name === '.' || name === '..' || /[/\\\0]/.test(name)) return false;
  try {
    const real = realpathSync(source);
    const rel = relative(realpathSync(siteRoot), real);
    return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel) && statSync(real).isFile();
  } catch {
    return false;
  }
}
