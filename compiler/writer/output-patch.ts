// Bringing a build into its output folder file by file, for a build that changed few files: the
// staging folder holds only what was written afresh, the files the build keeps stay where they
// are (their stamps say they are the very files the previous build wrote), and the rest of the
// output (files no longer part of the site, anything put there by hand) is moved aside.
//
// Every step is a rename within the output folder, undone in reverse order if one fails, so a
// failure leaves the previous output as it was. A file replaced is linked aside first and then
// renamed over: it is never missing, even for an instant, from a server reading the folder.
import { copyFileSync, mkdirSync, readdirSync, rmdirSync, unlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** What a folder holds, relative paths with '/' in walk order (a folder before what is in it). */
export interface OutputTree {
  files: Set<string>;
  dirs: Set<string>;
  /** Entries that are neither a regular file nor a folder (symbolic links, sockets…). */
  others: Set<string>;
  /** Every entry, parents first. */
  order: string[];
}

/** The entries of `dir`, symbolic links not followed, leaving out top-level names `skip` accepts. */
export function walkOutput(dir: string, skip: (topLevelName: string) => boolean = () => false): OutputTree {
  const tree: OutputTree = { files: new Set(), dirs: new Set(), others: new Set(), order: [] };
  const visit = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (prefix === '' && skip(entry.name)) continue;
      const path = prefix + entry.name;
      tree.order.push(path);
      if (entry.isDirectory()) {
        tree.dirs.add(path);
        visit(join(folder, entry.name), `${path}/`);
      } else if (entry.isFile()) tree.files.add(path);
      else tree.others.add(path);
    }
  };
  visit(dir, '');
  return tree;
}

export interface PatchPlan {
  outDir: string;
  /** The output as it was when the build started. */
  tree: OutputTree;
  /** Files of the output the build keeps as they are. */
  kept: ReadonlySet<string>;
  /** The staging folder (inside the output) and what it holds. */
  staging: string;
  staged: ReadonlySet<string>;
  /** A fresh folder inside the output for what is moved aside (removed by the caller afterwards). */
  aside: string;
  rename(from: string, to: string): void;
  link(existing: string, to: string): void;
}

/**
 * Makes the output hold exactly the kept and the staged files. Throws, with everything put back,
 * when a step fails.
 */
export function patchContents(plan: PatchPlan): void {
  const { outDir, tree, kept, staging, staged, aside, rename, link } = plan;
  const wanted = new Set([...kept, ...staged]);
  const wantedDirs = new Set<string>();
  for (const file of wanted) for (let dir = dirname(file); dir !== '.' && !wantedDirs.has(dir); dir = dirname(dir)) wantedDirs.add(dir);
  const undo: (() => void)[] = [];
  const asideDirs = new Set<string>();
  const moveAside = (path: string, how: 'rename' | 'link') => {
    const parent = dirname(path);
    if (parent !== '.' && !asideDirs.has(parent)) {
      mkdirSync(join(aside, parent), { recursive: true });
      asideDirs.add(parent);
    }
    if (how === 'link') linkOrCopy(join(outDir, path), join(aside, path), link);
    else rename(join(outDir, path), join(aside, path));
  };
  try {
    // What the output holds and the build does not: moved aside whole (a folder with everything in it).
    let movedFolder: string | undefined;
    for (const path of tree.order) {
      if (movedFolder !== undefined && path.startsWith(movedFolder)) continue;
      const isDir = tree.dirs.has(path);
      if (isDir ? wantedDirs.has(path) : tree.files.has(path) && wanted.has(path)) continue;
      moveAside(path, 'rename');
      undo.push(() => rename(join(aside, path), join(outDir, path)));
      movedFolder = isDir ? `${path}/` : undefined;
    }
    // The staged files, parents first: a file there already is linked aside, then replaced.
    const present = new Set([...tree.dirs].filter((dir) => wantedDirs.has(dir)));
    for (const file of [...staged].sort()) {
      const parents: string[] = [];
      for (let dir = dirname(file); dir !== '.' && !present.has(dir); dir = dirname(dir)) parents.unshift(dir);
      for (const dir of parents) {
        mkdirSync(join(outDir, dir));
        present.add(dir);
        undo.push(() => rmdirSync(join(outDir, dir)));
      }
      const target = join(outDir, file);
      const replaces = tree.files.has(file);
      if (replaces) moveAside(file, 'link');
      rename(join(staging, file), target);
      undo.push(replaces ? () => rename(join(aside, file), target) : () => unlinkSync(target));
    }
  } catch (error) {
    for (const step of undo.reverse()) {
      try {
        step();
      } catch {
        // Best effort while undoing; the error that caused it is what gets reported.
      }
    }
    throw error;
  }
}

/** A second name for a file, or a copy where the file system has no hard links. */
export function linkOrCopy(existing: string, to: string, link: (existing: string, to: string) => void): void {
  try {
    link(existing, to);
  } catch {
    copyFileSync(existing, to);
  }
}

/** Links each kept file of the output into the staging folder (a copy where a link cannot be made). */
export function linkKept(outDir: string, staging: string, kept: ReadonlySet<string>, link: (existing: string, to: string) => void): void {
  const made = new Set<string>();
  for (const file of kept) {
    const dir = dirname(file);
    if (dir !== '.' && !made.has(dir)) {
      mkdirSync(join(staging, dir), { recursive: true });
      made.add(dir);
    }
    linkOrCopy(join(outDir, file), join(staging, file), link);
  }
}

/** The files of a staging folder (it holds nothing else). */
export function stagedFiles(staging: string): Set<string> {
  return walkOutput(staging).files;
}

/** Removes `dir` and the folders in it, deepest first; throws at the first folder that still holds a file. */
export function removeEmptyFolders(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) removeEmptyFolders(join(dir, entry.name));
  rmdirSync(dir);
}
