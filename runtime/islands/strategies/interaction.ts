import type { Strategy } from './types.js';

// The events that count as a first interaction. Those a user would notice losing are recorded
// while the island's code loads and replayed on the same element once it has hydrated.
const EVENTS = ['pointerdown', 'pointerover', 'focusin', 'keydown', 'click', 'input', 'touchstart'] as const;

/** Hydrate on the first pointer, focus or key event on the island; the events are not lost. */
export const interaction: Strategy = (island, hydrate) => {
  const queue: Event[] = [];
  let started = false;
  const record = (event: Event) => {
    // A click on a control (not a link) would do nothing before hydration: hold it back and
    // replay it, so the first click both hydrates and acts.
    if (event.type === 'click' && !(event.target as Element | null)?.closest?.('a[href]')) {
      event.preventDefault();
      event.stopPropagation();
    }
    queue.push(event);
    if (started) return;
    started = true;
    void hydrate().then(() => {
      for (const type of EVENTS) island.removeEventListener(type, record, true);
      for (const original of queue) replay(original);
    });
  };
  for (const type of EVENTS) island.addEventListener(type, record, { capture: true, passive: false });
};

function replay(original: Event): void {
  const target = original.target as Element | null;
  if (!target || !target.isConnected) return;
  const init = { bubbles: true, cancelable: true, composed: true };
  let copy: Event;
  if (original instanceof KeyboardEvent) {
    copy = new KeyboardEvent(original.type, { ...init, key: original.key, code: original.code, shiftKey: original.shiftKey, ctrlKey: original.ctrlKey, altKey: original.altKey, metaKey: original.metaKey, repeat: original.repeat });
  } else if (original instanceof PointerEvent) {
    copy = new PointerEvent(original.type, { ...init, clientX: original.clientX, clientY: original.clientY, button: original.button, buttons: original.buttons, pointerId: original.pointerId, pointerType: original.pointerType, relatedTarget: original.relatedTarget });
  } else if (original instanceof MouseEvent) {
    copy = new MouseEvent(original.type, { ...init, clientX: original.clientX, clientY: original.clientY, button: original.button, buttons: original.buttons, ctrlKey: original.ctrlKey, metaKey: original.metaKey, shiftKey: original.shiftKey, altKey: original.altKey });
  } else if (original instanceof FocusEvent) {
    copy = new FocusEvent(original.type, { ...init, relatedTarget: original.relatedTarget });
  } else {
    copy = new Event(original.type, init);
  }
  target.dispatchEvent(copy);
}
