// The files in ROOT/public/, which the build copies to the root of the site (see
// compiler/writer/public-dir.ts: real files only, links followed inside the site).
import { scanPublicDir } from '../writer/public-dir.js';

/** Paths relative to public/, with '/' separators; empty when there is no public/ folder. */
export function listPublicFiles(root: string): string[] {
  return scanPublicDir(root).files.map((file) => file.path);
}
