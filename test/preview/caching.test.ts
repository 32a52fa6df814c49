import { describe, expect, it } from 'vitest';
import { cacheControlFor, etagFor, IMMUTABLE, isHashedAsset, matchesIfNoneMatch, REVALIDATE } from '../../compiler/preview/caching.js';

describe('isHashedAsset', () => {
  it.each([
    'docsgen/chunk-AB12CD34.js',
    'docsgen/islands/Counter-7QZ4WXYB.js',
    'docsgen/search-index.3f9a0c1d.json',
    'docsgen/theme-0123456789ABCDEF.css',
  ])('%s is hashed', (path) => expect(isHashedAsset(path, 'docsgen')).toBe(true));

  it.each([
    'chunk-AB12CD34.js', // outside docsgen/: a user file in public/ may be renamed in place
    'docsgen/my-component.js',
    'docsgen/search-index.json',
    'docsgen/chunk-AB12.js',
    'docsgen/AB12CD34/entry.js',
    'docsgen-old/chunk-AB12CD34.js', // another folder that merely starts with the same name
  ])('%s is not hashed', (path) => expect(isHashedAsset(path, 'docsgen')).toBe(false));

  it('looks in the folder the config names', () => {
    expect(isHashedAsset('static/chunk-AB12CD34.js', 'static')).toBe(true);
    expect(isHashedAsset('docsgen/chunk-AB12CD34.js', 'static')).toBe(false);
  });
});

describe('cacheControlFor', () => {
  it('keeps hashed assets a year and revalidates everything else', () => {
    expect(cacheControlFor('docsgen/chunk-AB12CD34.js', 'docsgen')).toBe(IMMUTABLE);
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('index.html', 'docsgen')).toBe(REVALIDATE);
    expect(cacheControlFor('logo.svg', 'docsgen')).toBe(REVALIDATE);
  });
});

describe('etagFor', () => {
  const stats = { size: 1234, mtimeMs: 1_700_000_000_123.456 };

  it('is a quoted strong tag that differs per encoding and per version', () => {
    const identity = etagFor(stats, null);
    expect(identity).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(etagFor(stats, 'br')).not.toBe(identity);
    expect(etagFor(stats, 'br')).not.toBe(etagFor(stats, 'gzip'));
    expect(etagFor({ ...stats, mtimeMs: stats.mtimeMs + 0.5 }, null)).not.toBe(identity);
    expect(etagFor({ ...stats, size: 1235 }, null)).not.toBe(identity);
  });
});

describe('matchesIfNoneMatch', () => {
  it('uses the weak comparison over a list, and * matches anything', () => {
    expect(matchesIfNoneMatch('"a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('W/"a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('"x", "a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('"b"', '"a"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"a"')).toBe(false);
  });
});
