// The staging folder's swap when renames fail as they do on a mount point (EXDEV, EBUSY): the
// output's contents are replaced in place, and a failure half-way puts the previous ones back.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createStagingDir, type OutputFs } from '../../../compiler/build/output-dir.js';

const temporary: string[] = [];
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function fixture(): { parent: string; outDir: string } {
  const parent = mkdtempSync(join(tmpdir(), 'docsgen-output-dir-'));
  temporary.push(parent);
  const outDir = join(parent, 'dist');
  mkdirSync(join(outDir, 'old'), { recursive: true });
  writeFileSync(join(outDir, 'index.html'), 'old page');
  writeFileSync(join(outDir, 'old/page.html'), 'old');
  writeFileSync(join(outDir, '.docsgen-output'), 'marker');
  writeFileSync(join(parent, 'neighbour.txt'), 'untouched');
  return { parent, outDir };
}

/** Renames that fail with `code` whenever they would move the output folder itself, as across a mount point. */
function mountLike(outDir: string, code: 'EXDEV' | 'EBUSY'): OutputFs {
  return {
    rename(from, to) {
      if (from === outDir || to === outDir) throw Object.assign(new Error(`${code}: cross-device link`), { code });
      renameSync(from, to);
    },
  };
}

function write(staging: string): void {
  mkdirSync(join(staging, 'guide'), { recursive: true });
  writeFileSync(join(staging, 'index.html'), 'new page');
  writeFileSync(join(staging, 'guide/index.html'), 'new guide');
}

describe('createStagingDir', () => {
  it('swaps the folders with two renames when it can, leaving nothing beside the output', () => {
    const { parent, outDir } = fixture();
    const staging = createStagingDir(outDir);
    write(staging.path);
    staging.commit();
    expect(readdirSync(outDir).sort()).toEqual(['.docsgen-output', 'guide', 'index.html']);
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toBe('new page');
    expect(readdirSync(parent).filter((name) => name.includes('staging'))).toEqual([]);
  });

  for (const code of ['EXDEV', 'EBUSY'] as const) {
    it(`replaces the contents in place when renaming the output fails with ${code}`, async () => {
      const { parent, outDir } = fixture();
      const staging = createStagingDir(outDir, mountLike(outDir, code));
      write(staging.path);
      staging.commit();
      expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toBe('new page');
      expect(readFileSync(join(outDir, 'guide/index.html'), 'utf8')).toBe('new guide');
      expect(existsSync(join(outDir, 'old'))).toBe(false);
      expect(readFileSync(join(parent, 'neighbour.txt'), 'utf8')).toBe('untouched');
      expect(readdirSync(parent).sort()).toEqual(['dist', 'neighbour.txt']);
      // The previous entries are removed in the background.
      await expect.poll(() => readdirSync(outDir).sort(), { timeout: 10_000 }).toEqual(['.docsgen-output', 'guide', 'index.html']);
    });
  }

  it('puts the previous output back when a rename fails half-way', () => {
    const { outDir } = fixture();
    let moved = 0;
    const staging = createStagingDir(outDir, {
      rename(from, to) {
        if (from === outDir || to === outDir) throw Object.assign(new Error('EBUSY'), { code: 'EBUSY' });
        // Moving the new entries in: the second one fails.
        if (to.startsWith(outDir + '/') && !to.includes('.docsgen-') && ++moved === 2) throw Object.assign(new Error('EIO: disk full'), { code: 'EIO' });
        renameSync(from, to);
      },
    });
    write(staging.path);
    expect(() => staging.commit()).toThrow(/EIO/);
    expect(readdirSync(outDir).sort()).toEqual(['.docsgen-output', 'index.html', 'old']);
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toBe('old page');
  });

  it('discards what was written, and removes leftovers of runs whose process is gone', () => {
    const { parent, outDir } = fixture();
    // A process id that cannot be running: above the kernel's limit.
    mkdirSync(join(parent, '.dist.staging-4194305-abc'));
    mkdirSync(join(parent, '.dist.old-4194305-abc'));
    mkdirSync(join(outDir, '.docsgen-previous-4194305-abc'));
    mkdirSync(join(parent, '.dist.staging-notapid'));
    const staging = createStagingDir(outDir);
    expect(readdirSync(parent).sort()).toEqual(['.dist.staging-notapid', staging.path.slice(parent.length + 1), 'dist', 'neighbour.txt'].sort());
    expect(readdirSync(outDir)).not.toContain('.docsgen-previous-4194305-abc');
    write(staging.path);
    staging.discard();
    expect(readdirSync(parent).sort()).toEqual(['.dist.staging-notapid', 'dist', 'neighbour.txt']);
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toBe('old page');
  });
});
