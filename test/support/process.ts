// Runs a command to completion and keeps what it printed; a non-zero exit is a result, not an error.
import { spawn, type SpawnOptions } from 'node:child_process';

export interface ProcessResult {
  /** null when the process was killed (see `signal`). */
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export type RunOptions = Pick<SpawnOptions, 'cwd' | 'env' | 'timeout' | 'killSignal'>;

/** Rejects only when the command cannot be started (ENOENT and the like). */
export function runProcess(command: string, args: string[], options: RunOptions = {}): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}
