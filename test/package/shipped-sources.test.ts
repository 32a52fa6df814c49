// theme/ and runtime/ ship as TypeScript sources that every site's bundle compiles (package.json
// "files"), so each package they import must be installed with docsgen: a dependency or a peer
// dependency, never a devDependency that only this repository has (a stranger's build would fail
// with "Could not resolve").
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; peerDependencies: Record<string, string> };
const installed = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)]);

/** The package a bare specifier names ('react-dom/client' → 'react-dom', '@scope/x/y' → '@scope/x'). */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Bare specifiers of value imports (type-only imports are erased before bundling). */
function valueImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
    const [, , typeOnly, specifier] = match;
    if (typeOnly || specifier!.startsWith('.') || specifier!.startsWith('node:')) continue;
    found.push(specifier!);
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => join(root, dir, name));
}

describe('the shipped theme and runtime sources', () => {
  it('import only packages installed with docsgen (or docsgen itself)', () => {
    const missing: string[] = [];
    for (const file of [...sourceFiles('theme'), ...sourceFiles('runtime')]) {
      for (const specifier of valueImports(file)) {
        const name = packageOf(specifier);
        if (name !== 'docsgen' && !installed.has(name)) missing.push(`${file.slice(root.length + 1)}: ${specifier}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('names a sub-path or scoped import by its package', () => {
    expect(packageOf('react-dom/client')).toBe('react-dom');
    expect(packageOf('@scope/pkg/sub')).toBe('@scope/pkg');
  });
});
