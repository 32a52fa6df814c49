// Runs `docsgen dev` as a writer does (the real CLI, in its own process) and reads what it prints.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../../support/paths.js';
import { cliEnvironment } from '../../support/site.js';

const CLI = join(REPO_ROOT, 'bin/docsgen.mjs');

export interface DevProcess {
  /** The site's address, as the server printed it. */
  url: string;
  port: number;
  pid: number;
  /** Everything printed so far, stdout and stderr interleaved. */
  output(): string;
  /** Resolves with the first match in the output printed from `since` on (a length of output()). */
  waitForOutput(pattern: RegExp, options?: { since?: number; timeout?: number }): Promise<RegExpMatchArray>;
  /** Sends `signal` and resolves with how the process ended. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function startDev(root: string, args: string[] = ['--port', '0']): Promise<DevProcess> {
  const child = spawn(process.execPath, [CLI, 'dev', root, ...args], { cwd: REPO_ROOT, env: cliEnvironment(), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: string) => {
    output += chunk;
    for (const listener of listeners) listener();
  };
  child.stdout.setEncoding('utf8').on('data', onData);
  child.stderr.setEncoding('utf8').on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
    for (const listener of listeners) listener();
  });

  const waitForOutput: DevProcess['waitForOutput'] = (pattern, { since = 0, timeout = 60_000 } = {}) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const match = output.slice(since).match(pattern);
        if (match) return done(() => resolve(match));
        if (hasExited) return done(() => reject(new Error(`docsgen dev exited before printing ${pattern}:\n${output}`)));
      };
      const timer = setTimeout(() => done(() => reject(new Error(`timed out waiting for ${pattern} in:\n${output}`))), timeout);
      const done = (settle: () => void) => {
        clearTimeout(timer);
        listeners.delete(check);
        settle();
      };
      listeners.add(check);
      check();
    });

  const stop: DevProcess['stop'] = async (signal = 'SIGINT') => {
    if (!hasExited) child.kill(signal);
    return exited;
  };

  try {
    const [url] = await waitForOutput(/http:\/\/\S+\//);
    return { url, port: Number(new URL(url).port), pid: child.pid!, output: () => output, waitForOutput, stop };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

/** Process ids whose parent is `pid` (Linux /proc), to prove nothing is left behind. */
export async function childProcesses(pid: number): Promise<number[]> {
  const { readdir, readFile } = await import('node:fs/promises');
  const children: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      // Field 4 is the parent id; the command name (field 2) may contain spaces, so split after ')'.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return children;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
