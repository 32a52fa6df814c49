// Which folders a build may replace. A build swaps its output folder for a new one, deleting what
// was there: it may only do that to a folder it wrote itself (it leaves a marker file in every
// output), an empty one, or one that does not exist yet. Everything else is refused before any
// work starts, with exit 2 and the way out: the site itself or a folder holding it, pages/ or
// public/, the file-system root, the home folder, a file, a symbolic link, and (unless the user
// says `--force`, like Vite's emptyOutDir) a folder with files docsgen did not write.
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join, parse, relative, resolve, sep } from 'node:path';
import { DocsgenError } from '../errors/docsgen-error.js';

/** Written into every output folder: the next build may replace a folder that holds it. */
export const OUTPUT_MARKER = '.docsgen-output';

export const OUTPUT_MARKER_TEXT =
  'This folder was written by `docsgen build`. The next build replaces it whole: keep no other files here.\n';

export interface OutputCheck {
  /** The site folder. */
  root: string;
  /** The output folder asked for (absolute). */
  outDir: string;
  /** Replace a non-empty folder docsgen did not write (`--force`). */
  force?: boolean;
  /** The user's home folder (tests give their own). */
  home?: string;
}

/** Throws a usage error when the build must not replace `outDir`. */
export function checkOutputFolder({ root, outDir, force = false, home = homedir() }: OutputCheck): void {
  const out = realPathOf(outDir);
  const site = realPathOf(root);
  const refuse = (why: string, hint = `pass --out with a folder of its own, such as --out ${join(root, 'dist')}`) => {
    throw new DocsgenError('OutputFolderRefused', `refusing to use ${outDir} as the output folder: ${why}`, { hint });
  };

  if (parse(out).root === out) refuse('it is the root of the file system, and a build replaces its output folder whole');
  if (out === realPathOf(home)) refuse('it is your home folder, and a build replaces its output folder whole');
  if (out === site) refuse('it is the site folder itself, and a build replaces its output folder whole');
  if (isInside(out, site)) refuse('it holds the site folder, and a build replaces its output folder whole');
  for (const name of ['pages', 'public']) {
    const sources = realPathOf(join(root, name));
    if (out === sources || isInside(sources, out)) refuse(`it is ${out === sources ? '' : 'inside '}the site's ${name}/ folder, which holds sources`);
  }

  let stats;
  try {
    stats = lstatSync(outDir);
  } catch {
    return; // Nothing there yet: the build creates it.
  }
  if (stats.isSymbolicLink()) {
    refuse('it is a symbolic link, and a build never writes through one', `pass the folder it points to (--out ${realPathOf(outDir)}) or remove the link`);
  }
  if (!stats.isDirectory()) refuse('it is a file, not a folder', 'remove the file or pass another --out');
  const entries = readdirSync(outDir);
  if (entries.length === 0 || entries.includes(OUTPUT_MARKER) || writtenByOlderDocsgen(outDir) || force) return;
  refuse(
    `it holds ${describeEntries(entries)} that docsgen did not write (it has no ${OUTPUT_MARKER} file), and a build replaces its output folder whole`,
    `empty or remove the folder, pass another --out, or pass --force to replace it anyway`,
  );
}

/**
 * Outputs of docsgen versions from before the marker file: their `_headers` starts with the line
 * every build wrote. (The next build adds the marker.)
 */
function writtenByOlderDocsgen(outDir: string): boolean {
  try {
    return readFileSync(join(outDir, '_headers'), 'utf8').startsWith('# Caching rules for static hosts, written by docsgen build.\n');
  } catch {
    return false;
  }
}

/** "3 files (a.txt, b, c.png)". */
function describeEntries(entries: string[]): string {
  const shown = entries.slice(0, 3).join(', ');
  const more = entries.length > 3 ? ', …' : '';
  return `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'} (${shown}${more})`;
}

/**
 * The real path of `path` even when it does not exist yet: its deepest existing ancestor's real
 * path, with the rest appended. Comparisons then see through symbolic links and `..`.
 */
export function realPathOf(path: string): string {
  const absolute = resolve(path);
  const missing: string[] = [];
  let existing = absolute;
  for (;;) {
    if (existsSync(existing)) {
      try {
        return join(realpathSync(existing), ...missing.reverse());
      } catch {
        break;
      }
    }
    const parent = dirname(existing);
    if (parent === existing) break;
    missing.push(basename(existing));
    existing = parent;
  }
  return absolute;
}

/** True when `inner` is strictly inside `outer` (both real, absolute paths). */
export function isInside(outer: string, inner: string): boolean {
  const rel = relative(outer, inner);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !parse(rel).root;
}
