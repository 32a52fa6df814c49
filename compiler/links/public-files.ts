// The files in ROOT/public/, which the build copies to the root of the site as they are.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Paths relative to public/, with '/' separators; empty when there is no public/ folder. */
export function listPublicFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string, prefix: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.isDirectory()) walk(join(dir, entry.name), `${prefix}${entry.name}/`);
      else out.push(`${prefix}${entry.name}`);
    }
  };
  walk(join(root, 'public'), '');
  return out;
}
