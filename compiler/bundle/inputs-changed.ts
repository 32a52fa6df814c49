// A build bundles the site's components twice, each esbuild run reading them in turn: the server
// bundle that renders the HTML, then the browser's island JavaScript. A component saved while
// they run (between them, or while one reads it) would publish the page's HTML of one version
// beside the island JavaScript of another, which hydrates to something else or fails. esbuild
// does not say what bytes it read, so the files' change times say whether any input changed
// from the moment the bundling began (config/cache-files.ts: changedSince).
import { isAbsolute, relative, sep } from 'node:path';
import { changedSince } from '../../config/cache-files.js';

/**
 * The files of `inputs` (absolute paths; packages in node_modules left out: installing one while
 * building is not a save) that changed at or after `since`, as the site names them (relative to
 * `siteRoot` when inside it), sorted.
 */
export function inputsChangedSince(inputs: Iterable<string>, since: number, siteRoot: string): string[] {
  const changed = new Set<string>();
  for (const file of new Set(inputs)) {
    if (!isAbsolute(file) || file.split(sep).includes('node_modules')) continue;
    if (!changedSince(file, since)) continue;
    const inSite = relative(siteRoot, file);
    changed.add(inSite.startsWith('..') || isAbsolute(inSite) ? file : inSite.split(sep).join('/'));
  }
  return [...changed].sort();
}
