import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkOutputFolder, isInside, OUTPUT_MARKER, realPathOf } from '../../../compiler/writer/output-guard.js';
import { tempDir } from '../../support/temp-dir.js';

function tree(): string {
  const dir = tempDir('docsgen-guard-', { in: 'system' });
  for (const folder of ['home', 'site/pages', 'site/public', 'elsewhere']) mkdirSync(join(dir, folder), { recursive: true });
  return dir;
}

const refusal = (check: Parameters<typeof checkOutputFolder>[0]): string => {
  try {
    checkOutputFolder(check);
  } catch (error) {
    return (error as Error).message;
  }
  return 'allowed';
};

describe('checkOutputFolder', () => {
  it('allows a missing folder, an empty one, one docsgen wrote, and a foreign one with force', () => {
    const dir = tree();
    const root = join(dir, 'site');
    const home = join(dir, 'home');
    expect(refusal({ root, outDir: join(root, 'dist'), home })).toBe('allowed');
    expect(refusal({ root, outDir: join(dir, 'elsewhere'), home })).toBe('allowed');
    writeFileSync(join(dir, 'elsewhere', 'x.txt'), 'x');
    expect(refusal({ root, outDir: join(dir, 'elsewhere'), home })).toMatch(/holds 1 entry \(x\.txt\) that docsgen did not write/);
    expect(refusal({ root, outDir: join(dir, 'elsewhere'), home, force: true })).toBe('allowed');
    writeFileSync(join(dir, 'elsewhere', OUTPUT_MARKER), '');
    expect(refusal({ root, outDir: join(dir, 'elsewhere'), home })).toBe('allowed');
  });

  it('recognises the output of a docsgen from before the marker by its _headers', () => {
    const dir = tree();
    const root = join(dir, 'site');
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html>');
    writeFileSync(join(root, 'dist', '_headers'), '# Caching rules for static hosts, written by docsgen build.\n\n/*\n');
    expect(refusal({ root, outDir: join(root, 'dist'), home: join(dir, 'home') })).toBe('allowed');
    writeFileSync(join(root, 'dist', '_headers'), '/*\n  X-Frame-Options: DENY\n');
    expect(refusal({ root, outDir: join(root, 'dist'), home: join(dir, 'home') })).toMatch(/did not write/);
  });

  it('refuses the site, its ancestors, pages/ and public/, the root, home, files and links, however spelled', () => {
    const dir = tree();
    const root = join(dir, 'site');
    const home = join(dir, 'home');
    writeFileSync(join(dir, 'file'), 'x');
    symlinkSync(join(dir, 'elsewhere'), join(dir, 'link'));
    symlinkSync(root, join(dir, 'site-link'));
    const cases: [string, RegExp][] = [
      [root, /it is the site folder itself/],
      [join(dir, 'site-link'), /it is the site folder itself/],
      [join(root, 'pages', '..'), /it is the site folder itself/],
      [dir, /it holds the site folder/],
      [join(root, 'pages'), /it is the site's pages\/ folder/],
      [join(dir, 'site-link', 'public', 'x', 'y'), /inside the site's public\/ folder/],
      ['/', /root of the file system/],
      [home, /your home folder/],
      [join(dir, 'file'), /it is a file/],
      [join(dir, 'link'), /it is a symbolic link/],
    ];
    for (const [outDir, why] of cases) expect(refusal({ root, outDir, home, force: true }), outDir).toMatch(why);
  });

  it('compares real paths, for folders that do not exist yet too', () => {
    const dir = tree();
    symlinkSync(join(dir, 'site'), join(dir, 'alias'));
    expect(realPathOf(join(dir, 'alias', 'dist', 'x'))).toBe(join(realPathOf(dir), 'site', 'dist', 'x'));
    expect(isInside('/a', '/a/b')).toBe(true);
    expect(isInside('/a', '/a')).toBe(false);
    expect(isInside('/a', '/ab')).toBe(false);
  });
});
