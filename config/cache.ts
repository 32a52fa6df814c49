/**
 * The on-disk cache of config bundles. `check-links` must start in well under 100 ms, and a fresh
 * bundle costs about that much (starting esbuild included), so a bundle is reused whenever every
 * file it was built from still has the same content. A manifest per config file records those
 * files and their hashes; checking them means reading a few small files, not loading esbuild.
 *
 * Bundles are named by a hash of their inputs: Node caches imported modules by URL for the life of
 * the process, so a changed config must get a new URL for the dev server to see the change.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveSharedImport } from './externals.js';

/** Bump when the bundle options change, so bundles made by an older docsgen are not reused. */
const CACHE_VERSION = 1;

export interface CachedBundle {
  bundleFile: string;
  /** Absolute paths of every file the bundle was built from. */
  inputs: string[];
}

interface Manifest {
  version: number;
  entry: string;
  /** File name of the bundle, in the same folder as the manifest. */
  bundle: string;
  inputs: { file: string; hash: string }[];
  /** Shared imports and the URL each resolved to, checked again before reuse. */
  externals: Record<string, string>;
}

const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

/** Content hash of a file, or 'absent': a deleted input must invalidate the bundle too. */
export function hashFile(file: string): string {
  try {
    return sha256(readFileSync(file));
  } catch {
    return 'absent';
  }
}

function manifestFile(cacheDir: string, entry: string): string {
  return join(cacheDir, `manifest.${sha256(entry).slice(0, 16)}.json`);
}

function readManifest(cacheDir: string, entry: string): Manifest | undefined {
  try {
    const manifest = JSON.parse(readFileSync(manifestFile(cacheDir, entry), 'utf8')) as Manifest;
    return manifest.version === CACHE_VERSION && manifest.entry === entry ? manifest : undefined;
  } catch {
    return undefined;
  }
}

/** The cached bundle of `entry` if all its inputs and shared imports are unchanged. */
export function readCachedBundle(cacheDir: string, entry: string): CachedBundle | undefined {
  const manifest = readManifest(cacheDir, entry);
  if (manifest === undefined) return undefined;
  if (manifest.inputs.some(({ file, hash }) => hashFile(file) !== hash)) return undefined;
  if (Object.entries(manifest.externals).some(([specifier, url]) => resolveSharedImport(specifier) !== url)) {
    return undefined;
  }
  const bundleFile = join(cacheDir, manifest.bundle);
  try {
    statSync(bundleFile);
  } catch {
    return undefined;
  }
  return { bundleFile, inputs: manifest.inputs.map(({ file }) => file) };
}

/** Write then rename, so a concurrent reader (another build worker) never sees half a file. */
function writeAtomically(file: string, data: string | Uint8Array): void {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

/** Stores a fresh bundle and its manifest, and removes the bundle it replaces. */
export function writeCachedBundle(
  cacheDir: string,
  entry: string,
  code: Uint8Array,
  inputs: readonly string[],
  externals: ReadonlyMap<string, string>,
): CachedBundle {
  mkdirSync(cacheDir, { recursive: true });
  const hashed = [...new Set(inputs)].sort().map((file) => ({ file, hash: hashFile(file) }));
  const shared = Object.fromEntries([...externals].sort(([a], [b]) => a.localeCompare(b)));
  const key = sha256(JSON.stringify({ version: CACHE_VERSION, entry, hashed, shared })).slice(0, 16);
  const bundle = `config.${key}.mjs`;
  const previous = readManifest(cacheDir, entry);

  writeAtomically(join(cacheDir, bundle), code);
  const manifest: Manifest = { version: CACHE_VERSION, entry, bundle, inputs: hashed, externals: shared };
  writeAtomically(manifestFile(cacheDir, entry), `${JSON.stringify(manifest, null, 2)}\n`);

  // A module already imported stays in memory, so deleting its file is safe for this process.
  if (previous && previous.bundle !== bundle) rmSync(join(cacheDir, previous.bundle), { force: true });
  return { bundleFile: join(cacheDir, bundle), inputs: hashed.map(({ file }) => file) };
}
