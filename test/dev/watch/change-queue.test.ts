import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createChangeQueue } from '../../../compiler/dev/watch/change-queue.js';
import type { FileChange } from '../../../compiler/dev/watch/watch-site.js';
import { tempDir } from '../../support/temp-dir.js';

describe('createChangeQueue', () => {
  it('runs one batch at a time and merges what arrives meanwhile', async () => {
    const runs: string[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const queue = createChangeQueue(async (changes) => {
      runs.push(changes.map((c) => c.path));
      if (runs.length === 1) await gate;
    }, (error) => {
      throw error;
    });
    queue.push([{ event: 'unlink', path: '/a' }]);
    queue.push([{ event: 'unlink', path: '/b' }]);
    queue.push([{ event: 'unlink', path: '/c' }]);
    release();
    await queue.idle();
    expect(runs).toEqual([['/a'], ['/b', '/c']]);
  });

  it('runs a file again when it changed while its batch ran (a save read half-written)', async () => {
    const file = join(tempDir('docsgen-queue-', { in: 'system' }), 'page.mdx');
    writeFileSync(file, '');
    const seen: FileChange[][] = [];
    const queue = createChangeQueue(async (changes) => {
      seen.push(changes);
      // The writer finishes while the handler works; no second event arrives for it.
      if (seen.length === 1) writeFileSync(file, '# The whole page');
    }, (error) => {
      throw error;
    });
    queue.push([{ event: 'change', path: file }]);
    await queue.idle();
    expect(seen).toEqual([[{ event: 'change', path: file }], [{ event: 'change', path: file }]]);
  });

  it('gives a file that was emptied a moment to receive its content before running', async () => {
    const file = join(tempDir('docsgen-queue-', { in: 'system' }), 'page.mdx');
    writeFileSync(file, '');
    const seen: string[] = [];
    const queue = createChangeQueue(async () => {
      seen.push(readFileSync(file, 'utf8'));
    }, (error) => {
      throw error;
    });
    queue.push([{ event: 'change', path: file }]);
    // The writer's content lands a little after the truncation was reported.
    setTimeout(() => writeFileSync(file, '# The whole page'), 15);
    await queue.idle();
    expect(seen).toEqual(['# The whole page']);
  });

  it('keeps going after a failing run, and stops when told', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const queue = createChangeQueue(async () => {
      calls++;
      throw new Error('boom');
    }, (error) => errors.push(error));
    queue.push([{ event: 'unlink', path: '/a' }]);
    await queue.idle();
    queue.push([{ event: 'unlink', path: '/b' }]);
    await queue.idle();
    expect(calls).toBe(2);
    expect(errors).toHaveLength(2);
    queue.stop();
    queue.push([{ event: 'unlink', path: '/c' }]);
    await queue.idle();
    expect(calls).toBe(2);
  });
});
