// The Get Starknet site (docs/), built once and shared by every end-to-end test that needs it.
//
// A build of docs/ takes one to two minutes (its code samples are type-checked), so it must not
// happen once per test file. Vitest may give each test file a fresh module graph (and, with the
// forks pool, a fresh process), so a promise kept in this module alone is not enough. The build is
// therefore cached on disk, in test-artifacts/docs-dist/, next to a state file that says which run
// built it and from which sources:
//
// - the same vitest run reuses it (even if someone edits the sources meanwhile: one run, one site);
// - a later run reuses it when the sources it was built from are unchanged (same fingerprint);
// - a build that failed in this run fails every later caller in this run at once, with the same
//   output, instead of costing another two minutes each;
// - a lock (an atomic mkdir) keeps two processes from building at the same time; a lock left by a
//   process that died is taken over.
//
// Set DOCS_DIST=/path/to/a/built/site to test a site you built yourself (nothing is built then).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { basename, join, relative, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { isMainThread } from 'node:worker_threads';
import { ARTIFACTS_DIR, REPO_ROOT } from './paths.js';
import { buildSite } from './site.js';

export const DOCS_ROOT = join(REPO_ROOT, 'docs');
/** Where the shared build lives. */
export const DOCS_DIST = join(ARTIFACTS_DIR, 'docs-dist');
const STATE_FILE = join(ARTIFACTS_DIR, 'docs-dist.json');
const LOCK_DIR = join(ARTIFACTS_DIR, 'docs-dist.lock');

/** What the build reads: the site, the CLI and everything it bundles, and the installed packages. */
const INPUT_DIRS = ['docs', 'bin', 'compiler', 'config', 'runtime', 'theme'];
const INPUT_FILES = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'tsconfig.json'];
/** Outputs and caches inside the input folders. */
const IGNORED = new Set(['node_modules', 'dist', '.docsgen-cache', '.build', '.git']);

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

let cached: Promise<string> | undefined;

/**
 * The folder of a complete build of docs/, built at most once per test run. Serve it with
 * `serveDist()`; never write into it (other test files share it).
 */
export function builtDocsSite(): Promise<string> {
  const override = process.env.DOCS_DIST;
  if (override) return Promise.resolve(resolve(override));
  if (!cached) {
    const building = ensureBuilt();
    cached = building;
    // A failure is not kept here: the state file already makes a retry in this run fail fast.
    building.catch(() => {
      if (cached === building) cached = undefined;
    });
  }
  return cached;
}

async function ensureBuilt(): Promise<string> {
  const runId = currentRunId();
  // Quick path without the lock: a finished state is only ever written after its build is in place.
  const fingerprint = await sourceFingerprint();
  const usable = await reusable(runId, fingerprint);
  if (usable) return usable;

  const release = await acquireLock(runId);
  try {
    // Someone may have built it while we waited for the lock.
    const again = await reusable(runId, fingerprint);
    if (again) return again;
    return await build(runId, fingerprint);
  } finally {
    await release();
  }
}

/** DOCS_DIST when it can be used as is, otherwise undefined; throws for a failure in this run. */
async function reusable(runId: string, fingerprint: string): Promise<string | undefined> {
  const state = await readState();
  if (!state) return undefined;
  if (state.status === 'failed') {
    if (state.runId === runId) throw buildError(state.output ?? '(no output)', 'earlier in this run');
    return undefined;
  }
  if (state.runId !== runId && state.fingerprint !== fingerprint) return undefined;
  // The state says ok; the folder must still be there (someone may have deleted test-artifacts/).
  try {
    await stat(join(DOCS_DIST, 'index.html'));
    return DOCS_DIST;
  } catch {
    return undefined;
  }
}

/** Called with the lock held: no one else is building, so folders a build left behind are debris. */
async function build(runId: string, fingerprint: string): Promise<string> {
  const prefix = `${basename(DOCS_DIST)}.`;
  for (const name of await readdir(ARTIFACTS_DIR)) {
    if (name.startsWith(`${prefix}building-`) || name.startsWith(`${prefix}old-`)) {
      await rm(join(ARTIFACTS_DIR, name), { recursive: true, force: true });
    }
  }
  // Built next to its final place and moved there in one rename, so a reader never sees half a site.
  const fresh = `${DOCS_DIST}.building-${process.pid}`;
  const result = await buildSite(DOCS_ROOT, { out: fresh });
  if (result.code !== 0) {
    await rm(fresh, { recursive: true, force: true });
    const output = [`exit ${result.code ?? result.signal}`, result.stdout.trim(), result.stderr.trim()].filter(Boolean).join('\n');
    await writeState({ status: 'failed', runId, fingerprint, output, at: new Date().toISOString() });
    throw buildError(output, 'now');
  }
  const old = `${DOCS_DIST}.old-${process.pid}`;
  await rm(old, { recursive: true, force: true });
  await rename(DOCS_DIST, old).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(fresh, DOCS_DIST);
  await rm(old, { recursive: true, force: true });
  await writeState({ status: 'ok', runId, fingerprint, at: new Date().toISOString() });
  return DOCS_DIST;
}

function buildError(output: string, when: string): Error {
  return new Error(`building docs/ failed (${when}):\n${output}`);
}

async function readState(): Promise<BuildState | undefined> {
  try {
    return JSON.parse(await readFile(STATE_FILE, 'utf8')) as BuildState;
  } catch {
    return undefined; // missing or half-written (a crash mid-write): build again
  }
}

async function writeState(state: BuildState): Promise<void> {
  const temporary = `${STATE_FILE}.${process.pid}`;
  await writeFile(temporary, JSON.stringify(state, null, 2));
  await rename(temporary, STATE_FILE);
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
async function sourceFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  const files: string[] = INPUT_FILES.map((file) => join(REPO_ROOT, file));
  for (const dir of INPUT_DIRS) files.push(...(await listFiles(join(REPO_ROOT, dir))));
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

async function listFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const files: string[] = [];
  for (const entry of entries) {
    if (IGNORED.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(path)));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

/** Takes the build lock, waiting for another builder; returns its release. */
async function acquireLock(runId: string): Promise<() => Promise<void>> {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      await mkdir(LOCK_DIR);
      const owner: LockOwner = { pid: process.pid, host: hostname(), runId, at: Date.now() };
      await writeFile(join(LOCK_DIR, 'owner.json'), JSON.stringify(owner));
      return () => rm(LOCK_DIR, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (await lockIsStale()) {
      await rm(LOCK_DIR, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) {
      const owner = await readFile(join(LOCK_DIR, 'owner.json'), 'utf8').catch(() => 'unknown');
      throw new Error(`waited ${LOCK_WAIT_MS / 1000} s for another build of docs/ (lock ${LOCK_DIR}, owner ${owner})`);
    }
    await delay(LOCK_POLL_MS);
  }
}

/** The lock's owner is dead (same host), or the lock never got an owner. */
async function lockIsStale(): Promise<boolean> {
  let owner: LockOwner;
  try {
    owner = JSON.parse(await readFile(join(LOCK_DIR, 'owner.json'), 'utf8')) as LockOwner;
  } catch {
    try {
      const { mtimeMs } = await stat(LOCK_DIR);
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
