// The staging folder's swap when renames fail as they do on a mount point (EXDEV, EBUSY): the
// output's contents are replaced in place, and a failure half-way puts the previous ones back.
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStagingDir, type OutputFs } from '../../../compiler/writer/output-dir.js';
import { OUTPUT_MARKER_TEXT } from '../../../compiler/writer/output-guard.js';
import { tempDir } from '../../support/temp-dir.js';

function fixture(): { parent: string; outDir: string } {
  const parent = tempDir('docsgen-output-dir-', { in: 'system' });
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
    link: linkSync,
  };
}

/** A file system without hard links (exFAT, some network shares). */
const noLinks = (): never => {
  throw Object.assign(new Error('EPERM: operation not permitted, link'), { code: 'EPERM' });
};

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
      const staging = createStagingDir(outDir, { fs: mountLike(outDir, code) });
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
      fs: {
        rename(from, to) {
          if (from === outDir || to === outDir) throw Object.assign(new Error('EBUSY'), { code: 'EBUSY' });
          // Moving the new entries in: the second one fails.
          if (to.startsWith(outDir + '/') && !to.includes('.docsgen-') && ++moved === 2) throw Object.assign(new Error('EIO: disk full'), { code: 'EIO' });
          renameSync(from, to);
        },
        link: linkSync,
      },
    });
    write(staging.path);
    expect(() => staging.commit()).toThrow(/EIO/);
    expect(readdirSync(outDir).sort()).toEqual(['.docsgen-output', 'index.html', 'old']);
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toBe('old page');
  });

  it('discards what was written, and removes leftovers of runs whose process is gone', async () => {
    const { parent, outDir } = fixture();
    // A process id that cannot be running: above the kernel's limit.
    mkdirSync(join(parent, '.dist.staging-4194305-abc'));
    mkdirSync(join(parent, '.dist.old-4194305-abc'));
    mkdirSync(join(outDir, '.docsgen-previous-4194305-abc'));
    mkdirSync(join(parent, '.dist.staging-notapid'));
    const staging = createStagingDir(outDir);
    // Inside the output at once; beside it in the background (a detached rm).
    expect(readdirSync(outDir)).not.toContain('.docsgen-previous-4194305-abc');
    await expect.poll(() => readdirSync(parent).sort(), { timeout: 10_000 }).toEqual(['.dist.staging-notapid', staging.path.slice(parent.length + 1), 'dist', 'neighbour.txt'].sort());
    write(staging.path);
    staging.discard();
    expect(readdirSync(parent).sort()).toEqual(['.dist.staging-notapid', 'dist', 'neighbour.txt']);
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toBe('old page');
  });
});

/** Every entry under `dir` (dot-folders of runs included): path → file content, 'folder' or 'link → target'. */
function contents(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name).slice(dir.length + 1);
    out[path] = entry.isDirectory() ? 'folder' : entry.isSymbolicLink() ? `link → ${readlinkSync(join(dir, path))}` : readFileSync(join(dir, path), 'utf8');
  }
  return out;
}

/** A previous output with pages, a folder of assets, and things put there by hand. */
function previousOutput(): { parent: string; outDir: string } {
  const { parent, outDir } = fixture();
  mkdirSync(join(outDir, 'assets'));
  writeFileSync(join(outDir, 'assets/app-1.js'), 'app one');
  writeFileSync(join(outDir, 'assets/app-2.js'), 'app two');
  mkdirSync(join(outDir, 'guide'));
  writeFileSync(join(outDir, 'guide/index.html'), 'old guide');
  writeFileSync(join(outDir, 'guide.html'), 'old guide');
  // Added by hand: a file, a folder, a link, and a file where the build now wants a folder.
  writeFileSync(join(outDir, 'notes.txt'), 'mine');
  mkdirSync(join(outDir, 'extra/deep'), { recursive: true });
  writeFileSync(join(outDir, 'extra/deep/x.txt'), 'x');
  symlinkSync(join(parent, 'neighbour.txt'), join(outDir, 'neighbour-link'));
  writeFileSync(join(outDir, 'blog'), 'a file, not the folder a page needs');
  return { parent, outDir };
}

describe('createStagingDir patching a previous output', () => {
  it('keeps the files kept, brings in the ones written, and moves everything else out', () => {
    const { parent, outDir } = previousOutput();
    const keptInode = statSync(join(outDir, 'assets/app-1.js')).ino;
    const staging = createStagingDir(outDir, { patch: true });
    expect(staging.path.startsWith(parent + '/.dist.staging-')).toBe(true);
    expect([...staging.previous!.files].sort()).toEqual(['.docsgen-output', 'assets/app-1.js', 'assets/app-2.js', 'blog', 'guide.html', 'guide/index.html', 'index.html', 'notes.txt', 'old/page.html', 'extra/deep/x.txt'].sort());
    for (const file of ['assets/app-1.js', 'guide.html']) staging.keep(file);
    mkdirSync(join(staging.path, 'guide'));
    writeFileSync(join(staging.path, 'guide/index.html'), 'new guide');
    mkdirSync(join(staging.path, 'blog'));
    writeFileSync(join(staging.path, 'blog/first.html'), 'first post');
    expect(staging.pathOf('assets/app-1.js')).toBe(join(outDir, 'assets/app-1.js'));
    expect(staging.pathOf('blog/first.html')).toBe(join(staging.path, 'blog/first.html'));
    expect(staging.files().sort()).toEqual(['assets/app-1.js', 'blog/first.html', 'guide.html', 'guide/index.html']);
    staging.commit();
    expect(contents(outDir)).toEqual({
      '.docsgen-output': OUTPUT_MARKER_TEXT,
      assets: 'folder',
      'assets/app-1.js': 'app one',
      blog: 'folder',
      'blog/first.html': 'first post',
      guide: 'folder',
      'guide/index.html': 'new guide',
      'guide.html': 'old guide',
    });
    // Kept means untouched: the very file.
    expect(statSync(join(outDir, 'assets/app-1.js')).ino).toBe(keptInode);
    expect(readFileSync(join(parent, 'neighbour.txt'), 'utf8')).toBe('untouched');
    expect(readdirSync(parent).sort()).toEqual(['dist', 'neighbour.txt']);
  });

  for (const [where, link] of [['', linkSync], [' on a file system without hard links', noLinks]] as const) {
    it(`puts everything back when a rename fails half-way${where}`, () => {
      const { outDir } = previousOutput();
      const before = contents(outDir);
      let renames = 0;
      const staging = createStagingDir(outDir, {
        patch: true,
        fs: {
          rename(from, to) {
            // The staged files are moved in after the strays are moved out: the second of them fails.
            if (from.includes('.dist.staging-') && ++renames === 2) throw Object.assign(new Error('EIO: disk full'), { code: 'EIO' });
            renameSync(from, to);
          },
          link,
        },
      });
      for (const file of ['assets/app-1.js', 'assets/app-2.js', 'guide.html', 'guide/index.html']) staging.keep(file);
      mkdirSync(join(staging.path, 'blog'));
      writeFileSync(join(staging.path, 'blog/first.html'), 'first post');
      writeFileSync(join(staging.path, 'index.html'), 'new page');
      writeFileSync(join(staging.path, 'z.html'), 'new');
      expect(() => staging.commit()).toThrow(/EIO/);
      staging.discard();
      expect(contents(outDir)).toEqual(before);
    });
  }

  it('patches a folder on a file system without hard links', () => {
    const { outDir } = previousOutput();
    const staging = createStagingDir(outDir, { patch: true, fs: { rename: renameSync, link: noLinks } });
    for (const file of ['assets/app-1.js', 'assets/app-2.js', 'guide.html', 'guide/index.html']) staging.keep(file);
    writeFileSync(join(staging.path, 'index.html'), 'new page');
    staging.commit();
    expect(contents(outDir)).toEqual({
      '.docsgen-output': OUTPUT_MARKER_TEXT,
      assets: 'folder',
      'assets/app-1.js': 'app one',
      'assets/app-2.js': 'app two',
      guide: 'folder',
      'guide/index.html': 'old guide',
      'guide.html': 'old guide',
      'index.html': 'new page',
    });
  });

  it('swaps the contents whole when it wrote more files than it keeps', () => {
    const { outDir } = previousOutput();
    const staging = createStagingDir(outDir, { patch: true });
    staging.keep('assets/app-2.js');
    write(staging.path);
    staging.commit();
    expect(contents(outDir)).toEqual({ '.docsgen-output': OUTPUT_MARKER_TEXT, assets: 'folder', 'assets/app-2.js': 'app two', guide: 'folder', 'guide/index.html': 'new guide', 'index.html': 'new page' });
  });

  it('replaces the output whole when it is not a folder a build wrote', () => {
    const { parent, outDir } = fixture();
    rmSync(join(outDir, '.docsgen-output'));
    const staging = createStagingDir(outDir, { patch: true });
    expect(staging.previous).toBeUndefined();
    expect(staging.path.startsWith(parent + '/.dist.staging-')).toBe(true);
    staging.discard();
  });
});
