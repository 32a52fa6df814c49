import { join } from 'node:path';

/** The persistent build cache of the site at `root` (kept between runs; `docsgen build --clean` empties it). */
export function buildCacheDir(root: string): string {
  return join(root, '.docsgen-cache', 'build');
}
