// Shift+Left and Shift+Right go to the previous and next page (spec §2 Footer). Renders nothing;
// hydrates when the browser is idle, since a key press anywhere on the page must reach it.
import { useEffect } from 'react';

export const hydrate = 'idle';

/** Keys typed into a field belong to the field. */
function isEditing(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(element?.closest?.('input, textarea, select, [contenteditable=""], [contenteditable="true"]'));
}

export default function PagerKeys({ prev, next }: { prev: string | null; next: string | null }) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.shiftKey || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      if (isEditing(event.target)) return;
      const target = event.key === 'ArrowLeft' ? prev : event.key === 'ArrowRight' ? next : null;
      if (!target) return;
      event.preventDefault();
      window.location.assign(target);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [prev, next]);
  return null;
}
