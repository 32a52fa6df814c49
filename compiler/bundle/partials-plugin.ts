// Server builds: an `.mdx` (or `.md`) file imported by a page or a component is a partial,
// compiled by the same pipeline as the pages (the site's plugins included) into a module whose
// default export renders it. A partial that does not compile fails the build at its own
// file:line:column, like a page.
import { readFile } from 'node:fs/promises';
import { dirname, relative, sep } from 'node:path';
import type { Plugin } from 'esbuild';
import { DocsgenError } from '../errors/docsgen-error.js';
import type { PageCompiler } from '../mdx/compile-page.js';

/** `compiler`: made on the first partial (most builds have none, and need not load the MDX compiler). */
export function partialsPlugin(siteRoot: string, compiler: () => Promise<PageCompiler>): Plugin {
  return {
    name: 'docsgen-mdx-partials',
    setup(build) {
      build.onLoad({ filter: /\.mdx?$/, namespace: 'file' }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const relativePath = relative(siteRoot, args.path).split(sep).join('/');
        try {
          const contents = await (await compiler()).compilePartial({ source, filePath: args.path, relativePath, siteRoot });
          return { contents, loader: 'jsx', resolveDir: dirname(args.path) };
        } catch (error) {
          const failure = error instanceof DocsgenError ? error : new DocsgenError('CompileError', error instanceof Error ? error.message : String(error));
          const at = failure.location;
          const location = at?.line
            ? { file: relativePath, line: at.line, column: Math.max(0, (at.column ?? 1) - 1), lineText: source.split(/\r?\n/)[at.line - 1] ?? '' }
            : { file: relativePath };
          return { errors: [{ text: failure.message, location, notes: failure.hint ? [{ text: failure.hint }] : [] }] };
        }
      });
    },
  };
}
