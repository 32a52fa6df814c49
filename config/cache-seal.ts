// The secret that seals docsgen's caches (ROOT/.docsgen-cache), so that a cache folder restored
// from somewhere else (a CI cache anyone with write access to it could have edited) can never
// turn against the build. Every entry docsgen reads back from a cache carries an HMAC-SHA256 of
// its key and its content under this secret, which never lives in the cache folder itself: an
// entry that was not written by a docsgen holding the same secret, or that sits under another
// entry's key, is refused and built again. A checksum alone catches damage, not forgery: anyone
// can recompute it.
//
// The secret is, in order:
// - `DOCSGEN_CACHE_SECRET` (a CI secret, at least 32 characters): every machine given it can
//   reuse the caches of the others (and so can anyone who reads it);
// - else one made for this user on first use, kept outside every site:
//   `$XDG_STATE_HOME/docsgen/cache-secret` (`~/.local/state/…` on Linux, `~/Library/Application
//   Support/…` on macOS, `%LOCALAPPDATA%\…` on Windows). A cache restored on another machine is
//   then of no use there (its entries are refused), never a danger.
// When neither can be had (no writable home), the caches are off, with a warning.
import { createHmac, hash, randomBytes, timingSafeEqual } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';

export const SECRET_ENV = 'DOCSGEN_CACHE_SECRET';
/** Shorter secrets could be guessed from the entries they seal. */
export const MIN_SECRET_LENGTH = 32;

export type CacheSecret =
  | { ok: true; key: Buffer; from: string }
  /** `usage`: the user's own setting is wrong (exit 2); otherwise the caches are off, with a warning. */
  | { ok: false; problem: string; usage: boolean };

let known: CacheSecret | undefined;

/** This process's secret (read once per thread; worker threads find the same one). */
export function cacheSecret(): CacheSecret {
  known ??= findSecret(process.env);
  return known;
}

/** Forgets the secret read (tests that change the environment). */
export function forgetCacheSecret(): void {
  known = undefined;
}

export function findSecret(env: NodeJS.ProcessEnv): CacheSecret {
  const given = env[SECRET_ENV];
  // A CI secret that is not set (a pull request from a fork) expands to an empty string.
  if (given !== undefined && given !== '') {
    if (given.length < MIN_SECRET_LENGTH) {
      return {
        ok: false,
        usage: true,
        problem: `${SECRET_ENV} is ${given.length} characters long; it must be at least ${MIN_SECRET_LENGTH} (e.g. the output of \`openssl rand -hex 32\`)`,
      };
    }
    return { ok: true, key: hash('sha256', `docsgen cache secret\0${given}`, 'buffer'), from: SECRET_ENV };
  }
  let folder: string;
  try {
    folder = secretFolder(env);
  } catch (error) {
    return { ok: false, usage: false, problem: `no home folder to keep the cache secret in (${(error as Error).message})` };
  }
  return fileSecret(join(folder, 'cache-secret'));
}

/** Where this user's secret is kept: outside every site, in a folder CI jobs do not usually cache. */
export function secretFolder(env: NodeJS.ProcessEnv = process.env): string {
  if (env.XDG_STATE_HOME && isAbsolute(env.XDG_STATE_HOME)) return join(env.XDG_STATE_HOME, 'docsgen');
  if (process.platform === 'win32' && env.LOCALAPPDATA) return join(env.LOCALAPPDATA, 'docsgen');
  const home = homedir();
  if (!home) throw new Error('the home folder is not known');
  if (process.platform === 'darwin') return join(home, 'Library', 'Application Support', 'docsgen');
  return join(home, '.local', 'state', 'docsgen');
}

const SECRET_TEXT = /^([0-9a-f]{64})\n?$/;

function readSecretFile(file: string): Buffer | undefined {
  const match = SECRET_TEXT.exec(readFileSync(file, 'utf8'));
  return match ? Buffer.from(match[1]!, 'hex') : undefined;
}

/** The secret in `file`, made there first when there is none (two processes at once agree on one). */
function fileSecret(file: string): CacheSecret {
  try {
    const key = readSecretFile(file);
    if (key) return { ok: true, key, from: file };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return { ok: false, usage: false, problem: `${file} could not be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})` };
  }
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    mkdirSync(join(file, '..'), { recursive: true, mode: 0o700 });
    writeFileSync(temporary, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    try {
      // Made only when there is none: a process that got there first wins, and both use its secret.
      linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Not a secret (damaged): replaced.
      if (!readSecretFile(file)) renameSync(temporary, file);
    }
    const key = readSecretFile(file);
    if (!key) throw new Error('it does not hold a secret');
    return { ok: true, key, from: file };
  } catch (error) {
    return { ok: false, usage: false, problem: `${file} could not be written (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})` };
  } finally {
    rmSync(temporary, { force: true });
  }
}

/**
 * The seal of `parts` under `key`: HMAC-SHA256, hex. Every part but the last is length-prefixed,
 * so no two lists of parts are sealed alike.
 */
export function seal(key: Buffer, parts: readonly (string | Uint8Array)[]): string {
  const hmac = createHmac('sha256', key);
  parts.forEach((part, i) => {
    if (i < parts.length - 1) hmac.update(`${typeof part === 'string' ? Buffer.byteLength(part) : part.byteLength}:`);
    hmac.update(part);
  });
  return hmac.digest('hex');
}

/** Whether `mark` is the seal of `parts` (compared in constant time). */
export function sealHolds(key: Buffer, mark: string, parts: readonly (string | Uint8Array)[]): boolean {
  const expected = Buffer.from(seal(key, parts));
  const given = Buffer.from(mark);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const SEALED_JSON = 'docsgen-sealed-json 1';

/**
 * A JSON value as a file's text, sealed for `label` (what it is, and where: a file moved to
 * another name or made for another use is refused): a first line with the seal, then the JSON.
 */
export function sealedJson(key: Buffer, label: string, value: unknown): string {
  const json = JSON.stringify(value);
  return `${SEALED_JSON} ${seal(key, [label, json])}\n${json}`;
}

/** The value of a file's text made by `sealedJson` with the same key and label; undefined otherwise. */
export function unsealJson(key: Buffer, label: string, text: string): unknown {
  const newline = text.indexOf('\n');
  if (newline === -1 || !text.startsWith(`${SEALED_JSON} `)) return undefined;
  const mark = text.slice(SEALED_JSON.length + 1, newline);
  const json = text.slice(newline + 1);
  if (!sealHolds(key, mark, [label, json])) return undefined;
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}
