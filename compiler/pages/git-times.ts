// Last-updated times for every page from ONE git call (a `git log` per page is a known
// bottleneck of other generators). Outside a git repository, or for files git does not know
// (new, uncommitted), the file's mtime is used.
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';

export function lastUpdatedTimes(root: string, filePaths: string[]): Map<string, number> {
  const times = new Map<string, number>();
  const fromGit = gitTimes(root);
  for (const file of filePaths) {
    const time = fromGit?.get(file) ?? safeMtime(file);
    if (time !== undefined) times.set(file, time);
  }
  return times;
}

function safeMtime(file: string): number | undefined {
  try {
    return Math.floor(statSync(file).mtimeMs);
  } catch {
    return undefined;
  }
}

/** Newest commit time of each file under ROOT/pages, or null when git is unavailable. */
function gitTimes(root: string): Map<string, number> | null {
  let output: string;
  let topLevel: string;
  try {
    topLevel = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    // One log over the pages folder: each commit prints a time marker, then the files it touched,
    // newest first, so the first time seen for a file is its last update.
    output = execFileSync('git', ['log', '--format=@%ct', '--name-only', '--no-renames', '--', relative(topLevel, resolve(root, 'pages')) || '.'], {
      cwd: topLevel,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return null;
  }
  const times = new Map<string, number>();
  let current = 0;
  for (const line of output.split('\n')) {
    if (!line) continue;
    if (line.startsWith('@')) {
      current = Number(line.slice(1)) * 1000;
      continue;
    }
    const file = resolve(topLevel, line.split('/').join(sep));
    if (!times.has(file)) times.set(file, current);
  }
  return times;
}
