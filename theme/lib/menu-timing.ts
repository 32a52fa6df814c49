// When a hover menu opens and closes (spec §4 Navigation dropdown, §9 delays): it opens
// `openDelay` after the pointer enters, or at once when another menu closed less than
// `skipDelay` ago (moving along a menu bar should not wait at every item); it closes `closeDelay`
// after the pointer leaves, unless the pointer comes back; a click toggles and Escape closes at
// once. The DOM-free state machine lives here so its timings are unit-tested.

export interface MenuTiming {
  openDelay: number;
  skipDelay: number;
  closeDelay: number;
}

export interface MenuController {
  pointerEnter(): void;
  pointerLeave(): void;
  toggle(): void;
  open(): void;
  close(): void;
  isOpen(): boolean;
  dispose(): void;
}

/** When any menu last closed: shared by every menu on the page, for the skip delay. */
let lastClosedAt = -Infinity;

/** For tests: forget that a menu closed recently. */
export function resetMenuSkipClock(): void {
  lastClosedAt = -Infinity;
}

export function createMenuController(timing: MenuTiming, onChange: (open: boolean) => void): MenuController {
  let open = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const set = (next: boolean) => {
    clear();
    if (next === open) return;
    open = next;
    if (!next) lastClosedAt = Date.now();
    onChange(next);
  };
  const later = (ms: number, next: boolean) => {
    clear();
    if (ms <= 0) set(next);
    else timer = setTimeout(() => set(next), ms);
  };
  return {
    pointerEnter() {
      if (open) return clear();
      const skip = Date.now() - lastClosedAt < timing.skipDelay;
      later(skip ? 0 : timing.openDelay, true);
    },
    pointerLeave() {
      if (open) later(timing.closeDelay, false);
      else clear();
    },
    toggle: () => set(!open),
    open: () => set(true),
    close: () => set(false),
    isOpen: () => open,
    dispose: clear,
  };
}
