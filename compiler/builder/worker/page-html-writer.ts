// Puts a rendered page's HTML (and the images beside it) into the output. Writing waits on the
// disk, not the CPU, so a page's files are written while the thread renders the next page; the
// writer remembers what is under way so a page is reported done only once its files are there.
import { copyFileSync, mkdirSync } from 'node:fs';
import { link, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { DocsgenError } from '../../errors/docsgen-error.js';
import type { PageAsset } from '../../mdx/remark/remark-page-data.js';
import type { CacheStore } from '../../store/store.js';
import { placeThroughStore, writeNewFile } from '../../store/stored-files.js';
import { type PageResult } from './protocol.js';
import { serializeError, type RenderResult } from '../../page/page-model.js';

/** A page's HTML kept in the cache as a file of its own, with content hash `h` (store/stored-files.ts). */
export interface StoredHtml {
  store: CacheStore;
  h: string;
}

export class HtmlWriter {
  /** Pages whose HTML is being written, by route: settled before they are reported. */
  private readonly writing = new Map<string, { file: string; done: Promise<void> }>();

  /**
   * Starts writing a page's HTML and returns its size: `settle` waits for the files before the
   * page is reported done.
   */
  write(route: string, relativePath: string, outDir: string, files: string[], html: string | Buffer, through?: StoredHtml): number {
    const previous = this.writing.get(route)?.done ?? Promise.resolve();
    const done = previous.then(() => writeHtmlFiles(outDir, files, html, through));
    // Reported by settle, which may come after the failure: not an unhandled rejection, which
    // would end the worker thread (a full disk is the page's error, not a crash).
    done.catch(() => undefined);
    this.writing.set(route, { file: relativePath, done });
    return Buffer.byteLength(html);
  }

  /** How many pages' HTML is being written. */
  get pending(): number {
    return this.writing.size;
  }

  /** `results` once their pages' files are written; a page whose files could not be written fails. */
  async settle<T extends PageResult | RenderResult>(results: T[]): Promise<T[]> {
    return Promise.all(
      results.map(async (result) => {
        const writing = this.writing.get(result.route);
        if (!writing) return result;
        this.writing.delete(result.route);
        try {
          await writing.done;
          return result;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const failed = new DocsgenError('OutputNotWritable', `writing the page's HTML failed: ${message}`, { location: { file: writing.file }, hint: 'is the disk full, or the output folder read-only?' });
          return { ok: false, route: result.route, error: serializeError(failed) } as T;
        }
      }),
    );
  }
}

// Folders this thread already created: a recursive mkdir per file is a measurable share of a
// large build, so each folder is made once, parent first, without the recursive walk.
const createdDirs = new Set<string>();

function ensureDir(dir: string): void {
  if (createdDirs.has(dir)) return;
  const parent = dirname(dir);
  if (parent !== dir) ensureDir(parent);
  try {
    mkdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  createdDirs.add(dir);
}

/** Images beside pages, copied into the output once each (their names carry their content's hash). */
const copiedAssets = new Set<string>();

export function copyAssets(assets: readonly PageAsset[], outDir: string): void {
  for (const { source, file } of assets) {
    const target = join(outDir, file);
    if (copiedAssets.has(target)) continue;
    ensureDir(dirname(target));
    copyFileSync(source, target);
    copiedAssets.add(target);
  }
}

// Folders the asynchronous writes created or are creating, shared by every write of this thread.
const dirsMade = new Map<string, Promise<void>>();

function ensureDirAsync(dir: string): Promise<void> {
  let made = dirsMade.get(dir);
  if (!made) {
    const parent = dirname(dir);
    made = (parent === dir || createdDirs.has(parent) ? Promise.resolve() : ensureDirAsync(parent)).then(() =>
      mkdir(dir).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      }),
    );
    dirsMade.set(dir, made);
  }
  return made;
}

/**
 * Writes the page once and links its other forms to it (`x/index.html` and `x.html` are the same
 * document): half the bytes written, and the same files for any host that copies the folder. With
 * `through`, the first is linked to the cache's copy of the HTML (written first when new).
 */
async function writeHtmlFiles(outDir: string, files: string[], html: string | Buffer, through?: StoredHtml): Promise<void> {
  let first: string | undefined;
  for (const file of files) {
    const target = join(outDir, file);
    const dir = dirname(target);
    if (!createdDirs.has(dir)) await ensureDirAsync(dir);
    if (first === undefined) {
      if (through) await placeThroughStore(through.store, through.h, html, target);
      else await writeNewFile(target, html);
      first = target;
    } else {
      try {
        await link(first, target);
      } catch {
        await writeNewFile(target, html);
      }
    }
  }
}
