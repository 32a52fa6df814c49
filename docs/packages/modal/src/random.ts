/**
 * The seeded shuffle of `WalletList`: MT19937 (the reference Mersenne Twister, seeded with
 * init_genrand) feeding a Fisher–Yates shuffle, so that a seed gives the same order as upstream's.
 */
const N = 624;
const M = 397;
const MATRIX_A = 0x9908b0df;
const UPPER_MASK = 0x80000000;
const LOWER_MASK = 0x7fffffff;

/** A generator of numbers in [0, 1]: uint32 outputs divided by 0xFFFFFFFF (so 1 is possible). */
export function mersenneTwister(seed: number): () => number {
  const state = new Uint32Array(N);
  state[0] = seed >>> 0;
  for (let i = 1; i < N; i++) {
    const previous = state[i - 1]! ^ (state[i - 1]! >>> 30);
    state[i] = Math.imul(1812433253, previous) + i;
  }
  let index = N;

  function twist(): void {
    for (let k = 0; k < N; k++) {
      const y = (state[k]! & UPPER_MASK) | (state[(k + 1) % N]! & LOWER_MASK);
      state[k] = state[(k + M) % N]! ^ (y >>> 1) ^ (y & 1 ? MATRIX_A : 0);
    }
    index = 0;
  }

  return () => {
    if (index >= N) twist();
    let y = state[index++]!;
    y ^= y >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    y ^= y >>> 18;
    return (y >>> 0) / 0xffffffff;
  };
}

/** A shuffled copy: Fisher–Yates from the last index down, j = floor(r * (i + 1)), a new generator each call. */
export function shuffle<T>(seed: number, items: readonly T[]): T[] {
  const shuffled = items.slice();
  const random = mersenneTwister(seed);
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  return shuffled;
}
