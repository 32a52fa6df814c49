// Helpers for the tests that prove incremental builds right: a site in a folder under the
// repository, a seeded random generator (a failure replays from its seed), and a build with the
// cache compared byte for byte with a build without it (`--no-cache`) of the same sources.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import { docsgen, fingerprint, type CliRun } from '../build/hostile-site.js';
import { ARTIFACTS_DIR } from './paths.js';

/**
 * A fresh folder under test-artifacts/incremental/ (inside the repository, so a site's imports of
 * react and docsgen resolve from its node_modules); `made` collects it for removal in afterAll.
 */
export async function workFolder(made: string[], prefix = 'site-'): Promise<string> {
  mkdirSync(join(ARTIFACTS_DIR, 'incremental'), { recursive: true });
  const dir = await mkdtemp(join(ARTIFACTS_DIR, 'incremental', prefix));
  made.push(dir);
  return dir;
}

export function removeFolders(made: string[]): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A small linear congruential generator: the same seed, the same sequence, on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** `items` in an order drawn from `random`. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  return items.map((item) => [random(), item] as const).sort((a, b) => a[0] - b[0]).map(([, item]) => item);
}

/** A build of docs/ without the cache takes 45 s on two quiet cores, and several times that under load. */
const BUILD_TIMEOUT_MS = 400_000;

export interface Compared {
  warm: CliRun;
  cold: CliRun;
  /** Path → SHA-256 of every file the cold build wrote (empty when it failed). */
  output: Record<string, string>;
}

/** `docsgen build DIR/site --out DIR/out-warm`: the incremental build, cache used and updated. */
export async function warmBuild(dir: string): Promise<CliRun> {
  return timed(await docsgen(['build', join(dir, 'site'), '--out', join(dir, 'out-warm')], { timeoutMs: BUILD_TIMEOUT_MS }));
}

/** A build killed for taking too long says so in its output (a loaded machine, not a wrong cache). */
function timed(run: CliRun): CliRun {
  if (run.code !== null) return run;
  return { ...run, output: `${run.output}\n(killed after ${BUILD_TIMEOUT_MS / 1000} s: the build took too long; is the machine overloaded?)` };
}

/**
 * Builds DIR/site with the cache (unless `warm` is a build already made) and without it, and
 * expects the same outcome, byte for byte: the same files, or the same errors in the same words.
 */
export async function compareWithColdBuild(dir: string, step: string, warm?: CliRun): Promise<Compared> {
  const root = join(dir, 'site');
  warm ??= await warmBuild(dir);
  const cold = timed(await docsgen(['build', root, '--no-cache', '--out', join(dir, 'out-cold')], { timeoutMs: BUILD_TIMEOUT_MS }));
  expect(warm.code, `${step}\n${warm.output}`).toBe(cold.code);
  if (cold.code !== 0) {
    // The same errors, in the same words and order.
    expect(warm.stderr, step).toBe(cold.stderr);
    return { warm, cold, output: {} };
  }
  const [a, b] = await Promise.all([fingerprint(join(dir, 'out-warm')), fingerprint(join(dir, 'out-cold'))]);
  expect(a, step).toEqual(b);
  return { warm, cold, output: b };
}

/** "from the cache: N compiled, M rendered" of a build's summary line. */
export function reused(run: CliRun): { compiled: number; rendered: number } {
  const match = /from the cache: (\d+) compiled, (\d+) rendered/.exec(run.stdout);
  return { compiled: Number(match?.[1] ?? 0), rendered: Number(match?.[2] ?? 0) };
}

/** Rewrites a file in place. */
export const edit = (file: string, change: (text: string) => string): void => writeFileSync(file, change(readFileSync(file, 'utf8')));
