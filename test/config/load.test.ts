import { createHash, randomBytes } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isValidElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, describe, expect, test } from 'vitest';
import { ConfigError } from '../../config/errors.js';
import { findConfigFile, loadConfig } from '../../config/load.js';
import { readCachedBundle, writeCachedBundle } from '../../config/cache.js';
import { changedSince } from '../../config/cache-files.js';
import { sealedJson } from '../../config/cache-seal.js';

const PACKAGE_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const sites: string[] = [];

/** A site folder in the OS temp dir (outside the package, with no node_modules) holding `files`. */
function site(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'docsgen-config-'));
  sites.push(root);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), content);
  }
  return root;
}

afterAll(() => {
  for (const root of sites) rmSync(root, { recursive: true, force: true });
});

/**
 * Runs an ES module script in a plain Node process, as the CLI does. Under vitest every module has
 * a `require` and TypeScript imports work, which would hide problems. A script file, not `node -e`:
 * -e defines a global require too.
 */
function runInNode(root: string, code: string): string {
  const script = join(root, 'run.mjs');
  writeFileSync(script, code);
  return execFileSync(process.execPath, [script], { encoding: 'utf8' });
}

const urlOf = (file: string): string => JSON.stringify(pathToFileURL(file).href);

async function loadError(root: string): Promise<ConfigError> {
  try {
    await loadConfig(root);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected loadConfig to fail');
}

const BANNER_CONFIG = `
import { useState } from 'react';
import { defineConfig } from 'docsgen/config';

function Counter() {
  // A hook: rendering this with another copy of React would fail with "Invalid hook call".
  const [count] = useState(3);
  return <strong>{count} new wallets</strong>;
}

export default defineConfig({
  title: 'Get Starknet',
  banner: { content: <Counter />, dismissable: 'false' },
});
`;

describe('loadConfig', () => {
  test('a site without a config file gets the defaults', async () => {
    const root = site({ 'pages/index.mdx': '# Hi' });
    const loaded = await loadConfig(root);
    expect(loaded).toMatchObject({ file: null, bundleFile: null, dependencies: [] });
    expect(loaded.config.title).toBe('Docs');
    expect(existsSync(join(root, '.docsgen-cache'))).toBe(false);
  });

  test('a TSX config with a React element in the banner, sharing React with docsgen', async () => {
    const root = site({ 'docsgen.config.tsx': BANNER_CONFIG });
    const loaded = await loadConfig(root);

    expect(loaded.file).toBe(join(root, 'docsgen.config.tsx'));
    // docsgen/config only exists as TypeScript source here, which Node 20 cannot import: it is
    // bundled in, and so read by the bundle.
    expect([...loaded.dependencies].sort()).toEqual([join(PACKAGE_ROOT, 'config', 'index.ts'), join(root, 'docsgen.config.tsx')].sort());
    expect(loaded.config.title).toBe('Get Starknet');
    expect(loaded.config.titleTemplate).toBe('%s – Get Starknet');
    const banner = loaded.config.banner!;
    expect(banner.dismissable).toBe(false);
    expect(isValidElement(banner.content)).toBe(true);
    expect(renderToString(banner.content as ReactElement)).toBe('<strong>3<!-- --> new wallets</strong>');

    // The bundle lives in the default cache folder, named by content hash, and imports React from
    // this package by absolute URL instead of carrying a copy.
    expect(dirname(loaded.bundleFile!)).toBe(join(root, '.docsgen-cache', 'config'));
    expect(loaded.bundleFile!).toMatch(/config\.[0-9a-f]{16}\.mjs$/);
    const code = readFileSync(loaded.bundleFile!, 'utf8');
    expect(code).toContain(`"file://${join(PACKAGE_ROOT, 'node_modules', 'react', 'index.js')}"`);
    expect(code).toContain(`"file://${join(PACKAGE_ROOT, 'node_modules', 'react', 'jsx-runtime.js')}"`);
    expect(code).not.toContain(`config/index.ts"`);
    expect(code).toContain('function defineConfig(');
    expect(code).not.toContain('function useState');

    // The same bundle in plain Node 20, which cannot import docsgen's TypeScript source.
    const server = join(PACKAGE_ROOT, 'node_modules', 'react-dom', 'server.node.js');
    const html = runInNode(
      root,
      `import { renderToString } from ${urlOf(server)};\n` +
        `const { default: config } = await import(${urlOf(loaded.bundleFile!)});\n` +
        'process.stdout.write(renderToString(config.banner.content));',
    );
    expect(html).toBe('<strong>3<!-- --> new wallets</strong>');
  });

  test('a config importing local files lists them as dependencies; installed packages are bundled but not listed', async () => {
    const root = site({
      'docsgen.config.ts': `
        import { sidebar } from './config/sidebar';
        import { shout } from 'shout';
        export default { title: shout('docs'), sidebar };
      `,
      'config/sidebar.ts': `import { link } from './link.js';\nexport const sidebar = [{ text: 'Core', link: link('core') }];`,
      'config/link.ts': `export const link = (name: string) => '/' + name;`,
      'node_modules/shout/package.json': '{ "name": "shout", "main": "index.js" }',
      // CommonJS calling require() for a built-in: needs the require shim in the ES module bundle.
      'node_modules/shout/index.js': "const { basename } = require('node:path');\nexports.shout = (text) => basename(text).toUpperCase();",
    });
    const loaded = await loadConfig(root);
    expect(loaded.config.title).toBe('DOCS');
    expect(loaded.config.sidebar).toEqual({ '/': { backLink: false, items: [{ text: 'Core', link: '/core' }] } });
    expect([...loaded.dependencies].sort()).toEqual(
      [join(root, 'config/link.ts'), join(root, 'config/sidebar.ts'), join(root, 'docsgen.config.ts')].sort(),
    );
  });

  test('CommonJS packages that require React get the same React as the config', async () => {
    const root = site({
      'docsgen.config.ts': `
        import { useState } from 'react';
        import { reactFromRequire } from 'cjs-widget';
        export default { title: reactFromRequire.useState === useState ? 'same React' : 'two Reacts' };
      `,
      'node_modules/cjs-widget/package.json': '{ "name": "cjs-widget", "main": "index.js" }',
      'node_modules/cjs-widget/index.js': "exports.reactFromRequire = require('react');",
    });
    const loaded = await loadConfig(root);
    expect(loaded.config.title).toBe('same React');
    // Only plain Node lacks `require` in ES modules: the bundle brings its own.
    const title = runInNode(root, `const m = await import(${urlOf(loaded.bundleFile!)});\nprocess.stdout.write(m.default.title);`);
    expect(title).toBe('same React');
  });

  test('a syntax error is a ConfigError with file:line:column and a code frame', async () => {
    const root = site({ 'docsgen.config.ts': `export default {\n  title: 'x',\n  description: ]\n};\n` });
    const error = await loadError(root);
    const file = join(root, 'docsgen.config.ts');
    expect(error.file).toBe(file);
    expect(error.diagnostics).toHaveLength(1);
    expect(error.diagnostics[0]).toMatchObject({ file, line: 3, column: 16, lineText: '  description: ]' });
    const lines = error.format().split('\n');
    expect(lines[0]).toBe(`${file}: the config file could not be loaded`);
    expect(lines[1]).toBe(`  ${file}:3:16: Unexpected "]"`);
    expect(lines.slice(2)).toEqual(['    3 |   description: ]', '      |                ^']);
  });

  test('an error in an imported file points at that file', async () => {
    const root = site({
      'docsgen.config.ts': `import './helper';\nexport default {};`,
      'helper.ts': `const a = ;`,
    });
    const error = await loadError(root);
    expect(error.file).toBe(join(root, 'docsgen.config.ts'));
    expect(error.diagnostics[0]).toMatchObject({ file: join(root, 'helper.ts'), line: 1, column: 11 });
    // The dev server watches these to retry once the error is fixed.
    expect(error.dependencies).toEqual([join(root, 'docsgen.config.ts'), join(root, 'helper.ts')]);
  });

  test('an import that cannot be resolved is reported where it is written', async () => {
    const root = site({ 'docsgen.config.ts': `import { x } from './missing';\nexport default { title: x };` });
    const error = await loadError(root);
    expect(error.diagnostics[0]).toMatchObject({ file: join(root, 'docsgen.config.ts'), line: 1 });
    expect(error.diagnostics[0]!.text).toContain('./missing');
  });

  test('an invalid config is a ConfigError naming the file and every problem', async () => {
    const root = site({
      'docsgen.config.ts': `export default { titleTemplate: 'Docs', topNav: [{ txt: 'Guide', link: '/' }] };`,
    });
    const error = await loadError(root);
    expect(error.file).toBe(join(root, 'docsgen.config.ts'));
    expect(error.dependencies).toEqual([join(root, 'docsgen.config.ts')]);
    expect(error.format().split('\n')).toEqual([
      `${join(root, 'docsgen.config.ts')}: invalid config (3 problems)`,
      '  titleTemplate: expected a string containing %s, found the string "Docs" (e.g. "%s – My Docs")',
      '  topNav[0].txt: unknown key (did you mean "text"?)',
      '  topNav[0].text: expected a string (required unless "element" is given), found nothing',
    ]);
  });

  test('a config without a default export', async () => {
    const root = site({ 'docsgen.config.ts': `export const config = {};` });
    const error = await loadError(root);
    expect(error.diagnostics[0]).toMatchObject({ text: 'the config file has no default export' });
    expect(error.format()).toContain('hint: end it with: export default defineConfig({ … })');
  });

  test('a config that throws while loading', async () => {
    const root = site({ 'docsgen.config.ts': `throw new Error('no network');\nexport default {};` });
    const error = await loadError(root);
    expect(error.diagnostics[0]!.text).toBe('loading the config failed: no network');
  });

  test('.js and .mjs configs; two config files is an error', async () => {
    const js = site({ 'docsgen.config.js': `export default { title: 'JS' };` });
    expect((await loadConfig(js)).config.title).toBe('JS');
    const mjs = site({ 'docsgen.config.mjs': `export default { title: 'MJS' };` });
    expect((await loadConfig(mjs)).config.title).toBe('MJS');

    const both = site({ 'docsgen.config.ts': 'export default {};', 'docsgen.config.mjs': 'export default {};' });
    expect(() => findConfigFile(both)).toThrow(ConfigError);
    expect((await loadError(both)).format()).toContain('several config files');
  });

  test('the cache folder can be chosen', async () => {
    const root = site({ 'docsgen.config.ts': `export default { title: 'Cached' };` });
    const cacheDir = join(site({}), 'cache');
    const loaded = await loadConfig(root, { cacheDir });
    expect(dirname(loaded.bundleFile!)).toBe(cacheDir);
    expect(existsSync(join(root, '.docsgen-cache'))).toBe(false);
  });
});

describe('loadConfig cache', () => {
  const OLD = new Date('2020-01-01T00:00:00Z');

  /**
   * A bundle is kept only when none of its inputs changed from the moment bundling began (what is
   * hashed after esbuild is what it read; a file's change time says so, from a coarse clock): the
   * files written just now are left to settle first.
   */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 60));

  test('reuses the bundle while no input changed, without rebundling', async () => {
    const root = site({
      'docsgen.config.tsx': BANNER_CONFIG.replace("title: 'Get Starknet'", "title: helperTitle").replace(
        "import { defineConfig } from 'docsgen/config';",
        "import { defineConfig } from 'docsgen/config';\nimport { helperTitle } from './helper';",
      ),
      'helper.ts': `export const helperTitle = 'First';`,
    });
    await settled();
    const first = await loadConfig(root);
    expect(first.config.title).toBe('First');
    // Backdate the bundle: if it were written again, its mtime would move.
    utimesSync(first.bundleFile!, OLD, OLD);

    const second = await loadConfig(root);
    expect(second.bundleFile).toBe(first.bundleFile);
    expect(statSync(second.bundleFile!).mtime.getTime()).toBe(OLD.getTime());
    expect(second.config.title).toBe('First');
    expect([...second.dependencies].sort()).toEqual([...first.dependencies].sort());
    expect(renderToString(second.config.banner!.content as ReactElement)).toContain('3');
  });

  test('a changed dependency gives a new bundle and removes the old one', async () => {
    const root = site({
      'docsgen.config.ts': `import { title } from './helper';\nexport default { title };`,
      'helper.ts': `export const title = 'Before';`,
    });
    await settled();
    const first = await loadConfig(root);
    writeFileSync(join(root, 'helper.ts'), `export const title = 'After';`);
    const second = await loadConfig(root);
    expect(second.config.title).toBe('After');
    expect(second.bundleFile).not.toBe(first.bundleFile);
    expect(existsSync(first.bundleFile!)).toBe(false);
    const bundles = readdirSync(join(root, '.docsgen-cache', 'config')).filter((name) => name.endsWith('.mjs'));
    expect(bundles).toEqual([second.bundleFile!.split('/').pop()]);
  });

  test('adding a tsconfig.json invalidates the bundle', async () => {
    const root = site({ 'docsgen.config.ts': `export default { title: 'T' };` });
    await settled();
    const first = await loadConfig(root);
    utimesSync(first.bundleFile!, OLD, OLD);
    writeFileSync(join(root, 'tsconfig.json'), '{ "compilerOptions": {} }');
    const second = await loadConfig(root);
    expect(second.bundleFile).not.toBe(first.bundleFile);
    expect(second.dependencies).toContain(join(root, 'tsconfig.json'));
  });

  test('a deleted bundle or a corrupt manifest is rebuilt', async () => {
    const root = site({ 'docsgen.config.ts': `export default { title: 'T' };` });
    await settled();
    const first = await loadConfig(root);
    rmSync(first.bundleFile!);
    expect((await loadConfig(root)).config.title).toBe('T');
    const cacheDir = join(root, '.docsgen-cache', 'config');
    const manifest = readdirSync(cacheDir).find((name) => name.startsWith('manifest.'))!;
    writeFileSync(join(cacheDir, manifest), '{ not json');
    expect((await loadConfig(root)).config.title).toBe('T');
  });

  test('a bundle truncated, altered or replaced is bundled again from the sources, never imported', async () => {
    const root = site({ 'docsgen.config.ts': `export default { title: 'The real title' };` });
    await settled();
    const first = await loadConfig(root);
    const bundle = readFileSync(first.bundleFile!, 'utf8');
    const damage: ((text: string) => string)[] = [
      (text) => text.slice(0, Math.floor(text.length / 2)),
      // One byte inside a string: the site would change silently.
      (text) => text.replace('The real title', 'The fake title'),
      (text) => `process.env.PWNED = '1';\n${text}`,
      () => '',
    ];
    for (const change of damage) {
      writeFileSync(first.bundleFile!, change(bundle));
      const loaded = await loadConfig(root);
      expect(loaded.config.title).toBe('The real title');
      expect(readFileSync(loaded.bundleFile!, 'utf8')).toBe(bundle);
    }
    expect(process.env.PWNED).toBeUndefined();
  });

  test('a manifest not sealed with this secret is not believed: the bundle it names is not imported', async () => {
    const root = site({ 'docsgen.config.ts': `export default { title: 'Mine' };` });
    await settled();
    const first = await loadConfig(root);
    const cacheDir = join(root, '.docsgen-cache', 'config');
    const manifestName = readdirSync(cacheDir).find((name) => name.startsWith('manifest.'))!;
    const sealed = readFileSync(join(cacheDir, manifestName), 'utf8');
    const manifest = JSON.parse(sealed.slice(sealed.indexOf('\n') + 1)) as { bundle: string; bundleHash: string };
    // Someone who can write the cache but does not hold the secret: a bundle of their own, its
    // hash in a manifest they write plain, or seal with a secret of theirs.
    const evil = `export default { title: 'Forged' };\n`;
    writeFileSync(join(cacheDir, 'config.evil.mjs'), evil);
    const forged = { ...manifest, bundle: 'config.evil.mjs', bundleHash: createHash('sha256').update(evil).digest('hex') };
    const label = `config bundle manifest 2\0${join(root, 'docsgen.config.ts')}`;
    for (const text of [JSON.stringify(forged), sealedJson(randomBytes(32), label, forged), sealed.replace(manifest.bundle, 'config.evil.mjs')]) {
      writeFileSync(join(cacheDir, manifestName), text);
      expect((await loadConfig(root)).config.title).toBe('Mine');
    }
    expect(first.config.title).toBe('Mine');
  });

  test('fresh: bundled again whatever the cache holds (build --no-cache, --clean)', async () => {
    const root = site({ 'docsgen.config.ts': `export default { title: 'T' };` });
    await settled();
    const first = await loadConfig(root);
    utimesSync(first.bundleFile!, OLD, OLD);
    const again = await loadConfig(root, { fresh: true });
    expect(again.bundleFile).toBe(first.bundleFile);
    expect(statSync(again.bundleFile!).mtime.getTime()).not.toBe(OLD.getTime());
  });

  test('an input changed while it was bundled: the bundle is used once, and its manifest not kept', () => {
    const root = site({ 'docsgen.config.ts': `export default { title: 'T' };` });
    const cacheDir = join(root, 'cache');
    const entry = join(root, 'docsgen.config.ts');
    writeCachedBundle(cacheDir, entry, Buffer.from('export default {};'), [entry], new Map(), { stable: false });
    expect(readdirSync(cacheDir).filter((name) => name.startsWith('manifest.'))).toEqual([]);
    expect(readCachedBundle(cacheDir, entry)).toBeUndefined();
    // The change time of a file written now is "since" a moment just before; not since a minute later.
    expect(changedSince(entry, Date.now() - 1000)).toBe(true);
    expect(changedSince(entry, Date.now() + 60_000)).toBe(false);
    expect(changedSince(join(root, 'gone.ts'), Date.now() + 60_000)).toBe(true);
  });

  test('a cache folder that cannot be written costs the reuse, never the config', async () => {
    const root = site({ 'docsgen.config.ts': `export default { title: 'Read-only' };` });
    // A file where the cache folder should be: nothing can be made under it.
    const blocked = join(root, 'blocked');
    writeFileSync(blocked, 'a file');
    const loaded = await loadConfig(root, { cacheDir: join(blocked, 'config') });
    expect(loaded.config.title).toBe('Read-only');
    expect(loaded.bundleFile!.startsWith(tmpdir())).toBe(true);
  });

  test('a link where the cache folder belongs is replaced by a folder, never written through', async () => {
    const root = site({ 'docsgen.config.ts': `export default { title: 'T' };` });
    const elsewhere = site({ 'keep.txt': 'not the cache' });
    mkdirSync(join(root, '.docsgen-cache'));
    symlinkSync(elsewhere, join(root, '.docsgen-cache', 'config'));
    const loaded = await loadConfig(root);
    expect(loaded.config.title).toBe('T');
    expect(readdirSync(elsewhere)).toEqual(['keep.txt']);
    expect(lstatSync(join(root, '.docsgen-cache', 'config')).isDirectory()).toBe(true);
  });
});
