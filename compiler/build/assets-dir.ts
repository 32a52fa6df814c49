// The generated files' folder (config `assetsDir`, dist/docsgen/ by default) belongs to docsgen:
// a page routed into it or a public/ folder of the same name would mix with hashed files that
// hosts are told to cache for a year (_headers), so the build refuses both, saying how to fix it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DocsgenError } from '../errors.js';
import type { PageFile } from '../pages/discover.js';

/** What of the site would land in the generated files' folder: page files and public/<assetsDir>. */
export function assetsDirConflicts(root: string, pages: readonly PageFile[], assetsDir: string): string[] {
  const inside = (route: string) => route === `/${assetsDir}` || route.startsWith(`/${assetsDir}/`);
  const conflicts = pages.filter((page) => inside(page.route)).map((page) => `${page.relativePath} (route ${page.route})`);
  if (existsSync(join(root, 'public', assetsDir))) conflicts.push(`public/${assetsDir}/`);
  return conflicts;
}

/** Throws a usage error (exit 2) naming every conflict; does nothing when there is none. */
export function checkAssetsDir(root: string, pages: readonly PageFile[], assetsDir: string): void {
  const conflicts = assetsDirConflicts(root, pages, assetsDir);
  if (conflicts.length === 0) return;
  throw new DocsgenError(
    'usage',
    `/${assetsDir}/ holds docsgen's generated files (scripts, stylesheet, search index), but the site puts files there too:\n` +
      conflicts.map((conflict) => `  ${conflict}`).join('\n'),
    { hint: `rename them, or set assetsDir in docsgen.config.ts to a folder name the site does not use (it is now "${assetsDir}")` },
  );
}
