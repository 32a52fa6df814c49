// The generated files' folder (config `assetsDir`, dist/docsgen/ by default) belongs to docsgen:
// a page routed into it would mix with hashed files that hosts are told to cache for a year
// (_headers), so the build refuses it before anything else, saying how to fix it. Files of
// public/ inside that folder are reported with the other public/ conflicts (public-dir.ts).
import { DocsgenError } from '../errors/docsgen-error.js';
import type { PageFile } from '../pages/discover.js';

/** The pages whose route lies in the generated files' folder. */
export function assetsDirConflicts(pages: readonly PageFile[], assetsDir: string): string[] {
  const inside = (route: string) => route === `/${assetsDir}` || route.startsWith(`/${assetsDir}/`);
  return pages.filter((page) => inside(page.route)).map((page) => `${page.relativePath} (route ${page.route})`);
}

/** Throws a usage error (exit 2) naming every conflict; does nothing when there is none. */
export function checkAssetsDir(pages: readonly PageFile[], assetsDir: string): void {
  const conflicts = assetsDirConflicts(pages, assetsDir);
  if (conflicts.length === 0) return;
  throw new DocsgenError(
    'AssetsDirTaken',
    `/${assetsDir}/ holds docsgen's generated files (scripts, stylesheet, search index), but the site puts pages there too:\n` +
      conflicts.map((conflict) => `  ${conflict}`).join('\n'),
    { hint: `rename them, or set assetsDir in docsgen.config.ts to a folder name the site does not use (it is now "${assetsDir}")` },
  );
}
