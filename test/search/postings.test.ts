import { describe, expect, test } from 'vitest';
import { encodePostings, forEachPosting, postingCount } from '../../theme/shared/search/index-file.js';

describe('posting lists', () => {
  test('one character per small number, none that JSON escapes', () => {
    // Gaps 1, 3, 1 → 2, 7 (3·2 + 1: a frequency follows), 2 → C, H, then the frequency 2 → C, then C.
    expect(encodePostings([0, 3, 4], [1, 2, 1])).toBe('CHCC');
    expect(encodePostings([], [])).toBe('');
    expect(encodePostings([100_000], [70_000])).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.stringify(encodePostings([5, 900, 40_000], [1, 3, 1]))).not.toContain('\\');
  });

  test('decode what was encoded', () => {
    const docs = [0, 1, 2, 10, 11, 500, 501, 1_000_000];
    const tfs = [1, 7, 1, 1, 2, 1, 300, 65_535];
    const seen: [number, number][] = [];
    forEachPosting(encodePostings(docs, tfs), (doc, tf) => seen.push([doc, tf]));
    expect(seen).toEqual(docs.map((doc, i) => [doc, tfs[i]]));
    expect(postingCount(encodePostings(docs, tfs))).toBe(docs.length);
    expect(postingCount('')).toBe(0);
  });

  test('long lists (encoded through the decoder, not code by code) and lists longer than any before', () => {
    for (const length of [10, 300, 5000, 40_000]) {
      const docs = Array.from({ length }, (_, i) => i * 8 + (i % 7));
      const tfs = docs.map((_, i) => (i % 5 === 0 ? 1 + (i % 1000) : 1));
      const encoded = encodePostings(docs, tfs);
      expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
      const seen: number[] = [];
      forEachPosting(encoded, (doc, tf) => seen.push(doc, tf));
      expect(seen).toEqual(docs.flatMap((doc, i) => [doc, tfs[i]]));
    }
    // A short list after a long one reads nothing the long one left in the buffer.
    expect(encodePostings([0, 3, 4], [1, 2, 1])).toBe('CHCC');
  });

  test('a range of typed arrays encodes as that slice would', () => {
    const docs = Int32Array.from([7, 0, 3, 4, 9, 2]);
    const tfs = Int32Array.from([5, 1, 2, 1, 1, 8]);
    expect(encodePostings(docs, tfs, 1, 4)).toBe(encodePostings([0, 3, 4], [1, 2, 1]));
    expect(encodePostings(docs, tfs, 1, 4)).toBe('CHCC');
    expect(encodePostings(docs, tfs, 3, 3)).toBe('');
    expect(encodePostings(docs, tfs)).toBe(encodePostings([...docs], [...tfs]));
  });

  test('a corrupt list fails loudly', () => {
    expect(() => forEachPosting('C"', () => {})).toThrow(/corrupt/);
    // Cut short: in the middle of a number, before a frequency its flag announces.
    const whole = encodePostings([0, 100_000], [1, 70_000]);
    for (const cut of [whole.slice(0, -1), whole.slice(0, 2), 'g', 'D']) {
      expect(() => forEachPosting(cut, () => {}), cut).toThrow(/corrupt/);
      expect(() => postingCount(cut), cut).toThrow(/corrupt/);
    }
  });
});
