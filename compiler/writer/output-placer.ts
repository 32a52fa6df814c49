// Puts files into the build's output: a file the previous output holds with the very bytes wanted
// (cache/output-record.ts checks its stamp) is kept where it is when the build patches the output,
// or hard-linked into the staging folder when it replaces it. A page's HTML and Markdown are
// otherwise linked from the files the cache keeps of them (store/stored-files.ts), or written
// through it; any other file is written. All of it in the background (write-pool.ts): nothing
// reads the staging folder's new files before `settled()`.
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { PreviousOutput } from '../cache/output-record.js';
import { NO_CACHE, type CacheStore } from '../store/store.js';
import type { StagingDir } from './output-dir.js';
import { WritePool } from './write-pool.js';

export class OutputPlacer {
  /** Path (relative to the output) → SHA-1 of what was placed there, for the next record. */
  readonly written = new Map<string, string>();
  /** The files taken from the previous output as they were, kept or linked (their stamps are the same as recorded). */
  readonly reused = new Set<string>();
  /** The staging folder: where files are written. */
  readonly outDir: string;
  private readonly dirs = new Set<string>();
  private readonly writes = new WritePool(this.dirs, (target) => `the output's ${relative(this.outDir, target).split(sep).join('/')}`);

  constructor(
    private readonly staging: StagingDir,
    private readonly previous: PreviousOutput,
    /** The persistent cache, whose stored files (store/stored-files.ts) `placeStored` links from. */
    private readonly store: CacheStore = NO_CACHE,
  ) {
    this.outDir = staging.path;
  }

  /** Resolves when the files being written leave room for more (callers placing many ask now and then). */
  room(): Promise<void> {
    return this.writes.room();
  }

  /** Resolves when every file placed is written; throws the first write that failed. */
  settled(): Promise<void> {
    return this.writes.settled();
  }

  /** Writes nothing more and waits for the writes under way (a build that failed or was interrupted, before its folders are removed). */
  stop(): Promise<void> {
    return this.writes.stop();
  }

  ensureDir(dir: string): void {
    if (this.dirs.has(dir)) return;
    mkdirSync(dir, { recursive: true });
    this.dirs.add(dir);
  }

  /**
   * Places `file` with content `text` (or, when only its hash is known, the previous output's
   * file). Returns false when neither could be done. `stored`: written through the cache, as a
   * file of its own there (store/stored-files.ts), or linked from it when it is there already.
   */
  place(file: string, h: string, text: (() => string | Buffer | undefined) | string | Uint8Array, options: { stored?: boolean } = {}): boolean {
    if (this.reuse(file, h)) {
      this.written.set(file, h);
      return true;
    }
    const content = typeof text === 'function' ? text() : text;
    if (content === undefined) return false;
    const target = join(this.outDir, file);
    if (options.stored && this.store.dir !== null) this.writes.writeStored(this.store, h, target, dirname(target), content);
    else this.writes.write(target, dirname(target), content);
    this.written.set(file, h);
    return true;
  }

  /**
   * Places `file`, whose content has hash `h`, from the previous output, or else links the cache's
   * stored copy (in the background; checked once linked). False when neither holds it.
   */
  async placeStored(file: string, h: string): Promise<boolean> {
    if (this.reuse(file, h)) {
      this.written.set(file, h);
      return true;
    }
    const target = join(this.outDir, file);
    if (!(await this.writes.linkStored(this.store, h, target, dirname(target)))) return false;
    this.written.set(file, h);
    return true;
  }

  /** A second name for a file already placed (`x.html` beside `x/index.html`). */
  alias(file: string, of: string): void {
    const h = this.written.get(of)!;
    if (!this.reused.has(of) || !this.reuse(file, h)) {
      const target = join(this.outDir, file);
      this.writes.link(this.staging.pathOf(of), target, dirname(target));
    }
    this.written.set(file, h);
  }

  /**
   * Keeps every one of `files` as the previous output holds them, or none: only when patching the
   * output (a file kept there is never written to, so giving up half-way is harmless) and every
   * file is still the one recorded.
   */
  keepAll(files: readonly string[]): boolean {
    if (!this.staging.previous) return false;
    const hashes: string[] = [];
    for (const file of files) {
      const h = this.previous.hashOf(file);
      if (h === undefined || !this.keepable(file, h)) return false;
      hashes.push(h);
    }
    files.forEach((file, i) => {
      this.staging.keep(file);
      this.reused.add(file);
      this.written.set(file, hashes[i]!);
    });
    return true;
  }

  /** Keeps the previous output's file `file` when patching and it is still the one recorded, and gives its text. */
  keepText(file: string): string | undefined {
    return this.keep(file) ? readFileSync(this.staging.pathOf(file), 'utf8') : undefined;
  }

  /** Keeps the previous output's file `file` when patching and it is still the one recorded. */
  keep(file: string): boolean {
    const h = this.previous.hashOf(file);
    if (h === undefined || !this.staging.previous || !this.reuse(file, h)) return false;
    this.written.set(file, h);
    return true;
  }

  /** The previous output's file `file`, read, when it is still the one recorded (whether or not this build keeps it). */
  previousBytes(file: string): Buffer | undefined {
    return this.previous.read(file);
  }

  /** Records a file written by someone else (a worker), by its content. */
  noteWritten(file: string, h: string): void {
    this.written.set(file, h);
  }

  /**
   * Patching: the output's file can stay when the walk found it as a regular file reached through
   * real folders (a folder replaced by a link is not the output's) and its stamp is the one
   * recorded with hash `h`.
   */
  private keepable(file: string, h: string): boolean {
    return this.staging.previous?.files.has(file) === true && this.previous.unchanged(file, h);
  }

  /** Takes the previous output's file when it is still the one recorded with hash `h`: kept when patching, else linked. */
  private reuse(file: string, h: string): boolean {
    if (this.staging.previous) {
      if (!this.keepable(file, h)) return false;
      this.staging.keep(file);
    } else {
      if (!this.previous.has(file, h)) return false;
      const target = join(this.outDir, file);
      this.ensureDir(dirname(target));
      if (!this.previous.link(file, h, target)) return false;
    }
    this.reused.add(file);
    return true;
  }
}
