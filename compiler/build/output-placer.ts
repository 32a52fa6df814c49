// Puts files into the build's staging folder: hard-linked from the previous output when it holds
// the very bytes wanted (cache/output-record.ts checks that), otherwise written.
import { copyFileSync, linkSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PreviousOutput } from '../cache/output-record.js';

export class OutputPlacer {
  /** Path (relative to the output) → SHA-1 of what was placed there, for the next record. */
  readonly written = new Map<string, string>();
  /** The files hard-linked from the previous output (their stamps are the same as recorded). */
  readonly linked = new Set<string>();
  private readonly dirs = new Set<string>();

  constructor(
    readonly outDir: string,
    private readonly previous: PreviousOutput,
  ) {}

  ensureDir(dir: string): void {
    if (this.dirs.has(dir)) return;
    mkdirSync(dir, { recursive: true });
    this.dirs.add(dir);
  }

  /**
   * Places `file` with content `text` (or, when only its hash is known, the previous output's
   * file). Returns false when neither could be done.
   */
  place(file: string, h: string, text: (() => string | Buffer | undefined) | string): boolean {
    const target = join(this.outDir, file);
    this.ensureDir(dirname(target));
    if (this.previous.link(file, h, target)) this.linked.add(file);
    else {
      const content = typeof text === 'string' ? text : text();
      if (content === undefined) return false;
      writeFileSync(target, content);
    }
    this.written.set(file, h);
    return true;
  }

  /** A second name for a file already placed (`x.html` beside `x/index.html`). */
  alias(file: string, of: string): void {
    const target = join(this.outDir, file);
    this.ensureDir(dirname(target));
    copyOrLink(join(this.outDir, of), target);
    this.written.set(file, this.written.get(of)!);
    if (this.linked.has(of)) this.linked.add(file);
  }

  /** Records a file written by someone else (a worker), by its content. */
  noteWritten(file: string, h: string): void {
    this.written.set(file, h);
  }
}

function copyOrLink(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}
