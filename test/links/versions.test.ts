// check-links and the build's link check on a site with versions: a root-relative link in a page
// of an earlier version leads into that version (/guide written in v2 is /v2/guide), a link that
// names a version's page itself holds as written, and each version's navigation is checked as
// its pages show it. The site is made in the test (a git tag, a folder version, the working tree).
import { appendFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/paths.js';
import { runProcess } from '../support/process.js';
import { buildSite, cliEnvironment } from '../support/site.js';
import { makeVersionedSite } from '../support/versioned-site.js';

const CLI = join(REPO_ROOT, 'bin/docsgen.mjs');
const checkLinks = (...args: string[]) => runProcess(process.execPath, [CLI, 'check-links', ...args], { cwd: REPO_ROOT, env: cliEnvironment(), timeout: 120_000 });

let root: string;
beforeAll(async () => {
  root = await makeVersionedSite('links-versions');
});

describe('links within versions', () => {
  it('hold as every version’s pages have them', async () => {
    const result = await checkLinks(root);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    // Every version's pages: 3 current, 2 of v2, 3 of the tag.
    expect(result.stdout).toMatch(/^all \d+ links hold \(8 pages/);
  });

  it('a link to a page of the latest only is broken in an earlier version; one naming a version holds', async () => {
    await appendFile(join(root, 'versions/v2/pages/guide.mdx'), ['', 'See the [new feature](/new-feature) and the [legacy API](/v1/legacy).', ''].join('\n'));
    try {
      const result = await checkLinks(root);
      expect(result.code, result.stdout + result.stderr).toBe(1);
      const broken = result.stdout.split('\n').filter((line) => line.includes('versions/v2/pages/guide.mdx'));
      expect(broken).toHaveLength(1);
      expect(broken[0]).toMatch(/versions\/v2\/pages\/guide\.mdx:5:9 +\/new-feature/);
      const built = await buildSite(root);
      expect(built.code, built.stdout + built.stderr).toBe(1);
      expect(built.stderr).toMatch(/versions\/v2\/pages\/guide\.mdx:5:9/);
      expect(built.stderr).toMatch(/\/new-feature/);
      expect(built.stderr).not.toMatch(/legacy/);
    } finally {
      await rm(join(root, 'versions/v2/pages/guide.mdx'));
      await appendFile(join(root, 'versions/v2/pages/guide.mdx'), '# Guide\n\nIn v2 a widget is made with `zorblax()`.\n');
    }
  });
});
