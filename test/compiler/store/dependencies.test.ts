// Each kind of dependency a cached result records must notice the change that would alter the
// result: an edit, a file appearing or going away, a folder listing, a symbolic link moved.
import { mkdirSync, renameSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { currentState, DependencyChecker, DependencyRecorder, FileStamps, type Dependency } from '../../../compiler/store/dependencies.js';
import { trackedSystem } from '../../../compiler/store/tracked-system.js';
import { tempDir } from '../../support/temp-dir.js';

function freshDir(): string {
  const dir = tempDir('docsgen-deps-', { in: 'system' });
  return dir;
}

/** The dependency as recorded now holds now, and no longer after `change`. */
function expectNoticed(dep: Dependency, change: () => void): void {
  const recorded = currentState(dep);
  expect(new DependencyChecker().holds([recorded])).toBe(true);
  change();
  expect(new DependencyChecker().holds([recorded])).toBe(false);
}

describe('dependencies', () => {
  it('notice an edit of a file read as text or bytes, and its removal', () => {
    const dir = freshDir();
    const file = join(dir, 'a.txt');
    writeFileSync(file, 'one');
    expectNoticed({ k: 'text', p: file, h: '' }, () => writeFileSync(file, 'two'));
    expectNoticed({ k: 'bytes', p: file, h: '' }, () => writeFileSync(file, 'three'));
    expectNoticed({ k: 'tstext', p: file, h: '' }, () => writeFileSync(file, 'four'));
    expectNoticed({ k: 'text', p: file, h: '' }, () => unlinkSync(file));
  });

  it('notice a file or folder appearing where there was none', () => {
    const dir = freshDir();
    expectNoticed({ k: 'file', p: join(dir, 'new.png'), e: false }, () => writeFileSync(join(dir, 'new.png'), 'x'));
    expectNoticed({ k: 'dir', p: join(dir, 'sub'), e: false }, () => mkdirSync(join(dir, 'sub')));
    expectNoticed({ k: 'text', p: join(dir, 'late.txt'), h: '' }, () => writeFileSync(join(dir, 'late.txt'), ''));
  });

  it('notice a new sub-folder and a moved symbolic link', () => {
    const dir = freshDir();
    mkdirSync(join(dir, 'types', 'a'), { recursive: true });
    expectNoticed({ k: 'dirs', p: join(dir, 'types'), h: '' }, () => mkdirSync(join(dir, 'types', 'b')));
    mkdirSync(join(dir, 'one'));
    mkdirSync(join(dir, 'two'));
    symlinkSync(join(dir, 'one'), join(dir, 'link'));
    expectNoticed({ k: 'real', p: join(dir, 'link'), r: '' }, () => {
      unlinkSync(join(dir, 'link'));
      symlinkSync(join(dir, 'two'), join(dir, 'link'));
    });
  });

  it('are unstable when the same file is seen in two states', () => {
    const recorder = new DependencyRecorder();
    recorder.add({ k: 'text', p: '/x', h: '1' });
    recorder.add({ k: 'text', p: '/x', h: '1' });
    expect(recorder.unstable).toBe(false);
    recorder.add({ k: 'text', p: '/x', h: '2' });
    expect(recorder.unstable).toBe(true);
  });

  it('reject malformed records (a cache entry from elsewhere)', () => {
    expect(new DependencyChecker().holds([null as never])).toBe(false);
    expect(new DependencyChecker().holds([{ k: 'text' } as never])).toBe(false);
  });
});

describe("TypeScript's file system, tracked", () => {
  it('records what the compiler reads and probes, in states that hold until the files change', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'lib.ts'), 'export const answer = 42;\n');
    writeFileSync(join(dir, 'tsconfig.json'), '{ "compilerOptions": { "strict": true } }');
    const tracked = trackedSystem(ts);
    tracked.sys.readFile(join(dir, 'lib.ts'));
    tracked.sys.fileExists(join(dir, 'missing.ts'));
    tracked.sys.directoryExists(join(dir, 'node_modules'));
    const { deps, unstable } = tracked.snapshot();
    expect(unstable).toBe(false);
    expect(deps.map((dep) => dep.k).sort()).toEqual(['dir', 'file', 'tstext']);
    expect(new DependencyChecker().holds(deps)).toBe(true);
    writeFileSync(join(dir, 'missing.ts'), '');
    expect(new DependencyChecker().holds(deps)).toBe(false);
    renameSync(join(dir, 'missing.ts'), join(dir, 'other.ts'));
    expect(new DependencyChecker().holds(deps)).toBe(true);
    writeFileSync(join(dir, 'lib.ts'), 'export const answer = 43;\n');
    expect(new DependencyChecker().holds(deps)).toBe(false);
  });

  it('drops a UTF-8 byte order mark as TypeScript does', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'bom.ts'), '\uFEFFexport {};\n');
    const tracked = trackedSystem(ts);
    tracked.sys.readFile(join(dir, 'bom.ts'));
    expect(new DependencyChecker().holds(tracked.snapshot().deps)).toBe(true);
  });
});

describe('FileStamps (the dev server keeps hashes by file stamp)', () => {
  it('notices every rewrite, even one of the same length within the same second', () => {
    const dir = freshDir();
    const file = join(dir, 'types.d.ts');
    writeFileSync(file, 'export type A = 1;');
    const stamps = new FileStamps();
    const recorded = currentState({ k: 'tstext', p: file, h: '' });
    expect(new DependencyChecker(stamps).holds([recorded])).toBe(true);
    // Asked again with the file as it was: the same answer (from the stamp).
    expect(new DependencyChecker(stamps).holds([recorded])).toBe(true);
    writeFileSync(file, 'export type A = 2;');
    expect(new DependencyChecker(stamps).holds([recorded])).toBe(false);
    expect(stamps.state(recorded)).toEqual(currentState(recorded));
  });

  it('notices a file that goes away or comes back, and checks probes as they are', () => {
    const dir = freshDir();
    const file = join(dir, 'a.ts');
    writeFileSync(file, 'x');
    const stamps = new FileStamps();
    const recorded = currentState({ k: 'text', p: file, h: '' });
    const probe = currentState({ k: 'file', p: join(dir, 'b.ts'), e: false });
    expect(new DependencyChecker(stamps).holds([recorded, probe])).toBe(true);
    unlinkSync(file);
    expect(new DependencyChecker(stamps).holds([recorded])).toBe(false);
    writeFileSync(file, 'x');
    expect(new DependencyChecker(stamps).holds([recorded])).toBe(true);
    writeFileSync(join(dir, 'b.ts'), '');
    expect(new DependencyChecker(stamps).holds([probe])).toBe(false);
  });
});
