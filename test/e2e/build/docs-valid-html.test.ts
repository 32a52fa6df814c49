// The Get Starknet site is valid HTML: every page of the build passes the W3C Nu checker.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REPO_ROOT } from '../../support/paths.js';
import { buildSite } from '../../support/site.js';
import { validateHtml } from '../../support/vnu.js';

let outDir: string;

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'docsgen-docs-html-'));
  const build = await buildSite(join(REPO_ROOT, 'docs'), { out: outDir });
  expect(build.code, build.stderr).toBe(0);
});

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

it('has zero W3C validation errors on every page', async () => {
  const entries = await readdir(outDir, { withFileTypes: true, recursive: true });
  // The folder form and the .html form of a route are the same document: check each page once.
  const files = entries.filter((e) => e.isFile() && e.name.endsWith('.html') && e.name !== 'index.html' || (e.isFile() && e.name === 'index.html' && e.parentPath === outDir)).map((e) => join(e.parentPath, e.name));
  expect(files.length).toBeGreaterThan(25);
  const errors = await validateHtml(files);
  expect(errors.map((e) => `${e.file.slice(outDir.length)}:${e.line} ${e.message}`)).toEqual([]);
});
