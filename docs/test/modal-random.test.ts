import { describe, expect, it } from 'vitest';
import { mersenneTwister, shuffle } from '../packages/modal/src/random';

describe('mersenneTwister', () => {
  it('is the reference MT19937 (init_genrand): seed 5489 first gives 3499211612, then 581869302', () => {
    const next = mersenneTwister(5489);
    expect(Math.round(next() * 0xffffffff)).toBe(3499211612);
    expect(Math.round(next() * 0xffffffff)).toBe(581869302);
  });

  it('keeps going past the first 624 outputs (the state is regenerated)', () => {
    const next = mersenneTwister(1);
    const values = Array.from({ length: 1300 }, next);
    expect(values.every((v) => v >= 0 && v <= 1)).toBe(true);
    expect(new Set(values).size).toBe(values.length);
  });
});

describe('shuffle', () => {
  // The facts sheet's vectors: the same seed gives upstream's order.
  it.each([
    [0, 'abdec'],
    [1, 'abedc'],
    [12345, 'bcade'],
  ])('seed %i shuffles [a,b,c,d,e] to %s', (seed, order) => {
    expect(shuffle(seed, [...'abcde']).join('')).toBe(order);
  });

  it('returns a new array, leaves its input alone, and starts a new generator each call', () => {
    const input = [...'abcde'];
    const first = shuffle(12345, input);
    expect(input.join('')).toBe('abcde');
    expect(first).not.toBe(input);
    expect(shuffle(12345, input)).toEqual(first);
  });

  it('handles empty and single lists', () => {
    expect(shuffle(3, [])).toEqual([]);
    expect(shuffle(3, ['x'])).toEqual(['x']);
  });
});
