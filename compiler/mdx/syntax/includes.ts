// Code taken from elsewhere into a code block, as Vocs and VitePress write it:
//
//   // [!include ~/snippets/client.ts:setup /mainnet/sepolia/]   (Vocs: a file under the site
//       folder, a region of it, and find/replace pairs; `~` is the site folder)
//   // [!include example.ts]                                     (Vocs: a block of the same page
//       written with filename="example.ts")
//   <<< @/snippets/client.ts#setup{2-3 ts:line-numbers} [title] (VitePress, see snippets.ts)
//
// Regions are marked in the file with `// [!region name]` … `// [!endregion name]` (Vocs) or
// `// #region name` … `// #endregion name` (VitePress, VS Code; `<!-- #region name -->`,
// `#pragma region` and the like in other languages); marker lines in a region never show, nor
// Vocs markers anywhere. As in Vocs, `_$<digits>` is
// removed from included lines (a snippet file may declare `client_$1` and `client_$2` to show
// `client` twice). Every file read is a dependency of the page (its cache entry is checked
// against it, see store/dependencies.ts). Files outside the site folder are refused.
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { realPath, textHash, type Dependency } from '../../store/dependencies.js';

export interface IncludeContext {
  /** The site folder: `~/` and `@/` paths start there, and nothing outside it is read. */
  siteRoot: string;
  /** The page (or partial) the block is in: other relative paths start beside it. */
  pageFile: string;
  /** Blocks of the page written with filename="…", by that name. */
  virtualFiles: ReadonlyMap<string, string>;
  /** Hears of every path looked at and file read. */
  record(dep: Dependency): void;
}

/** Something an include names that is not there; `line` is 0-based in the block. */
export class IncludeError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly hint?: string,
  ) {
    super(message);
    this.name = 'IncludeError';
  }
}

export interface IncludedCode {
  code: string;
  /**
   * For each line of `code`, the 0-based line of the block as written it comes from (an included
   * line: the include's own line). Absent when every line is where it was written.
   */
  origins?: number[];
}

const INCLUDE = /^\s*(?:\/\/|#|--|;|\/\*|<!--)\s*\[!include\s+([^\]]+)\]/;
const VOCS_REGION = /(?:\/\/|#|--|;|\/\*|<!--)\s*\[!(end)?region(?:\s+([^\]]*?))?\s*\]/;
const HASH_REGION = /^\s*(?:\/\/|\/\*|<!--|#|--|;|')?\s*#(?:pragma\s+)?(end)?region\b\s*([\w*.-]*)/i;

/** True when `code` has something for `includeCode` to do. */
export function hasIncludeMarkers(code: string): boolean {
  return code.includes('[!include') || code.includes('[!region') || code.includes('[!endregion');
}

/** The block's code with its `[!include …]` lines replaced and its region marker lines removed. */
export function includeCode(code: string, context: IncludeContext): IncludedCode {
  const lines = code.split('\n');
  const out: string[] = [];
  const origins: number[] = [];
  let moved = false;
  lines.forEach((line, index) => {
    const include = INCLUDE.exec(line);
    if (include) {
      const included = includedLines(include[1]!.trim(), index, context);
      out.push(...included);
      for (let i = 0; i < included.length; i++) origins.push(index);
      moved = true;
    } else if (VOCS_REGION.test(line)) {
      moved = true;
    } else {
      out.push(line);
      origins.push(index);
    }
  });
  return moved ? { code: out.join('\n'), origins } : { code };
}

/** `~/path:region /find/replace/ …` → the lines it names. */
function includedLines(spec: string, line: number, context: IncludeContext): string[] {
  const [target = '', ...queries] = spec.split(/\s+/);
  const colon = target.lastIndexOf(':');
  const name = colon > 0 ? target.slice(0, colon) : target;
  const region = colon > 0 ? target.slice(colon + 1) : undefined;
  const virtual = context.virtualFiles.get(name);
  let text: string;
  if (virtual !== undefined) {
    text = virtual;
  } else if (/^[~@]\//.test(name)) {
    text = readSiteFile(name.slice(2), context.siteRoot, context, `[!include ${spec}]`, line);
  } else {
    const known = [...context.virtualFiles.keys()];
    throw new IncludeError(
      `[!include ${spec}]: no block of this page is named ${JSON.stringify(name)}, and a file path starts with ~/ (the site folder)`,
      line,
      known.length > 0 ? `blocks named with filename="…" here: ${known.join(', ')}` : 'write // [!include ~/snippets/file.ts] for a file under the site folder, or name a block of the page with filename="file.ts"; to show the marker itself, escape it: [\\!include …]',
    );
  }
  const picked = region ? regionOf(text, region, `[!include ${spec}]`, line) : withoutRegionMarkers(text.split('\n'));
  return findAndReplace(picked.map((l) => l.replace(/_\$\d*/g, '')).join('\n'), queries, spec, line).split('\n');
}

/** The text of `path` (relative to `root`, inside the site folder), recorded as a dependency. */
export function readSiteFile(path: string, root: string, context: Pick<IncludeContext, 'siteRoot' | 'record'>, what: string, line: number): string {
  const file = resolve(root, path);
  const shown = relative(context.siteRoot, file).split(sep).join('/');
  const outside = (rel: string) => rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel);
  if (outside(relative(context.siteRoot, file))) throw new IncludeError(`${what}: ${shown} is outside the site folder`, line, 'only files under the site folder can be included');
  context.record({ k: 'real', p: file, r: realPath(file) });
  let real: string;
  try {
    real = realpathSync(file);
  } catch {
    context.record({ k: 'file', p: file, e: false });
    throw new IncludeError(`${what}: no file ${shown}`, line, 'paths start at the site folder (the folder with pages/)');
  }
  // A symbolic link under the site folder that leads out of it is refused too.
  if (outside(relative(realpathSync(context.siteRoot), real))) throw new IncludeError(`${what}: ${shown} leads outside the site folder`, line, 'only files under the site folder can be included');
  if (!statSync(real).isFile()) throw new IncludeError(`${what}: ${shown} is a folder, not a file`, line);
  const text = readFileSync(real, 'utf8');
  context.record({ k: 'text', p: real, h: textHash(text) });
  return text.replace(/\r\n/g, '\n').replace(/\n$/, '');
}

interface RegionMarker {
  end: boolean;
  name: string;
}

function regionMarker(line: string): RegionMarker | undefined {
  const match = VOCS_REGION.exec(line) ?? HASH_REGION.exec(line);
  return match ? { end: Boolean(match[1]), name: (match[2] ?? '').trim() } : undefined;
}

/** The lines between `// [!region name]` (or `#region name`) and its end, other markers left out. */
export function regionOf(text: string, region: string, what: string, line: number): string[] {
  const out: string[] = [];
  const found = new Set<string>();
  let depth = 0;
  let seen = false;
  for (const current of text.split('\n')) {
    const marker = regionMarker(current);
    if (marker) {
      if (!marker.end) found.add(marker.name);
      if (marker.name === region) {
        if (marker.end) depth = Math.max(0, depth - 1);
        else {
          depth++;
          seen = true;
        }
      }
      continue;
    }
    if (depth > 0) out.push(current);
  }
  if (!seen) {
    const names = [...found].filter(Boolean);
    throw new IncludeError(`${what}: no region "${region}" in the file`, line, names.length > 0 ? `its regions: ${names.join(', ')}` : 'mark one with // [!region name] … // [!endregion name]');
  }
  return dedent(out);
}

/** A whole file: its Vocs markers left out (`#region` lines are the file's own comments then). */
function withoutRegionMarkers(lines: string[]): string[] {
  return lines.filter((line) => !VOCS_REGION.test(line));
}

/** A region indented in its file (inside a function) is shown from its own left edge. */
function dedent(lines: string[]): string[] {
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^[ \t]*/.exec(line)![0].length);
  const common = indents.length > 0 ? Math.min(...indents) : 0;
  return common === 0 ? lines : lines.map((line) => line.slice(common));
}

/** `/find/replace/` (a `/` inside written `\/`), applied in order. */
function findAndReplace(text: string, queries: string[], spec: string, line: number): string {
  let result = text;
  for (const query of queries) {
    const parts = query.split(/(?<!\\)\//);
    if (parts.length !== 4 || parts[0] !== '' || parts[3] !== '' || parts[1] === '') {
      throw new IncludeError(`[!include ${spec}]: ${JSON.stringify(query)} is not /find/replace/`, line, 'write a slash inside either part as \\/');
    }
    const unescape = (part: string) => part.replace(/\\\//g, '/');
    result = result.replaceAll(unescape(parts[1]!), unescape(parts[2]!));
  }
  return result;
}

const SCRIPT_EXTENSION = /\.(?:[cm]?[jt]sx?)$/;

/** `./client`, `./client.js`, `client.ts` → `client`: how an import names a virtual file. */
function moduleName(specifier: string): string {
  return specifier.replace(/^\.\//, '').replace(SCRIPT_EXTENSION, '');
}

/**
 * Vocs' virtual files: a type-checked block that imports a block of the page written with
 * filename="client.ts" gets that block as a file of its own, before its code (cut from view).
 */
export function withVirtualFiles(code: string, lang: string, virtualFiles: ReadonlyMap<string, string>): { code: string; added: number } {
  const imported = new Set<string>();
  for (const match of code.matchAll(/\bfrom\s+(['"])([^'"]+)\1|\bimport\s+(['"])([^'"]+)\3/g)) imported.add(moduleName(match[2] ?? match[4]!));
  const files = [...virtualFiles].filter(([name]) => imported.has(moduleName(name)) && !code.includes(`@filename: ${name}`));
  if (files.length === 0) return { code, added: 0 };
  const own = `example.${/x$/.test(lang) ? 'tsx' : 'ts'}`;
  const head = files.map(([name, source]) => `// @filename: ${name}\n${source}\n`).join('');
  const prefix = `${head}${code.includes('@filename:') ? '' : `// @filename: ${own}\n`}// ---cut---\n`;
  return { code: prefix + code, added: prefix.split('\n').length - 1 };
}
