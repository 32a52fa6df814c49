// A hash of docsgen itself: every cached result was made by some version of the compiler, the
// theme and the runtime, and a result made by other code is never reused. In a clone of the
// repository docsgen runs from its TypeScript sources (bin/docsgen.mjs bundles them on the fly), so
// every source file takes part, with the lockfile (the versions of MDX, Shiki, React…). An
// installed docsgen has no compiler sources: its package.json (version) and the names of its
// bundle's chunks (each carries a hash of its content) stand for them, with the theme and runtime
// sources it ships.
import { hash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PACKAGE_ROOT, resolveFromPackage } from '../package-paths.js';

/** Bump when the layout of cached entries changes. */
export const CACHE_FORMAT = 1;

const SOURCE_DIRS = ['compiler', 'config', 'theme', 'runtime', 'bin'];
const SOURCE = /\.(ts|tsx|mts|js|mjs|css|json)$/;
const FILES = ['package.json', 'package-lock.json', 'node_modules/.package-lock.json'];
/**
 * The packages docsgen leaves outside its bundle (bin/bundle-cli.mjs), and those theme/ imports
 * (remark-parse and unified, for the banner's Markdown): an installed docsgen uses whatever
 * versions the site's install resolved, so their versions take part too.
 */
const EXTERNAL_PACKAGES = ['react', 'react-dom', 'esbuild', 'typescript', 'shiki', 'twoslash', '@shikijs/twoslash', 'lunr', 'remark-parse', 'unified'];

let memo: { root: string; fingerprint: string } | undefined;

export function docsgenFingerprint(packageRoot: string = PACKAGE_ROOT): string {
  if (memo?.root === packageRoot) return memo.fingerprint;
  const fingerprint = computeDocsgenFingerprint(packageRoot);
  memo = { root: packageRoot, fingerprint };
  return fingerprint;
}

/** docsgenFingerprint without the memo: read again on every call (the tests change a package root). */
export function computeDocsgenFingerprint(packageRoot: string): string {
  const parts: string[] = [`format ${CACHE_FORMAT}`];
  for (const dir of SOURCE_DIRS) addTree(join(packageRoot, dir), dir, parts);
  for (const file of FILES) parts.push(file, read(join(packageRoot, file)));
  if (!existsSync(join(packageRoot, 'compiler'))) addChunkNames(packageRoot, parts);
  // Resolved from the package root, as docsgen there resolves them (TypeScript: API references and twoslash).
  const resolve = packageRoot === PACKAGE_ROOT ? resolveFromPackage : createRequire(join(packageRoot, 'package.json')).resolve;
  for (const name of EXTERNAL_PACKAGES) parts.push(name, packageVersion(name, resolve));
  return hash('sha256', parts.join('\0'));
}

function read(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return 'absent';
  }
}

function addTree(dir: string, shown: string, parts: string[]): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    parts.push(shown, 'absent');
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) addTree(path, `${shown}/${entry.name}`, parts);
    else if (SOURCE.test(entry.name)) parts.push(`${shown}/${entry.name}`, read(path));
  }
}

function addChunkNames(packageRoot: string, parts: string[]): void {
  try {
    parts.push(...readdirSync(join(packageRoot, '.build')).sort());
    parts.push(...readdirSync(join(packageRoot, '.build', 'chunks')).sort());
  } catch {
    parts.push('no chunks');
  }
}

/** The version of a package as docsgen resolves it ('absent' when it is not installed). */
function packageVersion(name: string, resolve: (specifier: string) => string): string {
  let dir: string;
  try {
    dir = dirname(resolve(name));
  } catch {
    return 'absent';
  }
  // Up from the resolved file to the package.json that names the package.
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        const { name: found, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
        if (found === name) return `${version}@${dir}`;
      } catch {
        // Keep walking.
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return 'unknown';
    dir = parent;
  }
}
