/**
 * The on-disk cache of config bundles. `check-links` must start in well under 100 ms, and a fresh
 * bundle costs about that much (starting esbuild included), so a bundle is reused whenever every
 * file it was built from still has the same content. A manifest per config file records those
 * files and their hashes; checking them means reading a few small files, not loading esbuild.
 *
 * A bundle is code every docsgen thread imports: it is reused only when the manifest's seal holds
 * (an HMAC under the cache secret, cache-seal.ts) and the bundle's bytes are the ones the manifest
 * names. A bundle truncated, damaged or edited, or a manifest not written by this docsgen's secret
 * (a restored CI cache), is bundled again from the config's sources, never imported.
 *
 * Bundles are named by a hash of their inputs: Node caches imported modules by URL for the life of
 * the process, so a changed config must get a new URL for the dev server to see the change.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isConfinedPath, readRegularFile } from './cache-files.js';
import { cacheSecret, sealedJson, unsealJson } from './cache-seal.js';
import { resolveSharedImport } from './externals.js';

/** Bump when the bundle options change, so bundles made by an older docsgen are not reused. */
const CACHE_VERSION = 4;

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
  /** SHA-256 of the bundle's bytes. */
  bundleHash: string;
  inputs: { file: string; hash: string }[];
  /** Shared imports and the URL each resolved to, checked again before reuse. */
  externals: Record<string, string>;
}

const sha256 = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');

/** Content hash of a file, or 'absent': a deleted input must invalidate the bundle too. */
export function hashFile(file: string): string {
  const bytes = readRegularFile(file);
  return bytes === undefined ? 'absent' : sha256(bytes);
}

function manifestFile(cacheDir: string, entry: string): string {
  return join(cacheDir, `manifest.${sha256(entry).slice(0, 16)}.json`);
}

/** What the manifest's seal covers besides its text: what it is and for which config file. */
const manifestLabel = (entry: string) => `config bundle manifest ${CACHE_VERSION}\0${entry}`;

function readManifest(cacheDir: string, entry: string): Manifest | undefined {
  const secret = cacheSecret();
  if (!secret.ok) return undefined;
  const text = readRegularFile(manifestFile(cacheDir, entry), { follow: false });
  if (text === undefined) return undefined;
  const manifest = unsealJson(secret.key, manifestLabel(entry), text.toString('utf8')) as Manifest | undefined;
  return manifest?.version === CACHE_VERSION && manifest.entry === entry && isConfinedPath(manifest.bundle) && !/[\\/]/.test(manifest.bundle) ? manifest : undefined;
}

/** The cached bundle of `entry` if all its inputs and shared imports are unchanged and it is the very bundle the sealed manifest names. */
export function readCachedBundle(cacheDir: string, entry: string): CachedBundle | undefined {
  const manifest = readManifest(cacheDir, entry);
  if (manifest === undefined || !Array.isArray(manifest.inputs)) return undefined;
  if (manifest.inputs.some(({ file, hash }) => hashFile(file) !== hash)) return undefined;
  if (Object.entries(manifest.externals).some(([specifier, url]) => resolveSharedImport(specifier) !== url)) {
    return undefined;
  }
  const bundleFile = join(cacheDir, manifest.bundle);
  const bytes = readRegularFile(bundleFile, { follow: false });
  if (bytes === undefined || sha256(bytes) !== manifest.bundleHash) return undefined;
  return { bundleFile, inputs: manifest.inputs.map(({ file }) => file) };
}

/** Write then rename, so a concurrent reader (another build worker) never sees half a file. */
function writeAtomically(file: string, data: string | Uint8Array): void {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  try {
    writeFileSync(temporary, data);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * Stores a fresh bundle and its manifest, and removes the bundle it replaces. `stable`: every
 * input was unchanged while it was bundled (bundle.ts); otherwise the bundle is used once and its
 * manifest not written, so it is never reused. A cache folder that cannot be written (read-only,
 * full) costs the reuse, never the command: the bundle goes to a temporary folder then.
 */
export function writeCachedBundle(
  cacheDir: string,
  entry: string,
  code: Uint8Array,
  inputs: readonly string[],
  externals: ReadonlyMap<string, string>,
  { stable = true }: { stable?: boolean } = {},
): CachedBundle {
  const hashed = [...new Set(inputs)].sort().map((file) => ({ file, hash: hashFile(file) }));
  const shared = Object.fromEntries([...externals].sort(([a], [b]) => a.localeCompare(b)));
  const key = sha256(JSON.stringify({ version: CACHE_VERSION, entry, hashed, shared })).slice(0, 16);
  const bundle = `config.${key}.mjs`;
  const secret = cacheSecret();
  try {
    mkdirSync(cacheDir, { recursive: true });
    const previous = readManifest(cacheDir, entry);
    writeAtomically(join(cacheDir, bundle), code);
    if (stable && secret.ok) {
      const manifest: Manifest = { version: CACHE_VERSION, entry, bundle, bundleHash: sha256(code), inputs: hashed, externals: shared };
      writeAtomically(manifestFile(cacheDir, entry), sealedJson(secret.key, manifestLabel(entry), manifest));
    } else rmSync(manifestFile(cacheDir, entry), { force: true });
    // A module already imported stays in memory, so deleting its file is safe for this process.
    if (previous && previous.bundle !== bundle) rmSync(join(cacheDir, previous.bundle), { force: true });
    return { bundleFile: join(cacheDir, bundle), inputs: hashed.map(({ file }) => file) };
  } catch {
    return { bundleFile: writeTemporaryBundle(bundle, code), inputs: hashed.map(({ file }) => file) };
  }
}

/** A bundle written where the cache could not take it: a temporary folder, removed when the process ends. */
function writeTemporaryBundle(name: string, code: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'docsgen-config-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, name);
  writeFileSync(file, code);
  return file;
}
