/**
 * Imports a config file shares with docsgen itself instead of bundling its own copy.
 *
 * React elements written in a config (a banner, a top-nav element) are rendered by the theme. If the
 * config bundle carried its own React, a component in it that calls a hook would run against a
 * React the renderer never set up ("Invalid hook call"). So `react`, `react-dom` and `docsgen/*`
 * stay external and are rewritten to absolute file URLs resolved from this package, which also works
 * when the site lives outside it (in /tmp, or with no node_modules of its own).
 *
 * One exception: a `docsgen/*` import that resolves to TypeScript source (the package declares no
 * built "exports" for it) is bundled in, because Node 20 cannot import .ts files. React imports
 * inside it still go through this plugin, so React stays shared.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';

export const SHARED_IMPORT = /^(?:react|react-dom|docsgen)(?:\/.*)?$/;

let root: string | undefined;

/**
 * The docsgen package folder. Found by walking up to its package.json rather than assumed to be
 * '..': this module also runs bundled into `.build/`.
 */
export function packageRoot(): string {
  if (root !== undefined) return root;
  const here = dirname(fileURLToPath(import.meta.url));
  for (let dir = here; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'docsgen') {
      return (root = dir);
    }
    if (dirname(dir) === dir) return (root = dirname(here));
  }
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];

/**
 * A clone of the repository, which runs from its TypeScript sources; the published package has
 * no compiler/ folder (bin/docsgen.mjs tells the two apart the same way).
 */
export function runsFromSources(): boolean {
  return existsSync(join(packageRoot(), 'compiler'));
}

/**
 * `docsgen/<sub>` as a source file of this package (`<root>/<sub>/index.ts`, `<root>/<sub>.ts`, …):
 * what a clone of the repository uses, and the fallback when no "exports" entry resolves.
 */
function sourceEntry(specifier: string): string | undefined {
  const sub = specifier === 'docsgen' ? 'index' : specifier.slice('docsgen/'.length);
  if (sub.split('/').some((segment) => segment === '..' || segment === '')) return undefined;
  const base = join(packageRoot(), sub);
  for (const candidate of [...SOURCE_EXTENSIONS.map((ext) => base + ext), ...SOURCE_EXTENSIONS.map((ext) => join(base, `index${ext}`))]) {
    if (existsSync(candidate)) return pathToFileURL(candidate).href;
  }
  return undefined;
}

/**
 * The file URL `specifier` has when imported from this package, or undefined. In a clone,
 * `docsgen/*` is its source (the bundle in .build/ may be older, or not there yet); otherwise
 * Node's own resolution decides (import conditions, package "exports", including docsgen's
 * self-reference: the published `.build/config.mjs`), with the sources as the fallback.
 */
export function resolveSharedImport(specifier: string): string | undefined {
  const ours = specifier === 'docsgen' || specifier.startsWith('docsgen/');
  if (ours && runsFromSources()) {
    const source = sourceEntry(specifier);
    if (source !== undefined) return source;
  }
  try {
    return import.meta.resolve(specifier);
  } catch {
    return ours ? sourceEntry(specifier) : undefined;
  }
}

const TYPESCRIPT = /\.[cm]?tsx?$/;

/**
 * Resolves shared imports from this package: external at their URL, or bundled in when they are
 * TypeScript source. Records every resolution in `resolved`, so a cached bundle can be checked
 * against how the same imports resolve now.
 */
export function sharedImportsPlugin(resolved: Map<string, string>): Plugin {
  return {
    name: 'docsgen-shared-imports',
    setup(build) {
      build.onResolve({ filter: SHARED_IMPORT }, (args) => {
        const url = resolveSharedImport(args.path);
        if (url === undefined) {
          return { errors: [{ text: `Could not resolve "${args.path}" from the docsgen package at ${packageRoot()}` }] };
        }
        resolved.set(args.path, url);
        if (TYPESCRIPT.test(url)) return { path: fileURLToPath(url) };
        // require() takes a file path, import a URL (an absolute path is not portable to Windows).
        return { path: args.kind === 'require-call' ? fileURLToPath(url) : url, external: true };
      });
    },
  };
}
