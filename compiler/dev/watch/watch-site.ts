// Watches the site's files with chokidar and hands over changes in batches: the events of one
// save (or of a tool writing many files) arrive together, with no fixed delay added.
import { statSync, watch as watchTree, type FSWatcher as TreeWatcher } from 'node:fs';
import { resolve, sep } from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { isIgnoredPath, isInside } from './change-kind.js';

export interface FileChange {
  event: 'add' | 'change' | 'unlink';
  /** Absolute path. */
  path: string;
}

export interface SiteWatcher {
  /** Resolves once the initial scan is done: changes after this are seen. */
  ready: Promise<void>;
  /** Watches more files (config dependencies, component files outside the root). */
  add(paths: string[]): void;
  close(): Promise<void>;
}

export function watchSite(root: string, onChanges: (changes: FileChange[]) => void, onError: (error: unknown) => void): SiteWatcher {
  const watcher: FSWatcher = watch(root, {
    ignoreInitial: true,
    ignored: (path) => isIgnoredPath(resolve(path), root),
  });
  const watched = new Set<string>();
  let pending: FileChange[] = [];
  const push = (event: FileChange['event'], path: string) => {
    if (pending.length === 0) {
      setImmediate(() => {
        const batch = pending;
        pending = [];
        onChanges(batch);
      });
    }
    pending.push({ event, path: resolve(path) });
  };
  watcher.on('add', (path) => push('add', path));
  watcher.on('change', (path) => push('change', path));
  watcher.on('unlink', (path) => push('unlink', path));
  watcher.on('error', onError);
  // chokidar misses content changes of a file saved again quickly (measured here: 27 to 30 of 40
  // rewrites 30-70 ms apart were reported). Node's own recursive watcher reports every one, so it
  // adds a 'change' for each file written inside the site; the change queue drops the duplicates
  // (a change whose file is as it was when last handled). chokidar still reports additions,
  // removals and the files outside the site.
  let tree: TreeWatcher | undefined;
  try {
    tree = watchTree(root, { recursive: true }, (_event, name) => {
      if (!name) return;
      const path = resolve(root, name.toString());
      if (isIgnoredPath(path, root)) return;
      try {
        if (statSync(path).isFile()) push('change', path);
      } catch {
        // Gone already: chokidar reports the removal.
      }
    });
    tree.on('error', onError);
  } catch {
    // No recursive watching on this platform: chokidar alone.
  }
  const ready = new Promise<void>((done) => watcher.once('ready', () => done()));
  return {
    ready,
    add(paths) {
      // Files under the root are watched already; installed packages are not the site's.
      const fresh = paths.filter((path) => !watched.has(path) && !isInside(root, path) && !path.split(sep).includes('node_modules'));
      for (const path of fresh) watched.add(path);
      if (fresh.length > 0) watcher.add(fresh);
    },
    close: () => {
      tree?.close();
      return watcher.close();
    },
  };
}
