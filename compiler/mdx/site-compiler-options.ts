// The site's TypeScript compiler options: what twoslash blocks and API references compile with.
import { join } from 'node:path';
import type TypeScript from 'typescript';
import { TwoslashCodeError } from './twoslash/twoslash-code.js';

/**
 * compilerOptions of ROOT/tsconfig.json (its `extends` followed), or of FALLBACK/tsconfig.json
 * when ROOT has none (a folder version without a tsconfig of its own takes the site's), or {}.
 */
export function siteCompilerOptions(ts: typeof TypeScript, root: string, sys: TypeScript.System = ts.sys, fallback?: string): TypeScript.CompilerOptions {
  const folder = [root, ...(fallback ? [fallback] : [])].find((dir) => sys.fileExists(join(dir, 'tsconfig.json')));
  if (folder === undefined) return {};
  const file = join(folder, 'tsconfig.json');
  const read = ts.readConfigFile(file, (path) => sys.readFile(path));
  if (read.error) throw new TwoslashCodeError(`${file}: ${ts.flattenDiagnosticMessageText(read.error.messageText, '\n')}`, undefined, undefined);
  const parsed = ts.parseJsonConfigFileContent(read.config, sys, folder, undefined, file);
  // Nothing is emitted and every block is a single virtual file: options about outputs and
  // project files do not apply.
  const { noEmit: _noEmit, outDir: _outDir, declaration: _declaration, composite: _composite, incremental: _incremental, ...options } = parsed.options;
  return options;
}
