// Where the docsgen that runs came from, so that `docsgen init` writes the dependency a site can
// install: the registry version when it came from the registry, else the tarball or folder it was
// installed from (`npm install ../docsgen-0.1.0.tgz`, `npx ./docsgen-0.1.0.tgz init`, a source
// checkout), which the registry does not have. Read from the project that installed it: npm's
// record of what it installed (node_modules/.package-lock.json, package-lock.json), or what the
// project asked for (package.json).
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';

export type InstallSource =
  /** From the npm registry (or one that mirrors it): `^<version>` is installable. */
  | { kind: 'registry' }
  /** A tarball or a folder on this machine. */
  | { kind: 'file'; path: string }
  /** Anything else npm took (a git URL, a tarball URL), written as it was given. */
  | { kind: 'spec'; spec: string };

/** How the package in `packageRoot` (named `name`) was installed. */
export function installSource(packageRoot: string, name = 'docsgen'): InstallSource {
  const holder = dirname(packageRoot);
  // Not inside a node_modules folder: run from a folder of its own (a source checkout, a link).
  if (basename(holder) !== 'node_modules') return { kind: 'file', path: packageRoot };
  const project = dirname(holder);
  for (const lock of [join(holder, '.package-lock.json'), join(project, 'package-lock.json')]) {
    const resolved = readJson<{ packages?: Record<string, { resolved?: unknown; link?: unknown }> }>(lock)?.packages?.[`node_modules/${name}`];
    if (typeof resolved?.resolved === 'string') return fromSpec(resolved.resolved, project);
  }
  const manifest = readJson<Record<string, Record<string, unknown> | undefined>>(join(project, 'package.json'));
  for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) {
    const spec = manifest?.[field]?.[name];
    if (typeof spec === 'string') return fromSpec(spec, project);
  }
  return { kind: 'registry' };
}

/** What npm recorded or was asked for, relative paths read from `project`. */
function fromSpec(spec: string, project: string): InstallSource {
  if (spec.startsWith('file:')) {
    const path = spec.slice('file:'.length);
    return { kind: 'file', path: isAbsolute(path) ? path : resolve(project, path) };
  }
  // A registry tarball (…/-/docsgen-0.1.0.tgz) or a version range.
  if (/^https?:\/\/.*\/-\/[^/]+\.tgz$/.test(spec) || /^[\^~<>=\d*xX| .-]/.test(spec) || spec === 'latest') return { kind: 'registry' };
  // A folder (a workspace, `npm link`): npm records its path.
  if (!/^[a-z+]+:/i.test(spec) && existsSync(resolve(project, spec))) return { kind: 'file', path: resolve(project, spec) };
  return { kind: 'spec', spec };
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}
