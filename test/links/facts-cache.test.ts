import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FactsCache } from '../../compiler/links/facts-cache.js';
import { analysisFingerprint } from '../../compiler/links/fingerprint.js';
import type { PageFacts } from '../../compiler/links/page-facts.js';

const facts = (id: string): PageFacts => ({ ids: [id], links: [[`/${id}`, 1, 1]] });

describe('FactsCache', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'docsgen-facts-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps facts by key between runs, in a folder git ignores', () => {
    const first = FactsCache.load(dir, 'v1');
    expect(first.get('mdx:a')).toBeUndefined();
    first.set('mdx:a', facts('a'));
    first.save();
    expect(readFileSync(join(dir, '.gitignore'), 'utf8')).toBe('*\n');
    expect(FactsCache.load(dir, 'v1').get('mdx:a')).toEqual(facts('a'));
  });

  it('ignores facts made by other analysis code, and a corrupt file', () => {
    const cache = FactsCache.load(dir, 'v1');
    cache.set('mdx:a', facts('a'));
    cache.save();
    expect(FactsCache.load(dir, 'v2').get('mdx:a')).toBeUndefined();
    writeFileSync(join(dir, 'pages.json'), '{"fingerprint": "v1", "entr');
    expect(FactsCache.load(dir, 'v1').get('mdx:a')).toBeUndefined();
  });

  it('does not write when nothing was learned', () => {
    const cache = FactsCache.load(dir, 'v1');
    cache.get('mdx:a');
    cache.save();
    expect(existsSync(join(dir, 'pages.json'))).toBe(false);
  });

  it('keeps what this run used, and as many unused entries again, newest first', () => {
    const old = FactsCache.load(dir, 'v1');
    for (let i = 0; i < 300; i++) old.set(`mdx:${i}`, facts(String(i)));
    old.save();
    const next = FactsCache.load(dir, 'v1');
    next.get('mdx:0');
    next.set('mdx:new', facts('new'));
    next.save();
    // The file is sealed: a line with its seal, then the JSON.
    const text = readFileSync(join(dir, 'pages.json'), 'utf8');
    const kept = JSON.parse(text.slice(text.indexOf('\n') + 1)).entries as Record<string, unknown>;
    // Two used now, then at least 100 of the others: the first ones written.
    expect(Object.keys(kept).slice(0, 3)).toEqual(['mdx:0', 'mdx:new', 'mdx:1']);
    expect(Object.keys(kept)).toHaveLength(102);
  });

  it('keeps nothing when disabled', () => {
    const cache = FactsCache.disabled();
    cache.set('mdx:a', facts('a'));
    cache.save();
    expect(existsSync(join(dir, 'pages.json'))).toBe(false);
  });
});

describe('analysisFingerprint', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'docsgen-fingerprint-'));
    mkdirSync(join(root, 'compiler/mdx'), { recursive: true });
    writeFileSync(join(root, 'compiler/mdx/heading-ids.ts'), 'export const a = 1;\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('changes when the code that reads pages changes', () => {
    const before = analysisFingerprint(root);
    expect(analysisFingerprint(root)).toBe(before);
    writeFileSync(join(root, 'compiler/mdx/heading-ids.ts'), 'export const a = 2;\n');
    expect(analysisFingerprint(root)).not.toBe(before);
    writeFileSync(join(root, 'compiler/mdx/remark-new-plugin.ts'), 'export {};\n');
    const withPlugin = analysisFingerprint(root);
    expect(withPlugin).not.toBe(before);
  });

  it('changes with the version and the bundle of an installed package, which has no sources', () => {
    const installed = mkdtempSync(join(tmpdir(), 'docsgen-fingerprint-installed-'));
    try {
      mkdirSync(join(installed, '.build/chunks'), { recursive: true });
      writeFileSync(join(installed, 'package.json'), '{"name":"docsgen","version":"1.0.0"}');
      writeFileSync(join(installed, '.build/chunks/chunk-AAAAAAAA.mjs'), '');
      const before = analysisFingerprint(installed);
      expect(analysisFingerprint(installed)).toBe(before);
      writeFileSync(join(installed, 'package.json'), '{"name":"docsgen","version":"1.0.1"}');
      const bumped = analysisFingerprint(installed);
      expect(bumped).not.toBe(before);
      rmSync(join(installed, '.build/chunks/chunk-AAAAAAAA.mjs'));
      writeFileSync(join(installed, '.build/chunks/chunk-BBBBBBBB.mjs'), '');
      expect(analysisFingerprint(installed)).not.toBe(bumped);
    } finally {
      rmSync(installed, { recursive: true, force: true });
    }
  });
});
