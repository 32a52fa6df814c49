// The build's output while it is made: a staging folder beside the output (or the output itself,
// patched, when the previous build's record describes it), the placer that puts files in it, and
// a temporary folder for the server bundles. However the build ends (done, failed, or stopped by
// a signal: interrupt.ts) the staging folder and the bundles are removed, after the writers
// under way (workers, placer, esbuild) have stopped, so no file lands in a removed folder.
import { existsSync, mkdirSync, mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cacheFolder } from '../../config/cache-files.js';
import { DocsgenError } from '../errors/docsgen-error.js';
import { PreviousOutput } from '../cache/output-record.js';
import { NO_CACHE } from '../store/store.js';
import type { BuildPlan, BuildRun } from './build-plan.js';
import { undoOnInterrupt } from './interrupt.js';
import { createStagingDir, type StagingDir } from '../writer/output-dir.js';
import { OutputPlacer } from '../writer/output-placer.js';
import type { PageWorkers } from './page-workers.js';
import { removeInBackground, runFolderName } from '../run/run-folders.js';

export interface BuildOutput {
  staging: StagingDir;
  placer: OutputPlacer;
  /** Where this build's server bundles go (removed at the end). */
  serverDir: string;
  /** `work` (a bundle under way), waited for before the folders are removed on an interrupt. */
  tracked<T>(work: Promise<T>): Promise<T>;
  /** Stops the writers and removes what the build made outside the output: the last step, however the build ends. */
  close(): Promise<void>;
}

export async function openOutput(run: BuildRun, plan: BuildPlan, workers: PageWorkers): Promise<BuildOutput> {
  const { root, outDir } = run;
  const { record, store, cleaned } = plan;
  // A previous output the record describes is patched: its files this build would write with the
  // same bytes stay where they are (output-dir.ts, output-placer.ts).
  // With no output folder left (a CI job that restored only the cache), nothing can be linked from it: not even tried, file by file.
  const previousFiles = record && existsSync(outDir) ? record.files : undefined;
  let staging: StagingDir;
  try {
    staging = createStagingDir(outDir, { patch: previousFiles !== undefined && Object.keys(previousFiles).length > 0 });
  } catch (error) {
    await workers.close();
    throw unwritableOutput(outDir, error);
  }
  const placer = new OutputPlacer(staging, new PreviousOutput(outDir, previousFiles), store ?? NO_CACHE);
  const serverDir = serverBundlesDir(root);
  const removeTemporary = () => {
    staging.discard();
    rmSync(serverDir, { recursive: true, force: true, maxRetries: 3 });
  };
  // esbuild writes a bundle's files itself, after the call that started it: an interrupted build
  // waits for a bundle under way before removing the folders, or its last files would land there
  // after the removal.
  const bundling = new Set<Promise<unknown>>();
  const tracked = <T>(work: Promise<T>): Promise<T> => {
    bundling.add(work);
    work.then(
      () => bundling.delete(work),
      () => bundling.delete(work),
    );
    return work;
  };
  const stopWriters = async () => {
    workers.stop();
    await Promise.all([workers.close(), placer.stop(), ...[...bundling].map((work) => work.catch(() => undefined))]);
  };
  const done = undoOnInterrupt({ stop: stopWriters, remove: removeTemporary });
  const close = async () => {
    await Promise.all([workers.close(), placer.stop()]);
    removeTemporary();
    if (cleaned) removeInBackground(cleaned);
    done();
  };
  return { staging, placer, serverDir, tracked, close };
}

/**
 * A fresh folder for this build's server bundles: in ROOT/.docsgen-cache/server (a real folder,
 * cache-files.ts), or, when that cannot be written (a read-only or full disk), in the system's
 * temporary folder (the bundles import nothing by a relative path: React is resolved absolutely).
 */
function serverBundlesDir(root: string): string {
  try {
    const parent = cacheFolder(root, '.docsgen-cache', 'server');
    if (!hasRoomForBundles(parent)) throw new Error('no room');
    const dir = join(parent, runFolderName());
    mkdirSync(dir);
    return dir;
  } catch {
    return mkdtempSync(join(tmpdir(), 'docsgen-server-'));
  }
}

/**
 * Whether the disk holding `dir` has room for a build's server bundles (a few MB in a few dozen
 * files; the margins are generous): a cache on a disk that is full, or out of inodes, would fail
 * esbuild's writes and the build with them, where a cache must cost only speed. A file system
 * that does not count inodes (files: 0) is judged by its space alone.
 */
function hasRoomForBundles(dir: string): boolean {
  try {
    const disk = statfsSync(dir);
    return disk.bavail * disk.bsize >= 64 * 1024 * 1024 && (disk.files === 0 || disk.ffree >= 1000);
  } catch {
    return true;
  }
}

/** The output folder could not be written (read-only, no permission, a full disk): exit 2, naming it, rather than a stack. */
export function unwritableOutput(outDir: string, error: unknown, doing = 'writing the new output beside it'): DocsgenError {
  if (error instanceof DocsgenError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  const why = code === 'EACCES' || code === 'EPERM' ? 'permission denied' : code === 'EROFS' ? 'a read-only file system' : code === 'ENOSPC' ? 'no space left on the disk' : code === 'ENOTDIR' ? 'a file is in the way' : error instanceof Error ? error.message : String(error);
  return new DocsgenError('OutputNotWritable', `cannot build into ${outDir}: ${doing} failed (${why}); the previous output was left as it was`, {
    hint: 'make the folder and the one holding it writable, or choose another with --out',
    cause: error,
  });
}

