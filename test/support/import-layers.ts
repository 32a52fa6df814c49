// The layer rule of CONTRIBUTING.md's "The Node / browser line", read from the document itself
// and checked against the imports of the code. The table is the rule: each row names a folder (in
// backticks), the folders and modules it may import, and the packages it may import; a file is
// judged by the row of the most specific folder that holds it (`theme/shared/` before `theme/`).
// Imports are read with TypeScript's own pre-processor (imports, `export … from`, `import()` and
// `require()` with a literal specifier), so a comment or a string that looks like one is not one.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import ts from 'typescript';

export interface LayerRow {
  /** The folder the row is about, relative to the repository, ending in '/': 'theme/shared/'. */
  folder: string;
  /** Folders ('config/', ending in '/') and modules without extension ('config/types') a file of the row may import. */
  mayImport: string[];
  /** Any package (besides the ones in `packages`, which then only narrow `docsgen`). */
  anyPackage: boolean;
  /** Packages or package subpaths a file may import: 'idiomorph', 'docsgen/config'. */
  packages: string[];
}

export interface LayerViolation {
  /** file:line, relative to the repository. */
  at: string;
  specifier: string;
  /** The rule broken, in words, naming the row. */
  rule: string;
}

const CODE_FILE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;
const CODE_EXTENSION = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs|d\.ts)$/;
/** Folders never read: installed packages, build outputs, caches. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist']);

/** The cells of a Markdown table row, without the outer pipes. */
function cells(line: string): string[] {
  return line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((cell) => cell.trim());
}

/** What a cell names in backticks, in order. */
function backticked(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
}

/**
 * The table under `heading` in a Markdown document: a header row with the columns `folder`,
 * `may import` and `packages`. Throws when the table is missing or a row cannot be read, so a
 * reworded document fails loudly instead of checking nothing.
 */
export function parseLayerTable(markdown: string, heading = '## The Node / browser line'): LayerRow[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start < 0) throw new Error(`No "${heading}" section in the document.`);
  const headerAt = lines.findIndex((line, index) => index > start && line.trim().startsWith('|'));
  if (headerAt < 0) throw new Error(`No table under "${heading}".`);
  const header = cells(lines[headerAt]!).map((name) => name.toLowerCase());
  const column = (name: string): number => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`The table under "${heading}" has no "${name}" column (it has: ${header.join(', ')}).`);
    return index;
  };
  const folderColumn = column('folder');
  const importColumn = column('may import');
  const packageColumn = column('packages');
  const rows: LayerRow[] = [];
  for (let index = headerAt + 2; index < lines.length && lines[index]!.trim().startsWith('|'); index++) {
    const row = cells(lines[index]!);
    const [folder, ...extra] = backticked(row[folderColumn] ?? '');
    if (!folder || extra.length > 0 || !folder.endsWith('/')) {
      throw new Error(`Row ${index + 1} of the table: the folder cell must name one folder in backticks, ending in '/' (found "${row[folderColumn]}").`);
    }
    const packageCell = row[packageColumn] ?? '';
    rows.push({
      folder,
      mayImport: backticked(row[importColumn] ?? ''),
      anyPackage: /\bany\b/i.test(packageCell.replace(/`[^`]*`/g, '')),
      packages: backticked(packageCell),
    });
  }
  if (rows.length === 0) throw new Error(`The table under "${heading}" has no rows.`);
  return rows;
}

/** The row of the most specific folder that holds `file` (a path relative to the root, with '/'). */
export function rowOf(rows: LayerRow[], file: string): LayerRow | undefined {
  let best: LayerRow | undefined;
  for (const row of rows) if (file.startsWith(row.folder) && (!best || row.folder.length > best.folder.length)) best = row;
  return best;
}

/**
 * The cycles the rows allow: row A may import a folder or module whose row is B, B one whose row is
 * C, ... back to A. Each cycle once, as 'a/ -> b/ -> a/', starting from its first row in the table.
 * An entry that no row holds, or the row itself, adds no edge.
 */
export function layerCycles(rows: LayerRow[]): string[] {
  const next = new Map(rows.map((row) => [row.folder, [...new Set(row.mayImport.flatMap((entry) => {
    const target = rowOf(rows, entry.endsWith('/') ? entry : `${entry}.ts`);
    return target && target.folder !== row.folder && (entry.endsWith('/') ? entry.startsWith(target.folder) : true) ? [target.folder] : [];
  }))]]));
  const cycles = new Set<string>();
  const done = new Set<string>();
  const walk = (folder: string, path: string[]): void => {
    const at = path.indexOf(folder);
    if (at >= 0) {
      const cycle = path.slice(at);
      const first = rows.findIndex((row) => cycle.includes(row.folder));
      const start = cycle.indexOf(rows[first]!.folder);
      const ordered = [...cycle.slice(start), ...cycle.slice(0, start)];
      cycles.add([...ordered, ordered[0]].join(' -> '));
      return;
    }
    if (done.has(folder)) return;
    for (const target of next.get(folder) ?? []) walk(target, [...path, folder]);
    done.add(folder);
  };
  for (const row of rows) walk(row.folder, []);
  return [...cycles];
}

/** Whether an import that lands on `target` (relative to the root, with '/') is one the row allows. */
function allowsTarget(row: LayerRow, target: string): boolean {
  const module = target.replace(CODE_EXTENSION, '');
  // A folder may always import its own files (the compiler's rows leave themselves out).
  if (target.startsWith(row.folder)) return true;
  return row.mayImport.some((entry) => (entry.endsWith('/') ? target.startsWith(entry) : module === entry));
}

/** The package a bare specifier names: 'react' of 'react-dom/client' is 'react-dom', '@scope/name' keeps its scope. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Whether the row allows the bare specifier: listed (exactly or as a parent path), or any package but docsgen itself. */
function allowsPackage(row: LayerRow, specifier: string): boolean {
  if (row.packages.some((entry) => specifier === entry || specifier.startsWith(`${entry}/`))) return true;
  // A site reaches docsgen only through the entries its row lists (its public API).
  return row.anyPackage && packageName(specifier) !== 'docsgen';
}

function describeRow(row: LayerRow): string {
  const folders = row.mayImport.length > 0 ? row.mayImport.join(', ') : 'nothing';
  const packages = row.anyPackage ? `any package${row.packages.length > 0 ? ` (docsgen only as ${row.packages.join(', ')})` : ''}` : row.packages.length > 0 ? `only the packages ${row.packages.join(', ')}` : 'no package';
  return `${row.folder} may import ${folders}; ${packages}`;
}

/** The code files under `folder` (relative to `root`), skipping installed packages, outputs and dot-folders. */
export function codeFiles(root: string, folder: string): string[] {
  const found: string[] = [];
  const visit = (relativeDir: string): void => {
    let entries;
    try {
      entries = readdirSync(join(root, relativeDir), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name)) continue;
      const path = posix.join(relativeDir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.isFile() && CODE_FILE.test(entry.name)) found.push(path);
    }
  };
  visit(folder.replace(/\/$/, ''));
  return found.sort();
}

/** Each import of one file that its row does not allow. `file` is relative to `root`, with '/'. */
export function checkFile(rows: LayerRow[], root: string, file: string, source = readFileSync(join(root, file), 'utf8')): LayerViolation[] {
  const row = rowOf(rows, file);
  if (!row) return [];
  const violations: LayerViolation[] = [];
  const { importedFiles } = ts.preProcessFile(source, true, true);
  for (const { fileName: specifier, pos } of importedFiles) {
    const line = source.slice(0, pos).split('\n').length;
    const at = `${file}:${line}`;
    if (specifier.startsWith('.')) {
      const target = relative(root, join(root, dirname(file), specifier)).split(sep).join('/');
      if (target.startsWith('..')) violations.push({ at, specifier, rule: `it leads outside the repository; ${describeRow(row)}` });
      else if (!allowsTarget(row, target)) violations.push({ at, specifier, rule: `it lands in ${target}; ${describeRow(row)}` });
    } else if (!allowsPackage(row, specifier)) {
      violations.push({ at, specifier, rule: `a package import; ${describeRow(row)}` });
    }
  }
  return violations;
}

/** Every violation under every folder of the table. */
export function checkLayers(rows: LayerRow[], root: string): LayerViolation[] {
  const files = new Set(rows.flatMap((row) => codeFiles(root, row.folder)));
  return [...files].sort().flatMap((file) => checkFile(rows, root, file));
}

/** One line per violation, as a failing test prints them. */
export function formatViolations(violations: LayerViolation[]): string {
  return violations.map((violation) => `${violation.at}: import '${violation.specifier}': ${violation.rule}`).join('\n');
}
