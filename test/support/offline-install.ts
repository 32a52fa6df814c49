// Installs a packed docsgen (`npm pack`'s tarball) into a project the way a user would, but from
// the npm cache alone: `npm ci --offline` with a lockfile that pins every package the tarball
// needs to the version, tarball and checksum this repository's package-lock.json installed (so
// the cache, filled by the repository's own `npm ci`, has every one of them). Nothing is fetched,
// and what the test installs is exactly what the repository's tests ran against.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { REPO_ROOT } from './paths.js';
import { runProcess, type ProcessResult } from './process.js';
import { cliEnvironment } from './site.js';

interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  optional?: boolean;
  [key: string]: unknown;
}

interface Manifest {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  [key: string]: unknown;
}

/** Where Node would find `name` from the package at lock path `from` ('' is the project root). */
function locate(packages: Record<string, LockEntry>, from: string, name: string): string | undefined {
  for (let at = from; ; at = at.includes('/node_modules/') ? at.slice(0, at.lastIndexOf('/node_modules/')) : '') {
    const candidate = at ? `${at}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!at) return undefined;
  }
}

/** Lock paths of everything `roots` need, installed as this repository's lockfile has them. */
function closure(packages: Record<string, LockEntry>, roots: string[]): Set<string> {
  const found = new Set<string>();
  const visit = (from: string, name: string, optional: boolean) => {
    const path = locate(packages, from, name);
    if (path === undefined) {
      if (optional) return;
      throw new Error(`${name} (needed by ${from || 'docsgen'}) is not in the repository's package-lock.json`);
    }
    if (found.has(path)) return;
    found.add(path);
    const entry = packages[path]!;
    for (const dep of Object.keys(entry.dependencies ?? {})) visit(path, dep, false);
    for (const dep of Object.keys(entry.optionalDependencies ?? {})) visit(path, dep, true);
    for (const dep of Object.keys(entry.peerDependencies ?? {})) visit(path, dep, entry.peerDependenciesMeta?.[dep]?.optional === true);
  };
  for (const name of roots) visit('', name, false);
  return found;
}

/** The tarball's package.json. */
function tarballManifest(tarball: string): Manifest {
  return JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' })) as Manifest;
}

/**
 * Writes package.json and package-lock.json into `project` for `tarball` (copied beside them)
 * and runs `npm ci --offline` there.
 */
export async function installTarballOffline(project: string, tarball: string): Promise<ProcessResult> {
  const manifest = tarballManifest(tarball);
  const file = basename(tarball);
  copyFileSync(tarball, join(project, file));
  const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
  const repoLock = JSON.parse(readFileSync(join(REPO_ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
  const needed = closure(repoLock.packages, [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);

  const packages: Record<string, LockEntry> = {
    '': { name: 'stranger-project', version: '1.0.0', dependencies: { [manifest.name]: `file:${file}` } },
    [`node_modules/${manifest.name}`]: {
      version: manifest.version,
      resolved: `file:${file}`,
      integrity,
      license: manifest['license'],
      dependencies: manifest.dependencies,
      peerDependencies: manifest.peerDependencies,
      bin: manifest['bin'],
      engines: manifest['engines'],
    },
  };
  for (const path of [...needed].sort()) {
    // Whether a package is a dev dependency is the project's business: npm works it out again.
    const { dev: _dev, devOptional: _devOptional, peer: _peer, ...entry } = repoLock.packages[path]!;
    packages[path] = entry;
  }
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'stranger-project', version: '1.0.0', private: true, dependencies: { [manifest.name]: `file:${file}` } }, null, 2),
  );
  writeFileSync(join(project, 'package-lock.json'), JSON.stringify({ name: 'stranger-project', version: '1.0.0', lockfileVersion: 3, requires: true, packages }, null, 2));
  return runProcess('npm', ['ci', '--offline', '--no-audit', '--no-fund'], { cwd: project, env: cliEnvironment(), timeout: 180_000 });
}
