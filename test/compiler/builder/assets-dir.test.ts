import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assetsDirConflicts, checkAssetsDir } from '../../../compiler/builder/assets-dir.js';
import { DocsgenError, exitCodeFor } from '../../../compiler/errors/docsgen-error.js';

const root = '/site';
const page = (relativePath: string, route: string) => ({ filePath: join(root, relativePath), relativePath, route });

describe('the generated files folder', () => {
  const pages = [page('pages/index.mdx', '/'), page('pages/docsgen.mdx', '/docsgen'), page('pages/docsgen/api.mdx', '/docsgen/api'), page('pages/docsgen-notes.mdx', '/docsgen-notes')];

  it('may hold no page: routes inside it are named (a page merely starting with the name is fine)', () => {
    expect(assetsDirConflicts(pages, 'docsgen')).toEqual(['pages/docsgen.mdx (route /docsgen)', 'pages/docsgen/api.mdx (route /docsgen/api)']);
    expect(assetsDirConflicts(pages, 'static')).toEqual([]);
  });

  it('fails the build as a usage error (exit 2) that says how to fix it', () => {
    let error: unknown;
    try {
      checkAssetsDir(pages, 'docsgen');
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(DocsgenError);
    const failure = error as DocsgenError;
    expect(failure.code).toBe('AssetsDirTaken');
    expect(exitCodeFor(failure.kind)).toBe(2);
    expect(failure.message).toContain('/docsgen/ holds docsgen\'s generated files');
    expect(failure.message).toContain('  pages/docsgen/api.mdx (route /docsgen/api)');
    expect(failure.hint).toContain('set assetsDir in docsgen.config.ts');
    expect(() => checkAssetsDir(pages, 'assets')).not.toThrow();
  });
});
