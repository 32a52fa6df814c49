// Finds the file that answers a site path, and guarantees it lives inside the served folder.
import { realpath, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { candidateFiles } from './request-path.js';

export interface FoundFile {
  /** Real path (symlinks resolved) of the file to send. */
  absolutePath: string;
  /** Relative to the served folder, with '/' separators. */
  relativePath: string;
  stats: Stats;
}

/** `root` must already be a real path (see `startPreviewServer`). */
export async function findFile(root: string, sitePath: string): Promise<FoundFile | null> {
  for (const candidate of candidateFiles(sitePath)) {
    const found = await regularFileInside(root, join(root, candidate));
    if (found) return found;
  }
  return null;
}

/**
 * The real path of `path` when it is a regular file inside `root`. Normalizing the URL already
 * keeps the joined path under `root`; resolving symlinks is what catches a link that points out,
 * and the file is then read by its real path so a swapped link cannot redirect the read.
 */
export async function regularFileInside(root: string, path: string): Promise<FoundFile | null> {
  let real: string;
  try {
    real = await realpath(path);
  } catch {
    return null;
  }
  const inside = relative(root, real);
  if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return null;
  const stats = await stat(real);
  if (!stats.isFile()) return null;
  return { absolutePath: real, relativePath: inside.split(sep).join('/'), stats };
}
