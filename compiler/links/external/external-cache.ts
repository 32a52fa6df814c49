// Verdicts on external URLs, kept for a while in <root>/.docsgen-cache/links/external.json so that
// a second --external run does not ask every server again. A working link is trusted for a day; a
// broken one only for an hour, so a fixed server (or a flaky network) is noticed soon. Sealed with
// the cache secret (config/cache-seal.ts), as every cache docsgen reads back: a file restored from
// elsewhere cannot pass a broken link.
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readRegularFile, realFolder } from '../../../config/cache-files.js';
import { cacheSecret, sealedJson, unsealJson } from '../../../config/cache-seal.js';

const LABEL = 'check-links external verdicts 1';

export const OK_TTL_MS = 24 * 60 * 60 * 1000;
export const BROKEN_TTL_MS = 60 * 60 * 1000;

export interface ExternalVerdict {
  ok: boolean;
  /** "404 Not Found", "no answer within 10 s"… */
  message: string;
  checkedAt: number;
}

export class ExternalCache {
  private entries: Record<string, ExternalVerdict> = {};
  private changed = false;

  constructor(private readonly file: string | null, private readonly now: () => number = Date.now) {
    const secret = cacheSecret();
    if (!file || !secret.ok) return;
    const text = readRegularFile(file, { follow: false });
    const entries = text && unsealJson(secret.key, LABEL, text.toString('utf8'));
    if (typeof entries === 'object' && entries !== null) this.entries = entries as Record<string, ExternalVerdict>;
  }

  static inDir(dir: string | null): ExternalCache {
    return new ExternalCache(dir ? join(dir, 'external.json') : null);
  }

  get(url: string): ExternalVerdict | undefined {
    const entry = Object.hasOwn(this.entries, url) ? this.entries[url] : undefined;
    if (!entry) return undefined;
    const age = this.now() - entry.checkedAt;
    return age >= 0 && age < (entry.ok ? OK_TTL_MS : BROKEN_TTL_MS) ? entry : undefined;
  }

  set(url: string, verdict: ExternalVerdict): void {
    this.entries[url] = verdict;
    this.changed = true;
  }

  /** Writes the cache, without the entries that have expired. */
  save(): void {
    const secret = cacheSecret();
    if (!this.file || !this.changed || !secret.ok) return;
    const kept: Record<string, ExternalVerdict> = {};
    for (const [url, entry] of Object.entries(this.entries)) if (this.get(url)) kept[url] = entry;
    realFolder(join(this.file, '..', '..'));
    realFolder(join(this.file, '..'));
    const temporary = `${this.file}.${process.pid}.tmp`;
    try {
      writeFileSync(temporary, sealedJson(secret.key, LABEL, kept));
      renameSync(temporary, this.file);
    } finally {
      rmSync(temporary, { force: true });
    }
  }
}
