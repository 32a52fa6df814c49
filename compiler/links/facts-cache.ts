// Page facts cached by content hash in <root>/.docsgen-cache/links/pages.json, so a run after a small
// edit reads every page but parses only the ones that changed. One JSON file rather than one file
// per page: a warm run of 4,000 pages then costs one read and one parse instead of 4,000 opens.
// The file is sealed with the cache secret (config/cache-seal.ts): one restored from elsewhere and
// not written by this docsgen's secret is an empty cache, never believed.
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readRegularFile, realFolder } from '../../config/cache-files.js';
import { cacheSecret, sealedJson, unsealJson } from '../../config/cache-seal.js';
import type { PageFacts } from './page-facts.js';

/** What the file's seal covers besides its text. */
const LABEL = 'check-links page facts 1';

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
    const secret = cacheSecret();
    if (!secret.ok) return FactsCache.disabled();
    // A missing, corrupt or foreign cache is an empty one: it only ever costs a re-parse.
    const text = readRegularFile(file, { follow: false });
    const parsed = text && (unsealJson(secret.key, LABEL, text.toString('utf8')) as CacheFile | undefined);
    if (parsed && parsed.fingerprint === fingerprint && parsed.entries && typeof parsed.entries === 'object') {
      return new FactsCache(file, fingerprint, parsed.entries);
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
    const secret = cacheSecret();
    if (!secret.ok) return;
    const data: CacheFile = { fingerprint: this.fingerprint, entries };
    const dir = join(this.file, '..');
    // Real folders: a link where the cache's folder belongs is replaced, never written through.
    realFolder(join(dir, '..'));
    realFolder(dir);
    // Keeps the cache out of the site's repository even when its .gitignore does not mention it.
    if (!existsSync(join(dir, '.gitignore'))) writeFileSync(join(dir, '.gitignore'), '*\n');
    // Write then rename, so a run that reads concurrently never sees half a file.
    const temporary = `${this.file}.${process.pid}.tmp`;
    try {
      writeFileSync(temporary, sealedJson(secret.key, LABEL, data));
      renameSync(temporary, this.file);
    } finally {
      rmSync(temporary, { force: true });
    }
  }
}
