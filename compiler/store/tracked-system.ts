// TypeScript's file system, watched: every file twoslash's compiler reads, every path it probes
// and every folder it lists is recorded as a dependency (dependencies.ts), so a cached twoslash
// result is reused only while the tsconfig, the type packages and any site file a block imports
// read the same.
//
// TypeScript keeps what it read for the life of a twoslash instance, so a block compiled later
// may rely on files an earlier block read: the dependencies of a block are everything the
// instance has read so far (`snapshot`), a superset of what it used.
import type ts from 'typescript';
import { DependencyRecorder, textHash, type Dependency } from './dependencies.js';

export interface TrackedSystem {
  /** The TypeScript module to hand twoslash: the same, with `sys` recording what it touches. */
  tsModule: typeof ts;
  sys: ts.System;
  snapshot(): { deps: Dependency[]; unstable: boolean };
}

export function trackedSystem(tsModule: typeof ts): TrackedSystem {
  const base = tsModule.sys;
  const recorder = new DependencyRecorder();
  const add = (dep: Dependency) => recorder.add(dep);
  const sys: ts.System = {
    ...base,
    readFile(path, encoding) {
      const text = base.readFile(path, encoding);
      add({ k: 'tstext', p: path, h: text === undefined ? 'absent' : textHash(text) });
      return text;
    },
    fileExists(path) {
      const e = base.fileExists(path);
      add({ k: 'file', p: path, e });
      return e;
    },
    directoryExists(path) {
      const e = base.directoryExists(path);
      add({ k: 'dir', p: path, e });
      return e;
    },
    getDirectories(path) {
      const names = base.getDirectories(path);
      add({ k: 'dirs', p: path, h: textHash([...names].sort().join('\n')) });
      return names;
    },
    realpath: base.realpath
      ? (path) => {
          const real = base.realpath!(path);
          add({ k: 'real', p: path, r: real });
          return real;
        }
      : undefined,
    // Listing files by pattern (tsconfig `include`) is not something a code block does: refused,
    // so nothing unrecorded can reach a result.
    readDirectory() {
      return [];
    },
  };
  return {
    tsModule: { ...tsModule, sys },
    sys,
    snapshot: () => ({ deps: recorder.list(), unstable: recorder.unstable }),
  };
}
