// What a page's compile records on its VFile for the persistent cache: the files its plugins
// looked at, and whether it ran twoslash (whose dependencies are the compiler's, see
// tracked-system.ts). Each compile has its own VFile, so pages compiled at the same time never
// mix their records.
import type { VFile } from 'vfile';
import { DependencyRecorder } from './dependencies.js';

interface CacheData {
  dependencies?: DependencyRecorder;
  /** The site root whose twoslash compiler a code block of the page used. */
  twoslashRoot?: string;
}

export function dependenciesOf(file: VFile): DependencyRecorder {
  const data = file.data as CacheData;
  return (data.dependencies ??= new DependencyRecorder());
}

export function markTwoslash(file: VFile, root: string): void {
  (file.data as CacheData).twoslashRoot = root;
}

export function twoslashRootOf(file: VFile): string | undefined {
  return (file.data as CacheData).twoslashRoot;
}

/** Adds the records of `earlier` (another pass over the same page) to the file's. */
export function mergeCacheData(file: VFile, earlier: VFile['data']): void {
  const before = earlier as CacheData;
  const now = dependenciesOf(file);
  if (before.dependencies) {
    now.addAll(before.dependencies.list());
    if (before.dependencies.unstable) now.unstable = true;
  }
  if (before.twoslashRoot) (file.data as CacheData).twoslashRoot ??= before.twoslashRoot;
}
