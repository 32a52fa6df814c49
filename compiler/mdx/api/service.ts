// What a page's API directives need from TypeScript, in one call: each directive's symbol (or
// index of exports), or why there is none; and what the page's result depends on. Plain data in
// and out, so that it could run in another thread.
import type { Dependency, DependencyChecker } from '../../store/dependencies.js';
import type { ApiDirective } from './directive.js';
import type { DocumentedSymbol } from './documented.js';
import { Extraction, MissingExportError } from './extract.js';
import type { ApiExportSummary, ApiSymbol } from './model.js';
import { describablePaths } from './notes.js';
import { declarationProgram } from './program.js';

export interface PageRequest {
  root: string;
  route: string;
  /** The page's file: relative `from`s are resolved from it. */
  importer: string;
  documented: readonly DocumentedSymbol[];
  directives: readonly ApiDirective[];
  /** Files may have changed since the program read them (the dev server). */
  stale?: DependencyChecker;
  /** Whose tsconfig.json applies when ROOT has none (a folder version: the site's). */
  tsconfigFallback?: string;
}

export type DirectiveResult =
  | { ok: true; symbol?: ApiSymbol; index?: ApiExportSummary[]; paths?: string[]; more?: ApiSymbol[] }
  | { ok: false; message: string; hint?: string };

export interface PageReferences {
  results: DirectiveResult[];
  /** What every reference of the program depends on (program.ts `sharedDependencies`). */
  shared: Dependency[];
  /** The declarations this page showed, by file. */
  used: Dependency[];
  /** A file changed while it was read: nothing may be cached. */
  unstable: boolean;
  /** The program the results come from (a dependency list is stored per program). */
  scope: string;
}

export function extractPage(request: PageRequest): PageReferences {
  const program = declarationProgram(request.root, request.stale, request.tsconfigFallback);
  const entries = request.directives.map((directive) => ({ from: directive.from, importer: request.importer }));
  const extraction = new Extraction(program, request.documented, request.route, entries);
  const results = request.directives.map((directive): DirectiveResult => {
    try {
      if (directive.kind === 'api-index') return { ok: true, index: extraction.exports(directive.from, request.importer) };
      const [symbol, ...more] = directive.names.map((name) => extraction.symbol(directive.from, request.importer, name));
      return { ok: true, symbol: symbol!, paths: describablePaths(symbol!, directive.show), ...(more.length > 0 ? { more } : {}) };
    } catch (error) {
      if (!(error instanceof MissingExportError)) throw error;
      return {
        ok: false,
        message: `::${directive.kind}: ${error.message}`,
        hint: error.suggestion ? `did you mean "${error.suggestion}"?` : directive.kind === 'api' ? 'check the name against the module\'s exports' : 'check the module name, or the path relative to the page',
      };
    }
  });
  return { results, shared: program.sharedDependencies(), used: extraction.dependencies(), unstable: program.unstable, scope: program.scope };
}

/**
 * The exports of `from` (imported from `importer`), for generated reference pages: with what the
 * list read (none when a file changed while it was read: the list is then not kept). Throws an
 * Error saying why when the module cannot be found.
 */
export function listModuleExports(root: string, from: string, importer: string): { exports: ApiExportSummary[]; deps?: Dependency[] } {
  const program = declarationProgram(root);
  const extraction = new Extraction(program, [], '', [{ from, importer }]);
  let exports: ApiExportSummary[];
  try {
    exports = extraction.exports(from, importer);
  } catch (error) {
    if (error instanceof MissingExportError) throw new Error(`reference: ${error.message}`);
    throw error;
  }
  return { exports, ...(program.unstable ? {} : { deps: [...program.sharedDependencies(), ...extraction.dependencies()] }) };
}
