// What a reader is told when a page fails to render: the page, and the line of the site's own
// source that threw, found while the temporary bundles and their source maps still exist.
import { readFileSync } from 'node:fs';
import { DocsgenError } from '../../errors/docsgen-error.js';
import type { CompiledPage } from '../../mdx/compile-page.js';
import { UnknownComponentError } from '../../mdx/render-tree.js';
import { siteRootOf } from '../../mdx/site-root.js';
import { thrownInPackage, thrownLocation } from '../../bundle/thrown-location.js';
import type { CompileJob, RenderSetup } from '../../page/page-model.js';

/**
 * A component that throws while rendering: which page, and the line of the site's source that
 * threw (a component, or the page itself), mapped through the source maps of the temporary
 * bundles, which are gone by the time anyone reads the message.
 */
export function renderError(error: unknown, entry: { page: CompiledPage; job: CompileJob }, setup: RenderSetup): DocsgenError {
  const page = entry.job.relativePath;
  if (error instanceof DocsgenError && error.location) return error;
  const message = error instanceof Error ? error.message : String(error);
  const root = setup.siteRoot ?? siteRootOf(entry.job.filePath, entry.job.route);
  const thrownAt = root ? thrownLocation(error, root, setup.bundlesDir, entry.page.map ? { map: entry.page.map } : undefined) : undefined;
  if (error instanceof DocsgenError) {
    return new DocsgenError(error.code, error.message, { location: thrownAt ?? { file: page }, hint: error.hint, page, cause: error });
  }
  // Thrown by docsgen itself about a line of the page (an unknown component).
  if (error instanceof UnknownComponentError && error.line !== undefined) {
    return new DocsgenError('CompileError', error.message, { location: { file: page, line: error.line, column: error.column, source: pageSource(entry.job.filePath) }, page, cause: error });
  }
  const inPage = !thrownAt || thrownAt.file === page;
  // Thrown by an installed package: say which, and how the page reached it (page → component → package).
  const inPackage = thrownInPackage(error, setup.bundlesDir);
  if (inPackage) {
    const chain = [page, ...(thrownAt && !inPage ? [thrownAt.file] : []), inPackage.name].join(' → ');
    return new DocsgenError('RenderError', `rendering ${page} failed in the package ${inPackage.name} (${inPackage.file}:${inPackage.line}:${inPackage.column}): ${message}`, {
      location: thrownAt ?? { file: page },
      page,
      cause: error,
      hint: `imported through ${chain}; ${packageHint(message)}`,
    });
  }
  // An island given props JSON cannot carry (theme/islands/serialize-props.ts, thrown from the
  // site's bundled copy of the theme, so known by name): its own entry, whose section explains the contract.
  const code = error instanceof Error && error.name === 'IslandPropsError' ? 'IslandPropsInvalid' : 'RenderError';
  return new DocsgenError(code, inPage ? `rendering failed: ${message}` : `rendering ${page} failed: ${message}`, {
    location: thrownAt ?? { file: page },
    page,
    cause: error,
  });
}

/** What to do about a package that fails on the server, by what it said. */
function packageHint(message: string): string {
  if (/\b(window|document|navigator|localStorage|self) is not defined\b/.test(message)) {
    return 'pages render in Node first, where the package finds no browser: import it inside an effect of an island (*.island.tsx), e.g. `useEffect(() => { import(\'pkg\').then(…) }, [])`';
  }
  if (/Cannot find (module|package)/.test(message)) return 'install the package it asks for in the site (npm install …), or ask the package why it needs it';
  return 'the package throws when Node runs it: check that it supports server rendering, or load it in the browser only (an island\'s effect)';
}

function pageSource(filePath: string): string | undefined {
  try {
    return readFileSync(filePath, 'utf8');
  } catch {
    return undefined;
  }
}
