// ROOT/public/, as the build copies it: real files only. A symbolic link inside public/ is
// followed when its target is inside the site folder (the file is copied, never the link); a
// link that leaves the site folder, or leads nowhere, is an error naming it: copying it would
// publish whatever it points to (/etc/…, a home folder), and skipping it would lose a file
// the site may need without anyone noticing.
//
// A public file that a generated file would overwrite (a page's HTML, 404.html, docsgen's assets
// folder) is an error naming both, except `_headers`, whose rules are merged with the
// generated caching rules (write-headers.ts). Generated files that only stand in for a
// missing public one (llms.txt, llms-full.txt, a page's .md copy) yield to it.
import { copyFileSync, lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DocsgenError } from '../errors/docsgen-error.js';
import { NOT_FOUND_ROUTE, outputFilesForRoute } from '../pages/routes.js';
import { isInside } from './output-guard.js';
import { HEADERS_FILE } from './write-headers.js';

export interface PublicFile {
  /** Relative to public/ and to the output folder, '/' separators. */
  path: string;
  /** The real file to copy (a link's target). */
  source: string;
}

export interface PublicDir {
  files: PublicFile[];
  /** Links that leave the site folder or lead nowhere. */
  errors: DocsgenError[];
  /** Things skipped, for a warning (sockets, pipes, devices). */
  skipped: string[];
}

export function scanPublicDir(root: string): PublicDir {
  const result: PublicDir = { files: [], errors: [], skipped: [] };
  const publicDir = join(root, 'public');
  let siteRoot: string;
  let realPublic: string;
  try {
    siteRoot = realpathSync(root);
    realPublic = realpathSync(publicDir);
    if (!statSync(realPublic).isDirectory()) return result;
  } catch {
    return result;
  }
  if (realPublic !== join(siteRoot, 'public') && !isInside(siteRoot, realPublic)) {
    result.errors.push(linkError('public', `points to ${realPublic}, outside the site folder`, 'docsgen copies only files that live in the site folder; move the folder into the site'));
    return result;
  }
  walk(publicDir, '', new Set([realPublic]), siteRoot, result);
  result.files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return result;
}

function walk(dir: string, prefix: string, chain: Set<string>, siteRoot: string, result: PublicDir): void {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    const shown = `public/${prefix}${name}`;
    let stats = lstatSync(path);
    let real = path;
    if (stats.isSymbolicLink()) {
      try {
        real = realpathSync(path);
        stats = statSync(real);
      } catch {
        result.errors.push(linkError(shown, 'leads to nothing (its target does not exist)', 'remove the link or restore its target'));
        continue;
      }
      if (!isInside(siteRoot, real)) {
        result.errors.push(
          linkError(shown, `points to ${real}, outside the site folder`, 'docsgen copies public/ as real files and never follows a link out of the site; copy the file into public/ instead'),
        );
        continue;
      }
    }
    if (stats.isDirectory()) {
      // A link back up the tree would recurse for ever.
      if (chain.has(real)) {
        result.errors.push(linkError(shown, 'points to a folder that contains it', 'remove the link'));
        continue;
      }
      walk(real, `${prefix}${name}/`, new Set([...chain, real]), siteRoot, result);
    } else if (stats.isFile()) {
      result.files.push({ path: `${prefix}${name}`, source: real });
    } else {
      result.skipped.push(shown);
    }
  }
}

function linkError(file: string, what: string, hint: string): DocsgenError {
  return new DocsgenError('PublicConflict', `a symbolic link that ${what}`, { location: { file }, hint });
}

export interface GeneratedOutputs {
  /** Every page route, with its file (for the message). */
  pages: { route: string; relativePath: string }[];
  /** Top-level folders docsgen writes its own files into (assets, search index). */
  folders: string[];
  /** Other files docsgen writes that a public file must not replace. */
  files: string[];
}

/** Public files that a generated file would overwrite (or that would block one), as errors naming both. */
export function publicConflicts(files: readonly PublicFile[], generated: GeneratedOutputs): DocsgenError[] {
  const writers = new Map<string, string>();
  for (const { route, relativePath } of generated.pages) {
    const outputs = route === NOT_FOUND_ROUTE ? ['404.html'] : outputFilesForRoute(route);
    for (const file of outputs) writers.set(file, `the page ${relativePath}`);
  }
  const builtInNotFound = !generated.pages.some((page) => page.route === NOT_FOUND_ROUTE);
  if (builtInNotFound) writers.set('404.html', 'the built-in not-found page');
  for (const file of generated.files) writers.set(file, 'docsgen');
  // Folders the generated files need: a public file of the same name would block them.
  const folders = new Map<string, string>();
  for (const [file, writer] of writers) {
    for (let dir = dirname(file); dir !== '.'; dir = dirname(dir)) folders.set(dir, writer);
  }

  const errors: DocsgenError[] = [];
  const conflict = (file: PublicFile, message: string, hint = 'rename or remove one of them') =>
    errors.push(new DocsgenError('PublicConflict', message, { location: { file: `public/${file.path}` }, hint }));
  for (const file of files) {
    if (file.path === HEADERS_FILE) continue;
    const top = file.path.split('/')[0]!;
    const writer = writers.get(file.path);
    if (generated.folders.includes(top)) conflict(file, `inside ${top}/, the folder docsgen writes its own files to`, `move it out of public/${top}/`);
    else if (writer && file.path === '404.html' && builtInNotFound) {
      conflict(file, `would be overwritten by ${writer}`, 'write your not-found page as pages/404.mdx instead, and remove public/404.html');
    } else if (writer) conflict(file, `would be overwritten by ${writer}, which writes ${file.path} too`);
    else if (folders.has(file.path)) conflict(file, `in the way of ${folders.get(file.path)}, which writes the folder ${file.path}/`);
    else {
      const blocked = ancestors(file.path).find((dir) => writers.has(dir));
      if (blocked) conflict(file, `needs the folder ${blocked}/, but ${writers.get(blocked)} writes a file there`);
    }
  }
  return errors;
}

function ancestors(path: string): string[] {
  const out: string[] = [];
  for (let dir = dirname(path); dir !== '.'; dir = dirname(dir)) out.push(dir);
  return out;
}

/** Copies the files as real files (never links) into the output folder. */
export function copyPublicFiles(files: readonly PublicFile[], outDir: string): void {
  const made = new Set<string>();
  for (const file of files) {
    const target = join(outDir, ...file.path.split('/'));
    const dir = dirname(target);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    copyFileSync(file.source, target);
  }
}

/** The site's own `public/_headers`, merged into the generated one. */
export function publicHeaders(files: readonly PublicFile[]): string | undefined {
  const file = files.find((f) => f.path === HEADERS_FILE);
  return file ? readFileSync(file.source, 'utf8') : undefined;
}
