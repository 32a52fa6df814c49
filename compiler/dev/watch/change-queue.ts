// Runs change handlers one at a time; changes that arrive meanwhile are merged into the next run,
// so a burst of saves costs one rebuild, not one per file.
//
// Saving a file truncates it, then writes it, and the watcher may report the truncation before
// the write lands. Two guards, neither of which delays an ordinary save:
// - a changed file that is empty gets a few milliseconds for its content to arrive (an empty
//   file is rarely what a writer meant to save), so the page is not built blank first;
// - each file's size and time are noted before a run and checked after it, and a file that
//   moved meanwhile is run again (the watcher drops a second event within a few milliseconds).
import { statSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** How long an empty file is given to fill, in steps. */
const EMPTY_WAIT_STEPS = 10;
const EMPTY_WAIT_STEP_MS = 10;
import type { FileChange } from './watch-site.js';

export interface ChangeQueue {
  push(changes: FileChange[]): void;
  /** Resolves when nothing is running or pending. */
  idle(): Promise<void>;
  stop(): void;
}

export function createChangeQueue(run: (changes: FileChange[]) => Promise<void>, onError: (error: unknown) => void): ChangeQueue {
  let pending: FileChange[] = [];
  let running: Promise<void> | undefined;
  let stopped = false;

  // The state of each file when it was last handled: a second report of the same write (two
  // watchers see it) is dropped.
  const handled = new Map<string, string>();

  const runBatch = async (reported: FileChange[]) => {
    await settle(reported);
    const batch = dedupe(reported).filter((c) => c.event !== 'change' || handled.get(c.path) !== fileState(c.path));
    if (batch.length === 0) return;
    const before = new Map(batch.filter((c) => c.event !== 'unlink').map((c) => [c.path, fileState(c.path)]));
    for (const change of batch) {
      if (change.event === 'unlink') handled.delete(change.path);
      else handled.set(change.path, before.get(change.path)!);
    }
    try {
      await run(batch);
    } catch (error) {
      onError(error);
    }
    for (const [path, state] of before) {
      if (fileState(path) !== state && !pending.some((c) => c.path === path)) pending.push({ event: 'change', path });
    }
  };

  const next = () => {
    if (running || stopped || pending.length === 0) return;
    const batch = pending;
    pending = [];
    running = runBatch(batch).finally(() => {
      running = undefined;
      next();
    });
  };

  return {
    push(changes) {
      for (const change of changes) pending.push(change);
      next();
    },
    async idle() {
      while (running) await running;
    },
    stop() {
      stopped = true;
    },
  };
}

/** Waits, briefly, for changed files that are empty to receive their content. */
async function settle(changes: FileChange[]): Promise<void> {
  const empty = changes.filter((c) => c.event !== 'unlink' && fileState(c.path).startsWith('0:'));
  for (const { path } of empty) {
    const state = fileState(path);
    for (let step = 0; step < EMPTY_WAIT_STEPS && fileState(path) === state; step++) await sleep(EMPTY_WAIT_STEP_MS);
  }
}

function fileState(path: string): string {
  try {
    const stats = statSync(path);
    return `${stats.size}:${stats.mtimeMs}`;
  } catch {
    return 'missing';
  }
}

/** One entry per file (the last event wins, but an add stays an add). */
function dedupe(changes: FileChange[]): FileChange[] {
  const byPath = new Map<string, FileChange>();
  for (const change of changes) {
    const earlier = byPath.get(change.path);
    byPath.set(change.path, earlier?.event === 'add' && change.event === 'change' ? earlier : change);
  }
  return [...byPath.values()];
}
