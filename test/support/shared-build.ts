// A site built once per test run and shared by every end-to-end test file that needs it (the
// Get Starknet site in docs-site.ts, the kitchen-sink fixture in e2e/theme/kitchen-sink.ts).
//
// A build takes from seconds to a minute or two (docs/ type-checks its code samples), so it must
// not happen once per test file. Vitest may give each test file a fresh module graph (and, with the
// forks pool, a fresh process), so a promise kept in this module alone is not enough. The build is
// therefore cached on disk, in test-artifacts/<name>/, next to a state file that says which run
// built it and from which sources:
//
// - the same vitest run reuses it (even if someone edits the sources meanwhile: one run, one site);
// - a later run reuses it when the sources it was built from are unchanged (same fingerprint);
// - a build that failed in this run fails every later caller in this run at once, with the same
//   output, instead of costing another build each;
// - a lock (an atomic mkdir) keeps two processes from building at the same time; a lock left by a
//   process that died is taken over.
//
// The site is built in place, so its persistent build cache (ROOT/.docsgen-cache) outlives the
// output: a rebuild after an edit, in this run or a later one, reuses every page the edit left alone.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { basename, join, relative } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { isMainThread } from 'node:worker_threads';
import { ARTIFACTS_DIR, REPO_ROOT } from './paths.js';
import { buildSite } from './site.js';

/** What every build reads besides its site: the CLI and everything it bundles, and the installed packages. */
const DOCSGEN_DIRS = ['bin', 'compiler', 'config', 'runtime', 'theme'];
const INPUT_FILES = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'tsconfig.json'];
/** Outputs and caches inside the input folders. */
const IGNORED = new Set(['node_modules', 'dist', '.docsgen-cache', '.build', '.git']);

export interface SharedSite {
  /** Names the output folder, test-artifacts/<name>/, and its state and lock beside it. */
  name: string;
  /** The site to build (in place: its cache stays there). */
  root: string;
  /** Shown in errors: "building <label> failed". */
  label: string;
  /**
   * Folders inside `root` that its build never reads (docs/test/, the site's own tests), left out of
   * the sources' fingerprint: editing a test does not rebuild the site.
   */
  notSources?: string[];
}

interface SharedPaths {
  dist: string;
  state: string;
  lock: string;
}

const pathsOf = (site: SharedSite): SharedPaths => ({
  dist: join(ARTIFACTS_DIR, site.name),
  state: join(ARTIFACTS_DIR, `${site.name}.json`),
  lock: join(ARTIFACTS_DIR, `${site.name}.lock`),
});

/** Longer than a build (site.ts gives it 200 s) but within vitest's hook timeout (240 s). */
const LOCK_WAIT_MS = 225_000;
const LOCK_POLL_MS = 250;
/** A lock folder with no owner file yet is a process between mkdir and writeFile; older is debris. */
const OWNERLESS_LOCK_GRACE_MS = 10_000;

interface BuildState {
  status: 'ok' | 'failed';
  /** The vitest run that wrote it (see `currentRunId`). */
  runId: string;
  /** Of the sources, taken before the build started. */
  fingerprint: string;
  /** The CLI's output when the build failed. */
  output?: string;
  at: string;
}

interface LockOwner {
  pid: number;
  host: string;
  runId: string;
  at: number;
}

const cached = new Map<string, Promise<string>>();

/**
 * The folder of a complete build of `site`, built at most once per test run. Serve it with
 * `serveDist()`; never write into it (other test files share it).
 */
export function sharedBuild(site: SharedSite): Promise<string> {
  let building = cached.get(site.name);
  if (!building) {
    const started = ensureBuilt(site);
    building = started;
    cached.set(site.name, started);
    // A failure is not kept here: the state file already makes a retry in this run fail fast.
    started.catch(() => {
      if (cached.get(site.name) === started) cached.delete(site.name);
    });
  }
  return building;
}

async function ensureBuilt(site: SharedSite): Promise<string> {
  const paths = pathsOf(site);
  const runId = currentRunId();
  // Quick path without the lock: a finished state is only ever written after its build is in place.
  const fingerprint = await sourceFingerprint(site.root, site.notSources ?? []);
  const usable = await reusable(site, paths, runId, fingerprint);
  if (usable) return usable;

  const release = await acquireLock(site, paths, runId);
  try {
    // Someone may have built it while we waited for the lock.
    const again = await reusable(site, paths, runId, fingerprint);
    if (again) return again;
    return await build(site, paths, runId, fingerprint);
  } finally {
    await release();
  }
}

/** The build folder when it can be used as is, otherwise undefined; throws for a failure in this run. */
async function reusable(site: SharedSite, paths: SharedPaths, runId: string, fingerprint: string): Promise<string | undefined> {
  const state = await readState(paths);
  if (!state) return undefined;
  if (state.status === 'failed') {
    if (state.runId === runId) throw buildError(site, state.output ?? '(no output)', 'earlier in this run');
    return undefined;
  }
  if (state.runId !== runId && state.fingerprint !== fingerprint) return undefined;
  // The state says ok; the folder must still be there (someone may have deleted test-artifacts/).
  try {
    await stat(join(paths.dist, 'index.html'));
    return paths.dist;
  } catch {
    return undefined;
  }
}

/** Called with the lock held: no one else is building, so folders a build left behind are debris. */
async function build(site: SharedSite, paths: SharedPaths, runId: string, fingerprint: string): Promise<string> {
  const prefix = `${basename(paths.dist)}.`;
  for (const name of await readdir(ARTIFACTS_DIR)) {
    if (name.startsWith(`${prefix}building-`) || name.startsWith(`${prefix}old-`)) {
      await rm(join(ARTIFACTS_DIR, name), { recursive: true, force: true });
    }
  }
  // Built next to its final place and moved there in one rename, so a reader never sees half a site.
  const fresh = `${paths.dist}.building-${process.pid}`;
  const result = await buildSite(site.root, { out: fresh });
  if (result.code !== 0) {
    await rm(fresh, { recursive: true, force: true });
    const output = [`exit ${result.code ?? result.signal}`, result.stdout.trim(), result.stderr.trim()].filter(Boolean).join('\n');
    await writeState(paths, { status: 'failed', runId, fingerprint, output, at: new Date().toISOString() });
    throw buildError(site, output, 'now');
  }
  const old = `${paths.dist}.old-${process.pid}`;
  await rm(old, { recursive: true, force: true });
  await rename(paths.dist, old).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(fresh, paths.dist);
  await rm(old, { recursive: true, force: true });
  await writeState(paths, { status: 'ok', runId, fingerprint, at: new Date().toISOString() });
  return paths.dist;
}

function buildError(site: SharedSite, output: string, when: string): Error {
  return new Error(`building ${site.label} failed (${when}):\n${output}`);
}

async function readState(paths: SharedPaths): Promise<BuildState | undefined> {
  try {
    return JSON.parse(await readFile(paths.state, 'utf8')) as BuildState;
  } catch {
    return undefined; // missing or half-written (a crash mid-write): build again
  }
}

async function writeState(paths: SharedPaths, state: BuildState): Promise<void> {
  const temporary = `${paths.state}.${process.pid}`;
  await writeFile(temporary, JSON.stringify(state, null, 2));
  await rename(temporary, paths.state);
}

/**
 * Identifies this vitest run: the process of vitest itself, by pid and start time (a pid alone
 * can be reused). Test files run in a child process (forks pool) or in a worker thread of it.
 */
function currentRunId(): string {
  const pid = isMainThread ? process.ppid : process.pid;
  return `${hostname()}:${pid}:${processStartTime(pid)}`;
}

/** Clock ticks since boot when `pid` started (Linux); empty elsewhere. */
function processStartTime(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22; the command name (field 2) is in parentheses and may contain spaces.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
}

/** Paths, sizes and modification times of every input file: cheap, and any edit changes it. */
async function sourceFingerprint(root: string, notSources: string[]): Promise<string> {
  const hash = createHash('sha256');
  const files: string[] = INPUT_FILES.map((file) => join(REPO_ROOT, file));
  const skipped = new Set(notSources.map((folder) => join(root, folder)));
  for (const dir of [root, ...DOCSGEN_DIRS.map((name) => join(REPO_ROOT, name))]) files.push(...(await listFiles(dir, skipped)));
  files.sort();
  for (const file of files) {
    try {
      const info = await stat(file);
      hash.update(`${relative(REPO_ROOT, file)}\0${info.size}\0${info.mtimeMs}\n`);
    } catch {
      hash.update(`${relative(REPO_ROOT, file)}\0missing\n`);
    }
  }
  return hash.digest('hex');
}

async function listFiles(dir: string, skipped: ReadonlySet<string>): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const files: string[] = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (IGNORED.has(entry.name) || skipped.has(path)) continue;
    if (entry.isDirectory()) files.push(...(await listFiles(path, skipped)));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

/** Takes the build lock, waiting for another builder; returns its release. */
async function acquireLock(site: SharedSite, paths: SharedPaths, runId: string): Promise<() => Promise<void>> {
  const lockDir = paths.lock;
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      await mkdir(lockDir);
      const owner: LockOwner = { pid: process.pid, host: hostname(), runId, at: Date.now() };
      await writeFile(join(lockDir, 'owner.json'), JSON.stringify(owner));
      return () => rm(lockDir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (await lockIsStale(lockDir)) {
      await rm(lockDir, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) {
      const owner = await readFile(join(lockDir, 'owner.json'), 'utf8').catch(() => 'unknown');
      throw new Error(`waited ${LOCK_WAIT_MS / 1000} s for another build of ${site.label} (lock ${lockDir}, owner ${owner})`);
    }
    await delay(LOCK_POLL_MS);
  }
}

/** The lock's owner is dead (same host), or the lock never got an owner. */
async function lockIsStale(lockDir: string): Promise<boolean> {
  let owner: LockOwner;
  try {
    owner = JSON.parse(await readFile(join(lockDir, 'owner.json'), 'utf8')) as LockOwner;
  } catch {
    try {
      const { mtimeMs } = await stat(lockDir);
      return Date.now() - mtimeMs > OWNERLESS_LOCK_GRACE_MS;
    } catch {
      return false; // gone already: the next mkdir will tell
    }
  }
  if (owner.host !== hostname()) return Date.now() - owner.at > LOCK_WAIT_MS;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
