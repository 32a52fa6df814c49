// API references (like twoslash blocks) are read with the TypeScript docsgen resolves: its version
// is part of docsgen's fingerprint, which every cache key of a compiled page and of a reference's
// export list starts with. Its own libraries (lib.*.d.ts) are not recorded as dependencies of a
// reference (program.ts): this key is what rebuilds the references when TypeScript is upgraded.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { computeDocsgenFingerprint } from '../../../../compiler/store/docsgen-fingerprint.js';

describe("docsgen's fingerprint (the cache keys of API references)", () => {
  let root: string;
  const installTypeScript = (version: string) => {
    const dir = join(root, 'node_modules/typescript');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'typescript', version, main: 'lib/typescript.js' }));
    mkdirSync(join(dir, 'lib'), { recursive: true });
    writeFileSync(join(dir, 'lib/typescript.js'), 'module.exports = {};\n');
  };

  beforeEach(() => {
    // An installed docsgen: a package.json and its bundle's chunk names, beside its dependencies.
    root = mkdtempSync(join(tmpdir(), 'docsgen-ts-version-'));
    writeFileSync(join(root, 'package.json'), '{"name":"docsgen","version":"1.0.0"}');
    mkdirSync(join(root, '.build/chunks'), { recursive: true });
    writeFileSync(join(root, '.build/chunks/chunk-AAAAAAAA.mjs'), '');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('changes with the version of TypeScript installed beside docsgen, and only then', () => {
    installTypeScript('5.9.3');
    const before = computeDocsgenFingerprint(root);
    expect(computeDocsgenFingerprint(root)).toBe(before);
    installTypeScript('6.0.2');
    const upgraded = computeDocsgenFingerprint(root);
    expect(upgraded).not.toBe(before);
    installTypeScript('5.9.3');
    expect(computeDocsgenFingerprint(root)).toBe(before);
  });

  it('tells TypeScript installed from TypeScript absent', () => {
    const without = computeDocsgenFingerprint(root);
    installTypeScript('5.9.3');
    expect(computeDocsgenFingerprint(root)).not.toBe(without);
  });
});
