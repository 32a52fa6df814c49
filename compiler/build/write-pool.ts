// File writes that run beside the build instead of in turn. Creating a file is almost all kernel
// time, and a build that takes thousands of pages from the cache (a CI job that restored
// .docsgen-cache but not the output) spends most of its time there; written one at a time from
// the main thread, they keep one core busy. Handed to libuv's thread pool, several are created at
// once (both cores) while the main thread goes on reading the cache.
//
// A write starts at once; the caller that makes many asks for `room()` now and then, so the
// contents waiting to be written stay bounded. Nothing may read the written files before
// `settled()`, which also reports the first write that failed.
import { copyFile, link, mkdir, writeFile } from 'node:fs/promises';
import { DocsgenError } from '../errors.js';

/** Writes under way at once: enough to keep libuv's four threads busy, few enough to bound memory. */
const IN_FLIGHT = 32;

export class WritePool {
  private readonly running = new Set<Promise<void>>();
  /** Folders created or being created, so each is asked for once. */
  private readonly dirs = new Map<string, Promise<unknown>>();
  /** Files being written, so a second name for one (`link`) waits for it. */
  private readonly files = new Map<string, Promise<void>>();
  private failure: DocsgenError | undefined;
  private stopped = false;

  /** Folders that already exist (made synchronously by the pool's owner): nothing to wait for. */
  constructor(private readonly madeDirs: ReadonlySet<string> = new Set()) {}

  /** Writes `content` to `target`, creating its folder (`dir`) first. */
  write(target: string, dir: string, content: string | Uint8Array): void {
    this.run(target, async () => {
      await this.dir(dir);
      await writeFile(target, content);
    });
  }

  /** Gives `existing` (written by this pool or already there) a second name `to`, in folder `dir`; a copy where links cannot be made. */
  link(existing: string, to: string, dir: string): void {
    const before = this.files.get(existing);
    this.run(to, async () => {
      await Promise.all([before, this.dir(dir)]);
      try {
        await link(existing, to);
      } catch {
        await copyFile(existing, to);
      }
    });
  }

  /** Writes started and not yet finished. */
  get underWay(): number {
    return this.running.size;
  }

  /** Resolves when fewer than the pool's bound of writes are under way. */
  async room(): Promise<void> {
    while (this.running.size >= IN_FLIGHT) await Promise.race(this.running);
  }

  /** Waits for every write; throws the first failure. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
    if (this.failure) throw this.failure;
  }

  /** Starts no more writes and waits for those under way, whatever their outcome (an interrupted or failed build). */
  async stop(): Promise<void> {
    this.stopped = true;
    while (this.running.size > 0) await Promise.all(this.running);
  }

  private dir(dir: string): Promise<unknown> | undefined {
    if (this.madeDirs.has(dir)) return undefined;
    let made = this.dirs.get(dir);
    if (!made) {
      made = mkdir(dir, { recursive: true });
      // A failure is the write's to report; the map only shares the attempt.
      made.catch(() => undefined);
      this.dirs.set(dir, made);
    }
    return made;
  }

  private run(target: string, work: () => Promise<void>): void {
    if (this.stopped) return;
    const task: Promise<void> = work()
      .catch((error: unknown) => {
        this.failure ??= new DocsgenError('usage', `could not write ${target}: ${error instanceof Error ? error.message : String(error)}`, {
          hint: 'Check that the disk has room and that the output folder and everything in it can be written; the previous output was left as it was.',
          cause: error,
        });
      })
      .finally(() => {
        this.running.delete(task);
        if (this.files.get(target) === task) this.files.delete(target);
      });
    this.running.add(task);
    this.files.set(target, task);
  }
}
