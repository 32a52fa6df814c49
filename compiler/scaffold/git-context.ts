// What `docsgen init` learns from the git repository the new site will live in, if any: where
// the repository's root is (GitHub runs workflows only from the root's .github/), which branch is
// checked out, and the GitHub repository its `origin` remote names (for the edit link, the GitHub
// icon and the Pages address). Every question may have no answer; none is an error.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';

export interface GitContext {
  /** The repository's top folder, or undefined outside a repository. */
  root?: string;
  /** The checked-out branch. */
  branch?: string;
  /** https://github.com/<owner>/<repo>, from the origin remote. */
  githubUrl?: string;
  owner?: string;
  repo?: string;
}

function git(cwd: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** `git@github.com:o/r.git`, `https://github.com/o/r(.git)`, `ssh://git@github.com/o/r` → o, r. */
export function parseGithubRemote(url: string): { owner: string; repo: string } | undefined {
  const match = /github\.com[:/]([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(url.trim());
  return match ? { owner: match[1]!, repo: match[2]! } : undefined;
}

/** The git context of `dir`, which may not exist yet (its nearest existing parent answers). */
export function gitContext(dir: string): GitContext {
  let cwd = dir;
  while (!existsSync(cwd) && dirname(cwd) !== cwd) cwd = dirname(cwd);
  const root = git(cwd, ['rev-parse', '--show-toplevel']);
  if (root === undefined) return {};
  const context: GitContext = { root, branch: git(root, ['symbolic-ref', '--quiet', '--short', 'HEAD']) };
  const remote = git(root, ['remote', 'get-url', 'origin']);
  const github = remote === undefined ? undefined : parseGithubRemote(remote);
  if (github) Object.assign(context, github, { githubUrl: `https://github.com/${github.owner}/${github.repo}` });
  return context;
}
