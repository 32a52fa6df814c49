/**
 * Vocs' `head` → docsgen's. Elements and maps from path prefix are taken as they are (docsgen reads
 * JSX head tags). A function is called as Vocs calls it, with `{ path }` the page's route (without
 * the base path), where docsgen's own head functions get `{ route, path }` with `path` under the
 * base path.
 */
import type { HeadConfig, HeadContext } from '../types.js';
import type { Head } from './types.js';

export function vocsHead(head: Head | undefined): HeadConfig | undefined {
  if (typeof head !== 'function') return head as HeadConfig | undefined;
  return (page: HeadContext) => head({ path: page.route });
}
