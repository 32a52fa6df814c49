// The build's background file writes: every file is on disk once settled, a second name waits for
// its file, a failure is reported once with the file it concerns, the number under way stays
// bounded for a caller that asks for room, and a stopped pool starts nothing more.
import { linkSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DocsgenError } from '../../../compiler/errors/docsgen-error.js';
import { WritePool } from '../../../compiler/writer/write-pool.js';
import { tempDir } from '../../support/temp-dir.js';

function scratch(): string {
  const dir = tempDir('docsgen-write-pool-', { in: 'system' });
  return dir;
}

describe('WritePool', () => {
  it('writes every file, creating its folders, and links a second name to a file still being written', async () => {
    const dir = scratch();
    const pool = new WritePool();
    for (let i = 0; i < 200; i++) {
      const folder = join(dir, `section-${i % 7}`, `page-${i}`);
      pool.write(`${folder}.html`, join(dir, `section-${i % 7}`), `page ${i}`);
      pool.link(`${folder}.html`, join(folder, 'index.html'), folder);
    }
    await pool.settled();
    expect(pool.underWay).toBe(0);
    for (let i = 0; i < 200; i++) {
      const file = join(dir, `section-${i % 7}`, `page-${i}.html`);
      expect(readFileSync(file, 'utf8')).toBe(`page ${i}`);
      const alias = join(dir, `section-${i % 7}`, `page-${i}`, 'index.html');
      expect(readFileSync(alias, 'utf8')).toBe(`page ${i}`);
      expect(statSync(alias).ino).toBe(statSync(file).ino);
    }
  });

  it('reports the first write that failed, naming its file, after every write has finished', async () => {
    const dir = scratch();
    // A file where a folder is wanted: the folder cannot be made.
    writeFileSync(join(dir, 'blocked'), 'not a folder');
    const pool = new WritePool();
    pool.write(join(dir, 'fine.html'), dir, 'fine');
    pool.write(join(dir, 'blocked', 'page.html'), join(dir, 'blocked'), 'lost');
    pool.write(join(dir, 'blocked', 'other.html'), join(dir, 'blocked'), 'lost too');
    const failure = await pool.settled().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(DocsgenError);
    expect((failure as DocsgenError).message).toMatch(/^could not write .*blocked[/\\](page|other)\.html: /);
    expect((failure as DocsgenError).hint).toMatch(/disk has room/);
    expect(readFileSync(join(dir, 'fine.html'), 'utf8')).toBe('fine');
    expect(pool.underWay).toBe(0);
  });

  it('keeps the writes under way bounded for a caller that asks for room', async () => {
    const dir = scratch();
    mkdirSync(join(dir, 'out'));
    const pool = new WritePool(new Set([join(dir, 'out')]));
    let most = 0;
    for (let i = 0; i < 300; i++) {
      pool.write(join(dir, 'out', `${i}.txt`), join(dir, 'out'), 'x'.repeat(1000));
      most = Math.max(most, pool.underWay);
      await pool.room();
    }
    await pool.settled();
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(32);
  });

  it('replaces a file already where it writes or links, never writing into it (it may have other names)', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'shared.html'), 'kept elsewhere');
    linkSync(join(dir, 'shared.html'), join(dir, 'page.html'));
    linkSync(join(dir, 'shared.html'), join(dir, 'alias.html'));
    writeFileSync(join(dir, 'fresh.html'), 'fresh');
    const pool = new WritePool();
    pool.write(join(dir, 'page.html'), dir, 'new page');
    pool.link(join(dir, 'fresh.html'), join(dir, 'alias.html'), dir);
    await pool.settled();
    expect(readFileSync(join(dir, 'page.html'), 'utf8')).toBe('new page');
    expect(readFileSync(join(dir, 'alias.html'), 'utf8')).toBe('fresh');
    expect(readFileSync(join(dir, 'shared.html'), 'utf8')).toBe('kept elsewhere');
  });

  it('starts nothing once stopped, waits for the writes under way, and never reports them all written', async () => {
    const dir = scratch();
    const pool = new WritePool();
    pool.write(join(dir, 'before.txt'), dir, 'written');
    await pool.stop();
    expect(readFileSync(join(dir, 'before.txt'), 'utf8')).toBe('written');
    pool.write(join(dir, 'after.txt'), dir, 'never');
    // A file was left out: whoever waits for the files to be written must not go on with the output.
    await expect(pool.settled()).rejects.toThrow(/interrupted/);
    expect(() => statSync(join(dir, 'after.txt'))).toThrow(/ENOENT/);
  });
});
