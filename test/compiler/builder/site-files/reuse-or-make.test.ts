import { describe, expect, it } from 'vitest';
import { reuseOrMake } from '../../../../compiler/builder/site-files/reuse-or-make.js';

describe('reuseOrMake', () => {
  const previous = { key: 'k1', written: 'h1' };

  function decide(options: { key: string | undefined; previous?: typeof previous; alsoSame?: boolean; keeps?: boolean }) {
    const calls: string[] = [];
    const outcome = reuseOrMake({
      key: options.key,
      previous: options.previous,
      ...(options.alsoSame !== undefined ? { alsoSame: () => (calls.push('alsoSame'), options.alsoSame!) } : {}),
      keep: () => (calls.push('keep'), options.keeps ?? true),
      make: () => (calls.push('make'), 'made'),
    });
    return { outcome, calls };
  }

  it('keeps the previous file when the key is the same and its files are still there', () => {
    expect(decide({ key: 'k1', previous, alsoSame: true })).toEqual({ outcome: { kept: previous }, calls: ['alsoSame', 'keep'] });
  });

  it('makes it when no key can be known, without trying to keep anything', () => {
    expect(decide({ key: undefined, previous })).toEqual({ outcome: { made: 'made' }, calls: ['make'] });
  });

  it('makes it when nothing was recorded or the key changed', () => {
    expect(decide({ key: 'k1' })).toEqual({ outcome: { made: 'made' }, calls: ['make'] });
    expect(decide({ key: 'k2', previous, alsoSame: true })).toEqual({ outcome: { made: 'made' }, calls: ['make'] });
  });

  it('makes it when another condition fails, before touching the previous output', () => {
    expect(decide({ key: 'k1', previous, alsoSame: false })).toEqual({ outcome: { made: 'made' }, calls: ['alsoSame', 'make'] });
  });

  it('makes it when the previous output no longer holds the files recorded', () => {
    expect(decide({ key: 'k1', previous, keeps: false })).toEqual({ outcome: { made: 'made' }, calls: ['keep', 'make'] });
  });
});
