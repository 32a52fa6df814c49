// A git version's copy in .docsgen-cache/versions/<key>/ is trusted as a cache entry is: its
// marker sealed with the cache secret over the tree and every file written (git-version.ts). A
// copy unchanged is taken as it is (not written again); a marker edited by hand or sealed under
// another secret, a file of the copy edited (even to the same size), one added (a node_modules
// folder that would shadow the site's packages) or replaced by a link: the copy is written again
// from git before anything reads it. Without a cache secret it is written on every call.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forgetCacheSecret, SECRET_ENV } from '../../../config/cache-seal.js';
import { gitVersionTree, MARKER } from '../../../compiler/pages/git-version.js';
import { ARTIFACTS_DIR } from '../../support/paths.js';

const SECRET = 'a-test-secret-of-at-least-32-characters-0001';
const OTHER_SECRET = 'another-test-secret-of-32-characters-or-more';
const GUIDE = '# Guide\n\nIn v1 a widget is made with `frobnicate()`.\n';
const FILES: Record<string, string> = {
  'docs/pages/index.mdx': '# Home of v1\n',
  'docs/pages/guide.mdx': GUIDE,
  'docs/components/Badge.tsx': 'export default function Badge() {\n  return <span>v1</span>;\n}\n',
};

const repo = join(ARTIFACTS_DIR, 'git-version-seal');
const site = join(repo, 'docs');
const copy = join(site, '.docsgen-cache/versions/v1');
const saved: Record<string, string | undefined> = {};

function git(...args: string[]): void {
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd: repo, stdio: 'ignore' });
}

function useSecret(secret: string | undefined, state = join(repo, 'state')): void {
  if (secret === undefined) delete process.env[SECRET_ENV];
  else process.env[SECRET_ENV] = secret;
  process.env.XDG_STATE_HOME = state;
  forgetCacheSecret();
}

/** The copy as a build reads it, and whether this call wrote it (a file written again is a new inode). */
function read(): { root: string; written: boolean; guide: string } {
  const before = inode(join(copy, 'pages/index.mdx'));
  const tree = gitVersionTree(site, 'v1', 'v1.0');
  return { root: tree.root, written: inode(join(copy, 'pages/index.mdx')) !== before, guide: readFileSync(join(tree.root, 'pages/guide.mdx'), 'utf8') };
}

function inode(file: string): bigint | undefined {
  try {
    return statSync(file, { bigint: true }).ino;
  } catch {
    return undefined;
  }
}

beforeAll(() => {
  for (const name of [SECRET_ENV, 'XDG_STATE_HOME']) saved[name] = process.env[name];
  rmSync(repo, { recursive: true, force: true });
  mkdirSync(repo, { recursive: true });
  git('init', '-q', '-b', 'main');
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(repo, path)), { recursive: true });
    writeFileSync(join(repo, path), text);
  }
  git('add', '-A');
  git('commit', '-q', '-m', 'v1');
  git('tag', 'v1.0');
});

afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  forgetCacheSecret();
});

beforeEach(() => {
  useSecret(SECRET);
  rmSync(join(site, '.docsgen-cache'), { recursive: true, force: true });
  expect(read().written).toBe(true);
});

afterEach(() => {
  useSecret(SECRET);
});

describe('a git version’s copy', () => {
  it('unchanged: taken as it is, build after build', () => {
    expect(read()).toEqual({ root: copy, written: false, guide: GUIDE });
    expect(read().written).toBe(false);
    // The marker is sealed: it is not the JSON alone.
    expect(readFileSync(join(copy, MARKER), 'utf8')).toMatch(/^docsgen-sealed-json 1 [0-9a-f]{64}\n\{/);
  });

  it('a marker edited by hand (the seal kept, the JSON changed): written again', () => {
    const text = readFileSync(join(copy, MARKER), 'utf8');
    writeFileSync(join(copy, MARKER), text.replace(/"times":\[\[/, '"times":[["pages/x.mdx",1],['));
    expect(read()).toMatchObject({ written: true, guide: GUIDE });
    expect(read().written).toBe(false);
  });

  it('a marker written without the secret (unsealed JSON naming the right tree): written again', () => {
    const text = readFileSync(join(copy, MARKER), 'utf8');
    writeFileSync(join(copy, MARKER), text.slice(text.indexOf('\n') + 1));
    expect(read().written).toBe(true);
  });

  it('a marker sealed with another secret: refused, written again (and then sealed with that secret)', () => {
    useSecret(OTHER_SECRET);
    expect(read().written).toBe(true);
    expect(read().written).toBe(false);
    useSecret(SECRET);
    expect(read().written).toBe(true);
  });

  it('a file of the copy edited under a valid marker, even to the same size: written again, its text git’s', () => {
    writeFileSync(join(copy, 'pages/guide.mdx'), GUIDE.replace('frobnicate', 'xxxxxxxxxx'));
    expect(read()).toMatchObject({ written: true, guide: GUIDE });
  });

  it('a file added (a node_modules folder in the copy), or a file replaced by a link: written again, the stranger gone', () => {
    mkdirSync(join(copy, 'node_modules/react'), { recursive: true });
    writeFileSync(join(copy, 'node_modules/react/index.js'), 'throw new Error("not react")\n');
    expect(read().written).toBe(true);
    expect(inode(join(copy, 'node_modules/react/index.js'))).toBeUndefined();
    rmSync(join(copy, 'components/Badge.tsx'));
    symlinkSync(join(repo, 'docs/components/Badge.tsx'), join(copy, 'components/Badge.tsx'));
    expect(read().written).toBe(true);
    expect(statSync(join(copy, 'components/Badge.tsx')).isFile()).toBe(true);
    // A file removed from the copy too.
    rmSync(join(copy, 'pages/guide.mdx'));
    expect(read()).toMatchObject({ written: true, guide: GUIDE });
  });

  it('without a cache secret: written on every call, no marker kept', () => {
    // No secret given and no folder to make one in (a file where the state folder would be).
    writeFileSync(join(repo, 'not-a-folder'), '');
    useSecret(undefined, join(repo, 'not-a-folder'));
    expect(read().written).toBe(true);
    expect(read().written).toBe(true);
    expect(inode(join(copy, MARKER))).toBeUndefined();
  });
});
