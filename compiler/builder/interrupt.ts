// What a build must undo however it ends. A thrown error is handled where it is thrown (try and
// finally); this covers the rest: Ctrl-C (SIGINT), SIGTERM and SIGHUP, and a process that exits
// from somewhere unexpected (process.exit in a callback, an uncaught exception). On a signal the
// asynchronous part (stopping worker threads, which may still be writing) runs first, then the
// synchronous part (removing folders), then the process exits as a signalled process does
// (128 + the signal's number). A second signal while that runs exits at once.
import { constants } from 'node:os';

export interface Undo {
  /** Stops what may still write (worker threads); awaited before `remove` on a signal. */
  stop?(): Promise<void>;
  /** Removes what the run left; must be synchronous, as it also runs on process exit. */
  remove(): void;
}

const pending = new Set<Undo>();
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
/** Bounds the wait for worker threads, so a stuck one cannot keep an interrupted build alive. */
const STOP_TIMEOUT_MS = 3000;
let interrupted = false;

function removeAll(): void {
  for (const undo of pending) {
    try {
      undo.remove();
    } catch {
      // Best effort: the next build removes what is left (see run-folders.ts).
    }
  }
  pending.clear();
}

async function onSignal(signal: (typeof SIGNALS)[number]): Promise<void> {
  const code = 128 + (constants.signals[signal] ?? 2);
  if (interrupted) {
    removeAll();
    process.exit(code);
  }
  interrupted = true;
  process.stderr.write(`\ndocsgen: ${signal === 'SIGINT' ? 'interrupted' : `stopped by ${signal}`}; removing the unfinished output\n`);
  const stops = [...pending].flatMap((undo) => (undo.stop ? [undo.stop().catch(() => undefined)] : []));
  await Promise.race([Promise.all(stops), new Promise((done) => setTimeout(done, STOP_TIMEOUT_MS).unref())]);
  removeAll();
  process.exit(code);
}

const listeners = new Map(SIGNALS.map((signal) => [signal, () => void onSignal(signal)]));

function install(): void {
  for (const [signal, listener] of listeners) process.on(signal, listener);
  process.on('exit', removeAll);
}

function uninstall(): void {
  for (const [signal, listener] of listeners) process.off(signal, listener);
  process.off('exit', removeAll);
}

/** Registers `undo` until the returned function is called (when the run has tidied up itself). */
export function undoOnInterrupt(undo: Undo): () => void {
  if (pending.size === 0) install();
  pending.add(undo);
  return () => {
    pending.delete(undo);
    if (pending.size === 0 && !interrupted) uninstall();
  };
}
