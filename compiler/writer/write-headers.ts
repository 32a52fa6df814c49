// dist/_headers, the caching rules in the format static hosts read (Netlify, Cloudflare Pages and
// others): files with a content hash in their name are immutable for a year; everything else
// (HTML first) is revalidated on each visit, so a new deploy shows at once. The same rules as the
// preview server (compiler/preview/caching.ts).
//
// Hosts apply every rule whose path matches and join the values of a header that several set,
// so the rules must never overlap: the generated files live in /<assetsDir>/, and every other
// top-level name of the output gets its own `/<name>*` rule (a page, its .html twin, its .md
// copy and its folder share one). A name whose `/<name>*` would also match /<assetsDir>/ (a page
// /docs beside the folder docsgen/) gets exact rules instead. Names that start with a dot
// (.well-known) keep the host's default.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMMUTABLE, isHashedAsset, REVALIDATE } from '../preview/caching.js';

export const HEADERS_FILE = '_headers';

/**
 * The rules for an output folder holding `files` (every file, relative to it, with '/');
 * `siteRules` (the site's own public/_headers, where security headers usually live) come first,
 * as written.
 */
export function headersFileText(files: readonly string[], basePath: string, assetsDir: string, siteRules?: string): string {
  const rules: string[] = [];
  const rule = (path: string, cacheControl: string) => rules.push(`${basePath}${path}\n  Cache-Control: ${cacheControl}`);

  // One rule for the folder when every file in it is hashed (a build), else one per file.
  const generated = files.filter((file) => file.startsWith(`${assetsDir}/`)).sort();
  const allHashed = generated.length > 0 && generated.every((file) => isHashedAsset(file, assetsDir));
  if (allHashed) rule(`/${assetsDir}/*`, IMMUTABLE);
  else for (const file of generated) rule(`/${file}`, isHashedAsset(file, assetsDir) ? IMMUTABLE : REVALIDATE);

  rule('/', REVALIDATE);
  // Top-level names, and whether each is a folder.
  const topLevel = new Map<string, boolean>();
  for (const file of files) {
    const slash = file.indexOf('/');
    const name = slash < 0 ? file : file.slice(0, slash);
    topLevel.set(name, topLevel.get(name) === true || slash >= 0);
  }
  const names = [...topLevel.keys()].filter((name) => !name.startsWith('.') && name !== HEADERS_FILE && name !== assetsDir).sort();
  const overlapsAssets = (prefix: string) => assetsDir.startsWith(prefix);
  for (const prefix of coveringPrefixes(names.filter((name) => !overlapsAssets(stem(name))))) rule(`/${prefix}*`, REVALIDATE);
  for (const name of names.filter((name) => overlapsAssets(stem(name)))) {
    rule(`/${name}`, REVALIDATE);
    if (topLevel.get(name)) rule(`/${name}/*`, REVALIDATE);
  }

  const ours = `# Caching rules for static hosts, written by docsgen build.\n\n${rules.join('\n')}\n`;
  if (siteRules === undefined || siteRules.trim() === '') return ours;
  return `# From public/${HEADERS_FILE}:\n\n${siteRules.replace(/\s*$/, '')}\n\n${ours}`;
}

/** Writes `_headers` into `dir` for an output that will hold `files`. */
export function writeHeadersFile(dir: string, files: readonly string[], basePath: string, assetsDir: string, siteRules?: string): void {
  writeFileSync(join(dir, HEADERS_FILE), headersFileText(files, basePath, assetsDir, siteRules));
}

/** A name up to its first dot: a page `guide`, its `guide.html` and `guide.md` share one. */
function stem(name: string): string {
  return name.split('.')[0]!;
}

/** The stems of the names, without any that a shorter one already covers as a prefix. */
function coveringPrefixes(names: string[]): string[] {
  const stems = [...new Set(names.map(stem).filter(Boolean))].sort();
  const kept: string[] = [];
  for (const name of stems) if (!kept.some((prefix) => name.startsWith(prefix))) kept.push(name);
  return kept;
}
