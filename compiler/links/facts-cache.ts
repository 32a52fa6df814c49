// Page facts cached by content hash in <root>/.docsgen-cache/links/pages.json, so a run after a small
// edit reads every page but parses only the ones that changed. One JSON file rather than one file
// per page: a warm run of 4,000 pages then costs one read and one parse instead of 4,000 opens.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageFacts } from './page-facts.js';

interface CacheFile {
  fingerprint: string;
  entries: Record<string, PageFacts>;
}

export class FactsCache {
  private readonly used = new Map<string, PageFacts>();
  private added = 0;

  private constructor(
    private readonly file: string | null,
    private readonly fingerprint: string,
    private readonly stored: Record<string, PageFacts>,
  ) {}

  /** The cache in `dir`; empty when absent, unreadable or made by other analysis code. */
  static load(dir: string, fingerprint: string): FactsCache {
    const file = join(dir, 'pages.json');
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as CacheFile;
      if (parsed.fingerprint === fingerprint && parsed.entries && typeof parsed.entries === 'object') {
        return new FactsCache(file, fingerprint, parsed.entries);
      }
    } catch {
      // A missing or corrupt cache is an empty one: it only ever costs a re-parse.
    }
    return new FactsCache(file, fingerprint, {});
  }

  /** A cache that keeps nothing (--no-cache). */
  static disabled(): FactsCache {
    return new FactsCache(null, '', {});
  }

  get(key: string): PageFacts | undefined {
    const facts = this.used.get(key) ?? (Object.hasOwn(this.stored, key) ? this.stored[key] : undefined);
    if (facts) this.used.set(key, facts);
    return facts;
  }

  set(key: string, facts: PageFacts): void {
    this.used.set(key, facts);
    this.added++;
  }

  /**
   * Writes the cache when anything was added. Entries of this run come first; entries no page uses
   * now are kept up to as many again (the other side of a branch switch), oldest dropped first.
   */
  save(): void {
    if (!this.file || this.added === 0) return;
    const entries: Record<string, PageFacts> = Object.fromEntries(this.used);
    let spare = Math.max(100, this.used.size);
    for (const [key, facts] of Object.entries(this.stored)) {
      if (spare === 0) break;
      if (this.used.has(key)) continue;
      entries[key] = facts;
      spare--;
    }
    const data: CacheFile = { fingerprint: this.fingerprint, entries };
    const dir = join(this.file, '..');
    mkdirSync(dir, { recursive: true });
    // Keeps the cache out of the site's repository even when its .gitignore does not mention it.
    if (!existsSync(join(dir, '.gitignore'))) writeFileSync(join(dir, '.gitignore'), '*\n');
    // Write then rename, so a run that reads concurrently never sees half a file.
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(data));
    renameSync(temporary, this.file);
  }
}
