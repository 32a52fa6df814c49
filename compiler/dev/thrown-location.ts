// Where in the site's own source a render error was thrown. Page bundles are written with
// source maps, and the first stack frame that maps into the site (not node_modules, not docsgen)
// is the component that threw: the overlay shows its file:line:column and code frame.
// Maps are read only when an error happens, so rendering pays nothing for them.
import { readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SourceLocation } from '../errors.js';
import { isInside } from './change-kind.js';
import { readSource } from './overlay-error.js';

const FRAME = /(?:\(|\s)((?:file:\/\/)?\/[^()\s]*?):(\d+):(\d+)\)?$/;

export function thrownLocation(error: unknown, root: string, bundlesDir: string): SourceLocation | undefined {
  const stack = error instanceof Error ? error.stack : undefined;
  if (!stack) return undefined;
  for (const line of stack.split('\n').slice(1)) {
    const match = FRAME.exec(line.trim());
    if (!match) continue;
    const file = match[1]!.startsWith('file://') ? fileURLToPath(match[1]!) : match[1]!;
    const position = { line: Number(match[2]), column: Number(match[3]) };
    const original = isInside(bundlesDir, file) ? mapPosition(file, position) : { file, ...position };
    if (original && isSiteSource(original.file, root)) {
      return { file: relative(root, original.file).split(sep).join('/'), line: original.line, column: original.column, source: readSource(original.file) };
    }
  }
  return undefined;
}

function isSiteSource(file: string, root: string): boolean {
  return isInside(root, file) && !file.split(sep).includes('node_modules') && !relative(root, file).split(sep).some((part) => part.startsWith('.'));
}

const maps = new Map<string, SourceMap | null>();

/** 1-based line and column in a bundle → the original file and position. */
function mapPosition(bundle: string, { line, column }: { line: number; column: number }): { file: string; line: number; column: number } | undefined {
  let map = maps.get(bundle);
  if (map === undefined) {
    try {
      map = new SourceMap(JSON.parse(readFileSync(`${bundle}.map`, 'utf8')) as SourceMapPayload);
    } catch {
      map = null;
    }
    maps.set(bundle, map);
  }
  const entry = map?.findEntry(line - 1, column - 1);
  if (!entry || !('originalSource' in entry) || !entry.originalSource) return undefined;
  const source = entry.originalSource.startsWith('file://') ? fileURLToPath(entry.originalSource) : resolve(dirname(bundle), entry.originalSource);
  return { file: source, line: entry.originalLine + 1, column: entry.originalColumn + 1 };
}
