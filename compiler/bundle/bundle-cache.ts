// esbuild's outputs kept between builds (the theme's server bundle, the browser assets): a bundle
// is reused when its key (docsgen itself, the options, the entry points) is the same and every
// file it read is unchanged, with everything that decides how an import resolves:
//
// - each input file's bytes (esbuild's metafile lists them);
// - for every folder above an input, the names of its entries and of its node_modules folder's
//   entries: a file added beside an import (Foo.tsx beside Foo.ts) or a package installed nearer
//   to the importer changes what an import resolves to;
// - the bytes of every package.json, tsconfig.json and jsconfig.json in those folders (exports,
//   paths, JSX settings).
//
// A bundle that read an .md or .mdx partial is not kept: compiling a partial reads files of its
// own (images, twoslash types) that the metafile does not list.
//
// What an entry names is checked before it is used, whatever its seal: its files' paths stay
// inside the output folder, and the source files its value names (islands, stylesheets) are files
// the bundle read, whose bytes its dependencies pin (`fromStored`).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import type { Metafile } from 'esbuild';
import { bytesHash, DependencyChecker, DependencyRecorder, namesHash, type Dependency } from '../store/dependencies.js';
import { cacheKey, type CacheStore } from '../store/store.js';
import { changedSince, isConfinedPath, readRegularFile } from '../../config/cache-files.js';

const CONFIG_FILES = ['package.json', 'tsconfig.json', 'jsconfig.json'];

interface BundleEntry {
  v: 1;
  deps: Dependency[];
  /** Output files, relative to the output folder: content hash and bytes (base64). */
  files: { path: string; h: string; data: string }[];
  value: unknown;
}

/** Writes an output file: `data` is asked for only when the file cannot be had otherwise (a hard link). */
export type PlaceFile = (path: string, h: string, data: () => Buffer) => void;

/** Writes the file into `outDir`. */
export function writeInto(outDir: string): PlaceFile {
  return (path, _h, data) => {
    const target = join(outDir, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, data());
  };
}

export interface BundleRun<T> {
  /** What the bundle was made of, for its dependencies. */
  metafile: Metafile;
  /** The folder esbuild resolved from (metafile paths are relative to it). */
  root: string;
  /** Output files written, relative to the output folder. */
  files: string[];
  value: T;
  /** What the bundle read besides its inputs (a file looked for and not found). */
  extra?: Dependency[];
}

/**
 * The bundle of `key` from the store, its files placed in `outDir`; or `run()`'s, stored.
 * `toStored`/`fromStored` turn the result into plain data relative to `outDir` and back.
 */
export async function cachedBundle<T>(options: {
  store: CacheStore | undefined;
  key: string;
  outDir: string;
  run: () => Promise<BundleRun<T>>;
  toStored(value: T): unknown;
  /** The stored value back; undefined when it names a file the bundle did not read (`read`: the paths of its input files), or is not one. */
  fromStored(stored: unknown, read: ReadonlySet<string>): T | undefined;
  place: PlaceFile;
}): Promise<T> {
  const { store, outDir } = options;
  const key = cacheKey('esbuild bundle', options.key);
  const found = store?.get<BundleEntry>(key);
  const value = found && isEntry(found) ? options.fromStored(found.value, inputsOf(found.deps)) : undefined;
  if (value !== undefined && new DependencyChecker().holds(found!.deps)) {
    for (const file of found!.files) options.place(file.path, file.h, () => Buffer.from(file.data, 'base64'));
    return value;
  }
  // esbuild's inputs are hashed once it is done: the bundle is kept only if none changed from here on.
  const started = Date.now();
  const built = await options.run();
  if (store) {
    const deps = bundleDependencies(built.metafile, built.root, built.extra, started);
    if (deps) {
      const files = built.files.map((path) => {
        const data = readFileSync(join(outDir, path));
        return { path, h: bytesHash(data), data: data.toString('base64') };
      });
      store.set(key, { v: 1, deps, files, value: options.toStored(built.value) } satisfies BundleEntry);
    }
  }
  return built.value;
}

/**
 * What a bundle depends on (see the top of this file); undefined when it cannot be kept: it read a
 * partial, or an input changed at or after `started` (when the bundling began), so the bytes
 * hashed now may not be those esbuild read (an island saved during a build).
 */
export function bundleDependencies(metafile: Metafile, root: string, extra: readonly Dependency[] = [], started?: number): Dependency[] | undefined {
  const recorder = new DependencyRecorder();
  recorder.addAll(extra);
  const folders = new Set<string>();
  for (const input of Object.keys(metafile.inputs)) {
    // "namespace:path": a virtual module (its content is in the key) or a file under a plugin's namespace.
    const colon = input.indexOf(':');
    const path = colon > 0 && !isAbsolute(input) ? input.slice(colon + 1) : join(root, input);
    if (!isAbsolute(path)) continue;
    if (/\.mdx?$/.test(path)) return undefined;
    if (started !== undefined && changedSince(path, started)) return undefined;
    const bytes = readRegularFile(path);
    if (bytes === undefined) return undefined;
    recorder.add({ k: 'bytes', p: path, h: bytesHash(bytes) });
    for (let dir = dirname(path); !folders.has(dir); dir = dirname(dir)) {
      folders.add(dir);
      if (dirname(dir) === dir) break;
    }
  }
  for (const dir of folders) {
    recorder.add({ k: 'names', p: dir, h: namesHash(dir) });
    if (!dir.endsWith(`${sep}node_modules`)) recorder.add({ k: 'names', p: join(dir, 'node_modules'), h: namesHash(join(dir, 'node_modules')) });
    for (const name of CONFIG_FILES) {
      const file = join(dir, name);
      const bytes = readRegularFile(file);
      recorder.add({ k: 'bytes', p: file, h: bytes === undefined ? 'absent' : bytesHash(bytes) });
    }
  }
  return recorder.unstable ? undefined : recorder.list();
}

/** Output paths of a metafile (relative to `root`) as paths relative to `outDir`. */
export function outputFiles(metafile: Metafile, root: string, outDir: string): string[] {
  return Object.keys(metafile.outputs).map((file) => relative(outDir, join(root, file)));
}

function isEntry(value: unknown): value is BundleEntry {
  const entry = value as BundleEntry;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    entry.v === 1 &&
    Array.isArray(entry.deps) &&
    Array.isArray(entry.files) &&
    entry.files.every((file) => typeof file === 'object' && file !== null && isConfinedPath(file.path) && typeof file.h === 'string' && typeof file.data === 'string')
  );
}

/** The files a bundle read, as its dependencies list them (their bytes pinned). */
function inputsOf(deps: readonly Dependency[]): Set<string> {
  return new Set(deps.flatMap((dep) => (dep && dep.k === 'bytes' && dep.h !== 'absent' ? [dep.p] : [])));
}
