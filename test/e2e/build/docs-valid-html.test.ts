// The Get Starknet site is valid HTML: every page of the build passes the W3C Nu checker.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { builtDocsSite } from '../../support/docs-site.js';
import { validateHtml } from '../../support/vnu.js';

let outDir: string;

beforeAll(async () => {
  // One build of docs/ per test run, shared by every test file that needs it.
  outDir = await builtDocsSite();
});

it('has zero W3C validation errors on every page', async () => {
  const entries = await readdir(outDir, { withFileTypes: true, recursive: true });
  // The folder form and the .html form of a route are the same document: check each page once.
  const files = entries.filter((e) => e.isFile() && e.name.endsWith('.html') && e.name !== 'index.html' || (e.isFile() && e.name === 'index.html' && e.parentPath === outDir)).map((e) => join(e.parentPath, e.name));
  expect(files.length).toBeGreaterThan(25);
  const errors = await validateHtml(files);
  expect(errors.map((e) => `${e.file.slice(outDir.length)}:${e.line} ${e.message}`)).toEqual([]);
});
