// An earlier version of the site read from a git ref (config `versions: { v4: { git: 'v4.0.8' } }`):
// the site folder as that ref holds it, written once to ROOT/.docsgen-cache/versions/<key>/ and
// kept there while the ref's tree is the same, so its pages have the same paths build after build
// (the compiled-page cache keys name them). Read with git plumbing only (rev-parse, ls-tree,
// cat-file, log): the working tree, the index and HEAD are never touched, so CI needs only the
// history (`actions/checkout` with `fetch-depth: 0`).
//
// The copy is trusted as a cache entry is (config/cache-seal.ts): its marker is sealed with the
// cache secret over the tree it holds, its pages' times and every file written (its path, size,
// inode, change and modification times, read back once written). A later build walks the copy
// (one readdir per folder, one lstat per file: no file is read) and takes it only when the seal
// holds and the copy has exactly those files, each with the same stat; anything else (a marker
// edited, or sealed under another secret; a file edited, added or replaced; a copy restored from
// a CI cache, whose files all have new inodes and change times, which no tool sets back) writes
// the copy again from git before any of its files is read. Without a cache secret nothing is
// trusted: the copy is written again on every build, as the store keeps nothing then.
import { execFileSync } from 'node:child_process';
import { lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { cacheFolder } from '../../config/cache-files.js';
import { cacheSecret, sealedJson, unsealJson } from '../../config/cache-seal.js';
import { DocsgenError } from '../errors/docsgen-error.js';

export interface VersionTree {
  /** The version's site folder (it has pages/). */
  root: string;
  /** Each page file's last change at the ref (absolute path → ms), from one git log. */
  times: Map<string, number>;
  /** The hash of the site folder's tree at the ref: while it is the same, so is every file of the copy. */
  tree: string;
}

interface Marker {
  /** How the copy was written: a copy written otherwise is written again. */
  format: typeof FORMAT;
  tree: string;
  times: [file: string, ms: number][];
  /** Every file of the copy (relative, '/' separators) with its stat once written: size, inode, modification and change times (ns), as decimal text. */
  files: CopyFile[];
}

type CopyFile = [path: string, size: string, ino: string, mtimeNs: string, ctimeNs: string];

export const MARKER = '.docsgen-version.json';
const FORMAT = 2;

/** What a version's marker is sealed for: a marker moved to another version's copy is refused. */
const markerLabel = (key: string) => `docsgen version copy ${key}`;

function git(cwd: string, args: string[], input?: Buffer): Buffer {
  return execFileSync('git', args, { cwd, input, maxBuffer: 1024 * 1024 * 1024, stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
}

function gitText(cwd: string, args: string[]): string {
  return git(cwd, args).toString('utf8').trim();
}

/** The stderr of a failed git call, for the message. */
function gitProblem(error: unknown): string {
  const stderr = (error as { stderr?: Buffer }).stderr?.toString('utf8').trim();
  return stderr || (error instanceof Error ? error.message : String(error));
}

/**
 * The site folder of `ref`, written under the site's cache when the ref's tree changed since it
 * was last written. A ref git does not know, or one without the site folder, is a usage error
 * naming the version.
 */
export function gitVersionTree(siteRoot: string, key: string, ref: string): VersionTree {
  const where = `config versions.${key}.git`;
  let prefix: string;
  let commit: string;
  try {
    prefix = gitText(siteRoot, ['rev-parse', '--show-prefix']);
  } catch (error) {
    throw new DocsgenError('VersionUnreadable', `${where}: the site folder is not in a git repository, so the version "${key}" cannot be read from "${ref}" (${gitProblem(error)})`, {
      hint: `keep the version's pages in versions/${key}/pages/ instead (drop "git"), or build from a clone`,
    });
  }
  try {
    commit = gitText(siteRoot, ['rev-parse', '--verify', '--end-of-options', `${ref}^{commit}`]);
  } catch {
    throw new DocsgenError('VersionUnreadable', `${where}: git knows no tag, branch or commit "${ref}"`, {
      hint: 'check the name (git tag --list, git branch --all); in CI, fetch the history and tags: actions/checkout with fetch-depth: 0',
    });
  }
  const folder = prefix.replace(/\/$/, '');
  let tree: string;
  try {
    tree = gitText(siteRoot, ['rev-parse', '--verify', `${commit}^{tree}`]);
    if (folder) tree = gitText(siteRoot, ['rev-parse', '--verify', `${commit}:${folder}`]);
  } catch {
    throw new DocsgenError('VersionUnreadable', `${where}: "${ref}" has no folder ${folder}/ (the site folder's place in the repository)`, {
      hint: 'the site must be at the same place in the repository at that ref; otherwise keep the version in versions/<key>/',
    });
  }
  return versionCopy(siteRoot, key, commit, tree, folder);
}

/**
 * The site folders of every git version at once, by version key: the refs' commits and trees are
 * resolved by one `git cat-file --batch-check` (two git processes for all the versions, where one
 * at a time took three or four each: a warm build of a 5-version site spent more on starting git
 * than on anything else of those versions). A version the batch cannot resolve (an unknown ref,
 * no site folder at the ref, a name git reads otherwise) goes through gitVersionTree, which says
 * what is wrong with it, so the messages are the same either way.
 */
export function gitVersionTrees(siteRoot: string, versions: readonly { key: string; ref: string }[]): Map<string, VersionTree> {
  const trees = new Map<string, VersionTree>();
  if (versions.length === 0) return trees;
  let folder: string;
  try {
    folder = gitText(siteRoot, ['rev-parse', '--show-prefix']).replace(/\/$/, '');
  } catch {
    // Not a repository: the first version's own call says so.
    gitVersionTree(siteRoot, versions[0]!.key, versions[0]!.ref);
    return trees;
  }
  // One line asked per object, one line answered ("<name> <type>", or "<what was asked> missing"); a ref with a line break in it cannot be asked this way.
  const batchable = versions.filter(({ ref }) => !/[\n\r\0]/.test(ref) && ref.trim() === ref && ref !== '');
  const asked = batchable.flatMap(({ ref }) => [`${ref}^{commit}`, folder ? `${ref}^{commit}:${folder}` : `${ref}^{tree}`]);
  let answers: string[] = [];
  if (asked.length > 0) {
    try {
      answers = git(siteRoot, ['cat-file', '--batch-check=%(objectname) %(objecttype)'], Buffer.from(asked.join('\n') + '\n')).toString('utf8').split('\n');
    } catch {
      answers = [];
    }
  }
  const resolved = new Map<string, { commit: string; tree: string }>();
  batchable.forEach(({ key }, i) => {
    const commit = answers[2 * i]?.split(' ');
    const tree = answers[2 * i + 1]?.split(' ');
    if (commit?.length === 2 && commit[1] === 'commit' && tree?.length === 2 && tree[1] === 'tree') resolved.set(key, { commit: commit[0]!, tree: tree[0]! });
  });
  for (const { key, ref } of versions) {
    const found = resolved.get(key);
    trees.set(key, found ? versionCopy(siteRoot, key, found.commit, found.tree, folder) : gitVersionTree(siteRoot, key, ref));
  }
  return trees;
}

/**
 * The copy of the version's site folder (`tree` at `commit`), written again unless its sealed
 * marker names that tree and the copy is, file for file, what was written (see the top).
 */
function versionCopy(siteRoot: string, key: string, commit: string, tree: string, folder: string): VersionTree {
  const dir = join(cacheFolder(siteRoot, '.docsgen-cache', 'versions'), key);
  const secret = cacheSecret();
  const sealKey = secret.ok ? secret.key : undefined;
  const known = sealKey ? readMarker(dir, sealKey, key) : undefined;
  if (known?.tree === tree && copyHolds(dir, known.files)) return { root: dir, times: new Map(known.times.map(([file, ms]) => [join(dir, file), ms])), tree };

  // Written beside it, then swapped in: a build stopped half-way leaves the old copy whole.
  const staging = `${dir}.writing-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const files = writeTree(siteRoot, tree, staging);
  const times = pageTimes(siteRoot, commit, folder);
  const marker: Marker = { format: FORMAT, tree, times: [...times], files };
  // Without a secret there is nothing to seal with: no marker, and the next build writes the copy again.
  if (sealKey) writeFileSync(join(staging, MARKER), sealedJson(sealKey, markerLabel(key), marker));
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
  return { root: dir, times: new Map(marker.times.map(([file, ms]) => [join(dir, file), ms])), tree };
}

/** The copy's marker when its seal holds (this secret, this version) and it is of this format; undefined otherwise. */
function readMarker(dir: string, sealKey: Buffer, key: string): Marker | undefined {
  let text: string;
  try {
    text = readFileSync(join(dir, MARKER), 'utf8');
  } catch {
    return undefined;
  }
  const marker = unsealJson(sealKey, markerLabel(key), text) as Partial<Marker> | undefined;
  if (marker?.format !== FORMAT || typeof marker.tree !== 'string' || !Array.isArray(marker.times) || !Array.isArray(marker.files)) return undefined;
  return marker as Marker;
}

/** A file's stat as the marker keeps it; undefined for anything but a regular file (or nothing there). */
function copyFileStat(file: string, path: string): CopyFile | undefined {
  const stat = lstatSync(file, { bigint: true, throwIfNoEntry: false });
  if (!stat?.isFile()) return undefined;
  return [path, String(stat.size), String(stat.ino), String(stat.mtimeNs), String(stat.ctimeNs)];
}

/**
 * Whether the copy in `dir` is what was written: the same files (the marker aside), each a
 * regular file with the same size, inode and times. A folder or file that is a link, or anything
 * else there, and it is not. Reads folders and stats files, never a file's bytes.
 */
function copyHolds(dir: string, files: readonly CopyFile[]): boolean {
  const expected = new Map(files.map((file) => [file[0], file]));
  let seen = 0;
  const walk = (folder: string, prefix: string): boolean => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = prefix + entry.name;
      if (entry.isDirectory()) {
        if (!walk(join(folder, entry.name), `${path}/`)) return false;
        continue;
      }
      if (path === MARKER) continue;
      const want = expected.get(path);
      const found = want && entry.isFile() ? copyFileStat(join(folder, entry.name), path) : undefined;
      if (!found || found.some((value, i) => value !== want![i])) return false;
      seen++;
    }
    return true;
  };
  try {
    if (!lstatSync(dir).isDirectory()) return false;
    return walk(dir, '') && seen === expected.size;
  } catch {
    return false;
  }
}

/**
 * Every regular file of `tree` written under `into` (symbolic links and submodules are left out: a
 * page is read only from a real file), with its stat once written, for the marker.
 */
function writeTree(cwd: string, tree: string, into: string): CopyFile[] {
  const listing = git(cwd, ['ls-tree', '-r', '-z', '--full-tree', tree]).toString('utf8');
  const files: { hash: string; path: string }[] = [];
  for (const entry of listing.split('\0')) {
    if (!entry) continue;
    const tab = entry.indexOf('\t');
    const [mode, type, hash] = entry.slice(0, tab).split(' ');
    const path = entry.slice(tab + 1);
    if (type !== 'blob' || mode === '120000' || !hash) continue;
    // Never outside the folder, whatever a path in a repository says.
    if (path.split('/').some((segment) => segment === '..' || segment === '' || segment === '.')) continue;
    // The marker's place: a file of that name at the ref is not the copy's to keep.
    if (path === MARKER) continue;
    files.push({ hash, path });
  }
  if (files.length === 0) return [];
  // One cat-file for every blob: "<hash> blob <size>\n<bytes>\n" each, in the order asked.
  const out = git(cwd, ['cat-file', '--batch'], Buffer.from(files.map((file) => file.hash).join('\n') + '\n'));
  let at = 0;
  const written: CopyFile[] = [];
  for (const file of files) {
    const end = out.indexOf(10, at);
    const size = Number(out.subarray(at, end).toString('latin1').split(' ')[2]);
    const body = out.subarray(end + 1, end + 1 + size);
    at = end + 1 + size + 1;
    const target = join(into, file.path.split('/').join(sep));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, body);
    const stat = copyFileStat(target, file.path);
    if (stat) written.push(stat);
  }
  return written;
}

/** The last commit time at `commit` of each file under the site's pages/ (relative to the site folder, '/' separators → ms). */
function pageTimes(cwd: string, commit: string, folder: string): Map<string, number> {
  const pages = folder ? `${folder}/pages` : 'pages';
  const times = new Map<string, number>();
  let output: string;
  try {
    output = gitText(cwd, ['log', '--format=@%ct', '--name-only', '--no-renames', commit, '--', `:(top)${pages}`]);
  } catch {
    return times;
  }
  let current = 0;
  for (const line of output.split('\n')) {
    if (!line) continue;
    if (line.startsWith('@')) {
      current = Number(line.slice(1)) * 1000;
      continue;
    }
    const inSite = folder ? line.slice(folder.length + 1) : line;
    if (!times.has(inSite)) times.set(inSite, current);
  }
  return times;
}
