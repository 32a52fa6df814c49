// Shift+Left and Shift+Right follow the footer's previous and next links (spec §2 Footer): the
// link marked with the arrow key (the theme marks the previous page's with ArrowLeft, or with
// ArrowRight on a right-to-left page, where it sits on the right).
// Plain DOM, not an island: a key press anywhere on the page must work without loading React.
import { PAGER_LINK_ATTRIBUTE } from '../../theme/shared/constants.js';

/** Keys typed into a field belong to the field. */
function isEditing(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(element?.isContentEditable || element?.closest?.('input, textarea, select'));
}

export function startPagerKeys(): void {
  document.addEventListener('keydown', (event) => {
    if (!event.shiftKey || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented || event.isComposing) return;
    const key = event.key;
    if ((key !== 'ArrowLeft' && key !== 'ArrowRight') || isEditing(event.target)) return;
    const link = document.querySelector<HTMLAnchorElement>(`a[${PAGER_LINK_ATTRIBUTE}="${key}"]`);
    if (!link) return;
    event.preventDefault();
    window.location.assign(link.href);
  });
}
