import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_THROTTLE_MS } from '../../../theme/shared/constants.js';
import { throttle } from '../../../theme/lib/throttle.js';

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once, then at most every 100 ms, and once more at the end', () => {
    expect(SCROLL_THROTTLE_MS).toBe(100);
    const fn = vi.fn();
    const throttled = throttle(fn, SCROLL_THROTTLE_MS);
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 9; i++) {
      vi.advanceTimersByTime(10);
      throttled();
    }
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('can be cancelled', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    throttled();
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
