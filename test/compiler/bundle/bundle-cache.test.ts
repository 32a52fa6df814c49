import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { bundleDependencies } from '../../../compiler/bundle/bundle-cache.js';
import { DependencyChecker } from '../../../compiler/store/dependencies.js';
import { tempDir } from '../../support/temp-dir.js';

function site() {
  const root = tempDir('bundle-cache-', { in: 'system' });
  mkdirSync(join(root, 'components'));
  mkdirSync(join(root, 'node_modules', 'pkg'), { recursive: true });
  writeFileSync(join(root, 'components', 'Note.jsx'), 'export const Note = 1;');
  writeFileSync(join(root, 'node_modules', 'pkg', 'index.js'), 'export default 1;');
  writeFileSync(join(root, 'node_modules', 'pkg', 'package.json'), '{"name":"pkg"}');
  const metafile = {
    inputs: {
      'components/Note.jsx': { bytes: 1, imports: [] },
      'node_modules/pkg/index.js': { bytes: 1, imports: [] },
      'docsgen-page:page-0': { bytes: 1, imports: [] },
    },
    outputs: {},
  } as unknown as Metafile;
  return { root, metafile };
}

const holds = (deps: ReturnType<typeof bundleDependencies>) => new DependencyChecker().holds(deps!);

describe('bundleDependencies', () => {
  it('holds while nothing changes', () => {
    const { root, metafile } = site();
    const deps = bundleDependencies(metafile, root);
    expect(deps).toBeDefined();
    expect(holds(deps)).toBe(true);
  });

  it('breaks when an input changes, a file appears beside one, a package appears nearer, or a package.json or tsconfig changes', () => {
    const changes: ((root: string) => void)[] = [
      (root) => writeFileSync(join(root, 'components', 'Note.jsx'), 'export const Note = 2;'),
      (root) => writeFileSync(join(root, 'components', 'Note.tsx'), 'export const Note = 3;'),
      (root) => mkdirSync(join(root, 'components', 'node_modules', 'pkg'), { recursive: true }),
      (root) => writeFileSync(join(root, 'node_modules', 'pkg', 'package.json'), '{"name":"pkg","exports":"./other.js"}'),
      (root) => writeFileSync(join(root, 'tsconfig.json'), '{}'),
    ];
    for (const change of changes) {
      const { root, metafile } = site();
      const deps = bundleDependencies(metafile, root);
      change(root);
      expect(holds(deps), change.toString()).toBe(false);
    }
  });

  it('ignores the run folders builds make beside the output', () => {
    const { root, metafile } = site();
    const deps = bundleDependencies(metafile, root);
    mkdirSync(join(root, `.dist.staging-${process.pid}-abc123`));
    expect(holds(deps)).toBe(true);
  });

  it('keeps no bundle that read a Markdown partial', () => {
    const { root, metafile } = site();
    writeFileSync(join(root, 'components', 'part.mdx'), '# Part');
    metafile.inputs['components/part.mdx'] = { bytes: 1, imports: [] } as never;
    expect(bundleDependencies(metafile, root)).toBeUndefined();
  });
});
