// The curtain bar's Top link: scrolls to the top without writing '#top' into the address (which
// a reload or a shared link would then carry). Without JavaScript the link still works, through
// the HTML rule that '#top' means the top of the document.
import { TOP_LINK_ATTRIBUTE } from '../../theme/shared/constants.js';

export function startTopLink(): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.(`a[${TOP_LINK_ATTRIBUTE}]`);
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    // A keyboard user continues from the top of the page, as following '#top' would do.
    if (event.detail === 0) document.getElementById('main-content')?.focus({ preventScroll: true });
  });
}
