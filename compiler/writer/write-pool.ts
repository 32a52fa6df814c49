// File writes that run beside the build instead of in turn. Creating a file is almost all kernel
// time, and a build that takes thousands of pages from the cache (a CI job that restored
// .docsgen-cache but not the output) spends most of its time there; written one at a time from
// the main thread, they keep one core busy. Handed to libuv's thread pool, several are created at
// once (both cores) while the main thread goes on reading the cache.
//
// A write starts at once; the caller that makes many asks for `room()` now and then, so the
// contents waiting to be written stay bounded. Nothing may read the written files before
// `settled()`, which also reports the first write that failed.
import { constants } from 'node:fs';
import { copyFile, link, mkdir, unlink } from 'node:fs/promises';
import { DocsgenError } from '../errors/docsgen-error.js';
import { linkStored, placeThroughStore, writeNewFile } from '../store/stored-files.js';
import type { CacheStore } from '../store/store.js';

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

  /**
   * `madeDirs`: folders that already exist (made synchronously by the pool's owner), nothing to
   * wait for. `shown`: how a file is named in an error (the owner knows what the user knows it as).
   */
  constructor(
    private readonly madeDirs: ReadonlySet<string> = new Set(),
    private readonly shown: (target: string) => string = (target) => target,
  ) {}

  /** Writes `content` to `target`, creating its folder (`dir`) first. */
  write(target: string, dir: string, content: string | Uint8Array): void {
    void this.run(target, async () => {
      await this.dir(dir);
      await writeNewFile(target, content);
    });
  }

  /** Gives `existing` (written by this pool or already there) a second name `to`, in folder `dir`; a copy where links cannot be made. */
  link(existing: string, to: string, dir: string): void {
    const before = this.files.get(existing);
    void this.run(to, async () => {
      await Promise.all([before, this.dir(dir)]);
      const linkOrCopy = () => link(existing, to).catch(() => copyFile(existing, to, constants.COPYFILE_EXCL));
      // A file already at `to` is replaced, never written into (see writeNewFile).
      await linkOrCopy().catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
        await unlink(to);
        await linkOrCopy();
      });
    });
  }

  /**
   * Links the cache's stored file with content `h` to `target` (store/stored-files.ts), creating
   * its folder `dir` first: true when `target` then holds that content, false when nothing was
   * placed (the file is not stored, or no longer holds it).
   */
  linkStored(store: CacheStore, h: string, target: string, dir: string): Promise<boolean> {
    return this.run(target, async () => {
      await this.dir(dir);
      return linkStored(store, h, target);
    }).then((linked) => linked === true);
  }

  /** Puts `content` (hash `h`) at `target`: linked from the cache's stored file when there is one, else written through the cache. */
  writeStored(store: CacheStore, h: string, target: string, dir: string, content: string | Uint8Array): void {
    void this.run(target, async () => {
      await this.dir(dir);
      await placeThroughStore(store, h, content, target);
    });
  }

  /** Writes started and not yet finished. */
  get underWay(): number {
    return this.running.size;
  }

  /** Resolves when fewer than the pool's bound of writes are under way; throws once a write has failed (a full disk: no use going on). */
  async room(): Promise<void> {
    while (this.running.size >= IN_FLIGHT) await Promise.race(this.running);
    if (this.failure) throw this.failure;
  }

  /** Waits for every write; throws the first failure, or when the pool was stopped (writes were left out). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
    if (this.failure) throw this.failure;
    if (this.stopped) throw new DocsgenError('Interrupted', 'interrupted');
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

  /** Starts `work` (whose outcome is `target`'s); its value, or undefined when it failed or the pool is stopped. */
  private run<T>(target: string, work: () => Promise<T>): Promise<T | undefined> {
    if (this.stopped) return Promise.resolve(undefined);
    let value: T | undefined;
    const task: Promise<void> = work()
      .then((result) => {
        value = result;
      })
      .catch((error: unknown) => {
        this.failure ??= new DocsgenError('OutputNotWritable', `could not write ${this.shown(target)}: ${error instanceof Error ? error.message : String(error)}`, {
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
    return task.then(() => value);
  }
}
