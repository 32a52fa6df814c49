// Runs the CLI with some folders read-only, as on a read-only mount or a folder the user may not
// write: for root (which permissions do not stop), each folder is bind-mounted read-only in a
// mount namespace of the command's own (`unshare -m`: nothing outside the command sees it); for
// anyone else, the folders lose their write permission for the run (EACCES rather than EROFS).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { chmod, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './paths.js';
import { runProcess } from './process.js';
import { cliEnvironment } from './site.js';

const CLI = join(REPO_ROOT, 'bin/docsgen.mjs');

/** How folders are made read-only here, or why they cannot be (then the tests say so). */
export const readOnlyWay: { how: 'mount' } | { how: 'chmod' } | { how: 'none'; why: string } = (() => {
  if (process.getuid?.() !== 0) return { how: 'chmod' };
  const probe = mkdtempSync(join(tmpdir(), 'docsgen-ro-probe-'));
  try {
    execFileSync('unshare', ['-m', 'sh', '-c', 'mount --bind "$1" "$1" && mount -o remount,bind,ro "$1"', 'sh', probe], { stdio: 'ignore' });
    return { how: 'mount' };
  } catch (error) {
    return { how: 'none', why: `running as root without a mount namespace of its own (unshare -m: ${(error as Error).message})` };
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
})();

export interface ReadOnlyRun {
  code: number | null;
  output: string;
  stdout: string;
  stderr: string;
}

/** `docsgen <args>` with `folders` read-only; killed after `timeoutMs` (a hang: code null). */
export async function docsgenReadOnly(folders: string[], args: string[], options: { env?: Record<string, string | undefined>; timeoutMs?: number } = {}): Promise<ReadOnlyRun> {
  const env = cliEnvironment(options.env);
  const run = { cwd: REPO_ROOT, env, timeout: options.timeoutMs ?? 60_000, killSignal: 'SIGKILL' as const };
  let result;
  if (readOnlyWay.how === 'mount') {
    // Each folder over itself, then made read-only: `"$@"` is the command.
    const mounts = folders.map((_, i) => `mount --bind "$${i + 1}" "$${i + 1}" && mount -o remount,bind,ro "$${i + 1}"`).join(' && ');
    const script = `${mounts} && shift ${folders.length} && exec "$@"`;
    result = await runProcess('unshare', ['-m', 'sh', '-c', script, 'sh', ...folders, process.execPath, CLI, ...args], run);
  } else if (readOnlyWay.how === 'chmod') {
    const modes = await Promise.all(folders.map(async (folder) => (await stat(folder)).mode & 0o7777));
    await Promise.all(folders.map((folder) => chmod(folder, 0o555)));
    try {
      result = await runProcess(process.execPath, [CLI, ...args], run);
    } finally {
      await Promise.all(folders.map((folder, i) => chmod(folder, modes[i]!)));
    }
  } else {
    throw new Error(`folders cannot be made read-only here: ${readOnlyWay.why}`);
  }
  return { code: result.code, stdout: result.stdout, stderr: result.stderr, output: result.stdout + result.stderr };
}
