// A hash of the code that turns a page source into ids and links. Cached facts are only reused
// when it is unchanged: a new heading-id rule or remark plugin must not be hidden by facts an
// older docsgen cached. In a clone of the repository docsgen runs from its TypeScript sources
// (bin/docsgen.mjs bundles them on the fly), so those sources are on disk to hash; it costs a few
// small reads. An installed docsgen has no sources, only the bundle made when it was packed: its
// version and the bundle's chunk names (each carries a hash of its content) stand for them.
import { hash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../package-paths.js';

/** Bump when the cache layout changes. */
const CACHE_FORMAT = 2;

/** Folders whose every .ts file takes part, and single files. */
const SOURCE_DIRS = ['compiler/mdx', 'compiler/links/scan'];
const SOURCE_FILES = [
  'compiler/pages/frontmatter.ts',
  'compiler/links/page-facts.ts',
  'compiler/links/analyze-sources.ts',
  'compiler/links/full-parse.ts',
  'compiler/pages/read-source.ts',
  'theme/shared/links.ts',
];
/** Installed versions of remark, micromark and friends. */
const LOCKFILE = 'node_modules/.package-lock.json';

function read(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return 'absent';
  }
}

export function analysisFingerprint(packageRoot: string = PACKAGE_ROOT): string {
  const parts: string[] = [`format ${CACHE_FORMAT}`];
  if (!existsSync(join(packageRoot, 'compiler'))) return packagedFingerprint(packageRoot, parts);
  for (const dir of SOURCE_DIRS) {
    let names: string[] = [];
    try {
      names = readdirSync(join(packageRoot, dir)).filter((name) => name.endsWith('.ts')).sort();
    } catch {
      // A missing folder is part of the fingerprint too.
    }
    for (const name of names) parts.push(`${dir}/${name}`, read(join(packageRoot, dir, name)));
  }
  for (const file of [...SOURCE_FILES, LOCKFILE]) parts.push(file, read(join(packageRoot, file)));
  return hash('sha1', parts.join('\0'));
}

/** An installed package: its version and the names of its bundle's chunks. */
function packagedFingerprint(packageRoot: string, parts: string[]): string {
  parts.push('package.json', read(join(packageRoot, 'package.json')));
  try {
    parts.push(...readdirSync(join(packageRoot, '.build', 'chunks')).sort());
  } catch {
    parts.push('no chunks');
  }
  return hash('sha1', parts.join('\0'));
}
