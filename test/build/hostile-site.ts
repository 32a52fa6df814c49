// Helpers for the "hostile sites" suite: real sites in temporary folders, the real CLI, and
// fingerprints of everything around the output, to prove a build touched nothing else.
import { createHash } from 'node:crypto';
import { lstat, mkdir, mkdtemp, readdir, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { REPO_ROOT } from '../support/paths.js';
import { runProcess, type ProcessResult } from '../support/process.js';
import { cliEnvironment } from '../support/site.js';

const CLI = join(REPO_ROOT, 'bin/docsgen.mjs');

/** A file's content, or a symbolic link to create. */
export type Entry = string | Buffer | { link: string };

/** A fresh folder holding `files` (paths relative to it); remove it with `rm` in afterEach. */
export async function makeTree(files: Record<string, Entry>, parent = tmpdir()): Promise<string> {
  const dir = await mkdtemp(join(parent, 'docsgen-hostile-'));
  await addFiles(dir, files);
  return dir;
}

export async function addFiles(dir: string, files: Record<string, Entry>): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    const target = join(dir, path);
    await mkdir(dirname(target), { recursive: true });
    if (typeof content === 'object' && 'link' in content) await symlink(content.link, target);
    else await writeFile(target, content);
  }
}

export interface CliRun extends ProcessResult {
  /** stdout and stderr together, for messages wherever they went. */
  output: string;
}

/** `docsgen <args>` as CI runs it; never more than `timeoutMs` (then killed: code null). */
export async function docsgen(args: string[], options: { cwd?: string; env?: Record<string, string | undefined>; timeoutMs?: number } = {}): Promise<CliRun> {
  const result = await runProcess(process.execPath, [CLI, ...args], {
    cwd: options.cwd ?? REPO_ROOT,
    env: cliEnvironment(options.env),
    timeout: options.timeoutMs ?? 120_000,
    killSignal: 'SIGKILL',
  });
  return { ...result, output: result.stdout + result.stderr };
}

/**
 * Every file, folder and link under `dir` with a hash of its content (links: their target), except
 * the paths in `skip` (relative to `dir`) and what is under them.
 */
export async function fingerprint(dir: string, skip: string[] = []): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const skipped = new Set(skip.map((path) => resolve(dir, path)));
  const walk = async (current: string) => {
    for (const name of (await readdir(current)).sort()) {
      const path = join(current, name);
      if (skipped.has(path)) continue;
      const key = relative(dir, path);
      const stats = await lstat(path);
      if (stats.isSymbolicLink()) out[key] = `link → ${await readlink(path)}`;
      else if (stats.isDirectory()) {
        out[`${key}/`] = 'folder';
        await walk(path);
      } else out[key] = createHash('sha256').update(await readFile(path)).digest('hex');
    }
  };
  await walk(dir);
  return out;
}

export async function removeAll(dirs: string[]): Promise<void> {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}
