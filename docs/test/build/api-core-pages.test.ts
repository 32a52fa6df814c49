// The Get Starknet core pages read their signatures and tables from the declarations of
// @starknet-io/get-starknet-core: an upgrade that renames or removes an export they show must fail
// the build, naming the page and the directive's line, with the closest export. A copy of docs/
// gets its own copies of the core package and of the discovery package it re-exports (`export *`),
// one export renamed and one removed, in its node_modules: the repository's node_modules is left
// as it is.
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docsgen } from '../../../test/build/hostile-site.js';
import { removeFolders, workFolder } from '../../../test/support/incremental.js';
import { REPO_ROOT } from '../../../test/support/paths.js';

const made: string[] = [];
afterAll(() => removeFolders(made));

/** Copies an installed package of the repository into `site`'s own node_modules. */
function copyPackage(site: string, name: string): string {
  const to = join(site, 'node_modules', name);
  cpSync(join(REPO_ROOT, 'node_modules', name), to, { recursive: true, dereference: true });
  return to;
}

/** Edits every declaration file of a package's dist/ (.d.ts, .d.mts, .d.cts), expecting a change. */
function editDeclarations(pkg: string, change: (text: string) => string): void {
  for (const name of ['index.d.ts', 'index.d.mts', 'index.d.cts']) {
    const file = join(pkg, 'dist', name);
    if (!existsSync(file)) continue;
    const before = readFileSync(file, 'utf8');
    const after = change(before);
    expect(after, file).not.toBe(before);
    writeFileSync(file, after);
  }
}

/** The line of `docs/pages/<page>` holding `text`, 1-based. */
function lineOf(page: string, text: string): number {
  const index = readFileSync(join(REPO_ROOT, 'docs/pages', page), 'utf8').split('\n').findIndex((line) => line.includes(text));
  expect(index, `${text} in ${page}`).toBeGreaterThanOrEqual(0);
  return index + 1;
}

describe('the Get Starknet core pages after an upgrade that changes the API', () => {
  it('fail the build naming the page, the line and the closest export', async () => {
    const dir = await workFolder(made, 'core-');
    const site = join(dir, 'site');
    cpSync(join(REPO_ROOT, 'docs'), site, { recursive: true, filter: (path) => !/[\\/](dist|\.docsgen-cache|node_modules)$/.test(path) });
    // The core package re-exports createStore and its types from the discovery package: both are
    // copied, so the core's `export *` resolves to the edited copy.
    copyPackage(site, '@starknet-io/get-starknet-core');
    const discovery = copyPackage(site, '@starknet-io/get-starknet-discovery');
    editDeclarations(discovery, (text) =>
      text
        // createStore renamed…
        .replace(/\bcreateStore\b/g, 'createWalletStore')
        // …and the Listener type no longer exported.
        .replace('type Listener, ', ''),
    );

    const run = await docsgen(['build', site, '--out', join(dir, 'out')], { timeoutMs: 600_000 });
    expect(run.code, run.output).toBe(1);
    const signature = lineOf('core/createStore.mdx', '::api{from="@starknet-io/get-starknet-core" name="createStore" show="signature"}');
    const parameters = lineOf('core/createStore.mdx', ':::api{from="@starknet-io/get-starknet-core" name="createStore" show="parameters"}');
    const types = lineOf('core/createStore.mdx', 'name="Store, Listener, CleanupListener"');
    // Each directive that names the renamed export, at its line, with the new name to use.
    for (const line of [signature, parameters]) expect(run.stderr).toContain(`pages/core/createStore.mdx:${line}:1`);
    expect(run.stderr).toContain('::api: "@starknet-io/get-starknet-core" exports no "createStore"');
    expect(run.stderr).toContain('did you mean "createWalletStore"?');
    // The removed type, where the page lists it.
    expect(run.stderr).toContain(`pages/core/createStore.mdx:${types}:1`);
    expect(run.stderr).toContain('exports no "Listener"');
    // No half-written site.
    expect(existsSync(join(dir, 'out'))).toBe(false);
    // The other core pages do not depend on these exports: none of them is named.
    expect(run.stderr).not.toMatch(/pages\/core\/(?!createStore\.mdx)[\w.]+\.mdx:\d+:\d+[^\n]*exports no/);
  }, 900_000);
});
