// The build cache on a site with versions (a git tag, a folder version, the working tree): a warm
// build takes every page from the cache, and a page of an earlier version that imports a component
// (bundled with the theme, from the cache's compiled result on the main thread) keeps its links
// in its version; editing a page of one version builds that page again only.
import { appendFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../support/site.js';
import { makeVersionedSite } from '../support/versioned-site.js';

let root: string;
beforeAll(async () => {
  root = await makeVersionedSite('versions-incremental');
});

async function build(...args: string[]) {
  const result = await buildSite(root, { args });
  expect(result.code, result.stdout + result.stderr).toBe(0);
  return { line: result.stdout.trim().split('\n').at(-1)!, v1Guide: await readFile(join(result.outDir, 'v1/guide.html'), 'utf8') };
}

describe('the build cache with versions', () => {
  it('a warm build reuses every page, and the tag’s page that imports a component stays in its version', async () => {
    const cold = await build('--clean');
    expect(cold.v1Guide).toContain('<a href="/v1/">home</a>');
    const warm = await build();
    expect(warm.line).toMatch(/from the cache: 8 compiled, 8 rendered/);
    expect(warm.v1Guide).toBe(cold.v1Guide);
  });

  it('editing a page of the folder version builds that page again', async () => {
    await appendFile(join(root, 'versions/v2/pages/guide.mdx'), '\nOne more sentence.\n');
    const edited = await build();
    expect(edited.line).toMatch(/from the cache: 7 compiled, 7 rendered/);
  });
});
