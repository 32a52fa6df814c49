// Where in the site's own source a render error was thrown. Server bundles are written with
// source maps (and a page's compiled MDX carries its own map, which esbuild chains into the
// bundle's), so the first stack frame that maps into the site (not node_modules, not docsgen) is
// the component or the line of the MDX page that threw. A page evaluated without bundling
// (expressions, no imports) runs as a function body: its frames are mapped with the page's own
// map. Maps are read only when an error happens, so rendering pays nothing for them.
import { readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SourceLocation } from '../errors/docsgen-error.js';

const FRAME = /(?:\(|\s)((?:file:\/\/)?\/[^()\s]*?):(\d+):(\d+)\)?$/;
/** A frame in code run with new Function / AsyncFunction: `(eval at run (…), <anonymous>:5:22)`. */
const EVAL_FRAME = /eval at .*<anonymous>:(\d+):(\d+)\)?$/;
/** V8 puts the function head (`async function anonymous(\n) {\n`) before the body: two lines. */
const FUNCTION_HEAD_LINES = 2;

export interface EvaluatedCode {
  /** The source map of the function body that was evaluated. */
  map: SourceMapPayload;
}

export function thrownLocation(error: unknown, root: string, bundlesDir: string | undefined, evaluated?: EvaluatedCode): SourceLocation | undefined {
  const stack = error instanceof Error ? error.stack : undefined;
  if (!stack) return undefined;
  for (const line of stack.split('\n').slice(1)) {
    const text = line.trim();
    let original: Position | undefined;
    const inEval = EVAL_FRAME.exec(text);
    if (inEval) {
      if (!evaluated) continue;
      original = mapWith(new SourceMap(evaluated.map), Number(inEval[1]) - FUNCTION_HEAD_LINES, Number(inEval[2]), root);
    } else {
      const match = FRAME.exec(text);
      if (!match) continue;
      const file = match[1]!.startsWith('file://') ? fileURLToPath(match[1]!) : match[1]!;
      const position = { line: Number(match[2]), column: Number(match[3]) };
      original = bundlesDir && isInside(bundlesDir, file) ? mapPosition(file, position) : { file, ...position };
    }
    if (original && isSiteSource(original.file, root)) {
      return { file: relative(root, original.file).split(sep).join('/'), line: original.line, column: original.column, source: readSource(original.file) };
    }
  }
  return undefined;
}

interface Position {
  file: string;
  line: number;
  column: number;
}

const REACT_PACKAGES = new Set(['react', 'react-dom', 'scheduler']);

/** Where in an installed package an error was thrown, when that is where it came from. */
export interface PackageThrow {
  /** The package's name, as imported ('@scope/name'). */
  name: string;
  /** The file, from the node_modules folder it is in ('node_modules/x/lib/a.js'). */
  file: string;
  line: number;
  column: number;
}

/**
 * The installed package the error was thrown in: the first stack frame that maps to a file of the
 * site or a package is in a package (a component's import evaluated a module that needs a
 * browser, or an optional package that is not installed). Undefined when the site's own code (or
 * docsgen's) threw.
 */
export function thrownInPackage(error: unknown, bundlesDir: string | undefined): PackageThrow | undefined {
  const stack = error instanceof Error ? error.stack : undefined;
  if (!stack) return undefined;
  for (const line of stack.split('\n').slice(1)) {
    const match = FRAME.exec(line.trim());
    if (!match) continue;
    const file = match[1]!.startsWith('file://') ? fileURLToPath(match[1]!) : match[1]!;
    const position = { line: Number(match[2]), column: Number(match[3]) };
    const original = bundlesDir && isInside(bundlesDir, file) ? mapPosition(file, position) : { file, ...position };
    if (!original || original.file.startsWith('node:')) continue;
    const parts = original.file.split(sep);
    const at = parts.lastIndexOf('node_modules');
    // The site's code, or docsgen's, threw: not a package's doing.
    if (at === -1) return undefined;
    const scoped = parts[at + 1]?.startsWith('@');
    const name = parts.slice(at + 1, at + (scoped ? 3 : 2)).join('/');
    // React throws about the component that called it (a hook misused): that component is the place.
    if (!name || REACT_PACKAGES.has(name)) continue;
    return { name, file: parts.slice(at).join('/'), line: original.line, column: original.column };
  }
  return undefined;
}

function isSiteSource(file: string, root: string): boolean {
  return isInside(root, file) && !file.split(sep).includes('node_modules') && !relative(root, file).split(sep).some((part) => part.startsWith('.'));
}

function isInside(dir: string, file: string): boolean {
  const rel = relative(dir, file);
  return rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !rel.startsWith(sep);
}

const maps = new Map<string, SourceMap | null>();

/** 1-based line and column in a bundle → the original file and position. */
function mapPosition(bundle: string, { line, column }: { line: number; column: number }): Position | undefined {
  let map = maps.get(bundle);
  if (map === undefined) {
    try {
      map = new SourceMap(JSON.parse(readFileSync(`${bundle}.map`, 'utf8')) as SourceMapPayload);
    } catch {
      map = null;
    }
    maps.set(bundle, map);
  }
  return map ? mapWith(map, line, column, dirname(bundle)) : undefined;
}

function mapWith(map: SourceMap, line: number, column: number, base: string): Position | undefined {
  const entry = map.findEntry(line - 1, column - 1);
  if (!entry || !('originalSource' in entry) || !entry.originalSource) return undefined;
  const source = entry.originalSource.startsWith('file://') ? fileURLToPath(entry.originalSource) : resolve(base, entry.originalSource);
  return { file: source, line: entry.originalLine + 1, column: entry.originalColumn + 1 };
}

export function readSource(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
