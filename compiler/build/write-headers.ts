// dist/_headers, the caching rules in the format static hosts read (Netlify, Cloudflare Pages and
// others): files with a content hash in their name are immutable for a year; everything else
// (HTML first) is revalidated on each visit, so a new deploy shows at once. The same rules as the
// preview server (compiler/preview/caching.ts).
//
// Hosts apply every rule whose path matches and join the values of a header that several set,
// so the rules must never overlap: the hashed files are named under /.docsgen/, and every other
// top-level name of the output gets its own `/<name>*` rule (a page, its .html twin, its .md
// copy and its folder share one), which cannot match /.docsgen/. Names that start with a dot
// (.well-known) keep the host's default.
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ASSETS_DIR } from '../bundle/client-bundles.js';
import { IMMUTABLE, isHashedAsset, REVALIDATE } from '../preview/caching.js';

export const HEADERS_FILE = '_headers';
const GENERATED_DIR = '.docsgen';

/**
 * The rules for the output folder; `siteRules` (the site's own public/_headers, where security
 * headers usually live) come first, as written.
 */
export function headersFileText(outDir: string, basePath: string, siteRules?: string): string {
  const rules: string[] = [];
  const rule = (path: string, cacheControl: string) => rules.push(`${basePath}${path}\n  Cache-Control: ${cacheControl}`);

  rule(`/${ASSETS_DIR}/*`, IMMUTABLE);
  for (const entry of readdirSync(join(outDir, GENERATED_DIR), { withFileTypes: true })) {
    if (entry.isFile()) rule(`/${GENERATED_DIR}/${entry.name}`, isHashedAsset(`${GENERATED_DIR}/${entry.name}`) ? IMMUTABLE : REVALIDATE);
  }
  rule('/', REVALIDATE);
  const names = readdirSync(outDir).filter((name) => !name.startsWith('.') && name !== HEADERS_FILE);
  for (const prefix of coveringPrefixes(names)) rule(`/${prefix}*`, REVALIDATE);

  const generated = `# Caching rules for static hosts, written by docsgen build.\n\n${rules.join('\n')}\n`;
  if (siteRules === undefined || siteRules.trim() === '') return generated;
  return `# From public/${HEADERS_FILE}:\n\n${siteRules.replace(/\s*$/, '')}\n\n${generated}`;
}

export function writeHeadersFile(outDir: string, basePath: string, siteRules?: string): void {
  writeFileSync(join(outDir, HEADERS_FILE), headersFileText(outDir, basePath, siteRules));
}

/** The names up to their first dot, without any that a shorter one already covers as a prefix. */
function coveringPrefixes(names: string[]): string[] {
  const stems = [...new Set(names.map((name) => name.split('.')[0]!).filter(Boolean))].sort();
  const kept: string[] = [];
  for (const stem of stems) if (!kept.some((prefix) => stem.startsWith(prefix))) kept.push(stem);
  return kept;
}
