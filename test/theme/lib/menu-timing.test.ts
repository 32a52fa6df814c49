import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NAV_MENU_CLOSE_DELAY_MS, NAV_MENU_OPEN_DELAY_MS, NAV_MENU_SKIP_DELAY_MS, TOP_NAV_OPEN_DELAY_MS } from '../../../theme/shared/constants.js';
import { createMenuController, resetMenuSkipClock } from '../../../theme/lib/menu-timing.js';

const timing = { openDelay: NAV_MENU_OPEN_DELAY_MS, skipDelay: NAV_MENU_SKIP_DELAY_MS, closeDelay: NAV_MENU_CLOSE_DELAY_MS };

describe('menu timing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetMenuSkipClock();
  });
  afterEach(() => vi.useRealTimers());

  it('uses the spec delays', () => {
    expect([NAV_MENU_OPEN_DELAY_MS, TOP_NAV_OPEN_DELAY_MS, NAV_MENU_SKIP_DELAY_MS, NAV_MENU_CLOSE_DELAY_MS]).toEqual([200, 0, 300, 150]);
  });

  it('opens 200 ms after the pointer enters', () => {
    const changes: boolean[] = [];
    const menu = createMenuController(timing, (open) => changes.push(open));
    menu.pointerEnter();
    vi.advanceTimersByTime(199);
    expect(menu.isOpen()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(menu.isOpen()).toBe(true);
    expect(changes).toEqual([true]);
  });

  it('opens at once with a 0 ms delay (the top nav)', () => {
    const menu = createMenuController({ ...timing, openDelay: TOP_NAV_OPEN_DELAY_MS }, () => {});
    menu.pointerEnter();
    expect(menu.isOpen()).toBe(true);
  });

  it('does not open when the pointer leaves before the delay', () => {
    const menu = createMenuController(timing, () => {});
    menu.pointerEnter();
    vi.advanceTimersByTime(100);
    menu.pointerLeave();
    vi.advanceTimersByTime(500);
    expect(menu.isOpen()).toBe(false);
  });

  it('closes 150 ms after the pointer leaves, unless it comes back', () => {
    const menu = createMenuController(timing, () => {});
    menu.open();
    menu.pointerLeave();
    vi.advanceTimersByTime(149);
    expect(menu.isOpen()).toBe(true);
    menu.pointerEnter();
    vi.advanceTimersByTime(1000);
    expect(menu.isOpen()).toBe(true);
    menu.pointerLeave();
    vi.advanceTimersByTime(150);
    expect(menu.isOpen()).toBe(false);
  });

  it('skips the open delay within 300 ms of another menu closing', () => {
    const first = createMenuController(timing, () => {});
    const second = createMenuController(timing, () => {});
    first.open();
    first.pointerLeave();
    vi.advanceTimersByTime(150);
    expect(first.isOpen()).toBe(false);
    vi.advanceTimersByTime(299);
    second.pointerEnter();
    expect(second.isOpen()).toBe(true);
  });

  it('waits again once the skip delay has passed', () => {
    const first = createMenuController(timing, () => {});
    const second = createMenuController(timing, () => {});
    first.open();
    first.close();
    vi.advanceTimersByTime(300);
    second.pointerEnter();
    expect(second.isOpen()).toBe(false);
    vi.advanceTimersByTime(200);
    expect(second.isOpen()).toBe(true);
  });

  it('toggles on click and closes at once on Escape, cancelling pending timers', () => {
    const menu = createMenuController(timing, () => {});
    menu.toggle();
    expect(menu.isOpen()).toBe(true);
    menu.toggle();
    expect(menu.isOpen()).toBe(false);
    menu.pointerEnter();
    menu.close();
    vi.advanceTimersByTime(1000);
    expect(menu.isOpen()).toBe(false);
  });
});
