// What a page's compile records on its VFile for the persistent cache: the files its plugins
// looked at, and the dependency lists of its twoslash blocks (what the type-checker read, see
// tracked-system.ts and code-cache.ts). Each compile has its own VFile, so pages compiled at the same time never
// mix their records.
import type { VFile } from 'vfile';
import { DependencyRecorder } from './dependencies.js';

interface CacheData {
  dependencies?: DependencyRecorder;
  /** The store keys of the dependency lists of the page's twoslash blocks (mdx/highlight/code-cache.ts). */
  twoslash?: Set<string>;
}

export function dependenciesOf(file: VFile): DependencyRecorder {
  const data = file.data as CacheData;
  return (data.dependencies ??= new DependencyRecorder());
}

/** A twoslash block of the page depends on the dependency list stored under `key`. */
export function addTwoslashDependencies(file: VFile, key: string): void {
  ((file.data as CacheData).twoslash ??= new Set()).add(key);
}

export function twoslashDependencyLists(file: VFile): string[] | undefined {
  const lists = (file.data as CacheData).twoslash;
  return lists ? [...lists] : undefined;
}

/** Adds the records of `earlier` (another pass over the same page) to the file's. */
export function mergeCacheData(file: VFile, earlier: VFile['data']): void {
  const before = earlier as CacheData;
  const now = dependenciesOf(file);
  if (before.dependencies) {
    now.addAll(before.dependencies.list());
    if (before.dependencies.unstable) now.unstable = true;
  }
  for (const key of before.twoslash ?? []) addTwoslashDependencies(file, key);
}
