// Helpers for the "hostile sites" suite: real sites in temporary folders, the real CLI, and
// fingerprints of everything around the output, to prove a build touched nothing else.
import { createHash, randomBytes } from 'node:crypto';
import { lstat, mkdir, mkdtemp, readdir, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { findSecret, seal, SECRET_ENV } from '../../config/cache-seal.js';
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
      // A FIFO would block a read for ever.
      else if (!stats.isFile() && !stats.isDirectory()) out[key] = 'not a file';
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

/** The secret the cache suites give the CLI (DOCSGEN_CACHE_SECRET), so they can seal entries as one who holds it would. */
export const TEST_SECRET = 'hostile-suite-secret-0123456789abcdef';

/** The key `TEST_SECRET` seals with (config/cache-seal.ts derives it so). */
export function testSecretKey(): Buffer {
  const secret = findSecret({ [SECRET_ENV]: TEST_SECRET });
  if (!secret.ok) throw new Error(secret.problem);
  return secret.key;
}

/** A file of the build cache (ROOT/.docsgen-cache/build/<2 hex>/<key>), decoded. */
export interface CacheFile {
  path: string;
  key: string;
  /** 'raw': a stored output file (stored-files.ts), kept as its bytes. */
  format: 'json' | 'text' | 'raw';
  /** The JSON value, the text, or the bytes. */
  value: unknown;
}

/** Every entry and stored file of a site's build cache. */
export async function readCache(site: string): Promise<CacheFile[]> {
  const dir = join(site, '.docsgen-cache', 'build');
  const files: CacheFile[] = [];
  for (const sub of (await readdir(dir)).filter((name) => /^[0-9a-f]{2}$/.test(name)).sort()) {
    for (const key of (await readdir(join(dir, sub))).filter((name) => /^[0-9a-f]{64}$/.test(name)).sort()) {
      const path = join(dir, sub, key);
      const bytes = await readFile(path);
      const newline = bytes.indexOf(10);
      const header = bytes.subarray(0, Math.max(newline, 0)).toString('latin1');
      const body = bytes.subarray(newline + 1).toString('utf8');
      if (header.startsWith('docsgen-cache-entry ')) files.push({ path, key, format: 'json', value: JSON.parse(body) });
      else if (header.startsWith('docsgen-cache-text ')) files.push({ path, key, format: 'text', value: body });
      else files.push({ path, key, format: 'raw', value: bytes });
    }
  }
  return files;
}

/**
 * How an entry is forged: `checksummed` as entries were before they were sealed (a SHA-1 anyone can
 * compute), `foreign` sealed with a secret that is not the build's, `sealed` with the build's own
 * (`TEST_SECRET`: what someone who stole it could do).
 */
export type Forgery = 'checksummed' | 'foreign' | 'sealed';

/** An entry file holding `value` under `key` (a string: a text entry), forged as `how`. */
export function forgeEntry(key: string, value: unknown, how: Forgery): Buffer {
  const text = typeof value === 'string';
  const body = Buffer.from(text ? value : JSON.stringify(value));
  if (how === 'checksummed') {
    return Buffer.concat([Buffer.from(`${text ? 'docsgen-cache-text 1' : 'docsgen-cache-entry 1'} ${createHash('sha1').update(body).digest('hex')} ${body.length}\n`), body]);
  }
  const magic = text ? 'docsgen-cache-text 2' : 'docsgen-cache-entry 2';
  const secret = how === 'sealed' ? testSecretKey() : randomBytes(32);
  return Buffer.concat([Buffer.from(`${magic} ${seal(secret, [magic, key, body])} ${body.length}\n`), body]);
}

/** Every file's text under `dir` (recursively), for looking for what must not be there. */
export async function allText(dir: string): Promise<string> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const texts = await Promise.all(entries.filter((entry) => entry.isFile()).map((entry) => readFile(join(entry.parentPath, entry.name), 'latin1')));
  return texts.join('\n');
}
